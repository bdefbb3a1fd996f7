// One-account login through an OpenID Connect provider (docs/behaviour/4-states.md (Login)), in
// Chromium: <my-tickets> on the demo's department page, its login-url set by the host to the
// authorize endpoint of a real provider run in this file's process (panva's oidc-provider, its own login and consent pages),
// the reference server its relying party (OIDC_ISSUER). The citizen logs in, sees their tickets
// and logs out; a state the tab did not issue, a replayed code and an expired ID token are refused with the
// catalogue's message, the server answering 400 with a code.
import { createHash, randomBytes } from 'node:crypto';
import type { Browser, Page, Request } from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect, test } from 'vitest';
import { loginNonce } from '../../src/common/login-nonce.ts';
import { loadLanguage, t } from '../../src/i18n/translate.ts';
import { openProvider, signInAt, TEST_CLIENT, TEST_SCOPE, type LocalProvider } from '../../server/test-support/oidc-provider.ts';
import { axeViolations, closePage, launchChromium } from '../support/browser.ts';
import { bookOnApi, CLOCK } from '../support/booking.ts';
import { openListening } from '../support/browse.ts';
import { startServer, type RunningServer } from '../support/server-process.ts';

/** vitest's poll gives up after 1 s; a loaded 2-core machine needs longer. */
const eventually = <T,>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 15_000 });

const lang = 'en_us';
const TOKEN_KEY = 'civic-booking.token';
/** The page the provider sends the citizen back to (its registered redirect URI): a real page of the server, as the redirect's answer is not the test's to serve. */
const PAGE_PATH = '/department.html';
/** The provider's account: a citizen the reference server has never seen. */
const LOK = { login: 'MO-0000100', name: 'LOK SIO FONG', nameCn: '陸小鳳', mobile: '66100100' };

let provider: LocalProvider;
let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  await loadLanguage(lang);
  provider = await openProvider();
  [server, browser] = await Promise.all([startServer({ clock: CLOCK, env: provider.serverEnv }), launchChromium()]);
  await provider.serve({
    redirectUris: [`${server.url}${PAGE_PATH}`],
    accounts: { [LOK.login]: { name: LOK.name, name_cn: LOK.nameCn, phone_number: `+853${LOK.mobile}`, identity: { type: '15', number: '15100100' } } },
  });
});
afterEach(() => provider?.setTokenClockBehind(0));
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await provider?.close();
});

/** The department's page, whose <my-tickets> the host points at the provider: its authorize endpoint with the client's id and scope. */
async function openTicketsPage(requests: Request[] = []): Promise<Page> {
  const page = await openListening(browser, `${server.url}${PAGE_PATH}`, async (p) => {
    p.on('request', (request) => requests.push(request));
  });
  const loginUrl = `${provider.issuer}/auth?${new URLSearchParams({ client_id: TEST_CLIENT.id, scope: TEST_SCOPE })}`;
  await tickets(page).evaluate((el, url) => el.setAttribute('login-url', url), loginUrl);
  return page;
}

const tickets = (page: Page) => page.locator('my-tickets');
const loginButton = (page: Page) => tickets(page).getByRole('button', { name: t(lang, 'pages.menu.login') });
const sessionToken = (page: Page) => page.evaluate((key) => sessionStorage.getItem(key), TOKEN_KEY);
const exchangesOf = (requests: Request[]) => requests.filter((r) => r.url().endsWith('/api/getAccessToken'));

