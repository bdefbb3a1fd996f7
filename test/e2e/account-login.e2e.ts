// The one-account login of <booking-app> in Chromium against the reference server (docs/behaviour/4-states.md
// Login, docs/behaviour/6-roles.md, docs/behaviour/7-api.md): started and ended with the keyboard on the demo's page, through the development
// sign-on page (which checks PKCE), back with the token, the profile's name and the privacy
// consent (shown once, accepted), the link's own parameters and language restored and no code,
// state or personal data left in any URL or storage; logout revoking the token on the server; a
// tampered state and a spent code refused; a host that runs the login itself; test mode's suffix.
import { createHash } from 'node:crypto';
import type { Browser, Locator, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { LANGUAGES } from '../../src/common/languages.ts';
import { loadLanguage, t } from '../../src/i18n/translate.ts';
import { axeViolations, closePage, launchChromium, openHostPage } from '../support/browser.ts';
import { openListening, reaches } from '../support/browse.ts';
import { bookOnApi, type Slot } from '../support/booking.ts';
import { apiValue, oneAccountToken } from '../support/citizen.ts';
import { startServer, type RunningServer } from '../support/server-process.ts';

/** vitest's poll gives up after 1 s; a loaded 2-core machine needs longer. */
const eventually = <T,>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 15_000 });

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  await Promise.all(LANGUAGES.map(loadLanguage));
  [server, browser] = await Promise.all([startServer({ clock: '2026-12-01T10:00:00+08:00' }), launchChromium()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const lang = 'en_us';
const TOKEN_KEY = 'civic-booking.token';
/** MO-0000001 on the development sign-on page, with the identity number and mobile of the seed. */
const CHAN = { button: '陳大文 CHAN TAI MAN', name: '陳大文', identityNo: '12345678', mobile: '66123456' };

const app = (page: Page) => page.locator('booking-app');
const menuButton = (page: Page) => app(page).getByRole('button', { name: t(lang, 'pages.menu.open') });
const menuItem = (page: Page, key: 'pages.menu.login' | 'pages.menu.logout') => app(page).getByRole('button', { name: t(lang, key) });
const toastSaying = (page: Page, text: string) => app(page).locator('[part~="toast"]', { hasText: text });
const sessionToken = (page: Page) => page.evaluate((key) => sessionStorage.getItem(key), TOKEN_KEY);

/** Presses Tab until `target` (looking into shadow roots) has the focus. */
async function tabTo(page: Page, target: Locator) {
  for (let presses = 0; presses < 40; presses++) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((el) => el.matches(':focus'))) return;
  }
  throw new Error('Tab never reached the control');
}

/** Everything the page keeps outside memory that a script or a person with the device could read. */
function kept(page: Page) {
  return page.evaluate(async () => ({
    local: Object.entries(localStorage),
    session: Object.entries(sessionStorage),
    cookies: document.cookie,
    indexedDB: (await indexedDB.databases()).map((db) => db.name),
  }));
}

/** No token, identity number or mobile number anywhere but the session's own token entry. */
async function expectNoPersonalDataKept(page: Page, token: string) {
  const { local, session, cookies, indexedDB } = await kept(page);
  const outside = JSON.stringify({ local, cookies, indexedDB, session: session.filter(([key]) => key !== TOKEN_KEY) });
  for (const secret of [token, CHAN.identityNo, CHAN.mobile]) expect(outside).not.toContain(secret);
  expect(indexedDB).toEqual([]);
}

const linkOf = (page: Page) => new URL(page.url());

