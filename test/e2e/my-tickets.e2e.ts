// My tickets (<my-tickets>, and /myBooking in <booking-app>) in Chromium against the reference
// server: a citizen without an account logs in by an SMS code from the server's outbox and sees
// the tickets just taken for that mobile; Next appears only once a code is typed; a number
// without tickets gets the no-data page; the sort toggle reverses both lists; refresh reloads,
// then rests for 6 s; a finished ticket is greyed and opens nothing; an active one opens its
// page; the keyboard alone goes from the mobile field to a ticket's page; and a login in one
// element is the login of every element on the page. axe-core checks each state.
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { JettonDetail } from '../../src/common/api-contract.ts';
import { LANGUAGES } from '../../src/common/languages.ts';
import { loadLanguage, t } from '../../src/i18n/translate.ts';
import { axeViolations, closePage, launchChromium, openHostPage, pageTask, pauseClock, requestsSoFar } from '../support/browser.ts';
import { bookOnApi, CLOCK, smsToken } from '../support/booking.ts';
import { oneAccountToken, smsCode } from '../support/citizen.ts';
import { startServer, type RunningServer } from '../support/server-process.ts';

let server: RunningServer;
let browser: Browser;

/** What a citizen waits for on a busy machine: an answer, a re-render. */
const SOON = { timeout: 10_000 };
const en = (key: Parameters<typeof t>[1]) => t('en_us', key);

