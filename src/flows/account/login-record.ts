// What a one-account login keeps in the tab while the citizen is at the provider: the state it
// issued, the PKCE verifier, the redirect URI and the route it started from (none of it personal
// data), in sessionStorage until the return, when it is taken and wiped whatever the outcome.
// Kept apart from the login code itself (one-account-login.ts, a lazy chunk) so that start-up can
// tell, without loading it, whether the page's link is the return of a login this tab started.
import type { LinkLogin } from '../../domain/startup-params.ts';
import { LANGUAGES, type Lang } from '../../common/languages.ts';
import type { SessionStorageLike } from '../../store/session-store.ts';

export const LOGIN_RECORD_KEY = 'civic-booking.login';
/**
 * The code exchanged last, with its state: the same code in the link again (the return address
 * reloaded) is not exchanged twice, and the link and language its state carried come back.
 */
export const LAST_LOGIN_KEY = 'civic-booking.login.last';

export interface LoginRecord {
  state: string;
  verifier: string;
  redirectUri: string;
  /** The route the login started from. */
  returnTo: string | null;
  /** The language it started in (the state carries it too; this one also tells a refusal). */
  language: Lang | null;
}

export function tabStorage(): SessionStorageLike | null {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    return null; // storage blocked: no login can be started in this tab
  }
}

export function readLoginRecord(storage: SessionStorageLike | null = tabStorage()): LoginRecord | null {
  try {
    const record = JSON.parse(storage?.getItem(LOGIN_RECORD_KEY) ?? 'null') as Partial<LoginRecord> | null;
    if (!record || typeof record.state !== 'string' || typeof record.verifier !== 'string' || typeof record.redirectUri !== 'string') return null;
    return {
      state: record.state,
      verifier: record.verifier,
      redirectUri: record.redirectUri,
      returnTo: typeof record.returnTo === 'string' ? record.returnTo : null,
      language: (LANGUAGES as readonly unknown[]).includes(record.language) ? (record.language as Lang) : null,
    };
  } catch {
    return null;
  }
}

/** Wipes the record (verifier and state); with `all`, the last code too (signing out). */
export function forgetLogin(storage: SessionStorageLike | null = tabStorage(), all = false): void {
  try {
    storage?.removeItem(LOGIN_RECORD_KEY);
    if (all) storage?.removeItem(LAST_LOGIN_KEY);
  } catch {
    // Storage blocked: there was nothing in it.
  }
}

/**
 * For an element that does not own the page (a widget on a host's page, which owns its link): the
 * provider's answer in the link is the widget's only when this tab started a login; a `code` in
 * a host page's link is otherwise the host's business.
 */
export function widgetLoginInLink(search: string, storage: SessionStorageLike | null = tabStorage()): LinkLogin | null {
  const link = new URLSearchParams(search);
  const code = link.get('code')?.trim();
  if (!code || !readLoginRecord(storage)) return null;
  return { type: 'exchangeLoginCode', code, state: link.get('state') };
}

/** The provider answered with an error (the citizen cancelled) to a login this tab started. */
export function loginAbandonedInLink(search: string, storage: SessionStorageLike | null = tabStorage()): boolean {
  const link = new URLSearchParams(search);
  return link.has('error') && link.has('state') && readLoginRecord(storage) !== null;
}
