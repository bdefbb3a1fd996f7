// A ticket's page (docs/behaviour/2-screens.md (Success and ticket detail)) as citizens use it, in Chromium against
// the reference server: reached from a notes link (memoJump, once), from <my-tickets ticket-id>,
// and from a host app's entry route (#/app?…); its details and map; cancelling (confirm dialog,
// cb-ticket-cancelled) and moving a booking (the booking form's edit mode, cb-ticket-updated), both
// with the keyboard alone, in <booking-app> and inside <my-tickets>; notes, favourites, the
// calendar (an .ics download, or the native bridge in a host app's web view), the QR code drawn
// when the answer has none, and the waiting count polled every 10 s while visible. Tickets are
// made on the API first, as the citizen made them earlier; axe-core checks each state reached.
import { text as readText } from 'node:stream/consumers';
import jsQR from 'jsqr';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { JettonDetail, QueueInfo } from '../../src/common/api-contract.ts';
import { CALENDAR_EVENTS_KEY } from '../../src/domain/calendar-event-record.ts';
import { slotAccessibleName } from '../../src/domain/time-slots.ts';
import { LANGUAGES } from '../../src/common/languages.ts';
import { loadLanguage, t } from '../../src/i18n/translate.ts';
import { createClock } from '../../server/clock.ts';
import type { Db } from '../../server/db/types.ts';
import { simulateTick } from '../../server/queue/simulation.ts';
import { TOKEN_KIND_STORAGE_KEY, TOKEN_STORAGE_KEY } from '../../src/store/session-store.ts';
import { axeViolations, closePage, downloadsSoFar, launchChromium, openPage, setPageHidden, tabTo } from '../support/browser.ts';
import { heardEvents, openHostWithClock } from '../support/host-page.ts';
import { watchCalls, type WatchedCalls } from '../support/watched-calls.ts';
import { bookOnApi, CLOCK, latestCode, oneAccountToken, smsToken, type Slot } from '../support/booking.ts';
import { apiValue } from '../support/citizen.ts';
import { startServer, type RunningServer } from '../support/server-process.ts';

let server: RunningServer;
/** A ticket taken at the location's kiosk (no mobile), as its printed QR code names it. */
let kiosk: { uid: string; jettonCode: string };

/** One queue tick on the fresh data: walk-ins take tickets at the kiosks; the newest is the one whose QR code a citizen scans. */
async function kioskTicket(db: Db): Promise<void> {
  await simulateTick(db, createClock(CLOCK), { force: true });
  const [row] = await db.query<{ uid: string; jetton_code: string }>(
    `SELECT uid, jetton_code FROM tickets WHERE source = 'onsite' AND state = 'WAITING' AND mob_num = '' ORDER BY id DESC LIMIT 1`,
  );
  kiosk = { uid: row!.uid, jettonCode: row!.jetton_code };
}
let browser: Browser;
const lang = 'en_us';
/** What a citizen waits for on a busy machine: an answer, a re-render. */
const SOON = { timeout: 15_000 };