beforeAll(async () => {
  await Promise.all(LANGUAGES.map(loadLanguage));
  // The queues move only when a test moves them (POST /dev/queue/tick).
  [server, browser] = await Promise.all([startServer({ clock: CLOCK, env: { QUEUE_TICK_MS: '0' } }), launchChromium()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** A host page with `markup`; the browser's clock is the server's, and can be moved on. */
async function hostPage(markup: string, beforeLoad?: (page: Page) => Promise<void>): Promise<Page> {
  return openHostPage(browser, `${server.url}/e2e/my-tickets.html`, markup, {
    beforeLoad: async (page) => {
      await page.clock.install({ time: new Date(CLOCK) });
      await page.clock.resume();
      await beforeLoad?.(page);
    },
  });
}

async function noAxeViolation(page: Page) {
  expect(await axeViolations(page)).toEqual([]);
}

/** Travel permits at DSI Headquarters: a queue without identity number. */
const QUEUE = { serviceId: 3004, locationId: 201 };

/** A queue ticket for a one-account citizen (no SMS step), straight on the API. */
async function takeQueueTicket(token: string): Promise<JettonDetail> {
  const answer = await fetch(`${server.url}/api/queue/requestQueueTicket`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ ...QUEUE, cntToAlert: 0 }),
  });
  const body = (await answer.json()) as { value?: JettonDetail; message?: string };
  if (!answer.ok || !body.value) throw new Error(`queue ticket: ${answer.status} ${body.message ?? ''}`);
  return body.value;
}

/** A ticket's detail as its owner reads it on the API. */
async function ticketOnApi(token: string, id: number | string): Promise<JettonDetail> {
  const answer = await fetch(`${server.url}/api/favourite/tickets/${id}`, { headers: { authorization: `Bearer ${token}` } });
  return ((await answer.json()) as { value: JettonDetail }).value;
}

/** The queue moves on until the ticket has been at the counter and is done (TREATED, or ABSENT now and then). */
async function finish(ticketId: number | string, token: string): Promise<string> {
  for (let step = 0; step < 80; step++) {
    const value = await ticketOnApi(token, ticketId);
    if (value.ticketState === 'TREATED' || value.ticketState === 'ABSENT') return value.ticketState;
    await (await fetch(`${server.url}/dev/queue/tick`, { method: 'POST' })).body?.cancel();
  }
  throw new Error(`ticket ${ticketId} never finished`);
}

/** A booking of passports at DSI Headquarters for the citizen of `token`: its id. */
async function book(token: string, bookingDate: string, bookingTime: string): Promise<number> {
  const { status, id } = await bookOnApi(server, token, { serviceId: 3003, locationId: 201, departmentId: 101, bookingDate, bookingTime });
  if (id === null) throw new Error(`booking ${bookingDate} ${bookingTime}: ${status}`);
  return id;
}

/** Mobile, Get code, the code from the outbox, Next. */
async function logInBySms(widget: Locator, mobile: string) {
  await widget.getByRole('textbox', { name: en('pages.myBooking.mobile') }).fill(mobile);
  await widget.getByRole('button', { name: en('components.codeInput.send') }).click();
  await widget.getByRole('textbox', { name: en('pages.myBooking.code') }).fill(await smsCode(server.url, `853${mobile}`));
  await widget.getByRole('button', { name: en('pages.myBooking.next') }).click();
}

/** The ids of the cards of one list, top to bottom. */
function ids(widget: Locator, list: 'queue' | 'booking'): Promise<string[]> {
  return widget.locator(`[data-list="${list}"] li[data-ticket-id]`).evaluateAll((items) => items.map((li) => li.getAttribute('data-ticket-id') ?? ''));
}

const shownRoute = (widget: Locator) => widget.locator('[data-route]').first().getAttribute('data-route');

test('a number without tickets: Next only once a code is typed, the code from the outbox logs in, the no-data page', async () => {
  const page = await hostPage('<main><my-tickets language="en"></my-tickets></main>');
  const widget = page.locator('my-tickets');
  const next = widget.getByRole('button', { name: en('pages.myBooking.next') });
  await widget.getByRole('textbox', { name: en('pages.myBooking.mobile') }).waitFor();
  expect(await next.count()).toBe(0);
  await noAxeViolation(page);

  await widget.getByRole('textbox', { name: en('pages.myBooking.mobile') }).fill('66170001');
  await widget.getByRole('button', { name: en('components.codeInput.send') }).click();
  await widget.getByText(en('components.codeInput.sent')).waitFor();
  expect(await next.count()).toBe(0);
  const code = widget.getByRole('textbox', { name: en('pages.myBooking.code') });
  await code.fill('1');
  await next.waitFor();
  await code.fill('');
  await expect.poll(() => next.count(), SOON).toBe(0);

  // A wrong code: said under the field, which keeps it; no login.
  const right = await smsCode(server.url, '85366170001');
  const wrong = right === '000000' ? '111111' : '000000';
  await code.fill(wrong);
  await next.click();
  await expect.poll(() => code.getAttribute('aria-invalid'), SOON).toBe('true');
  expect(await code.inputValue()).toBe(wrong);
  await noAxeViolation(page);

  await code.fill(right);
  await next.click();
  await widget.getByText(en('pages.myBooking.empty')).waitFor(SOON);
  expect(await widget.locator('li[data-ticket-id]').count()).toBe(0);
  await noAxeViolation(page);
  // The login is the tab's: sessionStorage only.
  expect(await page.evaluate(() => [Object.keys(localStorage).length, Boolean(sessionStorage.getItem('civic-booking.token'))])).toEqual([0, true]);
  await closePage(page);
});

test('logged in by SMS: the tickets just taken for that mobile, sorted both ways, refreshed with its 6 s rest; a finished one greyed and inert, an active one opens its page', async () => {
  // A citizen whose mobile (+853 66554433) has a one-account took two queue tickets with it, one
  // of them already served; two bookings were made for the same mobile after an SMS check.
  const account = await oneAccountToken(server.url, 'MO-0000004');
  const served = await takeQueueTicket(account);
  const finishedState = await finish(served.id, account);
  const waiting = await takeQueueTicket(account);
  const sms = await smsToken(server, '85366554433');
  const first = await book(sms, '02/12/2026', '09:30');
  const second = await book(sms, '03/12/2026', '10:00');

  const page = await hostPage('<main><my-tickets language="en"></my-tickets></main>');
  const widget = page.locator('my-tickets');
  const listCalls: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/favourite/tickets') listCalls.push(request.url());
  });
  await logInBySms(widget, '66554433');
  await widget.locator('li[data-ticket-id]').first().waitFor(SOON);

  // Newest first, as the server sends them.
  expect(await ids(widget, 'queue')).toEqual([String(waiting.id), String(served.id)]);
  expect(await ids(widget, 'booking')).toEqual([String(second), String(first)]);
  // Each active card is a button named by what it shows: service, number, date and time or people waiting, type, place.
  const booking = await ticketOnApi(sms, first);
  expect(await widget.getByRole('button', { name: `SAR passport application Ticket number ${booking.jettonCode} Booking date 02/12/2026 (Wednesday) Booking time 09:30 Booking DSI Headquarters`, exact: true }).count()).toBe(1);
  expect(await widget.locator(`li[data-ticket-id="${waiting.id}"] button`).innerText()).toMatch(new RegExp(`^Travel permit\\s+Ticket number\\s+${waiting.jettonCode}\\s+People waiting\\s+\\d+\\s+Take a ticket\\s+DSI Headquarters$`));

  // The served ticket: greyed, its state said, no button, and a click opens nothing.
  const done = widget.locator(`li[data-ticket-id="${served.id}"]`);
  const stateLabel = en(finishedState === 'TREATED' ? 'pages.myBooking.treated' : 'pages.myBooking.absent');
  expect(await done.innerText()).toContain(stateLabel);
  expect(await done.getAttribute('class')).toContain('cb-ticket--finished');
  expect(await done.locator('button, a, [tabindex]').count()).toBe(0);
  await done.click();
  // What the click set off (a route would be taken at once, rendered in its promises) has run.
  await pageTask(page);
  expect(await shownRoute(widget)).toBe('/myBooking');
  await noAxeViolation(page);

  // The toggle reverses both lists, and names the order shown.
  await widget.getByRole('button', { name: en('pages.myBooking.sortNewestFirst') }).click();
  expect(await ids(widget, 'queue')).toEqual([String(served.id), String(waiting.id)]);
  expect(await ids(widget, 'booking')).toEqual([String(first), String(second)]);
  await widget.getByRole('button', { name: en('pages.myBooking.sortOldestFirst') }).waitFor();
  await noAxeViolation(page);

  // Refresh: a booking made meanwhile shows (still oldest first); then the button rests 6 s.
  const third = await book(sms, '04/12/2026', '11:00');
  const refresh = widget.getByRole('button', { name: en('common.refresh') });
  const calls = listCalls.length;
  // The page's time stands still from here until it is moved on, however slow the machine.
  await pauseClock(page);
  await refresh.click();
  await expect.poll(() => ids(widget, 'booking'), SOON).toEqual([String(first), String(second), String(third)]);
  expect(listCalls.length).toBe(calls + 1);
  expect(await refresh.getAttribute('aria-disabled')).toBe('true');
  const fourth = await book(sms, '04/12/2026', '11:30');
  // Pressed all the same (Playwright would wait for an aria-disabled button to be enabled).
  await refresh.click({ force: true });
  await requestsSoFar(page);
  expect(listCalls.length).toBe(calls + 1);
  // Six seconds later it may be used again.
  await page.clock.fastForward(6_000);
  await page.clock.resume();
  await expect.poll(() => refresh.getAttribute('aria-disabled'), SOON).toBeNull();
  await refresh.click();
  await expect.poll(() => ids(widget, 'booking'), SOON).toContain(String(fourth));
  expect(listCalls.length).toBe(calls + 2);

  // An active ticket opens its page; back returns to the lists.
  await widget.locator(`li[data-ticket-id="${first}"] button`).click();
  await widget.getByRole('heading', { name: en('pages.successPage.reservationDetail') }).waitFor(SOON);
  expect(await shownRoute(widget)).toBe('/success');
  await widget.locator('.cb-ticket-code__value').waitFor();
  await noAxeViolation(page);
  await widget.getByRole('button', { name: en('common.back') }).click();
  await widget.locator(`li[data-ticket-id="${first}"]`).waitFor(SOON);
  await closePage(page);
});

