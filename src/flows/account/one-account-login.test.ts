// The one-account login's return (docs/behaviour/4-states.md (Login), docs/behaviour/7-api.md) and test mode (docs/behaviour/6-roles.md), with the real API
// client against a small real HTTP server standing in for the account provider's token call: it
// checks PKCE as a provider does (the verifier must hash to the challenge the redirect sent) and
// takes each code once. What is checked is what the page keeps afterwards: the token, the tab's
// storage and the link.
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApi, type Api } from '../../api/client.ts';
import { json, ok, startFixtureServer, type FixtureServer, type Seen } from '../../../test/unit-support/http-server.fixture.ts';
import { codeChallenge } from '../../domain/pkce.ts';
import { getSessionStore } from '../../store/session-store.ts';
import { createUiStore, type UiStore } from '../../store/ui-store.ts';
import { LAST_LOGIN_KEY, LOGIN_RECORD_KEY } from './login-record.ts';
import { finishLinkLogin, startLogin, type PageLocation } from './one-account-login.ts';
import { forgetProfileAsks } from './profile.ts';
import { UNTIL_LOADED } from '../../../test/unit-support/until-loaded.ts';

const PAGE = 'https://www.example.mo/booking/?departmentId=12&language=en';
const LOGIN_URL = 'https://account.example.mo/authorize';

/** What the stand-in provider issued: each code with the challenge it was issued for. */
const issued = new Map<string, { challenge: string; redirectUri: string; refuse: boolean }>();
const used = new Set<string>();
const seen: Seen[] = [];
let profileEnv: string | null = 'dev';
let server: FixtureServer;

beforeAll(async () => {
  server = await startFixtureServer((req, res, request) => {
    seen.push(request);
    const url = new URL(request.url, 'http://x');
    if (request.method === 'POST' && url.pathname === '/api/getAccessToken') {
      const { code, url: redirectUri, codeVerifier } = JSON.parse(request.body) as { code: string; url: string; codeVerifier: string };
      const grant = issued.get(code);
      void codeChallenge(codeVerifier).then((challenge) => {
        const good = grant && !grant.refuse && !used.has(code) && grant.challenge === challenge && grant.redirectUri === redirectUri;
        used.add(code);
        if (good) ok({ jwtToken: `jwt-${code}`, yiwangToken: `yiwang-${code}` })(req, res, request);
        else json(400, { code: 400, message: 'invalid_grant' })(req, res, request);
      });
    } else if (url.pathname === '/api/profile-info') {
      ok({ euid: 'E-1', ribbonEnv: profileEnv })(req, res, request);
    } else if (url.pathname.startsWith('/api/token/')) {
      ok({ jwt: 'test-mode-jwt' })(req, res, request);
    } else if (url.pathname === '/api/logout') {
      res.writeHead(204).end();
    } else {
      json(404, { code: 404, message: 'not found' })(req, res, request);
    }
  });
});
afterAll(() => server.close());

/** A fresh page: the page-wide session and the page-wide record of codes taken start empty. */
function newPage(): void {
  delete (globalThis as unknown as Record<symbol, unknown>)[Symbol.for('civic-booking.login-taken')];
  forgetProfileAsks();
}

beforeEach(() => {
  sessionStorage.clear();
  getSessionStore().getState().signOut();
  newPage();
  issued.clear();
  used.clear();
  seen.length = 0;
  profileEnv = 'dev';
});

function page(href = PAGE): PageLocation & { current: string; left: string[] } {
  const location = {
    current: href,
    left: [] as string[],
    href: () => location.current,
    assign: (url: string) => void location.left.push(url),
    replace: (url: string) => void (location.current = url),
  };
  return location;
}

function setup() {
  const ui: UiStore = createUiStore({ setTimeout: () => 0, clearTimeout: () => undefined });
  const api: Api = createApi({
    baseURL: `${server.origin}/api`,
    platform: 'PCWeb',
    getLanguage: () => 'en_us',
    getToken: () => getSessionStore().getState().token,
  });
  return { ui, api, location: page() };
}

/**
 * A login from start to the return: the redirect, the provider issuing `code` for the challenge
 * it was sent (or refusing it later), the citizen back on the redirect URI with code and state.
 */
