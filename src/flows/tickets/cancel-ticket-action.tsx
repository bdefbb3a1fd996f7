// Cancel ticket (SPEC.md §2, existing active tickets): asked once more in a confirm dialog, then
// DELETE favourite/tickets/{id}; the host hears `cb-ticket-cancelled`, a toast says it is done,
// and the citizen goes back to the page before (the list, which loads anew), or to the element's
// start when the ticket was opened directly (a memo link, `ticket-id`).
import { useRef, useState } from 'react';
import { useElementRoutes } from '../../routing/shown-routes.ts';
import { useLang } from '../../components/use-lang.ts';
import { t } from '../../i18n/translate.ts';
import { useHost } from '../../platform/host-context.ts';
import { useApi, useBookingStoreApi, useUiStoreApi } from '../../store/stores-context.tsx';
import type { SuccessPieceProps } from './success-pieces.ts';

export function CancelTicketAction({ ticket, actions }: SuccessPieceProps) {
  const lang = useLang();
  const api = useApi();
  const ui = useUiStoreApi();
  const store = useBookingStoreApi();
  const { emit } = useHost();
  const { start } = useElementRoutes();
  const busy = useRef(false);
  const [sending, setSending] = useState(false);
  if (!actions.cancel) return null;

  async function cancelTicket() {
    if (busy.current) return;
    busy.current = true;
    try {
      const sure = await ui.getState().openDialog({
        kind: 'confirm',
        titleKey: 'pages.successPage.cancelConfirmTitle',
        messageKey: 'pages.successPage.cancelConfirm',
        confirmKey: 'pages.successPage.cancelTicket',
        cancelKey: 'pages.successPage.keepTicket',
      });
      if (!sure) return;
      setSending(true);
      // A failure has been told by the API client; the ticket stays on screen.
      await api.tickets.cancel(ticket.id, { toastSuccess: false });
      emit('cb-ticket-cancelled', { ticketId: ticket.id });
      ui.getState().showToast(t(lang, 'pages.successPage.cancelSuccess'));
      const s = store.getState();
      if (!s.back()) s.navigate(start, {}, { reset: true });
      // The cancelled ticket is no longer one to show.
      if (s.my.jettonDetail && String(s.my.jettonDetail.id) === String(ticket.id)) store.getState().setMy('jettonDetail', null);
    } catch {
      setSending(false);
    } finally {
      busy.current = false;
    }
  }

  return (
    <button
      type="button"
      className="cb-button cb-button--secondary cb-success__action cb-success__action--danger"
      aria-haspopup="dialog"
      aria-disabled={sending ? 'true' : undefined}
      onClick={() => void cancelTicket()}
    >
      {t(lang, 'pages.successPage.cancelTicket')}
    </button>
  );
}
