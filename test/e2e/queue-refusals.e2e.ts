// When a queue ticket cannot be had, in Chromium against the reference server: the offer page
// says why for each state of a queue that does not pass (and has no Submit), a state outside
// the brief's list says "system abnormal" on the queue-or-book page only, a form refused by
// the rules of docs/behaviour/5-validation.md says why beside the field in error, which takes focus, and a refusal of the
// server (wrong code, a code asked for again too early, the last ticket gone meanwhile, a code
// that expired on the server's clock) is shown under the code; whatever was typed stays. The
// queue states are set on this file's copy of the seeded data before its server starts.
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Db } from '../../server/db/types.ts';
import { LANGUAGES } from '../../src/common/languages.ts';
import { loadLanguage, t, type MessageKey } from '../../src/i18n/translate.ts';
import { axeViolations, closePage, launchChromium, openHostPage } from '../support/browser.ts';
import { oneAccountToken, smsCode } from '../support/citizen.ts';
import { startServer, type RestartableServer } from '../support/server-process.ts';

const START = '2026-12-01T10:00:00+08:00';

/** This file's queues: each offering in the state its test needs, at Tuesday 10:00. */
async function queueStates(db: Db): Promise<void> {
  // Not busy: fewer people wait than the threshold under which tickets are taken on site.
  await db.query(`UPDATE queue_settings SET not_busy_below = 100 WHERE service_id = 3006 AND location_id = 201`);
  // Full: the day's tickets are all issued.
  await db.query(`UPDATE queue_settings SET daily_limit = 0 WHERE service_id = 3050 AND location_id = 201`);
  // No counter open.
  await db.query(`UPDATE queue_settings SET counters = 0 WHERE service_id = 3004 AND location_id = 201`);
  // Queue switched off.
  await db.query(`UPDATE service_locations SET queue_open = false WHERE service_id = 3009 AND location_id = 204`);
  // Open on Tuesday afternoons only: at 10:00 it is outside office hours.
  await db.query(`DELETE FROM service_location_hours WHERE service_id = 3013 AND location_id = 205`);
  await db.query(`INSERT INTO service_location_hours (service_id, location_id, weekday, opens, closes) VALUES (3013, 205, 2, '14:00', '18:00')`);
  // One ticket left today.
  await db.query(`UPDATE queue_settings SET daily_limit = 1 WHERE service_id = 3015 AND location_id = 206`);
  // The counter system out of order: the server answers queueState OFFLINE, a state outside the brief's list.
  await db.query(`UPDATE queue_settings SET system_offline = true WHERE service_id = 3024 AND location_id = 211`);
}

let server: RestartableServer;
let browser: Browser;

/** What a citizen waits for on a busy machine: an answer, a re-render (expect.poll's own default is 1 s). */
const SOON = { timeout: 10_000 };

