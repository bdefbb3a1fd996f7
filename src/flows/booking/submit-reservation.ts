// Sending a reservation (SPEC.md §4 "Reserve and queue flows"): POST booking/webJetton, or in edit
// mode PUT booking/updateTicket, with the attempt's Idempotency-Key (a retry after a lost answer
// never books twice); then the host hears cb-ticket-created or cb-ticket-updated and the success
// page shows the ticket. A refusal that cost the slot (the last seat went to someone else while
// the form was filled in) comes back as `lost`, for the form to offer the nearest free times.
import { isApiError } from '../../api/api-error.ts';
import type { Api } from '../../api/client.ts';
import type { JettonDetail, ReservationPayload } from '../../common/api-contract.ts';
import { slotWasLost, type SlotChoice } from '../../domain/lost-slot.ts';
import { namesTicket } from '../../domain/success-page.ts';
import { bookableTimes } from '../../domain/time-slots.ts';
import type { HostValue } from '../../platform/host-context.ts';
import type { BookingStore } from '../../store/booking-store.ts';

export interface SubmitDeps {
  store: BookingStore;
  api: Api;
  emit: HostValue['emit'];
}

export type SubmitOutcome = { kind: 'booked'; ticket: JettonDetail } | { kind: 'lost'; slot: SlotChoice } | { kind: 'failed' };

export async function submitReservation(payload: ReservationPayload, { store, api, emit }: SubmitDeps): Promise<SubmitOutcome> {
  const idempotencyKey = store.getState().attemptKey;
  const editId = payload.id;
  const editing = editId !== undefined && editId !== null && editId !== '';
  let ticket: JettonDetail;
  try {
    ticket = editing ? await api.booking.update({ ...payload, id: editId }, { idempotencyKey }) : await api.booking.book(payload, { idempotencyKey });
  } catch (error) {
    // The API client has told the citizen what the server said; a lost slot is also offered anew.
    if (!isApiError(error)) return { kind: 'failed' };
    const slot: SlotChoice = { date: payload.bookingDate, time: payload.bookingTime, locationId: payload.locationId };
    if (error.status !== 400) return { kind: 'failed' };
    try {
      const now = await api.availability.times({
        locationId: payload.locationId,
        serviceId: payload.serviceId,
        departmentId: payload.departmentId,
        bookingDate: payload.bookingDate,
      });
      return slotWasLost(error, payload.bookingTime, bookableTimes(now)) ? { kind: 'lost', slot } : { kind: 'failed' };
    } catch {
      return { kind: 'failed' };
    }
  }
  const state = store.getState();
  state.finishAttempt();
  state.setMy('jettonDetail', ticket);
  emit(editing ? 'cb-ticket-updated' : 'cb-ticket-created', { ticket: { ...ticket } });
  // A moved booking returns to its page, where the edit started (the form and the SMS step
  // behind it dropped), and back goes where it went before.
  const named = (routeState: Readonly<Record<string, unknown>>) => namesTicket(ticket, routeState.ticketId as string | number | undefined);
  if (editing && state.returnTo('/success', named, { ticketId: ticket.id })) return { kind: 'booked', ticket };
  // A finished booking is not walked back into: the success page's back goes home.
  state.navigate('/success', { ticketId: ticket.id, isNew: true }, { reset: true });
  return { kind: 'booked', ticket };
}
