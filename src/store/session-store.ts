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
/** How the tab's token was bought, beside it: the contract's profile does not say. */
export const TOKEN_KIND_STORAGE_KEY = 'civic-booking.tokenKind';

/**
 * oneAccount: from the one-account sign-on (or a host's `token` property); sms: from an SMS code
 * (POST valid, or test mode's mock mobile), which proves a mobile number and nothing else.
 */
export type TokenKind = 'oneAccount' | 'sms';

export interface SessionState {
  token: string | null;
  /** The token's profile (one-account, or an SMS token's: src/flows/account/profile.ts); memory only. */
  profile: Profile | null;
  /** Derived from the profile (preferred identity document); memory only. */
  userInfo: ProfileUserInfo | null;
  remoteCounter: boolean;
  /** How the token was bought (null without one); the profile's own kind wins when it has one. */
  tokenKind: TokenKind | null;
  setToken(token: string | null, kind?: TokenKind): void;
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
    tokenKind: read(TOKEN_STORAGE_KEY) ? (read(TOKEN_KIND_STORAGE_KEY) === 'sms' ? 'sms' : 'oneAccount') : null,
    setToken: (token, kind = 'oneAccount') => {
      const value = token ? token : null;
      safely(() => (value ? storage?.setItem(TOKEN_STORAGE_KEY, value) : storage?.removeItem(TOKEN_STORAGE_KEY)));
      safely(() => (value ? storage?.setItem(TOKEN_KIND_STORAGE_KEY, kind) : storage?.removeItem(TOKEN_KIND_STORAGE_KEY)));
      set({ token: value, tokenKind: value ? kind : null });
    },
    // A backend that follows the contract sends no kind with the profile: the token's own says it.
    setProfile: (profile) => {
      const kinded = profile && profile.kind == null ? { ...profile, kind: get().tokenKind ?? 'oneAccount' } : profile;
      set({ profile: kinded, userInfo: kinded ? userInfoFromProfile(kinded) : null });
    },
    setRemoteCounter: (on) => {
      safely(() => storage?.setItem(REMOTE_COUNTER_STORAGE_KEY, on ? 'true' : 'false'));
      set({ remoteCounter: on });
    },
    signOut: () => {
      safely(() => storage?.removeItem(TOKEN_STORAGE_KEY));
      safely(() => storage?.removeItem(TOKEN_KIND_STORAGE_KEY));
      set({ token: null, tokenKind: null, profile: null, userInfo: null });
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