test('the keyboard alone: from the mobile field to a ticket’s page', async () => {
  const sms = await smsToken(server, '85366170003');
  const booked = await book(sms, '02/12/2026', '14:00');
  const page = await hostPage('<main><my-tickets language="en"></my-tickets></main>');
  const widget = page.locator('my-tickets');
  const mobile = widget.getByRole('textbox', { name: en('pages.myBooking.mobile') });
  await mobile.focus();
  await page.keyboard.type('66170003');
  await page.keyboard.press('Tab'); // the code field
  await page.keyboard.press('Tab'); // Get code
  await page.keyboard.press('Enter');
  await widget.getByText(en('components.codeInput.sent')).waitFor(SOON);
  await page.keyboard.press('Shift+Tab'); // back to the code field
  await page.keyboard.type(await smsCode(server.url, '85366170003'));
  await page.keyboard.press('Enter'); // Next: the form is sent
  // Focus goes to the first list; the next Tab stop is the ticket (the queue list is empty).
  await widget.locator(`li[data-ticket-id="${booked}"]`).waitFor(SOON);
  await expect.poll(() => widget.evaluate((el) => el.shadowRoot?.activeElement?.getAttribute('data-list')), SOON).toBe('queue');
  await page.keyboard.press('Tab');
  expect(await widget.evaluate((el) => el.shadowRoot?.activeElement?.closest('li')?.getAttribute('data-ticket-id'))).toBe(String(booked));
  await page.keyboard.press('Enter');
  await widget.getByRole('heading', { name: en('pages.successPage.reservationDetail') }).waitFor(SOON);
  await noAxeViolation(page);
  await closePage(page);
});

