// Edit reservation (SPEC.md §2, existing active bookings): the booking flow's edit mode
// (flows/booking/edit-reservation.ts), prefilled from the ticket and saved with PUT
// booking/updateTicket (`cb-ticket-updated`), which returns to this ticket's page.
import { useRef, useState } from 'react';
import { useLang } from '../../components/use-lang.ts';
import { t } from '../../i18n/translate.ts';
import { useApi, useBookingStoreApi } from '../../store/stores-context.tsx';
import { openReservationEdit } from '../booking/edit-reservation.ts';
import type { SuccessPieceProps } from './success-pieces.ts';

export function EditReservationAction({ ticket, actions }: SuccessPieceProps) {
  const lang = useLang();
  const api = useApi();
  const store = useBookingStoreApi();
  const busy = useRef(false);
  const [opening, setOpening] = useState(false);
  if (!actions.edit) return null;

  async function editReservation() {
    if (busy.current) return;
    busy.current = true;
    setOpening(true);
    // False: the service or location could not be loaded, and the API client has said why.
    const opened = await openReservationEdit(ticket, { store, api });
    busy.current = false;
    if (!opened) setOpening(false);
  }

  return (
    <button type="button" className="cb-button cb-success__action" aria-disabled={opening ? 'true' : undefined} onClick={() => void editReservation()}>
      {t(lang, 'pages.successPage.editReservation')}
    </button>
  );
}
