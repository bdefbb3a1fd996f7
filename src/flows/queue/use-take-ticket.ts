// Sends the queue-ticket request (POST queue/requestQueueTicket) as SPEC.md §4 asks: one request
// at a time (a double tap sends one), under the attempt's Idempotency-Key, the same request again
// while an earlier one's answer is unknown (domain/queue-attempt.ts); on a ticket, the ticket
// page, the host told (`cb-ticket-created`) and a new attempt begun.
import { useCallback, useRef, useState } from 'react';
import { isApiError } from '../../api/api-error.ts';
import type { JettonDetail, QueueRequest } from '../../common/api-contract.ts';
import { inDoubtAfter, requestToSend } from '../../domain/queue-attempt.ts';
import { useHost } from '../../platform/host-context.ts';
import { useApi, useBookingStoreApi } from '../../store/stores-context.tsx';

export type TakeOutcome = { ok: true; ticket: JettonDetail } | { ok: false; error: unknown } | { ok: false; busy: true };

export function useTakeTicket() {
  const api = useApi();
  const store = useBookingStoreApi();
  const { emit } = useHost();
  const inFlight = useRef(false);
  const [busy, setBusy] = useState(false);

  const take = useCallback(
    async (fresh: QueueRequest): Promise<TakeOutcome> => {
      // A second tap while the first request runs does nothing (§4 re-submit guard).
      if (inFlight.current) return { ok: false, busy: true };
      inFlight.current = true;
      setBusy(true);
      const state = store.getState();
      const sent = requestToSend(fresh, state.attemptKey, state.ticketInDoubt);
      try {
        const ticket = await api.queue.requestTicket(sent.request, { idempotencyKey: sent.key, toastFailure: false });
        const s = store.getState();
        s.setMy('jettonDetail', ticket);
        s.setAlertCount(null);
        s.finishAttempt();
        emit('cb-ticket-created', { ticket: { ...ticket } });
        s.navigate('/success', { ticketId: ticket.id, isNew: true }, { reset: true });
        return { ok: true, ticket };
      } catch (error) {
        store.getState().setTicketInDoubt(inDoubtAfter(sent, isApiError(error) ? error.status : 0));
        return { ok: false, error };
      } finally {
        inFlight.current = false;
        setBusy(false);
      }
    },
    [api, store, emit],
  );

  return { take, busy };
}
