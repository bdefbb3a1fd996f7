// Taking a queue ticket as citizens do, in Chromium against the reference server: anonymous with
// the SMS code from the server's outbox (in English and in traditional Chinese, with the advance
// reminder), with a one-account login and no SMS step, a double tap that still makes one ticket,
// the whole journey with the keyboard alone, and the live figures' polling, which costs nothing
// while the page is hidden. axe-core checks each page of the flow on the way.
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { JettonDetail, QueueInfo } from '../../src/common/api-contract.ts';
import { LANGUAGES } from '../../src/common/languages.ts';
import { loadLanguage, t, type MessageKey } from '../../src/i18n/translate.ts';
import { axeViolations, closePage, focusedControl, launchChromium, openHostPage, pauseClock, setPageHidden, tabTo } from '../support/browser.ts';
import { watchCalls, type WatchedCalls } from '../support/watched-calls.ts';
import { apiValue, oneAccountToken, smsCode } from '../support/citizen.ts';
import { bookOnApi } from '../support/booking.ts';
import { startServer, type RunningServer } from '../support/server-process.ts';

let server: RunningServer;
let browser: Browser;

/** What a citizen waits for on a busy machine: an answer, a re-render (expect.poll's own default is 1 s). */
const SOON = { timeout: 10_000 };

