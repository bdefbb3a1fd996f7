// The proof-of-work challenge in Chromium (docs/abuse-resistance.md "Proof of work"), against the
// reference server started to ask for one on every code request (CHALLENGE_CODES_PER_ADDRESS_PER_HOUR
// 0) and on a code check after one wrong code (CHALLENGE_WRONG_CODES 1), in strict-contract mode
// as every journey: a citizen logs in to <my-tickets> by SMS; the widget solves each challenge in
// its worker and sends the request again, the code input's status line saying "checking…"
// meanwhile; the code arrives only after the solving, and the login goes through. The first solve
// runs at 4× CPU throttling (CDP), the second at 1×: the test prints how long each took from the
// challenge's answer to the request that carried its solution (a figure, not asserted).
import type { Browser, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { loadLanguage, t } from '../../src/i18n/translate.ts';
import { axeViolations, closePage, launchChromium, openHostPage } from '../support/browser.ts';
import { CLOCK } from '../support/booking.ts';
import { smsCode } from '../support/citizen.ts';
import { startServer, type RunningServer } from '../support/server-process.ts';

const en = (key: Parameters<typeof t>[1]) => t('en_us', key);
/** What a citizen waits for on a busy machine: an answer, a re-render, a solve at 4× CPU. */
const SOON = { timeout: 10_000 };

let server: RunningServer;
let browser: Browser;
beforeAll(async () => {
  await loadLanguage('en_us');
  [server, browser] = await Promise.all([
    startServer({ clock: CLOCK, env: { CHALLENGE_CODES_PER_ADDRESS_PER_HOUR: '0', CHALLENGE_WRONG_CODES: '1' } }),
    launchChromium(),
  ]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** The SMS the server's outbox holds for a full number. */
async function outboxOf(fullNumber: string): Promise<unknown[]> {
  return ((await (await fetch(`${server.url}/dev/outbox?to=${fullNumber}`)).json()) as { value: unknown[] }).value;
}

/**
 * Every text the code input's status line (role=status) shows, in order, from now on: the
 * "checking…" state may last less than a poll, so the page records each change itself.
 */
async function recordStatusTexts(page: Page): Promise<() => Promise<string[]>> {
  await page.evaluate(() => {
    const status = document.querySelector('my-tickets')?.shadowRoot?.querySelector('.cb-code__status');
    if (!status) throw new Error('no status line');
    const seen: string[] = [];
    (window as unknown as { statusTexts: string[] }).statusTexts = seen;
    new MutationObserver(() => {
      const text = status.textContent ?? '';
      if (text !== seen.at(-1)) seen.push(text);
    }).observe(status, { childList: true, characterData: true, subtree: true });
  });
  return () => page.evaluate(() => (window as unknown as { statusTexts: string[] }).statusTexts.filter(Boolean));
}

interface Solve {
  /** From the answer that carried the challenge to the request that carried its solution. */
  ms: number;
  /** The number found: as many digests tried, plus one. */
  number: number;
}

/** Watches one challenge of `path`: when its 403 came back and when the same request went again with a solution. */
function watchSolve(page: Page, path: string): Promise<Solve> {
  return new Promise((resolve) => {
    let challengedAt: number | undefined;
    const onResponse = (response: { url(): string; status(): number }) => {
      if (response.url().includes(path) && response.status() === 403) challengedAt ??= performance.now();
    };
    const onRequest = (request: Request) => {
      const solution = request.headers()['altcha'];
      if (!request.url().includes(path) || !solution || challengedAt === undefined) return;
      page.off('response', onResponse);
      page.off('request', onRequest);
      const { number } = JSON.parse(Buffer.from(solution, 'base64').toString()) as { number: number };
      resolve({ ms: performance.now() - challengedAt, number });
    };
    page.on('response', onResponse);
    page.on('request', onRequest);
  });
}

test('asked for a proof of work, the widget solves it ("checking…" meanwhile) and the citizen gets the code and logs in; a wrong code makes the next check solve one too', async () => {
  const page = await openHostPage(browser, `${server.url}/e2e/my-tickets.html`, '<main><my-tickets language="en"></my-tickets></main>', {
    beforeLoad: async (p) => {
      await p.clock.install({ time: new Date(CLOCK) });
      await p.clock.resume();
    },
  });
  const widget = page.locator('my-tickets');
  const mobile = widget.getByRole('textbox', { name: en('pages.myBooking.mobile') });
  await mobile.fill('66180001');
  const statusTexts = await recordStatusTexts(page);

  // The code request, solved at 4× CPU throttling.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  const codeSolve = watchSolve(page, '/api/verificationCode/');
  await widget.getByRole('button', { name: en('components.codeInput.send') }).click();
  await widget.getByText(en('components.codeInput.sent')).waitFor(SOON);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  const atFourTimes = await codeSolve;
  expect(await statusTexts()).toEqual([en('components.codeInput.checking'), en('components.codeInput.sent')]);
  expect(await outboxOf('8536618000')).toEqual([]);
  expect(await outboxOf('85366180001')).toHaveLength(1);
  expect(await axeViolations(page)).toEqual([]);

  // A wrong code, then the right one: the check after a wrong code is challenged too (at 1×).
  const right = await smsCode(server.url, '85366180001');
  const code = widget.getByRole('textbox', { name: en('pages.myBooking.code') });
  await code.fill(right === '000000' ? '111111' : '000000');
  await widget.getByRole('button', { name: en('pages.myBooking.next') }).click();
  await expect.poll(() => code.getAttribute('aria-invalid'), SOON).toBe('true');
  const checkSolve = watchSolve(page, '/api/valid');
  await code.fill(right);
  await widget.getByRole('button', { name: en('pages.myBooking.next') }).click();
  await widget.getByText(en('pages.myBooking.empty')).waitFor(SOON);
  const atOnce = await checkSolve;
  expect(await page.evaluate(() => Boolean(sessionStorage.getItem('civic-booking.token')))).toBe(true);

  const rate = (s: Solve) => Math.round(((s.number + 1) / s.ms) * 1000).toLocaleString('en');
  console.log(
    `proof of work, challenge answer → request with its solution: at 4× CPU ${Math.round(atFourTimes.ms)} ms for ${atFourTimes.number + 1} digests (${rate(atFourTimes)}/s); `
    + `at 1× ${Math.round(atOnce.ms)} ms for ${atOnce.number + 1} digests (${rate(atOnce)}/s)`,
  );
  await cdp.detach();
  await closePage(page);
});
