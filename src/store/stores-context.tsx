// Hands an element instance's stores down to its screens.
import { createContext, useContext } from 'react';
import { useStore } from 'zustand';
import type { BookingState, BookingStore } from './booking-store.ts';
import { getSessionStore, type SessionState } from './session-store.ts';

export const BookingStoreContext = createContext<BookingStore | null>(null);

export function useBookingStore<T>(selector: (state: BookingState) => T): T {
  const store = useContext(BookingStoreContext);
  if (!store) throw new Error('useBookingStore outside an element root');
  return useStore(store, selector);
}

export function useSession<T>(selector: (state: SessionState) => T): T {
  return useStore(getSessionStore(), selector);
}