test('two elements, one session: a login by SMS in <booking-app> shows the tickets in <my-tickets> at once', async () => {
  const sms = await smsToken(server, '85366170004');
  const booked = await book(sms, '03/12/2026', '15:00');
  const page = await hostPage('<main><booking-app language="en"></booking-app><my-tickets language="en"></my-tickets></main>');
  const app = page.locator('booking-app');
  const tickets = page.locator('my-tickets');
  await tickets.getByRole('textbox', { name: en('pages.myBooking.mobile') }).waitFor(SOON);

  await app.getByRole('button', { name: en('pages.home.myTickets') }).click();
  await logInBySms(app, '66170004');
  await app.locator(`li[data-ticket-id="${booked}"]`).waitFor(SOON);
  // The other element asked for nothing and was told nothing: it shares the page's session.
  await tickets.locator(`li[data-ticket-id="${booked}"]`).waitFor(SOON);
  expect(await tickets.getByRole('textbox', { name: en('pages.myBooking.mobile') }).count()).toBe(0);
  await noAxeViolation(page);
  await closePage(page);
});

test('a token the server no longer accepts is no login: the SMS form', async () => {
  let refused: Promise<unknown> | undefined;
  const page = await hostPage('<main><my-tickets language="en"></my-tickets></main>', async (p) => {
    refused = p.waitForResponse((response) => new URL(response.url()).pathname === '/api/favourite/tickets' && response.status() === 401);
    // The host hands over a token before the element starts, as one that holds a login does.
    await p.addInitScript(() => {
      void customElements.whenDefined('my-tickets').then(() => {
        (document.querySelector('my-tickets') as HTMLElement & { token?: string }).token = 'not-a-token-the-server-issued';
      });
    });
  });
  await refused;
  const widget = page.locator('my-tickets');
  await widget.getByRole('textbox', { name: en('pages.myBooking.mobile') }).waitFor(SOON);
  expect(await page.evaluate(() => sessionStorage.getItem('civic-booking.token'))).toBeNull();
  await noAxeViolation(page);
  await closePage(page);
});

test('log out everywhere: asked first (cancelled, nothing happens); confirmed, this page shows the login again and the token the citizen holds on another device answers 401', async () => {
  // The citizen's phone, logged in earlier with the same number.
  const elsewhere = await smsToken(server, '85366170009');
  const profileElsewhere = async () => (await fetch(`${server.url}/api/profile-info`, { headers: { authorization: `Bearer ${elsewhere}` } })).status;
  const page = await hostPage('<main><my-tickets language="en"></my-tickets></main>');
  const widget = page.locator('my-tickets');
  await logInBySms(widget, '66170009');
  await widget.getByText(en('pages.myBooking.empty')).waitFor(SOON);
  const everywhere = widget.getByRole('button', { name: en('pages.myBooking.logoutEverywhere') });
  const dialog = page.getByRole('dialog');

  await everywhere.click();
  await dialog.getByText(en('pages.myBooking.logoutEverywhereConfirm')).waitFor(SOON);
  await noAxeViolation(page);
  await dialog.getByRole('button', { name: en('common.cancel') }).click();
  await expect.poll(() => dialog.count(), SOON).toBe(0);
  expect(await profileElsewhere()).toBe(200);
  expect(await widget.getByText(en('pages.myBooking.empty')).count()).toBe(1);

  await everywhere.click();
  await dialog.getByRole('button', { name: en('pages.myBooking.logoutEverywhere') }).click();
  await widget.getByRole('textbox', { name: en('pages.myBooking.mobile') }).waitFor(SOON);
  expect(await page.evaluate(() => sessionStorage.getItem('civic-booking.token'))).toBeNull();
  expect(await profileElsewhere()).toBe(401);
  await closePage(page);
});
