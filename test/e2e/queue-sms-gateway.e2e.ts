// A queue ticket taken with an SMS code that went out through an HTTP gateway, in Chromium
// against the reference server configured with the gateway sender (SMS_GATEWAY_URL) pointing at a
// stand-in gateway in this test's process: the citizen asks for the code in <queue-ticket>, the
// test reads it from what the gateway received (the outbox stays empty), types it, and gets the
// ticket. And a gateway that fails: the citizen reads the server's message by the send-code
// button, which stays free, asks again at once and gets a code that works.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { LANGUAGES, type Lang } from '../../src/common/languages.ts';
import { loadLanguage, t } from '../../src/i18n/translate.ts';
import { t as serverText } from '../../server/i18n/messages.ts';
import { startStandInGateway, type StandInGateway } from '../../server/test-support/sms-gateway-stand-in.ts';
import { closePage, launchChromium } from '../support/browser.ts';
import { heardEvents, openHostWithClock } from '../support/host-page.ts';
import { CLOCK } from '../support/booking.ts';
import { startServer, type RunningServer } from '../support/server-process.ts';

let gateway: StandInGateway;
let server: RunningServer;
let browser: Browser;
/** What a citizen waits for on a busy machine: an answer, a re-render. */
const SOON = { timeout: 15_000 };

beforeAll(async () => {
  await Promise.all(LANGUAGES.map(loadLanguage));
  gateway = await startStandInGateway();
  // The gateway sender with a credential, tries again after 1 ms rather than 250 ms (no test waits longer than it must).
  const env = { QUEUE_TICK_MS: '0', SMS_GATEWAY_URL: gateway.url, SMS_GATEWAY_AUTH_HEADER: 'Authorization: Bearer journey-credential', SMS_GATEWAY_BACKOFF_MS: '1' };
  [server, browser] = await Promise.all([startServer({ clock: CLOCK, env }), launchChromium()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await gateway?.close();
});

const hostPage = (body: string): Promise<Page> => openHostWithClock(browser, body, { serverUrl: server.url, clock: CLOCK });
const routeShown = (page: Page, route: string) => expect.poll(async () => (await heardEvents(page, 'cb-route-change')).map((e) => e.detail.route), SOON).toContain(route);

/** <queue-ticket> in `lang` on the page of its SMS code, for the mobile number 853 `mobNum`. */
async function onCodePage(lang: Lang, language: string, mobNum: string) {
  const page = await hostPage(`<queue-ticket language="${language}" service-id="3015" location-id="207"></queue-ticket>`);
  const widget = page.locator('queue-ticket');
  await widget.getByRole('textbox', { name: t(lang, 'pages.offerNum.mobile') }).fill(mobNum);
  await widget.getByRole('button', { name: t(lang, 'pages.offerNum.submit') }).click();
  await routeShown(page, '/sendMessage');
  return { page, widget, send: widget.getByRole('button', { name: t(lang, 'components.codeInput.send') }), code: widget.getByRole('textbox', { name: t(lang, 'pages.sendMessage.codeLabel') }) };
}

test('the code comes through the gateway: the citizen types what the gateway received, in traditional Chinese, and gets the ticket; nothing went to the outbox', async () => {
  const lang = 'zh_hant';
  const { page, widget, send, code } = await onCodePage(lang, 'zh-MO', '66230001');
  await send.click();
  await expect.poll(() => gateway.codeSentTo('85366230001'), SOON).toMatch(/^\d{6}$/);
  const [request] = gateway.received;
  expect(request!.headers.authorization).toBe('Bearer journey-credential');
  expect(JSON.parse(request!.body)).toEqual({ to: '+85366230001', text: serverText(lang, 'smsText', { code: gateway.codeSentTo('85366230001')! }) });
  expect(((await (await fetch(`${server.url}/dev/outbox?to=85366230001`)).json()) as { value: unknown[] }).value).toEqual([]);

  await code.fill(gateway.codeSentTo('85366230001')!);
  await widget.getByRole('button', { name: t(lang, 'pages.sendMessage.next') }).click();
  await widget.getByRole('heading', { name: t(lang, 'pages.successPage.queueSuccess') }).waitFor(SOON);
  expect(await widget.locator('.cb-ticket-code__value').textContent()).toMatch(/^[A-Z]\d{3}$/);
  expect(await heardEvents(page, 'cb-ticket-created')).toHaveLength(1);
  await closePage(page);
});

test('the gateway fails on every try: the server\'s message beside the button, in English, cb-error 603; the button stays free, and asking again at once sends a code that takes the ticket', async () => {
  const lang = 'en_us';
  const { page, widget, send, code } = await onCodePage(lang, 'en', '66230002');
  // The server tries three times (SMS_GATEWAY_RETRIES' default 2): the stand-in fails all three.
  gateway.plan(500, 503, 502);
  await send.click();
  const told = serverText(lang, 'smsNotSent');
  await widget.getByRole('alert').filter({ hasText: told }).waitFor(SOON);
  expect(await heardEvents(page, 'cb-error')).toEqual([{ type: 'cb-error', tag: 'queue-ticket', detail: { code: 603, messageKey: 'messages.serverBusy', message: told, route: '/sendMessage' } }]);
  expect(gateway.received.filter((r) => r.body.includes('85366230002'))).toHaveLength(3);

  // Nothing was kept as sent: no 60 s countdown, and the next ask goes out.
  expect(await send.getAttribute('aria-disabled')).toBeNull();
  await send.click();
  await widget.getByRole('button', { name: /New code in \d+ s/ }).waitFor(SOON);
  await code.fill(gateway.codeSentTo('85366230002')!);
  await widget.getByRole('button', { name: t(lang, 'pages.sendMessage.next') }).click();
  await widget.getByRole('heading', { name: t(lang, 'pages.successPage.queueSuccess') }).waitFor(SOON);
  await closePage(page);
});