beforeAll(async () => {
  await Promise.all(LANGUAGES.map(loadLanguage));
  // The queues move only when a test moves them (POST /dev/queue/tick), so figures are known.
  [server, browser] = await Promise.all([startServer({ clock: '2026-12-01T10:00:00+08:00', env: { QUEUE_TICK_MS: '0' } }), launchChromium()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const host = (path = 'host') => `${server.url}/e2e/${path}.html`;

/** A host page with one element; records the cb-ticket-created events it hears. */
async function hostPage(markup: string, beforeLoad?: (page: Page) => Promise<void>): Promise<Page> {
  const page = await openHostPage(browser, host(), markup, beforeLoad ? { beforeLoad } : {});
  await page.evaluate(() => {
    const w = window as unknown as { created: unknown[] };
    w.created = [];
    document.addEventListener('cb-ticket-created', (event) => w.created.push((event as CustomEvent).detail));
  });
  return page;
}

const created = (page: Page) => page.evaluate(() => (window as unknown as { created: { ticket: JettonDetail }[] }).created);

async function noAxeViolation(page: Page) {
  expect(await axeViolations(page)).toEqual([]);
}

/** People join the queue as walk-ins until at least `count` wait (each step adds up to two). */
async function queueOf(serviceId: number, locationId: number, count: number): Promise<QueueInfo> {
  for (let step = 0; step < 20; step++) {
    const figures = await apiValue<QueueInfo>(server.url, `booking/counterInfo/${locationId}/${serviceId}`);
    if (figures.waitCount >= count) return figures;
    await fetch(`${server.url}/dev/queue/tick`, { method: 'POST' });
  }
  throw new Error(`the queue of ${serviceId} at ${locationId} never reached ${count}`);
}

/** Another citizen (logged in with one-account) joins the queue: one more waits. */
async function anotherJoins(serviceId: number, locationId: number): Promise<QueueInfo> {
  const token = await oneAccountToken(server.url, 'MO-0000003');
  const answer = await fetch(`${server.url}/api/queue/requestQueueTicket`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ serviceId, locationId, mobArea: '', mobNum: '' }),
  });
  expect(answer.status).toBe(200);
  return apiValue<QueueInfo>(server.url, `booking/counterInfo/${locationId}/${serviceId}`);
}

/** The ticket page: its title, and the ticket number it shows. */
async function ticketShown(el: Locator, title: string): Promise<string> {
  await el.getByRole('heading', { name: title }).waitFor();
  return (await el.locator('.cb-ticket-code__value').textContent()) ?? '';
}

test('an anonymous citizen in English: queue-or-book → take a ticket → identity and mobile → the SMS code from the outbox → the ticket, whose waiting count is asked for every 10 s', async () => {
  // The page's clock runs as a clock does until the ticket is there; then the test moves it.
  let calls: WatchedCalls | undefined;
  const page = await hostPage('<booking-app language="en" service-id="3002" location-id="201"></booking-app>', async (p) => {
    await p.clock.install();
    await p.clock.resume();
    calls = await watchCalls(p, '/booking/waitingInfo/');
  });
  const app = page.locator('booking-app');
  await app.getByRole('heading', { name: t('en_us', 'pages.queueOrBook.title') }).waitFor();
  await app.getByText(t('en_us', 'components.queueStats.openCounter')).waitFor();
  await noAxeViolation(page);

  await app.getByRole('button', { name: /Take a ticket/ }).click();
  await app.getByRole('heading', { name: t('en_us', 'pages.offerNum.title') }).waitFor();
  await app.getByText(t('en_us', 'components.queueStats.waitCount')).waitFor();
  await noAxeViolation(page);
  await app.getByRole('textbox', { name: 'Identity document number' }).fill('1234567(8)');
  // Typed with its area code in front, as many do: read as +853 66110001 (docs/behaviour/5-validation.md).
  await app.getByRole('textbox', { name: 'Mobile number' }).fill('853 6611 0001');
  expect(await app.getByRole('checkbox', { name: 'I have read and agree to the' }).isChecked()).toBe(true);
  // The clause, one tap away: read in its dialog, which closes back to the form.
  await app.getByRole('button', { name: 'Privacy clause' }).click();
  const clause = app.getByRole('dialog', { name: t('en_us', 'components.privacy.title') });
  await clause.getByText('Personal data collection statement').waitFor();
  await noAxeViolation(page);
  await clause.getByRole('button', { name: t('en_us', 'common.close') }).click();
  await app.getByRole('button', { name: 'Submit' }).click();

  await app.getByRole('heading', { name: t('en_us', 'pages.sendMessage.title') }).waitFor();
  await app.getByText('+853 66110001').waitFor();
  await noAxeViolation(page);
  await app.getByRole('button', { name: 'Get code' }).click();
  await app.getByRole('button', { name: /New code in \d+ s/ }).waitFor();
  await app.getByRole('textbox', { name: 'Verification code' }).fill(await smsCode(server.url, '85366110001'));
  await app.getByRole('button', { name: 'Next' }).click();

  const number = await ticketShown(app, t('en_us', 'pages.successPage.queueSuccess'));
  expect(number).toMatch(/^[A-Z]\d{3}$/);
  expect(await app.getByRole('img', { name: t('en_us', 'pages.successPage.qrCode') }).getAttribute('src')).toMatch(/^data:image\/png;base64,/);
  await app.getByText('+853 66110001').waitFor();
  await app.getByText('Tuesday').waitFor();
  await noAxeViolation(page);
  const events = await created(page);
  expect(events.map((e) => [e.ticket.jettonCode, e.ticket.ticketType, e.ticket.identifyNo])).toEqual([[number, 'QUEUE', '12345678']]);

  // The new ticket's waiting count: one call each 10 s of the page's clock, held still from here
  // (each step starts once every answer is in and handled: the next call is timed from it), once
  // the first call has been made (the poll runs from its answer).
  await calls!.first();
  await pauseClock(page, 1_000);
  const callsIn10s = async () => {
    await calls!.handled();
    const before = await calls!.made();
    await page.clock.runFor(10_000);
    return (await calls!.made()) - before;
  };
  expect([await callsIn10s(), await callsIn10s(), await callsIn10s()]).toEqual([1, 1, 1]);
  await closePage(page);
});

test('an anonymous citizen in traditional Chinese, with the advance reminder set at 2 people ahead', async () => {
  await queueOf(3004, 201, 3);
  const page = await hostPage('<queue-ticket language="zh-MO" service-id="3004" location-id="201"></queue-ticket>');
  const widget = page.locator('queue-ticket');
  await widget.getByRole('heading', { name: t('zh_hant', 'elements.queue-ticket.title') }).waitFor();
  await widget.getByRole('checkbox', { name: t('zh_hant', 'pages.offerNum.reminder') }).check();
  const picker = widget.getByRole('dialog', { name: t('zh_hant', 'components.reminderPicker.title') });
  await picker.waitFor();
  await noAxeViolation(page);
  await picker.getByRole('button', { name: '2 人' }).click();
  await widget.getByText('前面剩 2 人時提示').waitFor();
  const asked: Array<{ cntToAlert?: number | null }> = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/queue/requestQueueTicket')) asked.push(request.postDataJSON());
  });
  await widget.getByRole('textbox', { name: t('zh_hant', 'pages.offerNum.mobile') }).fill('66110002');
  await widget.getByRole('button', { name: t('zh_hant', 'pages.offerNum.submit') }).click();

  await widget.getByRole('heading', { name: t('zh_hant', 'pages.sendMessage.title') }).waitFor();
  await widget.getByRole('button', { name: t('zh_hant', 'components.codeInput.send') }).click();
  await widget.getByRole('textbox', { name: t('zh_hant', 'pages.sendMessage.codeLabel') }).fill(await smsCode(server.url, '85366110002'));
  await widget.getByRole('button', { name: t('zh_hant', 'pages.sendMessage.next') }).click();

  const number = await ticketShown(widget, t('zh_hant', 'pages.successPage.queueSuccess'));
  await widget.getByText('星期二').waitFor();
  await noAxeViolation(page);
  const events = await created(page);
  expect(events.map((e) => [e.ticket.jettonCode, e.ticket.mobNum])).toEqual([[number, '66110002']]);
  // The reminder went with the request (the contract's ticket does not give it back).
  expect(asked.map((body) => body.cntToAlert)).toEqual([2]);
  await closePage(page);
});

