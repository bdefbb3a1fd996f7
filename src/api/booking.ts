// Creating and changing a reservation (docs/behaviour/7-api.md). Each carries an Idempotency-Key that the
// caller must give: the booking store keeps one key per attempt and sends it again when the
// citizen retries, so a retry after a lost answer never books twice.
import type { RequestOptions, Transport } from './transport.ts';
import type { JettonDetail, RegisterTicketRequest, ReservationPayload } from '../common/api-contract.ts';

export interface IdempotentCall extends RequestOptions {
  /** The attempt's key (the booking store's `attemptKey`): the same for every retry of one attempt. */
  idempotencyKey: string;
}

export function createBookingApi(http: Transport) {
  return {
    /** POST booking/webJetton: books an appointment. */
    book: (payload: ReservationPayload, { idempotencyKey, signal }: IdempotentCall) =>
      http.call<JettonDetail>('POST', 'booking/webJetton', { body: payload, idempotencyKey, signal }),
    /** PUT booking/updateTicket: moves an existing reservation (payload with id). */
    update: (payload: ReservationPayload & { id: number | string }, { idempotencyKey, signal }: IdempotentCall) =>
      http.call<JettonDetail>('PUT', 'booking/updateTicket', { body: payload, idempotencyKey, signal }),
    /** POST booking/registerTicket {mobArea, mobNum, qrcodeContent} */
    registerTicket: (payload: RegisterTicketRequest, { signal }: RequestOptions = {}) =>
      http.call<JettonDetail>('POST', 'booking/registerTicket', { body: payload, signal }),
  };
}
