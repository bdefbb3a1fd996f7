// What the route guard (src/domain/route-guard.ts) reads of an element's booking state: the
// router asks it for every route it would show, start-up for whether the element can show one.
import type { GuardState } from '../domain/route-guard.ts';
import type { BookingState } from '../store/booking-store.ts';

export function guardStateOf(state: BookingState, loggedIn: boolean): GuardState {
  return { context: state.context, lists: state.lists, my: state.my, routeState: state.routeState, loggedIn };
}