test('a one-account citizen: mobile and identity number prefilled and read-only, no agreement, no SMS step; a double tap on Submit sends one request', async () => {
  const token = await oneAccountToken(server.url, 'MO-0000001');
  const page = await hostPage('<queue-ticket language="en" service-id="3002" location-id="201"></queue-ticket>');
  await page.$eval('queue-ticket', (el, value) => ((el as HTMLElement & { token: string }).token = value), token);
  const widget = page.locator('queue-ticket');
  const mobile = widget.getByRole('textbox', { name: 'Mobile number' });
  await expect.poll(() => mobile.inputValue(), SOON).toBe('66123456');
  expect(await mobile.getAttribute('readonly')).not.toBeNull();
  const identity = widget.getByRole('textbox', { name: 'Identity document number' });
  expect([await identity.inputValue(), await identity.getAttribute('readonly')]).toEqual(['12345678', '']);
  expect(await widget.getByRole('checkbox', { name: 'I have read and agree to the' }).count()).toBe(0);
  await widget.getByText(t('en_us', 'pages.offerNum.oneAccountFields')).waitFor();
  await noAxeViolation(page);

  const requests: string[] = [];
  page.on('request', (request) => requests.push(`${request.method()} ${new URL(request.url()).pathname}`));
  // Submit itself asks for the ticket here: tapped twice, it still asks once.
  await widget.getByRole('button', { name: 'Submit' }).dblclick();
  const number = await ticketShown(widget, t('en_us', 'pages.successPage.queueSuccess'));
  expect(requests.filter((path) => path.includes('verificationCode') || path.endsWith('/valid'))).toEqual([]);
  expect(requests.filter((path) => path === 'POST /api/queue/requestQueueTicket')).toHaveLength(1);
  const mine = await apiValue<{ queueTickets: { ticket: { jettonCode: string } }[] }>(server.url, 'favourite/tickets', token);
  expect(mine.queueTickets.map((entry) => entry.ticket.jettonCode)).toContain(number);
  expect((await created(page)).map((e) => e.ticket.mobNum)).toEqual(['66123456']);
  await closePage(page);
});

