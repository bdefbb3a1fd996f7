// Cancel ticket (docs/behaviour/2-screens.md, existing active tickets): asked once more in a confirm dialog, then
// DELETE favourite/tickets/{id}; the host hears `cb-ticket-cancelled`, a toast says it is done,
// and the citizen goes back to the page before (the list, which loads anew), or to the element's
// start when the ticket was opened directly (a memo link, `ticket-id`). A failure is told and the
// ticket stays on screen.
import { useElementRoutes } from '../../routing/shown-routes.ts';
import { useLang } from '../../components/use-lang.ts';
import { t } from '../../i18n/translate.ts';
import { useAction } from '../../platform/use-action.ts';
import { useBookingStoreApi } from '../../store/stores-context.tsx';
import type { SuccessPieceProps } from './success-pieces.ts';

export function CancelTicketAction({ ticket, actions }: SuccessPieceProps) {
  const lang = useLang();
  const store = useBookingStoreApi();
  const { start } = useElementRoutes();
  const cancel = useAction({
    confirm: {
      kind: 'confirm',
      titleKey: 'pages.successPage.cancelConfirmTitle',
      messageKey: 'pages.successPage.cancelConfirm',
      confirmKey: 'pages.successPage.cancelTicket',
      cancelKey: 'pages.successPage.keepTicket',
    },
    run: ({ api }) => api.tickets.cancel(ticket.id),
    event: () => ({ name: 'cb-ticket-cancelled', detail: { ticketId: ticket.id } }),
    success: 'pages.successPage.cancelSuccess',
    onSuccess: () => {
      const s = store.getState();
      if (!s.back()) s.navigate(start, {}, { reset: true });
      // The cancelled ticket is no longer one to show.
      if (s.my.jettonDetail && String(s.my.jettonDetail.id) === String(ticket.id)) store.getState().setMy('jettonDetail', null);
    },
  });
  if (!actions.cancel) return null;

  return (
    <button
      type="button"
      className="cb-button cb-button--secondary cb-success__action cb-success__action--danger"
      aria-haspopup="dialog"
      aria-disabled={cancel.busy ? 'true' : undefined}
      onClick={() => void cancel.run()}
    >
      {t(lang, 'pages.successPage.cancelTicket')}
    </button>
  );
}
