// Hands an element instance's stores (booking state, UI feedback) and its API client down to its
// screens; the page-wide session needs no context.
import { createContext, useContext, useSyncExternalStore } from 'react';
import type { StoreApi } from 'zustand/vanilla';
import type { BookingState, BookingStore } from './booking-store.ts';
import { getSessionStore, type SessionState } from './session-store.ts';
import type { UiState, UiStore } from './ui-store.ts';
import type { Api } from '../api/client.ts';

/**
 * zustand's own `useStore` (from 'zustand') imports 'react' from node_modules, which outside the
 * bundle (Vitest externalises dependencies) is the real React rather than preact/compat; this
 * is the same subscription written against our aliased 'react'.
 */
function useStore<S, T>(store: StoreApi<S>, selector: (state: S) => T): T {
  return useSyncExternalStore(store.subscribe, () => selector(store.getState()));
}

export const BookingStoreContext = createContext<BookingStore | null>(null);
export const UiStoreContext = createContext<UiStore | null>(null);
export const ApiContext = createContext<Api | null>(null);

export function useBookingStore<T>(selector: (state: BookingState) => T): T {
  const store = useContext(BookingStoreContext);
  if (!store) throw new Error('useBookingStore outside an element root');
  return useStore(store, selector);
}

/** The store itself, for actions called from handlers (no re-render on change). */
export function useBookingStoreApi(): BookingStore {
  const store = useContext(BookingStoreContext);
  if (!store) throw new Error('useBookingStoreApi outside an element root');
  return store;
}

export function useSession<T>(selector: (state: SessionState) => T): T {
  return useStore(getSessionStore(), selector);
}

export function useUi<T>(selector: (state: UiState) => T): T {
  const store = useContext(UiStoreContext);
  if (!store) throw new Error('useUi outside an element root');
  return useStore(store, selector);
}

export function useUiStoreApi(): UiStore {
  const store = useContext(UiStoreContext);
  if (!store) throw new Error('useUiStoreApi outside an element root');
  return store;
}

export function useApi(): Api {
  const api = useContext(ApiContext);
  if (!api) throw new Error('useApi outside an element root');
  return api;
}
