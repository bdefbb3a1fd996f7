// When something a citizen does fails, in Chromium against the reference server: what the citizen is
// told (the message of the error catalogue, or the server's own words where the product shows
// them, in the element's language; by the field at fault, else in a toast) and what the host hears
// (`cb-error` with the code, the message key, the same message and the route it happened on). Each
// failure is caused as it happens to citizens: the slot's last seat taken while the form was open,
// a wrong SMS code, the day's last ticket taken meanwhile, a ticket served before it was cancelled,
// a code asked for again too early, a favourite deleted from another device, a sign-out elsewhere.
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { Favourite, JettonDetail } from '../../src/common/api-contract.ts';
import { dayAccessibleName } from '../../src/domain/calendar-day-name.ts';
import { slotAccessibleName } from '../../src/domain/time-slots.ts';
import { LANGUAGES, type Lang } from '../../src/common/languages.ts';
import { loadLanguage, t } from '../../src/i18n/translate.ts';
import type { Db } from '../../server/db/types.ts';
import { t as serverText } from '../../server/i18n/messages.ts';
import { closePage, launchChromium } from '../support/browser.ts';
import { heardEvents, openHostWithClock } from '../support/host-page.ts';
import { bookOnApi, CLOCK, fillSlot, latestCode, oneAccountToken, smsToken } from '../support/booking.ts';
import { apiValue } from '../support/citizen.ts';
import { startServer, type RunningServer } from '../support/server-process.ts';

let server: RunningServer;
let browser: Browser;
/** What a citizen waits for on a busy machine: an answer, a re-render. */
const SOON = { timeout: 15_000 };

/** This file's queue: one ticket left today at 3015/206, for the ticket someone else takes. */
async function oneTicketLeft(db: Db): Promise<void> {
  await db.query(`UPDATE queue_settings SET daily_limit = 1 WHERE service_id = 3015 AND location_id = 206`);
}

