// Edit reservation (docs/behaviour/2-screens.md, existing active bookings): the booking flow's edit mode
// (flows/booking/edit-reservation.ts), prefilled from the ticket and saved with PUT
// booking/updateTicket (`cb-ticket-updated`), which returns to this ticket's page. When the
// ticket's service or location cannot be loaded the citizen is told, and the ticket stays.
import { useLang } from '../../components/use-lang.ts';
import { t } from '../../i18n/translate.ts';
import { useAction } from '../../platform/use-action.ts';
import { useBookingStoreApi } from '../../store/stores-context.tsx';
import { openReservationEdit } from '../booking/edit-reservation.ts';
import type { SuccessPieceProps } from './success-pieces.ts';

export function EditReservationAction({ ticket, actions }: SuccessPieceProps) {
  const lang = useLang();
  const store = useBookingStoreApi();
  const edit = useAction({ run: ({ api }) => openReservationEdit(ticket, { store, api }) });
  if (!actions.edit) return null;

  return (
    <button type="button" className="cb-button cb-success__action" aria-disabled={edit.busy ? 'true' : undefined} onClick={() => void edit.run()}>
      {t(lang, 'pages.successPage.editReservation')}
    </button>
  );
}
