// What every piece of the success page receives: the ticket, how the citizen arrived at it, and
// whether the citizen is logged in with one-account. The page's actions are a list of such pieces
// (success-actions.tsx), so cancelling, notes, the calendar and favourites each come as a file
// of their own.
import type { JettonDetail } from '../../api/types.ts';
import type { SuccessArrival } from '../../domain/success-page.ts';

export interface SuccessPieceProps {
  ticket: JettonDetail;
  arrival: SuccessArrival;
  oneAccount: boolean;
}