async function logIn(code: string, { api, ui, location }: ReturnType<typeof setup>, { refuse = false } = {}) {
  expect(await startLogin({ loginUrl: LOGIN_URL, returnTo: '/myBooking', language: 'en_us', page: location, storage: sessionStorage })).toBe(true);
  const authorize = new URL(location.left.at(-1)!);
  const redirectUri = authorize.searchParams.get('redirect_uri')!;
  issued.set(code, { challenge: authorize.searchParams.get('code_challenge')!, redirectUri, refuse });
  const state = authorize.searchParams.get('state')!;
  location.current = `${redirectUri}?code=${code}&state=${encodeURIComponent(state)}`;
  const returned = location.current;
  const outcome = await finishLinkLogin({ type: 'exchangeLoginCode', code, state }, { api, ui, lang: 'en_us', page: location, storage: sessionStorage });
  return { outcome, returned, state };
}

const exchanges = () => seen.filter((request) => request.url.endsWith('/getAccessToken')).map((request) => (JSON.parse(request.body) as { code: string }).code);
const storedValues = () => Object.keys(sessionStorage).map((key) => sessionStorage.getItem(key) ?? '');

describe('one-account login: the code in the link (docs/behaviour/4-states.md (Login))', () => {
  it('a code that differs from the one exchanged re-authenticates: the new code is exchanged and its token replaces the first', async () => {
    const deps = setup();
    expect((await logIn('CODE-1', deps)).outcome.loggedIn).toBe(true);
    expect(getSessionStore().getState().token).toBe('jwt-CODE-1');
    newPage(); // back from the provider a second time: a new page load
    const second = await logIn('CODE-2', deps);
    expect(second.outcome.loggedIn).toBe(true);
    expect(exchanges()).toEqual(['CODE-1', 'CODE-2']);
    expect(getSessionStore().getState().token).toBe('jwt-CODE-2');
  });

  it('the same code again (the return address reloaded) is not exchanged twice: still logged in, the link as the first time', async () => {
    const deps = setup();
    const first = await logIn('CODE-1', deps);
    const cleaned = deps.location.current;
    newPage(); // reload of the return address
    deps.location.current = first.returned;
    const again = await finishLinkLogin({ type: 'exchangeLoginCode', code: 'CODE-1', state: first.state }, { ...deps, lang: 'en_us', page: deps.location, storage: sessionStorage });
    expect(again.loggedIn).toBe(false);
    expect(exchanges()).toEqual(['CODE-1']);
    expect(getSessionStore().getState().token).toBe('jwt-CODE-1');
    expect(deps.location.current).toBe(cleaned);
    expect(Object.fromEntries(new URL(cleaned).searchParams)).toEqual({ departmentId: '12', language: 'en' });
  });

  it('two elements on one page taking the same code: one exchange, both see the login', async () => {
    const deps = setup();
    expect(await startLogin({ loginUrl: LOGIN_URL, returnTo: '/myBooking', language: 'en_us', page: deps.location, storage: sessionStorage })).toBe(true);
    const authorize = new URL(deps.location.left[0]!);
    issued.set('CODE-1', { challenge: authorize.searchParams.get('code_challenge')!, redirectUri: authorize.searchParams.get('redirect_uri')!, refuse: false });
    const login = { type: 'exchangeLoginCode' as const, code: 'CODE-1', state: authorize.searchParams.get('state') };
    const options = { ...deps, lang: 'en_us' as const, page: deps.location, storage: sessionStorage };
    const [one, two] = await Promise.all([finishLinkLogin(login, options), finishLinkLogin(login, options)]);
    expect([one.taken, two.taken]).toEqual([true, false]);
    expect([one.loggedIn, two.loggedIn]).toEqual([true, true]);
    expect(exchanges()).toEqual(['CODE-1']);
  });
});