test('logged in by keyboard through the sign-on page (PKCE checked), back with the token, the name, the link and the language; consent once; logout revokes the token; nothing personal kept', async () => {
  const requests: Request[] = [];
  const asked: unknown[] = [];
  const page = await openListening(browser, `${server.url}/?ref=news`, async (p) => {
    p.on('request', (request) => requests.push(request));
    // What the host heard before the page left for the provider (a new page forgets it).
    await p.exposeFunction('loginAsked', (detail: unknown) => asked.push(detail));
    await p.addInitScript(() => {
      document.addEventListener('cb-login-required', (event) => (window as unknown as { loginAsked(d: unknown): void }).loginAsked((event as CustomEvent).detail));
    });
  });
  await reaches(page, '/home');
  // The link names no language (traditional Chinese); the citizen switches to English first.
  await app(page).getByRole('button', { name: t('zh_hant', 'languageNames.en_us') }).click();
  await menuButton(page).waitFor();
  await tabTo(page, menuButton(page));
  await page.keyboard.press('Enter');
  // The menu's Log in comes with its own small chunk, asked for as the menu opens.
  await menuItem(page, 'pages.menu.login').waitFor();
  expect(await axeViolations(page)).toEqual([]);
  await tabTo(page, menuItem(page, 'pages.menu.login'));
  await page.keyboard.press('Enter');

  // The development sign-on page: the citizen chosen by keyboard.
  await page.waitForURL(/\/dev\/sso\/authorize\?/);
  expect(asked).toEqual([{ returnTo: '/home' }]);
  expect(await axeViolations(page)).toEqual([]);
  const authorize = new URL(page.url()).searchParams;
  const citizen = page.getByRole('button', { name: CHAN.button });
  await tabTo(page, citizen);
  await page.keyboard.press('Enter');

  // Back: the start waited for the exchange; the link's own parameters are back, and the language
  // the state carried (the link names none: without it the page would be in Chinese again).
  await eventually(() => sessionToken(page)).not.toBeNull();
  const token = (await sessionToken(page))!;
  await reaches(page, '/home');
  const callback = requests.find((r) => r.isNavigationRequest() && new URL(r.url()).searchParams.has('code'))!;
  expect(callback).toBeDefined();
  expect(linkOf(page).searchParams.toString()).toBe('ref=news');
  await menuButton(page).waitFor();

  // PKCE as the server checked it: the exchange's verifier hashes to the challenge sent first.
  const exchanges = requests.filter((r) => r.url().endsWith('/api/getAccessToken'));
  expect(exchanges).toHaveLength(1);
  const exchange = exchanges[0]!.postDataJSON() as { code: string; url: string; codeVerifier: string };
  expect(exchange.codeVerifier).toMatch(/^[A-Za-z0-9_-]{43}$/);
  expect(createHash('sha256').update(exchange.codeVerifier).digest('base64url')).toBe(authorize.get('code_challenge'));
  expect(exchange.code).toBe(new URL(callback.url()).searchParams.get('code'));
  expect(Object.fromEntries([...authorize].filter(([name]) => !['code_challenge', 'state'].includes(name)))).toEqual({
    client_id: 'civic-booking',
    scope: 'profile',
    redirect_uri: `${server.url}/`,
    response_type: 'code',
    grant_type: 'authorization_code',
    account_type: 'personal',
    code_challenge_method: 'S256',
  });
  expect(exchange.url).toBe(`${server.url}/`);

  // The privacy consent of a one-account citizen on a new device: Accept only once "have read" is ticked.
  const consent = page.getByRole('dialog', { name: t(lang, 'components.privacy.title') });
  await consent.waitFor();
  const accept = consent.getByRole('button', { name: t(lang, 'components.privacy.accept') });
  await expect(accept.count()).resolves.toBe(0);
  expect(await axeViolations(page)).toEqual([]);
  await tabTo(page, consent.getByRole('checkbox', { name: t(lang, 'components.privacy.haveRead') }));
  await page.keyboard.press('Space');
  await tabTo(page, accept);
  await page.keyboard.press('Enter');
  await consent.waitFor({ state: 'hidden' });
  expect(requests.filter((r) => r.url().endsWith('/api/app/consent')).map((r) => r.method())).toEqual(['POST']);

  // The profile's name where the citizen sees their account, and Log out beside it.
  await menuButton(page).click();
  await app(page).getByText(t(lang, 'pages.menu.loggedInAs', { name: CHAN.name })).waitFor();
  expect(await axeViolations(page)).toEqual([]);
  await expectNoPersonalDataKept(page, token);

  // No code or state left in the history: back is the sign-on page, forward the cleaned link.
  await page.goBack();
  await page.waitForURL(/\/dev\/sso\/authorize\?/);
  await page.goForward();
  await reaches(page, '/home');
  expect(linkOf(page).searchParams.toString()).toBe('ref=news');
  // The return address again, with the code exchanged already: logged in as before, not exchanged twice.
  await page.goto(callback.url());
  await reaches(page, '/home');
  expect(linkOf(page).searchParams.toString()).toBe('ref=news');
  expect(await sessionToken(page)).toBe(token);
  expect(requests.filter((r) => r.url().endsWith('/api/getAccessToken'))).toHaveLength(1);
  const afterCallback = requests.slice(requests.indexOf(callback)).map((r) => r.url());
  for (const secret of [token, CHAN.identityNo, CHAN.mobile]) expect(afterCallback.filter((url) => url.includes(secret))).toEqual([]);

  // Log out by keyboard: the server revokes the token, the page keeps nothing.
  await tabTo(page, menuButton(page));
  await page.keyboard.press('Enter');
  await tabTo(page, menuItem(page, 'pages.menu.logout'));
  await page.keyboard.press('Enter');
  await eventually(() => sessionToken(page)).toBeNull();
  await eventually(() => requests.filter((r) => r.url().endsWith('/api/logout')).length).toBe(1);
  await eventually(async () => (await fetch(`${server.url}/api/profile-info`, { headers: { authorization: `Bearer ${token}` } })).status).toBe(401);
  const { session } = await kept(page);
  expect(session.map(([key]) => key).filter((key) => key.includes('login') || key === TOKEN_KEY)).toEqual([]);
  await expectNoPersonalDataKept(page, token);
  await menuButton(page).click();
  await menuItem(page, 'pages.menu.login').waitFor();
  expect(await app(page).getByText(t(lang, 'pages.menu.loggedInAs', { name: CHAN.name })).count()).toBe(0);
  expect(await axeViolations(page)).toEqual([]);

  // Again on this device: the consent given is not asked for a second time.
  await menuItem(page, 'pages.menu.login').click();
  await page.waitForURL(/\/dev\/sso\/authorize\?/);
  const checked = page.waitForResponse((r) => r.url().includes('/api/app/checkConsent/'));
  await page.getByRole('button', { name: CHAN.button }).click();
  expect(((await (await checked).json()) as { value: { show: boolean } }).value).toEqual({ show: false });
  await eventually(() => sessionToken(page)).not.toBeNull();
  expect(await page.getByRole('dialog', { name: t(lang, 'components.privacy.title') }).count()).toBe(0);
  await closePage(page);
});

