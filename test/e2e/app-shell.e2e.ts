// The <booking-app> shell as a citizen meets it in Chromium against the reference server:
// hash routing (reload and back), the redirect home when a route's context is missing, start-up
// from the link, and the native bridge of a host app's web view.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { loadLanguage, t } from '../../src/i18n/translate.ts';
import { LANGUAGES as ALL_LANGUAGES } from '../../src/common/languages.ts';
import { axeViolations, closePage, launchChromium, openPage, shadowText } from '../support/browser.ts';
import { startServer, type RunningServer } from '../support/server-process.ts';

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  await Promise.all((ALL_LANGUAGES).map(loadLanguage));
  [server, browser] = await Promise.all([startServer({ clock: '2026-12-01T10:00:00+08:00' }), launchChromium()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

function appShows(page: Page, text: string) {
  return page.waitForFunction((expected) => (document.querySelector('booking-app')?.shadowRoot?.textContent ?? '').includes(expected), text);
}

test('hash routing: a route in the link opens it, reload keeps it, back returns home', async () => {
  const page = await openPage(browser, `${server.url}/?language=en#/home`);
  await appShows(page, t('en_us', 'pages.home.title'));
  await page.goto(`${server.url}/?language=en#/AboutPage`);
  await appShows(page, t('en_us', 'pages.about.title'));
  await page.reload();
  await appShows(page, t('en_us', 'pages.about.title'));
  expect(new URL(page.url()).hash).toBe('#/AboutPage');
  expect(await axeViolations(page)).toEqual([]);
  await page.goBack();
  await appShows(page, t('en_us', 'pages.home.title'));
  await closePage(page);
});

test('a route whose context is missing (/reserve without service and location) redirects home', async () => {
  const home = await openPage(browser, `${server.url}/?language=pt#/home`);
  await appShows(home, t('pt_pt', 'pages.home.title'));
  const page = await openPage(browser, `${server.url}/?language=pt#/reserve`);
  await appShows(page, t('pt_pt', 'pages.home.title'));
  await page.waitForFunction(() => location.hash === '#/home');
  expect(await shadowText(page, 'booking-app')).toBe(await shadowText(home, 'booking-app'));
  await Promise.all([closePage(home), closePage(page)]);
});

test('the language in the link wins: ?lang=zh-hans shows simplified Chinese from the first screen, each read made once', async () => {
  const page = await openPage(browser, 'about:blank');
  // A fault injected on purpose: the real server's dictionary, 500 ms late (a slow network). The
  // first screen waits for it rather than showing in the default language first and reading its
  // departments again when it comes.
  await page.route(/\/chunks\/zh_hans-/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 500)); // wall clock: a slow network, on purpose; no page clock holds the network
    await route.continue();
  });
  const departmentReads: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/booking/departments') departmentReads.push(request.url());
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __firstScreenLang: string[] }).__firstScreenLang = seen;
    const watch = () => {
      const root = document.querySelector('booking-app')?.shadowRoot;
      if (!root) return void requestAnimationFrame(watch);
      new MutationObserver(() => {
        const screen = root.querySelector('[data-route]');
        if (screen && seen.length === 0) seen.push(root.querySelector('[part~="root"]')?.getAttribute('lang') ?? '');
      }).observe(root, { childList: true, subtree: true });
    };
    document.addEventListener('DOMContentLoaded', watch);
  });
  await page.goto(`${server.url}/?lang=zh-hans`);
  await appShows(page, t('zh_hans', 'pages.home.title'));
  await page.locator('booking-app [data-tiles="departments"]').waitFor();
  expect(await page.evaluate(() => (window as unknown as { __firstScreenLang: string[] }).__firstScreenLang)).toEqual(['zh-Hans']);
  expect(departmentReads).toHaveLength(1);
  await closePage(page);
});

test('the link’s language cannot load (its texts fail): the first screen shows in the default language instead of waiting', async () => {
  const page = await openPage(browser, 'about:blank');
  // A fault injected on purpose: the link language's dictionary never arrives (a dropped connection).
  await page.route(/\/chunks\/zh_hans-/, (route) => route.abort('connectionfailed'));
  await page.goto(`${server.url}/?lang=zh-hans`);
  await page.locator('booking-app [data-tiles="departments"]').waitFor();
  expect(await page.locator('booking-app [part~="root"]').getAttribute('lang')).toBe('zh-Hant');
  await appShows(page, t('zh_hant', 'pages.home.title'));
  await closePage(page);
});

test('an error parameter in the link is shown and start-up stops', async () => {
  const page = await openPage(browser, `${server.url}/?language=en&error=Login%20cancelled%20by%20the%20citizen`);
  await appShows(page, 'Login cancelled by the citizen');
  expect(await axeViolations(page)).toEqual([]);
  await closePage(page);
});

test('in a host app web view the native bridge receives versioned JSON messages', async () => {
  const page = await openPage(browser, `${server.url}/webview.html`);
  // The page holds <booking-app> and a <queue-ticket>: each tells the bridge its first route.
  await page.waitForFunction(() => ((window as unknown as { CivicBookingBridge: { received: unknown[] } }).CivicBookingBridge.received.length >= 2));
  const received = await page.evaluate(() => (window as unknown as { CivicBookingBridge: { received: unknown[] } }).CivicBookingBridge.received);
  expect(received).toEqual(
    expect.arrayContaining([
      { v: 1, type: 'cb-route-change', detail: { route: '/home' } },
      { v: 1, type: 'cb-route-change', detail: { route: '/offerNum' } },
    ]),
  );
  expect(received).toHaveLength(2);
  await closePage(page);
});