beforeAll(async () => {
  await Promise.all(LANGUAGES.map(loadLanguage));
  [server, browser] = await Promise.all([
    startServer({ clock: START, env: { QUEUE_TICK_MS: '0' }, prepare: queueStates }),
    launchChromium(),
  ]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

function widgetPage(serviceId: number, locationId: number, language = 'en'): Promise<Page> {
  return openHostPage(browser, `${server.url}/e2e/host.html`, `<queue-ticket language="${language}" service-id="${serviceId}" location-id="${locationId}"></queue-ticket>`);
}

/** The focused control, looking into the widget's shadow root. */
function focusedLabel(page: Page): Promise<string> {
  return page.evaluate(() => {
    let active: Element | null = document.activeElement;
    while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
    const root = active?.getRootNode() as ShadowRoot | undefined;
    return (active?.id ? root?.querySelector(`label[for="${active.id}"]`)?.textContent : active?.textContent)?.trim() ?? '';
  });
}

/** The text tied to a field by aria-describedby. */
async function describedBy(field: Locator): Promise<string> {
  return field.evaluate((el) => {
    const root = el.getRootNode() as ShadowRoot;
    return (el.getAttribute('aria-describedby') ?? '').split(' ').map((id) => root.getElementById(id)?.textContent ?? '').join(' | ');
  });
}

async function toCodePage(page: Page, mobile: string) {
  const widget = page.locator('queue-ticket');
  await widget.getByRole('textbox', { name: 'Mobile number' }).fill(mobile);
  await widget.getByRole('button', { name: 'Submit' }).click();
  await widget.getByRole('heading', { name: t('en_us', 'pages.sendMessage.title') }).waitFor();
  return widget;
}

describe('a queue that does not pass: its message and no Submit', () => {
  // Dictionary keys: the texts are read once the dictionaries have loaded (beforeAll).
  const states: [string, number, number, MessageKey, string | null][] = [
    ['NOTBUSY → "not busy, take a ticket on site"', 3006, 201, 'messages.notBusy', null],
    ['FULL → "ticket count full, try later"', 3050, 201, 'messages.full', null],
    ['NOCOUNTER → "no counter open"', 3004, 201, 'messages.noCounter', null],
    ['queue switched off → "Ticket-taking is closed"', 3009, 204, 'messages.queueClosed', null],
    ['outside office hours (pass N, state NORMAL) → "outside office hours" and the opening times', 3013, 205, 'pages.offerNum.outsideOfficeHours', 'Office hours: Mon–Fri'],
  ];
  test.each(states)('%s', async (_name, serviceId, locationId, key, more) => {
    const page = await widgetPage(serviceId, locationId);
    const widget = page.locator('queue-ticket');
    const refusal = widget.locator('.cb-queue__refusal');
    await refusal.waitFor();
    expect(await refusal.locator('.cb-queue__refusal-main').textContent()).toBe(t('en_us', key));
    const extra = await refusal.locator('.cb-queue__refusal-more').allTextContents();
    expect(extra).toEqual(more === null ? [] : [expect.stringContaining(more)]);
    expect(await widget.getByRole('button', { name: 'Submit' }).count()).toBe(0);
    expect(await widget.getByRole('textbox', { name: 'Mobile number' }).count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    await closePage(page);
  });
});

test('a state outside the brief\'s list (the counter system out of order): "system abnormal" on the queue-or-book page; the offer page it leads to gives no state message and no Submit', async () => {
  // Booking and queue are both open here: <booking-app> starts on the queue-or-book page.
  const page = await openHostPage(browser, `${server.url}/e2e/host.html`, '<booking-app language="en" service-id="3024" location-id="211"></booking-app>');
  const app = page.locator('booking-app');
  await app.getByRole('heading', { name: t('en_us', 'pages.queueOrBook.title') }).waitFor();
  const take = app.getByRole('button', { name: new RegExp(`^${t('en_us', 'pages.queueOrBook.takeTicket')}`) });
  // The refusal is the entry's description: the whole of it, with no off-time notice.
  await expect.poll(() => describedBy(take), SOON).toBe(t('en_us', 'messages.systemAbnormal'));
  await app.getByRole('button', { name: new RegExp(`^${t('en_us', 'pages.queueOrBook.book')}`) }).waitFor();
  expect(await axeViolations(page)).toEqual([]);

  await take.click();
  await app.getByRole('heading', { name: t('en_us', 'pages.offerNum.title'), exact: true }).waitFor();
  const refusal = app.locator('.cb-queue__refusal');
  await refusal.waitFor();
  // The brief gives the offer page no message for such a state (docs/behaviour/4-states.md (Queue refusal)): only the page's own "cannot be taken now".
  expect(await refusal.allTextContents()).toEqual([t('en_us', 'pages.offerNum.queueNotPassed')]);
  const stateMessages: MessageKey[] = ['messages.systemAbnormal', 'messages.notBusy', 'messages.full', 'messages.noCounter', 'messages.queueClosed'];
  for (const key of stateMessages) expect(await app.getByText(t('en_us', key)).count()).toBe(0);
  expect(await app.getByRole('button', { name: 'Submit' }).count()).toBe(0);
  expect(await app.getByRole('textbox', { name: 'Mobile number' }).count()).toBe(0);
  expect(await axeViolations(page)).toEqual([]);
  await closePage(page);
});

test('a form refused by docs/behaviour/5-validation.md: each message beside its field, focus on the first in error, everything typed kept', async () => {
  const page = await widgetPage(3002, 201);
  const widget = page.locator('queue-ticket');
  const identity = widget.getByRole('textbox', { name: 'Identity document number' });
  const mobile = widget.getByRole('textbox', { name: 'Mobile number' });
  const agree = widget.getByRole('checkbox', { name: 'I have read and agree to the' });
  const submit = widget.getByRole('button', { name: 'Submit' });

  // Missing identity number, a mobile number too short, the agreement unticked.
  await mobile.fill('661');
  await agree.uncheck();
  await submit.click();
  await expect.poll(() => focusedLabel(page), SOON).toBe('Identity document number');
  expect(await describedBy(identity)).toBe(t('en_us', 'messages.notSupportNullId'));
  expect(await describedBy(mobile)).toBe(`${t('en_us', 'messages.errorMobileLength')} | ${t('en_us', 'pages.offerNum.codeNote')}`);
  expect(await describedBy(agree)).toBe(t('en_us', 'messages.checkAgree'));
  expect([await mobile.inputValue(), await agree.isChecked()]).toEqual(['661', false]);
  expect(await axeViolations(page)).toEqual([]);

  // An identity number of the wrong length; a mainland number that does not start with 1.
  await identity.fill('12345');
  await widget.getByRole('button', { name: /Choose the area code/ }).click();
  await widget.getByRole('button', { name: /\+86$/ }).click();
  await mobile.fill('23812345678');
  await agree.check();
  await submit.click();
  await expect.poll(() => focusedLabel(page), SOON).toBe('Identity document number');
  expect(await describedBy(identity)).toBe(t('en_us', 'messages.errorIdLength'));
  expect(await describedBy(mobile)).toContain(t('en_us', 'components.phoneInput.mainlandStartsWithOne'));
  expect([await identity.inputValue(), await mobile.inputValue()]).toEqual(['12345', '23812345678']);

  // Put right, the form goes on to the SMS step.
  await identity.fill('1234567(8)');
  await mobile.fill('13812345678');
  await submit.click();
  await widget.getByText('+86 13812345678').waitFor();
  await closePage(page);
});

test('a wrong code: "Verification failed" under the code, which keeps it and takes focus; the right code then takes the ticket', async () => {
  const page = await widgetPage(3015, 207);
  const widget = await toCodePage(page, '66120001');
  await widget.getByRole('button', { name: 'Get code' }).click();
  const right = await smsCode(server.url, '85366120001');
  const wrong = right === '000000' ? '111111' : '000000';
  const code = widget.getByRole('textbox', { name: 'Verification code' });
  await code.fill(wrong);
  await widget.getByRole('button', { name: 'Next' }).click();
  await expect.poll(() => describedBy(code), SOON).toContain('Verification failed (602)');
  expect(await code.inputValue()).toBe(wrong);
  expect(await focusedLabel(page)).toBe('Verification code');
  expect(await axeViolations(page)).toEqual([]);
  await code.fill(right);
  await widget.getByRole('button', { name: 'Next' }).click();
  await widget.getByRole('heading', { name: t('en_us', 'pages.successPage.queueSuccess') }).waitFor();
  await closePage(page);
});

test('a code asked for again too early (from a page opened anew): the server’s wait shown, the button locked for it, the number kept', async () => {
  const first = await widgetPage(3015, 207);
  await (await toCodePage(first, '66120002')).getByRole('button', { name: 'Get code' }).click();
  await smsCode(server.url, '85366120002');
  await closePage(first);

  const page = await widgetPage(3015, 207);
  const widget = await toCodePage(page, '66120002');
  await widget.getByRole('button', { name: 'Get code' }).click();
  const alert = widget.getByRole('alert').filter({ hasText: /Please wait \d+ s before asking for another code/ });
  await alert.waitFor();
  expect(await widget.getByRole('button', { name: /New code in \d+ s/ }).getAttribute('aria-disabled')).toBe('true');
  await widget.getByText('+853 66120002').waitFor();
  await closePage(page);
});

test('the last ticket taken by someone else meanwhile: the server’s refusal under the code, the code kept; back on the offer page, "full" and no Submit', async () => {
  const page = await widgetPage(3015, 206);
  const widget = await toCodePage(page, '66120003');
  await widget.getByRole('button', { name: 'Get code' }).click();
  const code = widget.getByRole('textbox', { name: 'Verification code' });
  await code.fill(await smsCode(server.url, '85366120003'));

  // Another citizen, logged in with one-account, takes the day's last ticket.
  const token = await oneAccountToken(server.url, 'MO-0000002');
  const other = await fetch(`${server.url}/api/queue/requestQueueTicket`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ serviceId: 3015, locationId: 206, mobArea: '853', mobNum: '62345678' }),
  });
  expect(other.status).toBe(200);

  await widget.getByRole('button', { name: 'Next' }).click();
  await expect.poll(() => describedBy(code), SOON).toContain('Ticket count full, please try later (602)');
  expect(await code.inputValue()).not.toBe('');
  await widget.getByRole('button', { name: 'Back', exact: true }).click();
  await widget.locator('.cb-queue__refusal').getByText(t('en_us', 'messages.full')).waitFor();
  expect(await widget.getByRole('button', { name: 'Submit' }).count()).toBe(0);
  await closePage(page);
});

// Last: the server restarts with its clock moved on, which every later test would inherit.
test('a code that expired on the server’s clock (5 minutes): the server’s message under the code, the code kept', async () => {
  const page = await widgetPage(3015, 207);
  const widget = await toCodePage(page, '66120004');
  await widget.getByRole('button', { name: 'Get code' }).click();
  const code = widget.getByRole('textbox', { name: 'Verification code' });
  const sent = await smsCode(server.url, '85366120004');
  await code.fill(sent);
  // Six minutes after the server sent it, by the server's own clock.
  const [message] = (await (await fetch(`${server.url}/dev/outbox?to=85366120004`)).json()).value as { at: string }[];
  await server.restart(new Date(Date.parse(message!.at) + 6 * 60_000).toISOString());
  await widget.getByRole('button', { name: 'Next' }).click();
  await expect.poll(() => describedBy(code), SOON).toContain('The code has expired; please request a new one (602)');
  expect(await code.inputValue()).toBe(sent);
  await closePage(page);
});