test('a double tap on Next sends one request and makes one ticket', async () => {
  const page = await hostPage('<queue-ticket language="en" service-id="3006" location-id="201"></queue-ticket>');
  const widget = page.locator('queue-ticket');
  await widget.getByRole('textbox', { name: 'Mobile number' }).fill('66110003');
  await widget.getByRole('button', { name: 'Submit' }).click();
  await widget.getByRole('button', { name: 'Get code' }).click();
  await widget.getByRole('textbox', { name: 'Verification code' }).fill(await smsCode(server.url, '85366110003'));
  const before = await apiValue<QueueInfo>(server.url, 'booking/counterInfo/201/3006');
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/queue/requestQueueTicket')) sent.push(request.headers()['idempotency-key'] ?? '');
  });
  await widget.getByRole('button', { name: 'Next' }).dblclick();
  await ticketShown(widget, t('en_us', 'pages.successPage.queueSuccess'));
  expect(sent).toHaveLength(1);
  expect((await created(page)).length).toBe(1);
  // One more waits (the queue moves only when a test moves it): one ticket was issued.
  expect((await apiValue<QueueInfo>(server.url, 'booking/counterInfo/201/3006')).waitCount).toBe(before.waitCount + 1);
  await closePage(page);
});

test('an answer lost on the way: the retry sends the same request under the same key (not the code typed since) and gets the one ticket issued', async () => {
  const page = await hostPage('<queue-ticket language="en" service-id="3006" location-id="201"></queue-ticket>');
  const widget = page.locator('queue-ticket');
  await widget.getByRole('textbox', { name: 'Mobile number' }).fill('66110005');
  await widget.getByRole('button', { name: 'Submit' }).click();
  await widget.getByRole('button', { name: 'Get code' }).click();
  const code = widget.getByRole('textbox', { name: 'Verification code' });
  const right = await smsCode(server.url, '85366110005');
  await code.fill(right);
  const before = await apiValue<QueueInfo>(server.url, 'booking/counterInfo/201/3006');

  // The server issues the ticket, but its answer never reaches the page (the connection drops).
  const sent: { key: string; body: string }[] = [];
  let issued = '';
  const ticketCall = `${server.url}/api/queue/requestQueueTicket`;
  await page.route(ticketCall, async (route) => {
    sent.push({ key: route.request().headers()['idempotency-key'] ?? '', body: route.request().postData() ?? '' });
    const answer = await route.fetch();
    issued = ((await answer.json()) as { value: JettonDetail }).value.jettonCode;
    await route.abort('connectionreset');
  });
  await widget.getByRole('button', { name: 'Next' }).click();
  await expect.poll(() => issued, SOON).not.toBe('');
  await page.unroute(ticketCall);
  page.on('request', (request) => {
    if (request.url() === ticketCall) sent.push({ key: request.headers()['idempotency-key'] ?? '', body: request.postData() ?? '' });
  });

  // The citizen, told the connection failed, types the code again (wrongly) and taps Next.
  await code.fill(right === '000000' ? '111111' : '000000');
  await widget.getByRole('button', { name: 'Next' }).click();
  expect(await ticketShown(widget, t('en_us', 'pages.successPage.queueSuccess'))).toBe(issued);
  expect(sent).toHaveLength(2);
  expect(sent[1]).toEqual(sent[0]);
  // One more waits (the queue moves only when a test moves it): one ticket was issued.
  expect((await apiValue<QueueInfo>(server.url, 'booking/counterInfo/201/3006')).waitCount).toBe(before.waitCount + 1);
  expect((await created(page)).map((e) => e.ticket.jettonCode)).toEqual([issued]);
  await closePage(page);
});