describe('the PKCE verifier and the pending state are wiped once the code is taken', () => {
  it('after a successful exchange: no login record, the verifier nowhere in the tab', async () => {
    const deps = setup();
    const { outcome, state } = await logIn('CODE-1', deps);
    expect(outcome.loggedIn).toBe(true);
    const sent = (JSON.parse(seen.find((r) => r.url.endsWith('/getAccessToken'))!.body) as { codeVerifier: string }).codeVerifier;
    expect(sent).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(sessionStorage.getItem(LOGIN_RECORD_KEY)).toBeNull();
    expect(storedValues().filter((value) => value.includes(sent))).toEqual([]);
    // What stays is the code just used and its state (a reload of the return address), not pending any more.
    expect(JSON.parse(sessionStorage.getItem(LAST_LOGIN_KEY)!)).toEqual({ code: 'CODE-1', state });
    expect(new URL(deps.location.current).searchParams.has('code')).toBe(false);
  });

  it('after a refused exchange: no login record, no verifier, no token, the code gone from the link', async () => {
    const deps = setup();
    const { outcome } = await logIn('CODE-1', deps, { refuse: true });
    expect(exchanges()).toEqual(['CODE-1']);
    expect(outcome.loggedIn).toBe(false);
    const sent = (JSON.parse(seen.find((r) => r.url.endsWith('/getAccessToken'))!.body) as { codeVerifier: string }).codeVerifier;
    expect(sessionStorage.getItem(LOGIN_RECORD_KEY)).toBeNull();
    expect(sessionStorage.getItem(LAST_LOGIN_KEY)).toBeNull();
    expect(storedValues().filter((value) => value.includes(sent))).toEqual([]);
    expect(getSessionStore().getState().token).toBeNull();
    expect(new URL(deps.location.current).searchParams.has('code')).toBe(false);
    expect(new URL(deps.location.current).searchParams.has('state')).toBe(false);
  });

  it('after a state altered on the way: nothing exchanged, no login record, the citizen told', async () => {
    const deps = setup();
    await startLogin({ loginUrl: LOGIN_URL, returnTo: '/myBooking', language: 'en_us', page: deps.location, storage: sessionStorage });
    const state = new URL(deps.location.left[0]!).searchParams.get('state')!;
    const outcome = await finishLinkLogin({ type: 'exchangeLoginCode', code: 'CODE-1', state: `${state}x` }, { ...deps, lang: 'en_us', page: deps.location, storage: sessionStorage });
    expect(outcome.loggedIn).toBe(false);
    expect(exchanges()).toEqual([]);
    expect(sessionStorage.getItem(LOGIN_RECORD_KEY)).toBeNull();
    expect(deps.ui.getState().toasts.length).toBeGreaterThan(0);
  });
});

describe('test mode (docs/behaviour/6-roles.md): a token for a mock mobile without SMS, never in production', () => {
  it.each([
    ['ribbonEnv "prod" → refused', 'prod', false],
    ['ribbonEnv "PRODUCTION" → refused', 'PRODUCTION', false],
    ['no ribbonEnv (production, as the ribbon reads it) → refused', null, false],
    ['ribbonEnv "dev" → the token is kept', 'dev', true],
    ['ribbonEnv "uat" → the token is kept', 'uat', true],
  ])('%s', async (_name, env, kept) => {
    profileEnv = env;
    const deps = setup();
    deps.location.current = `${PAGE}&testMobile=85366000001`;
    const outcome = await finishLinkLogin({ type: 'testModeLogin', mobile: '85366000001' }, { ...deps, lang: 'en_us', page: deps.location, storage: sessionStorage });
    expect(outcome.loggedIn).toBe(kept);
    expect(getSessionStore().getState().token).toBe(kept ? 'test-mode-jwt' : null);
    expect(getSessionStore().getState().profile?.ribbonEnv ?? null).toBe(kept ? env : null);
    expect(storedValues().some((value) => value.includes('test-mode-jwt'))).toBe(kept);
    // Refused, the token is revoked on the server at once; the mock mobile leaves the link either way.
    const revoked = () => seen.filter((r) => r.url.endsWith('/logout')).map((r) => r.headers.authorization);
    await vi.waitFor(() => expect(revoked()).toEqual(kept ? [] : ['Bearer test-mode-jwt']), UNTIL_LOADED);
    expect(new URL(deps.location.current).searchParams.has('testMobile')).toBe(false);
  });
});