test('logged in through the sign-on page from My tickets, the citizen sees his own tickets, booked for him on the API, and nobody else’s', async () => {
  // Passports at DSI Headquarters: two bookings for WONG KA HO, one for LEI SIO MUI beside his.
  const passports = { serviceId: 3003, locationId: 201, departmentId: 101 };
  const bookFor = async (token: string, bookingDate: string, bookingTime: string) => {
    const { status, id } = await bookOnApi(server, token, { ...passports, bookingDate, bookingTime } satisfies Slot);
    if (id === null) throw new Error(`booking ${bookingDate} ${bookingTime}: ${status}`);
    return String(id);
  };
  const [wong, lei] = await Promise.all([oneAccountToken(server.url, 'MO-0000003'), oneAccountToken(server.url, 'MO-0000002')]);
  const his = [await bookFor(wong, '03/12/2026', '10:00'), await bookFor(wong, '04/12/2026', '15:30')];
  const hers = await bookFor(lei, '03/12/2026', '10:30');
  // What the server holds for him: these two and no other (the seed gives him none).
  const onApi = await apiValue<{ queueTickets: unknown[]; bookingTickets: Array<{ ticket: { id: number } }> }>(server.url, 'favourite/tickets', wong);
  expect(onApi.queueTickets).toEqual([]);
  expect(onApi.bookingTickets.map((entry) => String(entry.ticket.id)).sort()).toEqual([...his].sort());

  const page = await openListening(browser, `${server.url}/?language=en`);
  await reaches(page, '/home');
  await app(page).getByRole('button', { name: t(lang, 'pages.home.myTickets') }).click();
  await reaches(page, '/myBooking');
  await app(page).getByRole('button', { name: t(lang, 'pages.menu.login') }).click();
  await page.waitForURL(/\/dev\/sso\/authorize\?/);
  await page.getByRole('button', { name: '黃家豪 WONG KA HO' }).click();

  // Back on My tickets (where the login started), once the new device's consent is given.
  await reaches(page, '/myBooking');
  const consent = page.getByRole('dialog', { name: t(lang, 'components.privacy.title') });
  await consent.getByRole('checkbox', { name: t(lang, 'components.privacy.haveRead') }).check();
  await consent.getByRole('button', { name: t(lang, 'components.privacy.accept') }).click();
  await consent.waitFor({ state: 'hidden' });
  const bookings = app(page).locator('[data-list="booking"] li[data-ticket-id]');
  await eventually(() => bookings.evaluateAll((items) => items.map((li) => li.getAttribute('data-ticket-id')).sort())).toEqual([...his].sort());
  expect(await app(page).locator(`li[data-ticket-id="${hers}"]`).count()).toBe(0);
  await app(page).getByText(t(lang, 'pages.menu.loggedInAs', { name: '黃家豪' })).waitFor();
  // Each card as read (in English): the service, the place, the date with its weekday and the time.
  for (const [id, date, time] of [[his[0], '03/12/2026 (Thursday)', '10:00'], [his[1], '04/12/2026 (Friday)', '15:30']] as const) {
    const text = await app(page).locator(`li[data-ticket-id="${id}"]`).innerText();
    for (const part of ['SAR passport application', 'DSI Headquarters', date, time]) expect(text).toContain(part);
  }
  expect(await axeViolations(page)).toEqual([]);
  await closePage(page);
});