test('the whole journey with the keyboard alone in <booking-app>: queue-or-book, take a ticket, reminder, identity, mobile, Submit, code, Next, back home; each new page focuses its title', async () => {
  await queueOf(3002, 201, 2);
  const page = await hostPage('<booking-app language="en" service-id="3002" location-id="201"></booking-app>');
  const app = page.locator('booking-app');
  /** A new page: focus is on its title, where the eye goes (and Tab goes on from the top of it). */
  const titleFocused = (key: MessageKey) => expect.poll(() => focusedControl(page), SOON).toEqual({ tag: expect.stringMatching(/^h[12]$/), name: t('en_us', key) });

  await app.getByRole('heading', { name: t('en_us', 'pages.queueOrBook.title') }).waitFor();
  await app.getByText(t('en_us', 'components.queueStats.waitCount')).waitFor();
  // Both entries are there (queue and booking); the citizen takes a ticket.
  await app.getByRole('button', { name: new RegExp(t('en_us', 'pages.queueOrBook.book')) }).waitFor();
  await tabTo(page, new RegExp(`^${t('en_us', 'pages.queueOrBook.takeTicket')}`));
  await page.keyboard.press('Space');

  await titleFocused('pages.offerNum.title');
  await app.getByText(t('en_us', 'components.queueStats.waitCount')).waitFor();
  await tabTo(page, 'Remind me in advance');
  await page.keyboard.press('Space');
  await app.getByRole('dialog').waitFor();
  await tabTo(page, '1 person');
  await page.keyboard.press('Enter');
  await app.getByText('Remind me when 1 person is ahead').waitFor();
  const asked: Array<{ cntToAlert?: number | null }> = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/queue/requestQueueTicket')) asked.push(request.postDataJSON());
  });
  await tabTo(page, 'Identity document number');
  await page.keyboard.type('12345678');
  await tabTo(page, 'Mobile number');
  await page.keyboard.type('66110004');
  await tabTo(page, 'Submit');
  await page.keyboard.press('Enter');

  await titleFocused('pages.sendMessage.title');
  // The title is the router's and shows first; the page's controls come with the screen's chunk
  // (as a citizen, Tab once the page is there: on a busy machine it may come later).
  await app.getByRole('button', { name: 'Get code' }).waitFor();
  await tabTo(page, 'Get code');
  await page.keyboard.press('Enter');
  const code = await smsCode(server.url, '85366110004');
  await tabTo(page, 'Verification code', 'Shift+Tab');
  await page.keyboard.type(code);
  await tabTo(page, 'Next');
  await page.keyboard.press('Enter');

  await ticketShown(app, t('en_us', 'pages.successPage.queueSuccess'));
  await titleFocused('pages.successPage.queueSuccess');
  await tabTo(page, 'Back to home');
  await page.keyboard.press('Enter');
  await titleFocused('pages.home.title');
  // The reminder went with the request (the contract's ticket does not give it back).
  expect(asked.map((body) => body.cntToAlert)).toEqual([1]);
  expect((await created(page)).map((e) => [e.ticket.identifyNo, e.ticket.mobNum])).toEqual([['12345678', '66110004']]);
  await closePage(page);
});

