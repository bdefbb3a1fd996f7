// The live queue (SPEC.md §7): taking a ticket and the figures polled every 10 s. The figures
// are silent calls (§8): a failed poll must never toast over the page every 10 seconds.
import type { IdempotentCall } from './booking.ts';
import type { RequestOptions, Transport } from './transport.ts';
import { path } from './transport.ts';
import type { JettonDetail, QueueCounter, QueueInfo, QueueRequest } from '../common/api-contract.ts';

type Id = number | string;

export function createQueueApi(http: Transport) {
  return {
    /**
     * POST queue/requestQueueTicket, with the attempt's Idempotency-Key (kept across the citizen's
     * retries). `toastFailure: false` when the page shows the refusal itself, beside the field.
     */
    requestTicket: (request: QueueRequest, { idempotencyKey, signal, toastFailure }: IdempotentCall & { toastFailure?: boolean }) =>
      http.call<JettonDetail>('POST', 'queue/requestQueueTicket', { body: request, idempotencyKey, signal, ...(toastFailure === false ? { toastFailure } : {}) }),
    /** GET booking/counterInfo/{locationId}/{serviceId} (getServiceConter); silent. */
    counterInfo: (locationId: Id, serviceId: Id, { signal }: RequestOptions = {}) =>
      http.call<QueueInfo>('GET', path`booking/counterInfo/${locationId}/${serviceId}`, { silent: true, signal }),
    /** GET booking/waitingInfo/{ticketId}: the ticket counter of an existing ticket; silent. */
    waitingInfo: (ticketId: Id, { signal }: RequestOptions = {}) =>
      http.call<QueueCounter>('GET', path`booking/waitingInfo/${ticketId}`, { silent: true, signal }),
  };
}

export type QueueApi = ReturnType<typeof createQueueApi>;
