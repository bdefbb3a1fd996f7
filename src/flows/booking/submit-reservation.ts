// Sending a reservation (docs/behaviour/4-states.md (Reserve and queue flows)), as an action (platform/use-action.ts):
// POST booking/webJetton, or in edit mode PUT booking/updateTicket, with the attempt's
// Idempotency-Key (the booking store's: a retry after a lost answer never books twice); then the
// host hears cb-ticket-created or cb-ticket-updated and the success page shows the ticket. A
// refusal is told in a toast, or by the form's field it names; one that cost the slot (the last seat went to someone else while the
// form was filled in) is also handed to `onLost`, for the form to offer the nearest free times.
import { isApiError } from '../../api/api-error.ts';
import type { Api } from '../../api/client.ts';
import type { ReservationPayload } from '../../common/api-contract.ts';
import { slotWasLost, type SlotChoice } from '../../domain/lost-slot.ts';
import { reserveFieldOf, type ReserveField } from '../../domain/reserve-form-check.ts';
import { namesTicket } from '../../domain/success-page.ts';
import { bookableTimes } from '../../domain/time-slots.ts';
import { useAction } from '../../platform/use-action.ts';
import { useApi, useBookingStoreApi } from '../../store/stores-context.tsx';

const isEdit = (payload: ReservationPayload) => payload.id !== undefined && payload.id !== null && payload.id !== '';

/** The slot a refused booking lost, or null when it is still there (or the day cannot be read now). */
async function lostSlot(error: unknown, payload: ReservationPayload, api: Api): Promise<SlotChoice | null> {
  if (!isApiError(error) || error.status !== 400) return null;
  try {
    const { locationId, serviceId, departmentId, bookingDate, bookingTime } = payload;
    const now = await api.availability.times({ locationId, serviceId, departmentId, bookingDate });
    return slotWasLost(error, bookingTime, bookableTimes(now)) ? { date: bookingDate, time: bookingTime, locationId } : null;
  } catch {
    return null;
  }
}

export function useSubmitReservation(onLost: (slot: SlotChoice) => void, refuseAt?: (field: ReserveField) => (message: string) => void) {
  const store = useBookingStoreApi();
  const api = useApi();
  return useAction({
    attemptKey: () => store.getState().attemptKey,
    // A refusal that names one of the form's fields (past the citizen's share: the date) shows by it.
    failureAt: (error) => {
      const field = refuseAt && isApiError(error) ? reserveFieldOf(error.field) : null;
      return field ? refuseAt!(field) : undefined;
    },
    run: ({ api: calls, key }, payload: ReservationPayload) =>
      isEdit(payload) ? calls.booking.update({ ...payload, id: payload.id! }, { idempotencyKey: key }) : calls.booking.book(payload, { idempotencyKey: key }),
    event: (ticket, [payload]) => ({ name: isEdit(payload) ? 'cb-ticket-updated' : 'cb-ticket-created', detail: { ticket: { ...ticket } } }),
    onSuccess: (ticket, [payload]) => {
      const state = store.getState();
      state.finishAttempt();
      state.setMy('jettonDetail', ticket);
      // A moved booking returns to its page, where the edit started (the form and the SMS step
      // behind it dropped), and back goes where it went before.
      const named = (routeState: Readonly<Record<string, unknown>>) => namesTicket(ticket, routeState.ticketId as string | number | undefined);
      if (isEdit(payload) && state.returnTo('/success', named, { ticketId: ticket.id })) return;
      // A finished booking is not walked back into: the success page's back goes home.
      state.navigate('/success', { ticketId: ticket.id, isNew: true }, { reset: true });
    },
    onFailure: (error, [payload]) => {
      void lostSlot(error, payload, api).then((slot) => slot && onLost(slot));
    },
  });
}
