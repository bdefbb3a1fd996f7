// Sends the queue-ticket request (POST queue/requestQueueTicket) as docs/behaviour/4-states.md asks: one request
// at a time (a double tap sends one: it is an action, platform/use-action.ts), under the attempt's
// Idempotency-Key, the same request again while an earlier one's answer is unknown
// (domain/queue-attempt.ts); on a ticket, the host told (`cb-ticket-created`), the ticket page and
// a new attempt begun. `failure`: where a refusal shows (under the SMS code, or a toast).
import type { JettonDetail, QueueRequest } from '../../common/api-contract.ts';
import { isApiError } from '../../api/api-error.ts';
import { inDoubtAfter, requestToSend } from '../../domain/queue-attempt.ts';
import { useAction, type FailureDisplay } from '../../platform/use-action.ts';
import { useBookingStoreApi } from '../../store/stores-context.tsx';

export function useTakeTicket(failure: FailureDisplay = 'toast') {
  const store = useBookingStoreApi();
  return useAction({
    failure,
    attemptKey: () => store.getState().attemptKey,
    run: async ({ api, key }, fresh: QueueRequest): Promise<JettonDetail> => {
      const sent = requestToSend(fresh, key, store.getState().ticketInDoubt);
      try {
        return await api.queue.requestTicket(sent.request, { idempotencyKey: sent.key });
      } catch (error) {
        store.getState().setTicketInDoubt(inDoubtAfter(sent, isApiError(error) ? error.status : 0));
        throw error;
      }
    },
    event: (ticket) => ({ name: 'cb-ticket-created', detail: { ticket: { ...ticket } } }),
    onSuccess: (ticket) => {
      const s = store.getState();
      s.setMy('jettonDetail', ticket);
      s.setAlertCount(null);
      s.finishAttempt();
      s.navigate('/success', { ticketId: ticket.id, isNew: true }, { reset: true });
    },
  });
}