test('a tampered state is refused: no exchange, no token, the toast, code and state gone, home', async () => {
  const requests: string[] = [];
  const page = await openListening(browser, `${server.url}/?language=en`, (p) => {
    p.on('request', (request) => requests.push(request.url()));
  });
  await reaches(page, '/home');
  await menuButton(page).click();
  await menuItem(page, 'pages.menu.login').click();
  await page.waitForURL(/\/dev\/sso\/authorize\?/);
  // The state altered on its way back (one character of the citizen's form).
  const form = page.locator('form', { has: page.getByRole('button', { name: CHAN.button }) });
  await form.locator('input[name="state"]').evaluate((input: HTMLInputElement) => {
    input.value = `${input.value.slice(0, -1)}${input.value.endsWith('A') ? 'B' : 'A'}`;
  });
  await page.getByRole('button', { name: CHAN.button }).click();
  await page.waitForURL((url) => url.origin === server.url && url.pathname === '/');
  await toastSaying(page, t(lang, 'app.loginFailed')).waitFor();
  await reaches(page, '/home');
  expect(linkOf(page).searchParams.has('code')).toBe(false);
  expect(linkOf(page).searchParams.has('state')).toBe(false);
  expect(requests.filter((url) => url.endsWith('/api/getAccessToken'))).toEqual([]);
  expect(await sessionToken(page)).toBeNull();
  expect((await kept(page)).session.map(([key]) => key).filter((key) => key.includes('login'))).toEqual([]);
  expect(await axeViolations(page)).toEqual([]);
  await closePage(page);
});

test('a failed exchange (the code spent before the page could): the server’s message, the code gone from the link, home, no token', async () => {
  const page = await openListening(browser, `${server.url}/?language=en`);
  const answers: number[] = [];
  page.on('response', (response) => {
    if (response.url().endsWith('/api/getAccessToken')) answers.push(response.status());
  });
  // As the provider sends the citizen back, someone else spends the code (with a wrong verifier:
  // a code is single-use whatever the outcome).
  await page.route('**/dev/sso/authorize', async (route) => {
    if (route.request().method() !== 'POST') return route.continue();
    const response = await route.fetch({ maxRedirects: 0 });
    const code = new URL(response.headers()['location'] ?? '', server.url).searchParams.get('code');
    await fetch(`${server.url}/api/getAccessToken`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ code, url: `${server.url}/`, codeVerifier: 'x'.repeat(43) }),
    });
    return route.fulfill({ response });
  });
  await reaches(page, '/home');
  await menuButton(page).click();
  await menuItem(page, 'pages.menu.login').click();
  await page.waitForURL(/\/dev\/sso\/authorize\?/);
  await page.getByRole('button', { name: CHAN.button }).click();
  await toastSaying(page, 'The authorization code is invalid or already used').waitFor();
  await reaches(page, '/home');
  expect(answers).toEqual([400]);
  expect(linkOf(page).searchParams.has('code')).toBe(false);
  expect(linkOf(page).searchParams.get('language')).toBe('en');
  expect(await sessionToken(page)).toBeNull();
  await closePage(page);
});

