// What every piece of the success page receives: the ticket, how the citizen arrived at it, who
// is looking (a login token, a one-account login) and which actions apply (domain/success-page.ts
// successActions). The page's actions are a list of such pieces (success-actions.tsx), so
// cancelling, editing, notes, the calendar and favourites each come as a file of their own.
import type { JettonDetail } from '../../common/api-contract.ts';
import type { SuccessActions, SuccessArrival } from '../../domain/success-page.ts';

export interface SuccessPieceProps {
  ticket: JettonDetail;
  arrival: SuccessArrival;
  oneAccount: boolean;
  actions: SuccessActions;
  /** The ticket's service and location names are still being read (the calendar event carries them). */
  placePending?: boolean;
}