beforeAll(async () => {
  await Promise.all(LANGUAGES.map(loadLanguage));
  // The queues move only when a test moves them (POST /dev/queue/tick), so waiting counts are known.
  [server, browser] = await Promise.all([startServer({ clock: CLOCK, env: { QUEUE_TICK_MS: '0' }, prepare: kioskTicket }), launchChromium()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/**
 * The tab of a citizen who signed in by SMS code earlier (POST valid left the token and its kind
 * in sessionStorage): the `token` attribute is a one-account login's, and the contract's profile
 * does not say which kind a token is.
 */
function signedInBySms(token: string): (page: Page) => Promise<unknown> {
  return (page) =>
    page.addInitScript(([key, kindKey, value]) => {
      try {
        sessionStorage.setItem(key!, value!);
        sessionStorage.setItem(kindKey!, 'sms');
      } catch {
        // about:blank has no storage of its own
      }
    }, [TOKEN_STORAGE_KEY, TOKEN_KIND_STORAGE_KEY, token]);
}

interface HostOptions {
  /** Query and hash of the page's link, e.g. `?memoJump=…` or `#/app?…`. */
  link?: string;
  /** false: the page's clock stays where the test moves it (page.clock.runFor). */
  clockRuns?: boolean;
  beforeLoad?: (page: Page) => Promise<unknown>;
}

/** A host page holding `body`, every cb-* event it hears recorded; downloads accepted (the calendar file). */
const hostPage = (body: string, options: HostOptions = {}): Promise<Page> =>
  openHostWithClock(browser, body, { serverUrl: server.url, clock: CLOCK, context: { acceptDownloads: true }, ...options });
const routes = async (page: Page) => (await heardEvents(page, 'cb-route-change')).map((e) => e.detail.route as string);
const lastRoute = async (page: Page) => (await routes(page)).at(-1);

async function noAxeViolation(page: Page) {
  expect(await axeViolations(page)).toEqual([]);
}

/** A booking of 3029 (seafarer certificate) at 213 on the API, as its holder made it earlier; its detail. */
async function booked(token: string, bookingDate: string, bookingTime: string): Promise<JettonDetail> {
  const slot: Slot = { serviceId: 3029, locationId: 213, departmentId: 108, bookingDate, bookingTime };
  const { status, id } = await bookOnApi(server, token, slot);
  expect(status).toBe(200);
  return apiValue<JettonDetail>(server.url, `favourite/tickets/${id}`, token);
}

/** The holder's view of a ticket now. */
const onServer = (token: string, id: number | string) => apiValue<JettonDetail>(server.url, `favourite/tickets/${id}`, token);
const listed = async (token: string) => {
  const lists = await apiValue<{ bookingTickets: { ticket: { id: number } }[]; queueTickets: { ticket: { id: number } }[] }>(server.url, 'favourite/tickets', token);
  return [...lists.bookingTickets, ...lists.queueTickets].map((entry) => entry.ticket.id);
};

/** The ticket's page is shown: its title and number. */
async function ticketPage(scope: Locator, title: string, code: string) {
  await scope.getByRole('heading', { name: title }).waitFor(SOON);
  await expect.poll(() => scope.locator('.cb-ticket-code__value').textContent(), SOON).toBe(code);
}

/** A toast the element shows with `text`. */
const toast = (scope: Locator, text: string) => scope.locator('[part="toast"]', { hasText: text });

/** The accessible name of the focused control, looking into shadow roots. */
const focusedName = (page: Page) =>
  page.evaluate(() => {
    let active: Element | null = document.activeElement;
    while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
    return (active?.getAttribute('aria-label') ?? active?.textContent ?? '').trim();
  });

const details = (scope: Locator) =>
  scope.locator('.cb-success__detail').evaluateAll((rows) => rows.map((row) => `${row.querySelector('dt')!.textContent}: ${row.querySelector('dd')!.textContent}`));

test('a booking’s page from a notes link (?memoJump=<uid>) in <booking-app>: its details, the server’s QR image, the notice, the map dialog; shown once — a reload opens home', async () => {
  const token = await oneAccountToken(server, 'MO-0000001');
  const ticket = await booked(token, '09/12/2026', '09:00');
  const page = await hostPage(`<booking-app language="en" token="${token}"></booking-app>`, { link: `?memoJump=${ticket.uid}` });
  const app = page.locator('booking-app');
  await ticketPage(app, t(lang, 'pages.successPage.reservationDetail'), ticket.jettonCode);
  expect(await details(app)).toEqual([
    'Area: Marine and Water Bureau Building',
    'Sub-area: Seafarer certificate',
    'Booking date: 09/12/2026 (Wednesday)',
    'Booking time: 09:00',
    'Mobile number: +853 66123456',
    'Ticket date: 01/12/2026 (Tuesday)',
  ]);
  const qr = app.getByRole('img', { name: t(lang, 'pages.successPage.qrCode') });
  expect(await qr.getAttribute('src')).toBe(ticket.qrcodeImg);
  await app.getByRole('heading', { name: t(lang, 'pages.successPage.notice') }).waitFor();
  // The favourite button shows once the server said whether the pair is one, the notes button
  // once the citizen's profile (its euid) is read: two answers, in either order.
  await app.getByRole('button', { name: 'Add to favourites' }).waitFor(SOON);
  await app.getByRole('button', { name: 'Add to notes' }).waitFor(SOON);
  const buttons = await app.locator('.cb-success__body button').allTextContents();
  expect(buttons).toEqual(['View map', 'Edit reservation', 'Cancel ticket', 'Add to calendar', 'Add to notes', 'Add to favourites']);
  await noAxeViolation(page);

  await app.getByRole('button', { name: 'View map' }).click();
  const map = app.getByRole('dialog', { name: t(lang, 'components.map.title', { name: 'Marine and Water Bureau Building' }) });
  await map.waitFor(SOON);
  expect(await map.locator('iframe').getAttribute('src')).toMatch(/map\.html\?lat=22\.18842&lon=113\.53364/);
  await noAxeViolation(page);
  await page.keyboard.press('Escape');
  await map.waitFor({ state: 'hidden' });

  await page.reload();
  await expect.poll(() => lastRoute(page), SOON).toBe('/home');
  expect(await routes(page)).toEqual(['/home']);
  await closePage(page);
});

test('cancel with the keyboard alone: the confirm dialog (Keep ticket keeps it), then Cancel ticket → cb-ticket-cancelled, a toast, the server no longer lists it, and the start page', async () => {
  const token = await oneAccountToken(server, 'MO-0000002');
  const ticket = await booked(token, '09/12/2026', '10:00');
  const page = await hostPage(`<booking-app language="en" token="${token}"></booking-app>`, { link: `?memoJump=${ticket.id}` });
  const app = page.locator('booking-app');
  await ticketPage(app, t(lang, 'pages.successPage.reservationDetail'), ticket.jettonCode);

  await tabTo(page, 'Cancel ticket');
  await page.keyboard.press('Enter');
  const dialog = app.getByRole('dialog');
  await dialog.getByText(t(lang, 'pages.successPage.cancelConfirm')).waitFor();
  await noAxeViolation(page);
  await tabTo(page, t(lang, 'pages.successPage.keepTicket'));
  await page.keyboard.press('Enter');
  await dialog.waitFor({ state: 'hidden' });
  expect(await listed(token)).toContain(ticket.id);

  // Focus is back on the button that opened the dialog.
  expect(await focusedName(page)).toBe('Cancel ticket');
  await page.keyboard.press('Enter');
  await dialog.getByText(t(lang, 'pages.successPage.cancelConfirm')).waitFor();
  await tabTo(page, 'Cancel ticket');
  await page.keyboard.press('Enter');
  await toast(app, t(lang, 'pages.successPage.cancelSuccess')).waitFor(SOON);
  await expect.poll(() => lastRoute(page), SOON).toBe('/home');
  expect((await heardEvents(page, 'cb-ticket-cancelled')).map((e) => [e.tag, e.detail])).toEqual([['booking-app', { ticketId: ticket.id }]]);
  expect(await listed(token)).not.toContain(ticket.id);
  expect((await onServer(token, ticket.id)).ticketState).toBe('CANCELLED');
  // One toast: the page says what was done, not also the generic "Operation successful".
  expect(await toast(app, t(lang, 'messages.network.success')).count()).toBe(0);
  await closePage(page);
});

test('a booking moved to another time with the keyboard alone in <booking-app> (one-account: no SMS step): the form prefilled, another slot, back on the ticket’s page with the new time; cb-ticket-updated; the server holds it', async () => {
  const token = await oneAccountToken(server, 'MO-0000004');
  const ticket = await booked(token, '09/12/2026', '09:30');
  const page = await hostPage(`<booking-app language="en" token="${token}"></booking-app>`, { link: `?memoJump=${ticket.uid}` });
  const app = page.locator('booking-app');
  await ticketPage(app, t(lang, 'pages.successPage.reservationDetail'), ticket.jettonCode);

  await tabTo(page, 'Edit reservation');
  await page.keyboard.press('Enter');
  await app.getByRole('heading', { name: t(lang, 'pages.reserve.editTitle') }).waitFor(SOON);
  const before = app.getByRole('button', { name: slotAccessibleName(lang, '2026-12-09', '09:30') });
  await expect.poll(() => before.getAttribute('aria-pressed'), SOON).toBe('true');
  await noAxeViolation(page);
  await tabTo(page, slotAccessibleName(lang, '2026-12-09', '11:00'), 'Tab', 80);
  await page.keyboard.press('Enter');
  await expect.poll(() => app.getByRole('button', { name: slotAccessibleName(lang, '2026-12-09', '11:00') }).getAttribute('aria-pressed')).toBe('true');
  await tabTo(page, t(lang, 'pages.reserve.agreeAndContinue'), 'Tab', 80);
  await page.keyboard.press('Enter');

  await expect.poll(async () => (await heardEvents(page, 'cb-ticket-updated')).length, SOON).toBe(1);
  await ticketPage(app, t(lang, 'pages.successPage.reservationDetail'), ticket.jettonCode);
  await app.getByText('Booking time').waitFor();
  expect(await details(app)).toContain('Booking time: 11:00');
  const updated = (await heardEvents(page, 'cb-ticket-updated'))[0]!.detail.ticket as JettonDetail;
  expect([updated.id, updated.bookingDate, updated.bookingTime]).toEqual([ticket.id, '09/12/2026', '11:00']);
  const now = await onServer(token, ticket.id);
  expect(`${now.bookingDate} ${now.bookingTime}`).toBe('09/12/2026 11:00');
  // The form and its steps are behind: the page is the ticket's, as it was before the edit.
  expect((await routes(page)).slice(-3)).toEqual(['/success', '/reserve', '/success']);
  expect(await app.getByRole('button', { name: 'Back', exact: true }).count()).toBe(0);
  await noAxeViolation(page);
  await closePage(page);
});

test('inside <my-tickets ticket-id>: a citizen signed in by SMS moves a booking (the reserve form, the SMS code, back on the ticket’s page, cb-ticket-updated), then cancels it and lands on the list', async () => {
  const mobile = '66220001';
  const token = await smsToken(server, `853${mobile}`);
  const ticket = await booked(token, '10/12/2026', '09:30');
  const page = await hostPage(`<h1>My tickets</h1><my-tickets language="en" ticket-id="${ticket.id}"></my-tickets>`, { beforeLoad: signedInBySms(token) });
  const widget = page.locator('my-tickets');
  await ticketPage(widget, t(lang, 'pages.successPage.reservationDetail'), ticket.jettonCode);
  expect(await details(widget)).toContain(`Mobile number: +853 ${mobile}`);

  await widget.getByRole('button', { name: 'Edit reservation' }).click();
  await widget.getByRole('heading', { name: t(lang, 'pages.reserve.editTitle') }).waitFor(SOON);
  await expect.poll(() => widget.getByRole('textbox', { name: t(lang, 'pages.reserve.mobile') }).inputValue(), SOON).toBe(mobile);
  await widget.getByRole('button', { name: slotAccessibleName(lang, '2026-12-10', '14:00') }).click();
  await widget.getByRole('button', { name: t(lang, 'pages.reserve.agreeAndContinue') }).click();
  await expect.poll(() => lastRoute(page), SOON).toBe('/sendMessageByReserve');
  await widget.getByText('14:00').waitFor();
  await noAxeViolation(page);
  await widget.getByRole('button', { name: t(lang, 'components.codeInput.send') }).click();
  await widget.getByRole('button', { name: /New code in \d+ s/ }).waitFor(SOON);
  await widget.getByRole('textbox', { name: t(lang, 'components.codeInput.label') }).fill(await latestCode(server, `853${mobile}`));
  await widget.getByRole('button', { name: t(lang, 'pages.sendMessageByReserve.next') }).click();

  await expect.poll(async () => (await heardEvents(page, 'cb-ticket-updated')).map((e) => e.tag), SOON).toEqual(['my-tickets']);
  await ticketPage(widget, t(lang, 'pages.successPage.reservationDetail'), ticket.jettonCode);
  expect(await details(widget)).toContain('Booking time: 14:00');
  expect(`${(await onServer(token, ticket.id)).bookingTime}`).toBe('14:00');
  expect(await routes(page)).toEqual(['/success', '/reserve', '/sendMessageByReserve', '/success']);

  await widget.getByRole('button', { name: 'Cancel ticket' }).click();
  await widget.getByRole('dialog').getByRole('button', { name: 'Cancel ticket' }).click();
  await expect.poll(() => lastRoute(page), SOON).toBe('/myBooking');
  expect((await heardEvents(page, 'cb-ticket-cancelled')).map((e) => [e.tag, e.detail])).toEqual([['my-tickets', { ticketId: ticket.id }]]);
  expect(await listed(token)).not.toContain(ticket.id);
  await closePage(page);
});

test('a ticket’s QR code as a link (?qrcodeContent=CB:…): the citizen types the mobile, the ticket is registered to it (POST booking/registerTicket) and the success page titles it as registered', async () => {
  const page = await hostPage('<booking-app language="en"></booking-app>', { link: `?qrcodeContent=${encodeURIComponent(`CB:${kiosk.uid.toUpperCase()}`)}` });
  const app = page.locator('booking-app');
  await app.getByRole('heading', { name: t(lang, 'pages.successPage.registerTitle') }).waitFor(SOON);
  await noAxeViolation(page);
  await app.getByRole('textbox', { name: t(lang, 'pages.myBooking.mobile') }).fill('66330031');
  await app.getByRole('button', { name: t(lang, 'pages.successPage.register') }).click();
  await ticketPage(app, t(lang, 'pages.successPage.registerSuccess'), kiosk.jettonCode);
  await noAxeViolation(page);
  // The ticket is that mobile's now: another number cannot claim it.
  const other = await fetch(`${server.url}/api/booking/registerTicket`, {
    method: 'POST', headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ mobArea: '853', mobNum: '66330032', qrcodeContent: `CB:${kiosk.uid}` }),
  });
  expect(other.status).toBe(400);
  await closePage(page);
});

test('notes (one-account): added, then removed; the server keeps the business code, then none', async () => {
  const token = await oneAccountToken(server, 'MO-0000001');
  const ticket = await booked(token, '10/12/2026', '11:00');
  expect(ticket.businessCode).toBeNull();
  const page = await hostPage(`<booking-app language="en" token="${token}"></booking-app>`, { link: `?memoJump=${ticket.uid}` });
  const app = page.locator('booking-app');
  await ticketPage(app, t(lang, 'pages.successPage.reservationDetail'), ticket.jettonCode);

  await app.getByRole('button', { name: 'Add to notes' }).click();
  await app.getByRole('button', { name: 'Remove from notes' }).waitFor(SOON);
  await toast(app, t(lang, 'pages.successPage.addToNotesSuccess')).waitFor();
  const code = (await onServer(token, ticket.id)).businessCode;
  expect(code).toMatch(/^M[0-9A-F]{12}$/);
  await noAxeViolation(page);

  await app.getByRole('button', { name: 'Remove from notes' }).click();
  await app.getByRole('button', { name: 'Add to notes' }).waitFor(SOON);
  await toast(app, t(lang, 'pages.successPage.removeFromNotesSuccess')).waitFor();
  expect((await onServer(token, ticket.id)).businessCode).toBeNull();
  await closePage(page);
});

test('a citizen signed in by SMS sees no notes button (one-account only)', async () => {
  const token = await smsToken(server, '85366220002');
  const ticket = await booked(token, '10/12/2026', '11:30');
  const page = await hostPage('<booking-app language="en"></booking-app>', { link: `?memoJump=${ticket.id}`, beforeLoad: signedInBySms(token) });
  const app = page.locator('booking-app');
  await ticketPage(app, t(lang, 'pages.successPage.reservationDetail'), ticket.jettonCode);
  await app.getByRole('button', { name: 'Add to favourites' }).waitFor(SOON);
  expect(await app.getByRole('button', { name: /notes/ }).count()).toBe(0);
  await closePage(page);
});

test('a favourite from a ticket’s page: added (the server lists it), then removed', async () => {
  const token = await oneAccountToken(server, 'MO-0000003');
  const ticket = await booked(token, '14/12/2026', '14:00');
  const check = () => apiValue<{ favourite: boolean }>(server.url, 'favourite/checkService/3029/213', token);
  expect((await check()).favourite).toBe(false);
  type Kept = { serviceId: number; locationId: number; type: string }[];
  const kept = async () => (await apiValue<Kept>(server.url, 'favourite/services', token)).map((f) => `${f.serviceId}@${f.locationId} ${f.type}`);
  const before = await kept();
  const page = await hostPage(`<booking-app language="en" token="${token}"></booking-app>`, { link: `?memoJump=${ticket.uid}` });
  const app = page.locator('booking-app');
  await ticketPage(app, t(lang, 'pages.successPage.reservationDetail'), ticket.jettonCode);

  await app.getByRole('button', { name: 'Add to favourites' }).click();
  await app.getByRole('button', { name: 'Remove from favourites' }).waitFor(SOON);
  await toast(app, t(lang, 'messages.addToFavorite')).waitFor();
  // The citizen's other favourites (the seed's) stay as they were; this one is added once.
  expect(await kept()).toEqual(expect.arrayContaining(before));
  expect((await kept()).filter((f) => !before.includes(f))).toEqual(['3029@213 RESERCATION']);
  await noAxeViolation(page);

  await app.getByRole('button', { name: 'Remove from favourites' }).click();
  await app.getByRole('button', { name: 'Add to favourites' }).waitFor(SOON);
  await toast(app, t(lang, 'messages.moveToFavourite')).waitFor();
  expect((await check()).favourite).toBe(false);
  expect(await kept()).toEqual(before);
  await closePage(page);
});

/** Reads an .ics text back (RFC 5545 §3.1 unfolding) into the VEVENT's properties, values still escaped. */
function vevent(text: string): Map<string, string> {
  const lines = text.replace(/\r\n[ \t]/g, '').split('\r\n');
  const props = new Map<string, string>();
  let inside = false;
  for (const line of lines) {
    if (line === 'BEGIN:VEVENT') inside = true;
    else if (line === 'END:VEVENT') inside = false;
    else if (inside && !line.startsWith('BEGIN:') && !line.startsWith('END:') && !props.has(line.slice(0, line.indexOf(':')))) {
      props.set(line.slice(0, line.indexOf(':')), line.slice(line.indexOf(':') + 1));
    }
  }
  return props;
}

test('Add to calendar outside an app: an .ics download, read back (summary, location with its address and escaped commas, start and end in the location’s time zone, a reminder); the button then says it was added, also after a reload; the browser keeps the ticket’s uid alone', async () => {
  const token = await oneAccountToken(server, 'MO-0000002');
  const ticket = await booked(token, '09/12/2026', '10:30');
  const page = await hostPage(`<booking-app language="en" token="${token}"></booking-app>`, { link: `?memoJump=${ticket.uid}` });
  const app = page.locator('booking-app');
  await ticketPage(app, t(lang, 'pages.successPage.reservationDetail'), ticket.jettonCode);

  const [download] = await Promise.all([page.waitForEvent('download'), app.getByRole('button', { name: 'Add to calendar' }).click()]);
  expect(download.suggestedFilename()).toBe(`ticket-${ticket.jettonCode}.ics`);
  // Read through the connection (the run's one Chromium is shared: its files are not this process's).
  const text = await readText(await download.createReadStream());
  expect(text.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
  const event = vevent(text);
  expect(Object.fromEntries([...event].filter(([name]) => ['SUMMARY', 'LOCATION', 'DTSTART;TZID=Asia/Macau', 'DTEND;TZID=Asia/Macau', 'DESCRIPTION', 'UID'].includes(name)))).toEqual({
    UID: `ticket-${ticket.uid}@civic-booking`,
    // 10:30 on the office's clock, in its zone, whose definition the file carries.
    'DTSTART;TZID=Asia/Macau': '20261209T103000',
    'DTEND;TZID=Asia/Macau': '20261209T110000',
    SUMMARY: 'Seafarer certificate',
    LOCATION: 'Marine and Water Bureau Building\\, Moorish Barracks\\, Rampa da Barra\\, Macao',
    DESCRIPTION: `Ticket number: ${ticket.jettonCode}`,
  });
  expect(text).toContain('BEGIN:VTIMEZONE\r\nTZID:Asia/Macau\r\nBEGIN:STANDARD\r\nDTSTART:19700101T000000\r\nTZOFFSETFROM:+0800\r\nTZOFFSETTO:+0800\r\n');
  expect(text).toContain('BEGIN:VALARM\r\nACTION:DISPLAY\r\n');
  expect(text).not.toMatch(/66554433|66123456|62345678|51234567/);
  await app.getByRole('button', { name: 'Added to calendar' }).waitFor();
  await toast(app, t(lang, 'messages.addCalendarEvents')).waitFor();
  expect(await page.evaluate((key) => localStorage.getItem(key), CALENDAR_EVENTS_KEY)).toBe(JSON.stringify([ticket.uid]));
  await noAxeViolation(page);

  // The record outlives the page; a memo link shows once, so the ticket is opened by its id now.
  await page.goto(page.url().replace(/\?.*$/, `?memoJump=${ticket.id}`));
  await ticketPage(app, t(lang, 'pages.successPage.reservationDetail'), ticket.jettonCode);
  await app.getByRole('button', { name: 'Added to calendar' }).waitFor();
  await closePage(page);
});

test('Add to calendar in the web view page (demo/webview.html): the native bridge receives the event, and nothing is downloaded', async () => {
  const token = await oneAccountToken(server, 'MO-0000003');
  const ticket = await booked(token, '10/12/2026', '10:00');
  const page = await openPage(browser, `${server.url}/webview.html?language=en&memoJump=${ticket.uid}`, { acceptDownloads: true });
  const app = page.locator('booking-app');
  await ticketPage(app, t(lang, 'pages.successPage.reservationDetail'), ticket.jettonCode);
  const downloads: string[] = [];
  page.on('download', (download) => downloads.push(download.suggestedFilename()));

  await app.getByRole('button', { name: 'Add to calendar' }).click();
  await app.getByRole('button', { name: 'Added to calendar' }).waitFor(SOON);
  const received = await page.evaluate(() => (window as unknown as { CivicBookingBridge: { received: { v: number; type: string; detail: unknown }[] } }).CivicBookingBridge.received);
  expect(received.filter((m) => m.type === 'cb-add-calendar-event')).toEqual([
    {
      v: 1,
      type: 'cb-add-calendar-event',
      detail: {
        uid: `ticket-${ticket.uid}@civic-booking`,
        title: 'Seafarer certificate',
        location: 'Marine and Water Bureau Building, Moorish Barracks, Rampa da Barra, Macao',
        description: `Ticket number: ${ticket.jettonCode}`,
        start: '2026-12-10T02:00:00.000Z',
        end: '2026-12-10T02:30:00.000Z',
        timeZone: 'Asia/Macau',
        reminderMinutes: 60,
      },
    },
  ]);
  expect(await downloadsSoFar(page, downloads)).toEqual([]);
  await noAxeViolation(page);
  await closePage(page);
});

test('a ticket whose answer carries no QR image: the widget draws one, and it decodes to the ticket’s CB:<UID>', async () => {
  const token = await oneAccountToken(server, 'MO-0000004');
  const ticket = await booked(token, '10/12/2026', '10:30');
  const page = await hostPage(`<booking-app language="en" token="${token}"></booking-app>`, {
    link: `?memoJump=${ticket.uid}`,
    // The server's own answer, with its image taken out, as a server that sends none would answer.
    beforeLoad: (p) =>
      p.route(`${server.url}/api/favourite/tickets/${ticket.uid}`, async (route) => {
        const answer = await route.fetch();
        const body = (await answer.json()) as { value: JettonDetail };
        await route.fulfill({ response: answer, json: { ...body, value: { ...body.value, qrcodeImg: null } } });
      }),
  });
  const app = page.locator('booking-app');
  await ticketPage(app, t(lang, 'pages.successPage.reservationDetail'), ticket.jettonCode);
  const drawn = app.locator('[data-qr="drawn"]').getByRole('img', { name: t(lang, 'pages.successPage.qrCode') });
  await drawn.waitFor(SOON);
  expect(await drawn.getAttribute('src')).toMatch(/^data:image\/svg\+xml,/);
  // The image as the browser drew it, read back from a canvas and decoded. Its 435,600 bytes
  // come back as one base64 string: as an array, Playwright serialised each number on its own
  // through four processes.
  const pixels = await drawn.evaluate(async (img: HTMLImageElement) => {
    await img.decode();
    const canvas = document.createElement('canvas');
    canvas.width = canvas.height = 330;
    const context = canvas.getContext('2d')!;
    context.drawImage(img, 0, 0, 330, 330);
    const bytes = context.getImageData(0, 0, 330, 330).data;
    let binary = '';
    for (let at = 0; at < bytes.length; at += 0x8000) binary += String.fromCharCode(...bytes.subarray(at, at + 0x8000));
    return btoa(binary);
  });
  expect(jsQR(new Uint8ClampedArray(Buffer.from(pixels, 'base64')), 330, 330)?.data).toBe(`CB:${ticket.uid!.toUpperCase()}`);
  await noAxeViolation(page);
  await closePage(page);
});

test('the app-entry route: a page opened at #/app?serviceId=3002&locationId=201&language=en shows that service’s queue-or-book page (the entry never shows); #/app alone opens home; an entry set later on an open page is carried out in its place', async () => {
  const page = await hostPage('<booking-app routing="hash"></booking-app>', { link: '#/app?serviceId=3002&locationId=201&language=en' });
  const app = page.locator('booking-app');
  await app.getByRole('heading', { name: t(lang, 'pages.queueOrBook.title') }).waitFor(SOON);
  // The route is announced once the lazily loaded hash routing has written it, which can come
  // after the screen shows: waited for; when it comes, the URL already says it.
  await expect.poll(() => routes(page), SOON).toEqual(['/queueOrBook']);
  expect(new URL(page.url()).hash).toBe('#/queueOrBook');
  await noAxeViolation(page);

  // The host app hands over again to the page it has open: the entry's screen carries it out.
  await page.evaluate(() => (location.hash = '#/app?serviceId=3029&locationId=213'));
  await app.getByRole('heading', { name: t(lang, 'pages.reserve.title') }).waitFor(SOON);
  await expect.poll(async () => (await routes(page)).slice(1), SOON).toEqual(['/app', '/reserve']);
  expect(new URL(page.url()).hash).toBe('#/reserve');
  // Back does not return to the entry, which the hand-over replaced: the page before it.
  await app.getByRole('button', { name: 'Back', exact: true }).click();
  await expect.poll(() => lastRoute(page), SOON).toBe('/queueOrBook');
  await closePage(page);

  const bare = await hostPage('<booking-app routing="hash" language="en"></booking-app>', { link: '#/app' });
  await expect.poll(() => routes(bare), SOON).toEqual(['/home']);
  await expect.poll(() => new URL(bare.url()).hash, SOON).toBe('#/home');
  await closePage(bare);
});

test('an existing queue ticket’s page: the waiting count polled every 10 s (6 calls a minute) and a change read out politely; none in a minute hidden; at once when shown again', async () => {
  // Three walk-ins ahead, then the citizen's ticket (one-account, on the API).
  for (let i = 0; i < 20 && (await apiValue<QueueInfo>(server.url, 'booking/counterInfo/205/3013')).waitCount < 3; i++) {
    await fetch(`${server.url}/dev/queue/tick`, { method: 'POST' });
  }
  const token = await oneAccountToken(server, 'MO-0000001');
  const taken = await fetch(`${server.url}/api/queue/requestQueueTicket`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ serviceId: 3013, locationId: 205, mobArea: '', mobNum: '' }),
  });
  const ticket = ((await taken.json()) as { value: JettonDetail }).value;
  let calls: WatchedCalls | undefined;
  const page = await hostPage(`<booking-app language="en" token="${token}"></booking-app>`, {
    link: `?memoJump=${ticket.uid}`,
    clockRuns: false,
    beforeLoad: async (p) => void (calls = await watchCalls(p, '/booking/waitingInfo/')),
  });
  const app = page.locator('booking-app');
  await ticketPage(app, t(lang, 'pages.successPage.queueDetail'), ticket.jettonCode);
  // The first call may come after the page shows (its code loads over the network): the poll
  // runs from its answer, so the clock moves only once it has been made.
  await calls!.first();
  const polls = () => calls!.made();
  /** The calls made while the page's clock runs `ms` on (from the last answer, handled: the next poll is timed from it). */
  const after = async (ms: number) => {
    await calls!.handled();
    const start = await polls();
    await page.clock.runFor(ms);
    return (await polls()) - start;
  };
  const during = async (ms: number) => {
    let count = 0;
    for (let elapsed = 0; elapsed < ms; elapsed += 10_000) count += await after(Math.min(10_000, ms - elapsed));
    return count;
  };
  const region = app.locator('.cb-success__body [aria-live="polite"]');

  expect(await after(10_000)).toBe(1);
  expect(await region.textContent()).toBe('');
  const before = await apiValue<{ waitCount: number }>(server.url, `booking/waitingInfo/${ticket.id}`);
  // The counters serve the people ahead until fewer wait before this ticket.
  let moved = before;
  for (let i = 0; i < 20 && moved.waitCount === before.waitCount; i++) {
    await fetch(`${server.url}/dev/queue/tick`, { method: 'POST' });
    moved = await apiValue<{ waitCount: number }>(server.url, `booking/waitingInfo/${ticket.id}`);
  }
  expect(moved.waitCount).toBeLessThan(before.waitCount);
  expect(await after(10_000)).toBe(1);
  await expect
    .poll(async () => {
      await page.clock.runFor(50);
      return region.textContent();
    }, SOON)
    .toBe(`People waiting now: ${moved.waitCount}`);
  expect(await details(app)).toContain(`People waiting: ${moved.waitCount}`);

  expect(await during(60_000)).toBe(6);
  await setPageHidden(page, true);
  expect(await during(60_000)).toBe(0);
  const shownAt = await polls();
  await setPageHidden(page, false);
  expect((await polls()) - shownAt).toBe(1);
  expect(await after(10_000)).toBe(1);
  await closePage(page);
});
