// Creating and changing a reservation (SPEC.md §7). webJetton carries an Idempotency-Key: the
// store keeps one key per booking attempt and sends it again when the citizen retries, so a
// retry after a lost answer never books twice.
import { randomId } from './random-id.ts';
import type { Transport } from './transport.ts';
import type { JettonDetail, RegisterTicketRequest, ReservationPayload } from './types.ts';

export interface IdempotentCall {
  /** Keep it for the citizen's retries of the same booking; a new one is made when absent. */
  idempotencyKey?: string;
}

export function createBookingApi(http: Transport) {
  return {
    /** POST booking/webJetton: books an appointment. */
    book: (payload: ReservationPayload, { idempotencyKey = randomId() }: IdempotentCall = {}) =>
      http.call<JettonDetail>('POST', 'booking/webJetton', { body: payload, idempotencyKey }),
    /** PUT booking/updateTicket: moves an existing reservation (payload with id). */
    update: (payload: ReservationPayload & { id: number | string }) =>
      http.call<JettonDetail>('PUT', 'booking/updateTicket', { body: payload }),
    /** POST booking/registerTicket {mobArea, mobNum, qrcodeContent} */
    registerTicket: (payload: RegisterTicketRequest) =>
      http.call<JettonDetail>('POST', 'booking/registerTicket', { body: payload }),
  };
}

export type BookingApi = ReturnType<typeof createBookingApi>;

/** A fresh key for one booking or queue-ticket attempt. */
export const createIdempotencyKey = randomId;
