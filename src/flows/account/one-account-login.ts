// The one-account login (docs/behaviour/4-states.md (Login), docs/behaviour/7-api.md): the redirect to the provider with PKCE and a
// state, and the return — the state checked against the one this tab issued, the code exchanged
// for the token once for the whole page, the link given back its own parameters — and test mode's
// token for a mock mobile (docs/behaviour/6-roles.md). A lazy chunk: loaded only when a login starts or the link brings
// one back, so no element's first render carries it.
// @texts rest-first: a login the citizen starts loads it with the rest (account-actions.tsx); one the link brings back loads its language whole.
import type { Api } from '../../api/client.ts';
import { isApiError } from '../../api/api-error.ts';
import { authorizeUrl, linkAfterLogin, redirectUriOf } from '../../domain/authorize-request.ts';
import { isProduction } from '../../domain/environment-ribbon.ts';
import { checkLoginState, createLoginState } from '../../domain/login-state.ts';
import { loginNonce } from '../../common/login-nonce.ts';
import { codeChallenge, createCodeVerifier } from '../../domain/pkce.ts';
import { ROUTE_PATHS, type RoutePath } from '../../domain/route-guard.ts';
import type { LinkLogin } from '../../domain/startup-params.ts';
import type { Lang } from '../../common/languages.ts';
import { loadLanguage, t } from '../../i18n/translate.ts';
import { getSessionStore, type SessionStorageLike, type TokenKind } from '../../store/session-store.ts';
import type { UiStore } from '../../store/ui-store.ts';
import { forgetLogin, LAST_LOGIN_KEY, LOGIN_RECORD_KEY, readLoginRecord, tabStorage, type LoginRecord } from './login-record.ts';
import { askProfile } from './profile.ts';

/** The page's address and the two ways the login changes it. */
export interface PageLocation {
  href(): string;
  /** Leaves for the provider. */
  assign(url: string): void;
  /** Rewrites the current history entry (the return's code and state leave every URL). */
  replace(url: string): void;
}

const browserPage: PageLocation = {
  href: () => globalThis.location.href,
  assign: (url) => globalThis.location.assign(url),
  replace: (url) => globalThis.history.replaceState(globalThis.history.state, '', url),
};

export interface StartLoginRequest {
  loginUrl: string;
  /** The route the login starts from. */
  returnTo: string;
  language: Lang;
  page?: PageLocation;
  storage?: SessionStorageLike | null;
}

/**
 * Leaves for the provider: a fresh verifier (32 random bytes) and its S256 challenge (and, for an
 * OpenID Connect provider, the nonce derived from it), a state carrying the page's link
 * parameters and the language, both kept in the tab until the return.
 * False when it cannot (no usable login-url, no session storage, no Web Crypto): nothing changed.
 */
export async function startLogin({ loginUrl, returnTo, language, page = browserPage, storage = tabStorage() }: StartLoginRequest): Promise<boolean> {
  try {
    const href = page.href();
    const verifier = createCodeVerifier();
    const state = createLoginState(new URL(href).searchParams, language);
    const redirectUri = redirectUriOf(href);
    const url = authorizeUrl(loginUrl, href, { redirectUri, codeChallenge: await codeChallenge(verifier), state, nonce: await loginNonce(verifier) });
    if (!url || !storage) return false;
    const record: LoginRecord = { state, verifier, redirectUri, returnTo, language };
    storage.setItem(LOGIN_RECORD_KEY, JSON.stringify(record));
    page.assign(url);
    return true;
  } catch {
    // Web Crypto's digest exists only in secure contexts; storage may be full or blocked.
    return false;
  }
}

export interface FinishDeps {
  api: Api;
  /** Where the element that takes the login tells the citizen. */
  ui: UiStore;
  /** The element's language. */
  lang: Lang;
  /**
   * The page's own element: it takes up the language the login left in (a widget keeps the
   * language its host gave it), and tells the citizen in it.
   */
  followsLink?: boolean;
  page?: PageLocation;
  storage?: SessionStorageLike | null;
}

export interface LoginOutcome {
  /** The link start-up now reads: the parameters the state carried back, or none. */
  link: URLSearchParams;
  /** The language the state carried; null when it did not come back. */
  language: Lang | null;
  /** The route the login started from. */
  returnTo: RoutePath | null;
  /** A login was done now (not a code seen before, not refused, not failed). */
  loggedIn: boolean;
}

export interface TakenLogin extends LoginOutcome {
  /** This caller took the login: the others on the page only waited for it. */
  taken: boolean;
}

// Page-wide (both builds): a code is single-use, so only the first element to take it exchanges
// it; every other element that sees it waits for the same outcome.
const TAKEN = Symbol.for('civic-booking.login-taken');

function taken(): Map<string, Promise<LoginOutcome>> {
  const holder = globalThis as unknown as Record<symbol, Map<string, Promise<LoginOutcome>> | undefined>;
  return (holder[TAKEN] ??= new Map());
}

/** Finishes the login the link brings, once for the page. */
export async function finishLinkLogin(login: LinkLogin, deps: FinishDeps): Promise<TakenLogin> {
  const key = login.type === 'exchangeLoginCode' ? `code ${login.code}` : `test ${login.mobile}`;
  const all = taken();
  const finishing = all.get(key);
  if (finishing) return { ...(await finishing), taken: false };
  const mine = login.type === 'exchangeLoginCode' ? exchange(login.code, login.state, deps) : testModeLogin(login.mobile, deps);
  all.set(key, mine);
  return { ...(await mine), taken: true };
}