/** From the widget's Log in through the provider's own login and consent pages, back to the host's page. */
async function logInAtProvider(page: Page) {
  await loginButton(page).click();
  await page.waitForURL((url) => url.origin === provider.issuer);
  await page.getByPlaceholder('Enter any login').fill(LOK.login);
  await page.getByPlaceholder('and password').fill('any password');
  await page.getByRole('button', { name: 'Sign-in' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.waitForURL((url) => url.origin === server.url);
}

async function acceptConsent(page: Page) {
  const consent = page.getByRole('dialog', { name: t(lang, 'components.privacy.title') });
  await consent.getByRole('checkbox', { name: t(lang, 'components.privacy.haveRead') }).check();
  await consent.getByRole('button', { name: t(lang, 'components.privacy.accept') }).click();
  await consent.waitFor({ state: 'hidden' });
}

test('logged in through the provider’s own login and consent pages: the citizen, new to the server, sees their tickets, then logs out', async () => {
  const requests: Request[] = [];
  const page = await openTicketsPage(requests);
  await logInAtProvider(page);
  await acceptConsent(page);
  await tickets(page).getByText(t(lang, 'pages.menu.loggedInAs', { name: LOK.nameCn })).waitFor();
  const token = (await sessionToken(page))!;
  expect(token).not.toBeNull();
  expect(new URL(page.url()).search).toBe('');

  // The redirect: the login-url's client and scope, PKCE S256, and the nonce the verifier gives;
  // the exchange: the contract's three fields, nothing more.
  const authorize = new URL(requests.find((r) => r.url().startsWith(`${provider.issuer}/auth?`))!.url()).searchParams;
  const [exchange] = exchangesOf(requests);
  const sent = exchange!.postDataJSON() as { code: string; url: string; codeVerifier: string };
  expect(Object.keys(sent).sort()).toEqual(['code', 'codeVerifier', 'url']);
  expect(sent.url).toBe(`${server.url}${PAGE_PATH}`);
  expect(authorize.get('client_id')).toBe(TEST_CLIENT.id);
  expect(authorize.get('scope')).toBe(TEST_SCOPE);
  expect(authorize.get('redirect_uri')).toBe(sent.url);
  expect(authorize.get('code_challenge')).toBe(createHash('sha256').update(sent.codeVerifier).digest('base64url'));
  expect(authorize.get('nonce')).toBe(await loginNonce(sent.codeVerifier));

  // The same code again (replayed by someone who saw it): 400 with the catalogue's message.
  const replay = await fetch(`${server.url}/api/getAccessToken`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', language: lang },
    body: JSON.stringify(sent),
  });
  expect(replay.status).toBe(400);
  expect(await replay.json()).toEqual({ code: 602, message: 'The authorization code is invalid or already used' });

  // Their tickets: one booked for them on the API appears at the widget's refresh.
  const { id } = await bookOnApi(server, token, { serviceId: 3003, locationId: 201, departmentId: 101, bookingDate: '03/12/2026', bookingTime: '10:00' });
  expect(id).not.toBeNull();
  await tickets(page).getByRole('button', { name: t(lang, 'common.refresh') }).click();
  const card = tickets(page).locator(`li[data-ticket-id="${id}"]`);
  await card.waitFor();
  for (const part of ['SAR passport application', 'DSI Headquarters', '03/12/2026', '10:00']) expect(await card.innerText()).toContain(part);
  expect(await axeViolations(page, 'my-tickets')).toEqual([]);

  // Log out: the token is revoked on the server, the widget offers Log in again.
  await tickets(page).getByRole('button', { name: t(lang, 'pages.menu.logout'), exact: true }).click();
  await loginButton(page).waitFor();
  expect(await sessionToken(page)).toBeNull();
  await eventually(async () => (await fetch(`${server.url}/api/profile-info`, { headers: { authorization: `Bearer ${token}` } })).status).toBe(401);
  await closePage(page);
});

test('a state this tab did not issue is refused by the widget (a forged return link): no exchange, no token, the catalogue’s message', async () => {
  // Someone else's login at the provider, stopped at its return address: their code and their state.
  const verifier = randomBytes(32).toString('base64url');
  const forged = await signInAt(
    `${provider.issuer}/auth?${new URLSearchParams({
      client_id: TEST_CLIENT.id, scope: TEST_SCOPE, redirect_uri: `${server.url}${PAGE_PATH}`, response_type: 'code',
      code_challenge: createHash('sha256').update(verifier).digest('base64url'), code_challenge_method: 'S256',
      state: 'eyJuIjoiZm9yZ2VkIiwibCI6ImVuX3VzIiwicCI6e319', nonce: await loginNonce(verifier),
    })}`,
    LOK.login,
  );
  const requests: Request[] = [];
  const page = await openTicketsPage(requests);
  // The citizen starts a login, and their tab is brought to the forged return address instead.
  await loginButton(page).click();
  await page.waitForURL((url) => url.origin === provider.issuer);
  await page.goto(forged.href);
  // Told by whichever widget of the page took the return (the first to start).
  await page.locator('[part~="toast"]', { hasText: t(lang, 'app.loginFailed') }).waitFor();
  expect(exchangesOf(requests)).toEqual([]);
  expect(await sessionToken(page)).toBeNull();
  expect(new URL(page.url()).search).toBe('');
  await loginButton(page).waitFor();
  await closePage(page);
});

test('an expired ID token is refused by the server (400 with a code): the catalogue’s message, no token', async () => {
  const answers: Array<{ status: number; body: unknown }> = [];
  const page = await openTicketsPage();
  page.on('response', (response) => {
    if (response.url().endsWith('/api/getAccessToken')) void response.json().then((body: unknown) => answers.push({ status: response.status(), body }));
  });
  // The provider's clock two hours behind while it issues the tokens: its ID token (10 minutes'
  // life) expired well before the server reads it, with no waiting.
  provider.setTokenClockBehind(2 * 60 * 60);
  await logInAtProvider(page);
  const message = 'The authorization code is invalid or already used';
  await page.locator('[part~="toast"]', { hasText: message }).waitFor();
  await eventually(() => answers).toEqual([{ status: 400, body: { code: 602, message } }]);
  expect(await sessionToken(page)).toBeNull();
  await loginButton(page).waitFor();
  await closePage(page);
});