test('cancelled at the sign-on page: the provider’s error is told, and its answer and the login record leave no trace', async () => {
  const page = await openListening(browser, `${server.url}/?language=en`);
  await reaches(page, '/home');
  await menuButton(page).click();
  await menuItem(page, 'pages.menu.login').click();
  await page.waitForURL(/\/dev\/sso\/authorize\?/);
  await page.getByRole('button', { name: 'Cancel' }).click();
  await page.getByRole('dialog').getByText(t('zh_hant', 'app.startUpError', { error: 'access_denied' })).waitFor();
  await eventually(() => linkOf(page).search).toBe('');
  expect((await kept(page)).session.map(([key]) => key).filter((key) => key.includes('login'))).toEqual([]);
  expect(await sessionToken(page)).toBeNull();
  await closePage(page);
});

test('two elements on one page (the demo’s web view: <booking-app> and <queue-ticket>): the code is exchanged once, both are logged in', async () => {
  const exchanges: string[] = [];
  const page = await openListening(browser, `${server.url}/webview.html?language=en`, (p) => {
    p.on('request', (request) => {
      if (request.url().endsWith('/api/getAccessToken')) exchanges.push(request.url());
    });
  });
  // Two elements tell the page their routes, in either order: the app's home is where its menu shows.
  await menuButton(page).click();
  await menuItem(page, 'pages.menu.login').click();
  await page.waitForURL(/\/dev\/sso\/authorize\?/);
  await page.getByRole('button', { name: CHAN.button }).click();
  await eventually(() => sessionToken(page)).not.toBeNull();
  // The element that took the login asks for the consent: one dialog on the page, one exchange.
  await page.getByRole('dialog').waitFor();
  expect(await page.getByRole('dialog').count()).toBe(1);
  expect(exchanges).toHaveLength(1);
  expect(linkOf(page).searchParams.toString()).toBe('language=en');
  // Both see the login: <queue-ticket> (in its own language) takes the one-account citizen's details.
  await page.locator('queue-ticket').getByText(t('zh_hant', 'pages.offerNum.oneAccountFields')).waitFor();
  await closePage(page);
});

test('a widget on a host’s page (<my-tickets> on the demo’s department page) starts and finishes its own login, with the keyboard', async () => {
  const exchanges: string[] = [];
  const page = await openListening(browser, `${server.url}/department.html`, (p) => {
    p.on('request', (request) => {
      if (request.url().endsWith('/api/getAccessToken')) exchanges.push(request.url());
    });
  });
  const tickets = page.locator('my-tickets');
  const login = tickets.getByRole('button', { name: t(lang, 'pages.menu.login') });
  await login.waitFor();
  expect(await axeViolations(page, 'my-tickets')).toEqual([]);
  await tabTo(page, login);
  await page.keyboard.press('Enter');
  await page.waitForURL(/\/dev\/sso\/authorize\?/);
  await page.getByRole('button', { name: CHAN.button }).click();
  await tickets.getByText(t(lang, 'pages.menu.loggedInAs', { name: CHAN.name })).waitFor();
  expect(exchanges).toHaveLength(1);
  expect(linkOf(page).pathname).toBe('/department.html');
  expect(linkOf(page).search).toBe('');
  // The consent, in whichever widget took the login; then Log out in <my-tickets>, by keyboard.
  const consent = page.getByRole('dialog', { name: t(lang, 'components.privacy.title') });
  await consent.waitFor();
  await consent.getByRole('checkbox', { name: t(lang, 'components.privacy.haveRead') }).check();
  await consent.getByRole('button', { name: t(lang, 'components.privacy.accept') }).click();
  await consent.waitFor({ state: 'hidden' });
  expect(await axeViolations(page, 'my-tickets')).toEqual([]);
  await tabTo(page, tickets.getByRole('button', { name: t(lang, 'pages.menu.logout'), exact: true }));
  await page.keyboard.press('Enter');
  await login.waitFor();
  expect(await sessionToken(page)).toBeNull();
  await closePage(page);
});

