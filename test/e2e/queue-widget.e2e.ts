// <queue-ticket> where integrators put it, in Chromium against the reference server: on the
// demo's department page (the <script> build, under the department's careless global CSS) a
// citizen takes a ticket and the page hears `cb-ticket-created`; in a host app's web view the
// native bridge receives it as versioned JSON; without its ids, or with ids the server does not
// know, the widget says so instead of showing a blank box.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { JettonDetail } from '../../src/common/api-contract.ts';
import { LANGUAGES } from '../../src/common/languages.ts';
import { loadLanguage, t } from '../../src/i18n/translate.ts';
import { axeViolations, closePage, launchChromium, openHostPage, openPage } from '../support/browser.ts';
import { smsCode } from '../support/citizen.ts';
import { startServer, type RunningServer } from '../support/server-process.ts';

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  await Promise.all(LANGUAGES.map(loadLanguage));
  [server, browser] = await Promise.all([startServer({ clock: '2026-12-01T10:00:00+08:00', env: { QUEUE_TICK_MS: '0' } }), launchChromium()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** Mobile, Submit, the SMS code from the outbox, Next: the ticket's number as the widget shows it. */
async function takeTicket(page: Page, mobile: string, identity?: string): Promise<string> {
  const widget = page.locator('queue-ticket');
  if (identity) await widget.getByRole('textbox', { name: 'Identity document number' }).fill(identity);
  await widget.getByRole('textbox', { name: 'Mobile number' }).fill(mobile);
  await widget.getByRole('button', { name: 'Submit' }).click();
  await widget.getByRole('button', { name: 'Get code' }).click();
  await widget.getByRole('textbox', { name: 'Verification code' }).fill(await smsCode(server.url, `853${mobile}`));
  await widget.getByRole('button', { name: 'Next' }).click();
  await widget.getByRole('heading', { name: t('en_us', 'pages.successPage.queueSuccess') }).waitFor();
  return (await widget.locator('.cb-ticket-code__value').textContent()) ?? '';
}

test('on the department page (the <script> build, hostile global CSS) a citizen takes a ticket and the page hears cb-ticket-created', async () => {
  const page = await openPage(browser, `${server.url}/department.html`);
  await page.evaluate(() => {
    const w = window as unknown as { heard: unknown[] };
    w.heard = [];
    document.addEventListener('cb-ticket-created', (event) => w.heard.push((event as CustomEvent).detail));
  });
  const widget = page.locator('queue-ticket');
  await widget.getByText(t('en_us', 'components.queueStats.waitCount')).waitFor();
  expect(await axeViolations(page)).toEqual([]);
  // The department's CSS does not reach in: our primary button keeps its own look.
  const submit = await widget.getByRole('button', { name: 'Submit' }).evaluate((el) => getComputedStyle(el).minHeight);
  expect(submit).toBe('50px');

  const number = await takeTicket(page, '66130001', '1234567(8)');
  expect(await axeViolations(page)).toEqual([]);
  const heard = await page.evaluate(() => (window as unknown as { heard: { ticket: JettonDetail }[] }).heard);
  expect(heard.map((detail) => [detail.ticket.jettonCode, detail.ticket.serviceId, detail.ticket.locationId])).toEqual([[number, 3002, 201]]);
  await closePage(page);
});

test('in a host app’s web view the native bridge receives cb-ticket-created as versioned JSON', async () => {
  const page = await openPage(browser, `${server.url}/webview.html`);
  await page.$eval('queue-ticket', (el) => el.setAttribute('language', 'en'));
  const number = await takeTicket(page, '66130002');
  const received = await page.evaluate(() => (window as unknown as { CivicBookingBridge: { received: { v: number; type: string; detail: { ticket?: JettonDetail } }[] } }).CivicBookingBridge.received);
  const tickets = received.filter((message) => message.type === 'cb-ticket-created');
  expect(tickets.map((message) => [message.v, message.detail.ticket?.jettonCode, message.detail.ticket?.mobNum])).toEqual([[1, number, '66130002']]);
  await closePage(page);
});

test('without its ids, or with ids the server does not know, the widget says so', async () => {
  const page = await openHostPage(
    browser,
    `${server.url}/e2e/host.html`,
    '<queue-ticket id="none" language="en"></queue-ticket><queue-ticket id="wrong" language="en" service-id="77" location-id="201"></queue-ticket>',
  );
  const problem = (id: string) => page.locator(`#${id}`).locator('[data-start="unavailable"] [part~="empty"]');
  await problem('none').getByText(t('en_us', 'messages.nullServiceAndLocation')).waitFor();
  await problem('wrong').getByText(t('en_us', 'messages.serviceNoValid')).waitFor();
  expect(await axeViolations(page)).toEqual([]);
  await closePage(page);
});
