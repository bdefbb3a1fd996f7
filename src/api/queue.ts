// The live queue (SPEC.md §7): taking a ticket and the figures polled every 10 s. The figures
// are silent calls (§8): a failed poll must never toast over the page every 10 seconds.
import type { IdempotentCall } from './booking.ts';
import { randomId } from './random-id.ts';
import type { Transport } from './transport.ts';
import { path } from './transport.ts';
import type { JettonDetail, QueueCounter, QueueInfo, QueueRequest } from './types.ts';

type Id = number | string;

export function createQueueApi(http: Transport) {
  return {
    /** POST queue/requestQueueTicket, with an Idempotency-Key kept across the citizen's retries. */
    requestTicket: (request: QueueRequest, { idempotencyKey = randomId() }: IdempotentCall = {}) =>
      http.call<JettonDetail>('POST', 'queue/requestQueueTicket', { body: request, idempotencyKey }),
    /** GET booking/counterInfo/{locationId}/{serviceId} (getServiceConter); silent. */
    counterInfo: (locationId: Id, serviceId: Id) =>
      http.call<QueueInfo>('GET', path`booking/counterInfo/${locationId}/${serviceId}`, { silent: true }),
    /** GET booking/waitingInfo/{ticketId}: the ticket counter of an existing ticket; silent. */
    waitingInfo: (ticketId: Id) =>
      http.call<QueueCounter>('GET', path`booking/waitingInfo/${ticketId}`, { silent: true }),
  };
}

export type QueueApi = ReturnType<typeof createQueueApi>;