test('the queue-or-book page on the strict contract: waiting, open counters and not checked in come from booking/counterInfo (the location-service answer carries none), and a queue tick shows within 10 s', async () => {
  // Not checked in: today's timed tickets not yet at the counter (each figure shows only when known, this one when above zero too).
  const { depId } = await apiValue<{ depId: number }>(server.url, 'booking/location/204');
  const booked = await bookOnApi(server, await oneAccountToken(server.url, 'MO-0000004'), {
    serviceId: 3010, locationId: 204, departmentId: depId, bookingDate: '01/12/2026', bookingTime: '11:00',
  });
  expect(booked.status).toBe(200);
  // The page's clock runs only as the test moves it; the figures' calls are counted as made.
  let calls: WatchedCalls | undefined;
  const page = await hostPage('<booking-app language="en" service-id="3010" location-id="204"></booking-app>', async (p) => {
    await p.clock.install();
    calls = await watchCalls(p, '/booking/counterInfo/204/3010');
  });
  const app = page.locator('booking-app');
  await app.getByRole('heading', { name: t('en_us', 'pages.queueOrBook.title') }).waitFor();
  const shown = (figure: string) => app.locator(`.cb-queue-stats__cell--${figure} .cb-queue-stats__value`).textContent();
  const allShown = async () => [await shown('waitCount'), await shown('openCounter'), await shown('notCheckInCount')];
  const asServed = (f: QueueInfo) => [String(f.waitCount), String(f.openCounter), String(f.notCheckInCount)];
  const before = await apiValue<QueueInfo>(server.url, 'booking/counterInfo/204/3010');
  expect(before.notCheckInCount).toBeGreaterThan(0);
  await expect.poll(allShown, SOON).toEqual(asServed(before));
  await calls!.first();

  let after = before;
  for (let tick = 0; tick < 10 && after.waitCount === before.waitCount; tick++) {
    await fetch(`${server.url}/dev/queue/tick`, { method: 'POST' });
    after = await apiValue<QueueInfo>(server.url, 'booking/counterInfo/204/3010');
  }
  expect(after.waitCount).not.toBe(before.waitCount);
  await calls!.handled();
  await page.clock.runFor(10_000);
  await calls!.handled();
  await expect.poll(async () => {
    await page.clock.runFor(50);
    return allShown();
  }, SOON).toEqual(asServed(after));
  await closePage(page);
});

test('the live figures: polled every 10 s while visible (6 calls a minute), a change read out politely; none in a minute hidden; at once when shown again; none once the widget is gone', async () => {
  // The page's timers run on a clock the test moves; its calls for the figures are counted as
  // the page makes them (fetch), so a count does not depend on how fast the machine answers.
  let calls: WatchedCalls | undefined;
  const page = await hostPage('<queue-ticket language="en" service-id="3013" location-id="205"></queue-ticket>', async (p) => {
    await p.clock.install();
    calls = await watchCalls(p, '/booking/counterInfo/');
  });
  const widget = page.locator('queue-ticket');
  const polls = () => calls!.made();
  const region = widget.locator('.cb-live [aria-live="polite"]');
  await widget.getByText(t('en_us', 'components.queueStats.waitCount')).waitFor();
  await calls!.first();
  /** The calls made while the page's clock runs `ms` on (and the answers' own work settles). */
  const after = async (ms: number) => {
    await calls!.handled();
    const start = await polls();
    await page.clock.runFor(ms);
    return (await polls()) - start;
  };
  /** A minute (or any time) in 10 s steps, each answer in before the next step. */
  const during = async (ms: number) => {
    let count = 0;
    for (let elapsed = 0; elapsed < ms; elapsed += 10_000) count += await after(Math.min(10_000, ms - elapsed));
    return count;
  };

  expect(await after(10_000)).toBe(1);
  expect(await region.textContent()).toBe('');
  const moved = await anotherJoins(3013, 205);
  expect(await after(10_000)).toBe(1);
  // Let the page's clock run a little while the answer is drawn (its effects wait on it).
  await expect
    .poll(async () => {
      await page.clock.runFor(50);
      return region.textContent();
    }, SOON)
    .toBe(`People waiting now: ${moved.waitCount}`);

  expect(await during(60_000)).toBe(6);
  await setPageHidden(page, true);
  expect(await during(60_000)).toBe(0);
  const shownAt = await polls();
  await setPageHidden(page, false);
  expect((await polls()) - shownAt).toBe(1);
  expect(await after(10_000)).toBe(1);

  await page.$eval('queue-ticket', (el) => el.remove());
  expect(await during(60_000)).toBe(0);
  await closePage(page);
});
