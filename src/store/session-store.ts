// The page-wide session (token, profile), shared by every element on the page, even when the
// ESM build and the <script> build are both loaded: it lives on globalThis under a registered symbol.
// Storage rules (docs/behaviour/6-roles.md): the token lives in memory and sessionStorage only, never
// localStorage, so it ends with the tab and is not left on a shared computer; the remote-counter
// flag is kept in sessionStorage under `remoteCounter` ("true"/"false"); identity and mobile
// numbers are personal data and are never written to any storage.
import { createStore, type StoreApi } from 'zustand/vanilla';
import { userInfoFromProfile, type Profile, type ProfileUserInfo } from '../domain/profile-user-info.ts';

export const TOKEN_STORAGE_KEY = 'civic-booking.token';
export const REMOTE_COUNTER_STORAGE_KEY = 'remoteCounter';

export interface SessionState {
  token: string | null;
  /** The token's profile (one-account, or an SMS token's: src/flows/account/profile.ts); memory only. */
  profile: Profile | null;
  /** Derived from the profile (preferred identity document); memory only. */
  userInfo: ProfileUserInfo | null;
  remoteCounter: boolean;
  setToken(token: string | null): void;
  setProfile(profile: Profile | null): void;
  setRemoteCounter(on: boolean): void;
  /** Forget token and profile (a failed code exchange, a rejected token). */
  signOut(): void;
  /**
   * The server refused `token` (401): sign out only if the session still holds it. An answer
   * that comes late, for a token another login or element has replaced since, signs nobody out.
   */
  tokenRefused(token: string): void;
}

export type SessionStore = StoreApi<SessionState>;

/** The two storage calls the session makes; sessionStorage in a page, absent in Node (SSR). */
export type SessionStorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function pageSessionStorage(): SessionStorageLike | null {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    return null; // storage blocked (sandboxed iframe, privacy settings): memory only
  }
}

function safely(write: () => void): void {
  try {
    write();
  } catch {
    // Quota or privacy mode: the session keeps working from memory.
  }
}

export function createSessionStore(storage: SessionStorageLike | null = pageSessionStorage()): SessionStore {
  const read = (key: string): string | null => {
    try {
      return storage?.getItem(key) ?? null;
    } catch {
      return null;
    }
  };
  return createStore<SessionState>()((set, get) => ({
    token: read(TOKEN_STORAGE_KEY),
    profile: null,
    userInfo: null,
    remoteCounter: read(REMOTE_COUNTER_STORAGE_KEY) === 'true',
    setToken: (token) => {
      const value = token ? token : null;
      safely(() => (value ? storage?.setItem(TOKEN_STORAGE_KEY, value) : storage?.removeItem(TOKEN_STORAGE_KEY)));
      set({ token: value });
    },
    setProfile: (profile) => set({ profile, userInfo: profile ? userInfoFromProfile(profile) : null }),
    setRemoteCounter: (on) => {
      safely(() => storage?.setItem(REMOTE_COUNTER_STORAGE_KEY, on ? 'true' : 'false'));
      set({ remoteCounter: on });
    },
    signOut: () => {
      safely(() => storage?.removeItem(TOKEN_STORAGE_KEY));
      set({ token: null, profile: null, userInfo: null });
    },
    tokenRefused: (token) => {
      if (get().token === token) get().signOut();
    },
  }));
}

const KEY = Symbol.for('civic-booking.session');

export function getSessionStore(): SessionStore {
  const holder = globalThis as unknown as Record<symbol, SessionStore | undefined>;
  return (holder[KEY] ??= createSessionStore());
}