const nothing = (link = new URLSearchParams(), language: Lang | null = null): LoginOutcome => ({ link, language, returnTo: null, loggedIn: false });

function paramsOf(url: string): URLSearchParams {
  return new URL(url).searchParams;
}

/** The language to tell the citizen in: the one the login left in, when the element takes it up. */
async function tellingLanguage(carried: Lang | null | undefined, { lang, followsLink }: FinishDeps): Promise<Lang> {
  const language = followsLink && carried ? carried : lang;
  await loadLanguage(language).catch(() => undefined);
  return language;
}

async function exchange(code: string, returnedState: string | null, deps: FinishDeps): Promise<LoginOutcome> {
  const { api, ui, page = browserPage, storage = tabStorage() } = deps;
  const session = getSessionStore();
  const here = page.href();
  // docs/behaviour/4-states.md (Login): the code exchanged last, in the link again (the return address reloaded): the
  // citizen is logged in with it already, and the link comes back as the first time; only a code
  // that differs logs in again.
  const last = lastLogin(storage);
  if (session.getState().token && last?.code === code) {
    const again = checkLoginState(returnedState, last.state);
    const cleaned = linkAfterLogin(here, again.ok ? again.linkParams : null);
    page.replace(cleaned);
    return nothing(paramsOf(cleaned), again.ok ? again.language : null);
  }
  const record = readLoginRecord(storage);
  // Taken: the verifier and the state are wiped whatever comes next.
  forgetLogin(storage);
  const check = checkLoginState(returnedState, record?.state);
  if (!check.ok || !record) {
    // Altered on the way, issued by no login of this tab, or missing: nothing is exchanged. The
    // citizen is told in the language this tab's login left in, if it started one.
    page.replace(linkAfterLogin(here));
    const language = await tellingLanguage(record?.language, deps);
    ui.getState().showToast(t(language, 'app.loginFailed'));
    return nothing(new URLSearchParams(), record?.language ?? null);
  }
  page.replace(linkAfterLogin(here, check.linkParams));
  const language = await tellingLanguage(check.language, deps);
  let jwt: string | undefined;
  try {
    jwt = (await api.account.exchangeCode({ code, url: record.redirectUri, codeVerifier: record.verifier }, { language })).jwtToken;
  } catch (error) {
    // The server says why (a code used already, expired, a wrong verifier), in the login's language: home.
    ui.getState().showToast(isApiError(error) ? error.text : t(language, 'app.loginFailed'));
    return nothing(new URLSearchParams(), check.language);
  }
  if (!jwt) {
    ui.getState().showToast(t(language, 'app.loginFailed'));
    return nothing(new URLSearchParams(), check.language);
  }
  try {
    storage?.setItem(LAST_LOGIN_KEY, JSON.stringify({ code, state: record.state }));
  } catch {
    // Storage full: a reload of the return address would be refused instead, nothing worse.
  }
  signIn(jwt);
  // The profile comes in the background; its spinner shows for 1 s at most (docs/behaviour/4-states.md (Login)).
  void askProfile(api, ui);
  const returnTo = (ROUTE_PATHS as readonly string[]).includes(record.returnTo ?? '') ? (record.returnTo as RoutePath) : null;
  return { link: new URLSearchParams(check.linkParams), language: check.language, returnTo, loggedIn: true };
}

function lastLogin(storage: SessionStorageLike | null): { code: string; state: string } | null {
  try {
    const last = JSON.parse(storage?.getItem(LAST_LOGIN_KEY) ?? 'null') as { code?: unknown; state?: unknown } | null;
    return typeof last?.code === 'string' && typeof last.state === 'string' ? { code: last.code, state: last.state } : null;
  } catch {
    return null;
  }
}

/** A new citizen: the profile of the one before (if any) goes with their token. */
function signIn(jwt: string, kind: TokenKind = 'oneAccount'): void {
  const session = getSessionStore().getState();
  session.setProfile(null);
  session.setToken(jwt, kind);
}

/**
 * docs/behaviour/6-roles.md (Test mode): GET token/{mobile} gives a token for a mock mobile. Honoured only when the server
 * says it is not production: the call exists only on a server in test mode (elsewhere a 404, not told),
 * and the token's profile must name a test environment (ribbonEnv) before the page keeps it.
 */
async function testModeLogin(mobile: string, { api, page = browserPage }: FinishDeps): Promise<LoginOutcome> {
  // The mock mobile leaves the link at once, honoured or not; the link's other parameters stay.
  const cleaned = linkAfterLogin(page.href());
  page.replace(cleaned);
  const link = paramsOf(cleaned);
  let jwt: string;
  try {
    jwt = (await api.account.testToken(mobile)).jwt;
  } catch {
    return nothing(link);
  }
  const profile = await api.account.profile({ token: jwt }).catch(() => null);
  if (!profile || isProduction(profile.ribbonEnv)) {
    void api.account.logout({ token: jwt }).catch(() => undefined);
    return nothing(link);
  }
  // The mock mobile's token is an SMS token (test mode): no one-account prefill, the SMS step stays.
  signIn(jwt, 'sms');
  getSessionStore().getState().setProfile(profile);
  return { link, language: null, returnTo: null, loggedIn: true };
}

/** The citizen cancelled at the provider (an `error` came back): the record and OAuth's answer go. */
export function abandonLogin({ page = browserPage, storage = tabStorage() }: Pick<FinishDeps, 'page' | 'storage'> = {}): void {
  forgetLogin(storage);
  page.replace(linkAfterLogin(page.href()));
}