test('a host that runs the login itself prevents cb-login-required: the widget stays, then takes the token the host hands in', async () => {
  const page = await openHostPage(browser, `${server.url}/host-login.html`, '<booking-app language="en" login-url="/dev/sso/authorize"></booking-app>', {
    beforeLoad: async (p) => {
      await p.addInitScript(() => {
        document.addEventListener('cb-login-required', (event) => {
          (window as unknown as { __asked: unknown }).__asked = (event as CustomEvent).detail;
          event.preventDefault();
        });
      });
    },
  });
  const signOn: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/dev/sso/')) signOn.push(request.url());
  });
  await menuButton(page).click();
  await menuItem(page, 'pages.menu.login').click();
  await eventually(() => page.evaluate(() => (window as unknown as { __asked?: unknown }).__asked)).toEqual({ returnTo: '/home' });
  // Given time to leave, it does not: no sign-on request, no login record.
  await page.waitForTimeout(1000); // wall clock: leaving would follow real work (its code and texts loaded, a Web Crypto digest), which no clock moves
  expect(signOn).toEqual([]);
  expect(page.url()).toBe(`${server.url}/host-login.html`);
  expect((await kept(page)).session.map(([key]) => key).filter((key) => key.includes('login'))).toEqual([]);

  const token = await oneAccountToken(server.url, 'MO-0000002');
  await page.locator('booking-app').evaluate((el, value) => {
    (el as HTMLElement & { token?: string }).token = value;
  }, token);
  await menuButton(page).click();
  await app(page).getByText(t(lang, 'pages.menu.loggedInAs', { name: '李小梅' })).waitFor();
  // The host ran the login: its consent is the host's, the widget asks none.
  expect(await page.getByRole('dialog').count()).toBe(0);
  expect(await axeViolations(page)).toEqual([]);
  await closePage(page);
});

test('without a login-url the widget never leaves the page: it tells the host', async () => {
  const page = await openHostPage(browser, `${server.url}/host-no-login-url.html`, '<booking-app language="en"></booking-app>', {
    beforeLoad: async (p) => {
      await p.addInitScript(() => {
        document.addEventListener('cb-login-required', (event) => {
          (window as unknown as { __asked: unknown }).__asked = { ...(event as CustomEvent).detail, prevented: event.defaultPrevented };
        });
      });
    },
  });
  await menuButton(page).click();
  await menuItem(page, 'pages.menu.login').click();
  await eventually(() => page.evaluate(() => (window as unknown as { __asked?: unknown }).__asked)).toEqual({ returnTo: '/home', prevented: false });
  await page.waitForTimeout(1000); // wall clock: leaving would follow real work (its code and texts loaded, a Web Crypto digest), which no clock moves
  expect(page.url()).toBe(`${server.url}/host-no-login-url.html`);
  await closePage(page);
});

test('docs/behaviour/6-roles.md (Test mode): ?testMobile=85366000009 logs in as that mock mobile, and the suffix leaves the link; the environment ribbon names the test environment (docs/behaviour/2-screens.md (Shared pieces))', async () => {
  const page = await openListening(browser, `${server.url}/?testMobile=85366000009&language=en`);
  await eventually(() => sessionToken(page)).not.toBeNull();
  await reaches(page, '/home');
  expect(linkOf(page).searchParams.toString()).toBe('language=en');
  await app(page).getByRole('note', { name: t(lang, 'components.ribbon.label', { env: 'TEST' }) }).waitFor();
  await menuButton(page).click();
  await menuItem(page, 'pages.menu.logout').waitFor();
  await closePage(page);
});
