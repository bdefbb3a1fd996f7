// The live queue (docs/behaviour/7-api.md): taking a ticket and the figures polled every 10 s.
import type { IdempotentCall } from './booking.ts';
import type { RequestOptions, Transport } from './transport.ts';
import { path } from './transport.ts';
import type { JettonDetail, QueueCounter, QueueInfo, QueueRequest } from '../common/api-contract.ts';

type Id = number | string;

export function createQueueApi(http: Transport) {
  return {
    /** POST queue/requestQueueTicket, with the attempt's Idempotency-Key (kept across the citizen's retries). */
    requestTicket: (request: QueueRequest, { idempotencyKey, signal }: IdempotentCall) =>
      http.call<JettonDetail>('POST', 'queue/requestQueueTicket', { body: request, idempotencyKey, signal }),
    /** GET booking/counterInfo/{locationId}/{serviceId} (getServiceConter) */
    counterInfo: (locationId: Id, serviceId: Id, { signal }: RequestOptions = {}) =>
      http.call<QueueInfo>('GET', path`booking/counterInfo/${locationId}/${serviceId}`, { signal }),
    /** GET booking/waitingInfo/{ticketId}: the ticket counter of an existing ticket. */
    waitingInfo: (ticketId: Id, { signal }: RequestOptions = {}) =>
      http.call<QueueCounter>('GET', path`booking/waitingInfo/${ticketId}`, { signal }),
  };
}