beforeAll(async () => {
  await Promise.all(LANGUAGES.map(loadLanguage));
  // The queues move only when a test moves them (POST /dev/queue/tick).
  [server, browser] = await Promise.all([startServer({ clock: CLOCK, env: { QUEUE_TICK_MS: '0' }, prepare: oneTicketLeft }), launchChromium()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/**
 * A host page holding `body`, whose elements get `token` as the property (as a host that holds a
 * login hands it in), with every cb-error and cb-route-change it hears recorded.
 */
const hostPage = (body: string, { token, link }: { token?: string; link?: string } = {}): Promise<Page> =>
  openHostWithClock(browser, body, { serverUrl: server.url, clock: CLOCK, token, link });

const errors = async (page: Page) => (await heardEvents(page, 'cb-error')).map((e) => ({ tag: e.tag, ...e.detail }));
const routeShown = (page: Page, route: string) => expect.poll(async () => (await heardEvents(page, 'cb-route-change')).map((e) => e.detail.route), SOON).toContain(route);

/** The toast an element shows, by its text. */
const toast = (scope: Locator, text: string) => scope.locator('[part~="toast"]', { hasText: text });

/** The texts tied to a control by aria-describedby. */
const describedBy = (control: Locator) =>
  control.evaluate((el) => {
    const root = el.getRootNode() as ShadowRoot;
    return (el.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean).map((id) => root.getElementById(id)?.textContent ?? '');
  });

/** The catalogue's words for a refusal the server gives in its own words: "<message> (602)". */
const refusal602 = (lang: Lang, key: Parameters<typeof serverText>[1], params?: Record<string, string | number>) =>
  t(lang, 'messages.network.serverMessage602', { message: serverText(lang, key, params) });

/** A ticket's detail as its holder reads it on the server. */
const ticketOnServer = (token: string, id: number | string) => apiValue<JettonDetail>(server.url, `favourite/tickets/${id}`, token);

test('booking submit: the slot’s last seat taken while the form was open — the server’s refusal in a toast, in Portuguese, and cb-error on /reserve', async () => {
  const lang = 'pt_pt';
  const slot = { serviceId: 3003, locationId: 201, departmentId: 101, bookingDate: '10/12/2026', bookingTime: '14:00' };
  expect(await fillSlot(server, slot, 1, '6821')).toBeGreaterThan(1);
  const token = await oneAccountToken(server, 'MO-0000001');
  const page = await hostPage('<booking-app language="pt" service-id="3003" location-id="201"></booking-app>', { token });
  const app = page.locator('booking-app');
  await routeShown(page, '/reserve');
  await expect.poll(() => app.getByRole('textbox', { name: t(lang, 'pages.reserve.mobile') }).inputValue(), SOON).not.toBe('');
  await app.getByRole('gridcell', { name: dayAccessibleName(lang, '2026-12-10', 'selectable') }).click();
  await app.getByRole('button', { name: `${t(lang, 'pages.reserve.bookingTime')}: ${t(lang, 'pages.reserve.selectTime')}` }).click();
  await app.getByRole('option', { name: slotAccessibleName(lang, '2026-12-10', '14:00') }).click();

  // Meanwhile another citizen books the last seat.
  expect((await bookOnApi(server, await smsToken(server, '85368219999'), slot)).status).toBe(200);
  await app.getByRole('button', { name: t(lang, 'pages.reserve.agreeAndContinue') }).click();

  const told = refusal602(lang, 'full');
  await toast(app, told).waitFor(SOON);
  await expect.poll(() => errors(page), SOON).toEqual([{ tag: 'booking-app', code: 602, messageKey: 'messages.network.serverMessage602', message: told, route: '/reserve' }]);
  // And the form offers the nearest free times, everything typed kept.
  await app.getByRole('heading', { name: t(lang, 'pages.reserve.lostTitle') }).waitFor(SOON);
  await closePage(page);
});

test('queue request with an SMS code: a wrong code — "驗證失敗 (602)" under the code, which takes focus, and cb-error on /sendMessage', async () => {
  const lang = 'zh_hant';
  const page = await hostPage('<queue-ticket language="zh-MO" service-id="3015" location-id="207"></queue-ticket>');
  const widget = page.locator('queue-ticket');
  await widget.getByRole('textbox', { name: t(lang, 'pages.offerNum.mobile') }).fill('66210001');
  await widget.getByRole('button', { name: t(lang, 'pages.offerNum.submit') }).click();
  await routeShown(page, '/sendMessage');
  await widget.getByRole('button', { name: t(lang, 'components.codeInput.send') }).click();
  const right = await latestCodeSoon('85366210001');
  const code = widget.getByRole('textbox', { name: t(lang, 'pages.sendMessage.codeLabel') });
  await code.fill(right === '000000' ? '111111' : '000000');
  await widget.getByRole('button', { name: t(lang, 'pages.sendMessage.next') }).click();

  const told = refusal602(lang, 'verificationFailed');
  await expect.poll(() => describedBy(code), SOON).toEqual([told]);
  expect(await code.evaluate((el) => el === (el.getRootNode() as ShadowRoot).activeElement)).toBe(true);
  expect(await errors(page)).toEqual([{ tag: 'queue-ticket', code: 602, messageKey: 'messages.network.serverMessage602', message: told, route: '/sendMessage' }]);
  await closePage(page);
});

test('queue request with a one-account login: the day’s last ticket taken meanwhile — the server’s refusal in a toast (no field is at fault) and cb-error on /offerNum', async () => {
  const lang = 'en_us';
  const token = await oneAccountToken(server, 'MO-0000003');
  const page = await hostPage('<queue-ticket language="en" service-id="3015" location-id="206"></queue-ticket>', { token });
  const widget = page.locator('queue-ticket');
  const submit = widget.getByRole('button', { name: t(lang, 'pages.offerNum.submit') });
  await submit.waitFor(SOON);
  await expect.poll(() => widget.getByRole('textbox', { name: t(lang, 'pages.offerNum.mobile') }).inputValue(), SOON).not.toBe('');

  // Another citizen, logged in with one-account, takes the day's last ticket.
  const other = await fetch(`${server.url}/api/queue/requestQueueTicket`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${await oneAccountToken(server, 'MO-0000002')}` },
    body: JSON.stringify({ serviceId: 3015, locationId: 206, mobArea: '853', mobNum: '62345678' }),
  });
  expect(other.status).toBe(200);
  await submit.click();

  const told = refusal602(lang, 'queueFull');
  await toast(widget, told).waitFor(SOON);
  expect(await errors(page)).toEqual([{ tag: 'queue-ticket', code: 602, messageKey: 'messages.network.serverMessage602', message: told, route: '/offerNum' }]);
  await closePage(page);
});

test('cancel: the ticket was served before the citizen cancelled it — the server’s refusal in a toast, in simplified Chinese, cb-error on /success, and the ticket stays', async () => {
  const lang = 'zh_hans';
  const token = await oneAccountToken(server, 'MO-0000004');
  const taken = await fetch(`${server.url}/api/queue/requestQueueTicket`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, language: 'zh_hans' },
    body: JSON.stringify({ serviceId: 3015, locationId: 207, mobArea: '', mobNum: '' }),
  });
  expect(taken.status).toBe(200);
  const ticket = ((await taken.json()) as { value: JettonDetail }).value;
  const page = await hostPage(`<my-tickets language="zh-hans" ticket-id="${ticket.id}"></my-tickets>`, { token });
  const widget = page.locator('my-tickets');
  const cancel = widget.getByRole('button', { name: t(lang, 'pages.successPage.cancelTicket') });
  await cancel.waitFor(SOON);

  // The queue moves on until the ticket has been called and served (or missed) at the counter.
  await expect
    .poll(async () => {
      await (await fetch(`${server.url}/dev/queue/tick`, { method: 'POST' })).body?.cancel();
      return (await ticketOnServer(token, ticket.id)).ticketState;
    }, SOON)
    .toMatch(/^(TREATED|ABSENT)$/);
  await cancel.click();
  await widget.getByRole('dialog').getByRole('button', { name: t(lang, 'pages.successPage.cancelTicket') }).click();

  const told = refusal602(lang, 'ticketFinished');
  await toast(widget, told).waitFor(SOON);
  expect(await errors(page)).toEqual([{ tag: 'my-tickets', code: 602, messageKey: 'messages.network.serverMessage602', message: told, route: '/success' }]);
  expect((await heardEvents(page, 'cb-route-change')).map((e) => e.detail.route).at(-1)).toBe('/success');
  await closePage(page);
});

test('send code: a code asked for again too early (the first from another page) — the server’s wait for 2 s beside the button, and cb-error with the same words on /myBooking', async () => {
  const lang = 'en_us';
  const first = await fetch(`${server.url}/api/verificationCode/85366210002`, { headers: { language: 'en_us', bookingSource: 'PCWeb' } });
  expect(first.status).toBe(200);
  const page = await hostPage('<my-tickets language="en"></my-tickets>');
  const widget = page.locator('my-tickets');
  await widget.getByRole('textbox', { name: t(lang, 'pages.myBooking.mobile') }).fill('66210002');
  await widget.getByRole('button', { name: t(lang, 'components.codeInput.send') }).click();

  const alert = widget.getByRole('alert').filter({ hasText: /^Please wait \d+ s before asking for another code$/ });
  await alert.waitFor(SOON);
  const told = (await alert.textContent()) ?? '';
  expect(await errors(page)).toEqual([{ tag: 'my-tickets', code: 602, messageKey: 'messages.network.serverMessage602', message: told, route: '/myBooking' }]);
  await closePage(page);
});

test('favourite delete: the favourite was deleted from another device — errorMoveToFavourite ("Não foi possível remover dos favoritos") in a toast, cb-error on /MyFavoritePage with the 404, and the item stays', async () => {
  const lang = 'pt_pt';
  const token = await oneAccountToken(server, 'MO-0000003');
  const favourites = await apiValue<Favourite[]>(server.url, 'favourite/services', token);
  const gone = favourites.find((f) => f.serviceId === 3002 && f.locationId === 201)!;
  const page = await hostPage('<booking-app routing="hash" language="pt"></booking-app>', { token, link: '#/MyFavoritePage' });
  const app = page.locator('booking-app');
  const item = app.locator(`[data-favourite-id="${gone.id}"]`);
  await item.waitFor(SOON);

  // Deleted on the citizen's other device meanwhile.
  const elsewhere = await fetch(`${server.url}/api/favourite/${gone.id}`, { method: 'DELETE', headers: { authorization: `Bearer ${token}` } });
  expect(elsewhere.status).toBe(204);
  await item.locator('.cb-entry__delete').click();
  await app.getByRole('dialog').getByRole('button', { name: t(lang, 'pages.favourites.delete') }).click();

  const told = t(lang, 'messages.errorMoveToFavourite');
  await toast(app, told).waitFor(SOON);
  expect(await errors(page)).toEqual([{ tag: 'booking-app', code: 404, messageKey: 'messages.errorMoveToFavourite', message: told, route: '/MyFavoritePage' }]);
  expect(await item.count()).toBe(1);
  await closePage(page);
});

test('notes add and remove after a sign-out on another device: failures the product ignores — the button stays as it was, no toast, and the host hears no cb-error', async () => {
  const lang = 'en_us';
  const booked = async (token: string, bookingDate: string) => {
    const { status, id } = await bookOnApi(server, token, { serviceId: 3029, locationId: 213, departmentId: 108, bookingDate, bookingTime: '11:00' });
    expect(status).toBe(200);
    return ticketOnServer(token, id!);
  };
  const signedOutElsewhere = async (token: string) => expect((await fetch(`${server.url}/api/logout`, { method: 'POST', headers: { authorization: `Bearer ${token}` } })).status).toBe(204);

  for (const [bookingDate, inNotes] of [['15/12/2026', true], ['09/12/2026', false]] as const) {
    const token = await oneAccountToken(server, 'MO-0000001');
    const ticket = await booked(token, bookingDate);
    if (inNotes) {
      const kept = await fetch(`${server.url}/api/favourite/memo`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ euid: 'MO-0000001', ticketId: ticket.id }),
      });
      expect(kept.status).toBe(200);
    }
    const page = await hostPage('<booking-app language="en"></booking-app>', { token, link: `?memoJump=${ticket.uid}` });
    const app = page.locator('booking-app');
    const label = t(lang, inNotes ? 'pages.successPage.removeFromNotes' : 'pages.successPage.addToNotes');
    const notes = app.getByRole('button', { name: label });
    await notes.waitFor(SOON);
    await signedOutElsewhere(token);

    const answered = page.waitForResponse((response) => response.url().includes('/api/favourite/memo'));
    await notes.click();
    expect((await answered).status()).toBe(401);
    // Two frames after the answer: whatever the element does with it is on screen by then.
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    expect(await app.getByRole('button', { name: label }).count()).toBe(1);
    expect(await app.locator('[part~="toast"]').count()).toBe(0);
    expect(await errors(page)).toEqual([]);
    await closePage(page);
  }
});

/** The SMS code the server just sent to a full number, once it is in the outbox. */
async function latestCodeSoon(fullMobile: string): Promise<string> {
  let code = '';
  await expect
    .poll(async () => {
      code = await latestCode(server, fullMobile).catch(() => '');
      return code;
    }, SOON)
    .not.toBe('');
  return code;
}
