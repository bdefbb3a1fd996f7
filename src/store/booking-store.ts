// Per-element-instance store (SPEC.md §3 "Booking state"): one per widget, so two widgets on
// one page never share navigation state. Filled in by the client platform issue.
import { createStore, type StoreApi } from 'zustand/vanilla';

export interface BookingState {
  route: string;
  navigate(route: string): void;
}

export type BookingStore = StoreApi<BookingState>;

export function createBookingStore(init: Partial<Pick<BookingState, 'route'>> = {}): BookingStore {
  return createStore<BookingState>()((set) => ({
    route: init.route ?? '/home',
    navigate: (route) => set({ route }),
  }));
}
