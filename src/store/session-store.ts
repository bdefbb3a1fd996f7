// The page-wide session (token, profile), shared by every element on the page, even when the
// ESM build and the <script> build are both loaded: it lives on globalThis under a registered symbol.
import { createStore, type StoreApi } from 'zustand/vanilla';

export interface SessionState {
  token: string | null;
  setToken(token: string | null): void;
}

export type SessionStore = StoreApi<SessionState>;

const KEY = Symbol.for('civic-booking.session');

export function getSessionStore(): SessionStore {
  const holder = globalThis as unknown as Record<symbol, SessionStore | undefined>;
  return (holder[KEY] ??= createStore<SessionState>()((set) => ({
    token: null,
    setToken: (token) => set({ token }),
  })));
}
