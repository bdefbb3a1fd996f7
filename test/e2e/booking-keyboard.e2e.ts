// The calendar and the time picker operated by the keyboard alone, in Chromium against the
// reference server, with each day's and each slot's accessible name checked in English and in
// traditional Chinese: arrows, Home/End, Page Up/Down and Enter in the calendar grid (a closed,
// a full and a holiday day named so and not picked), the drop-down's listbox and the paged list.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { dayAccessibleName } from '../../src/domain/calendar-day-name.ts';
import { slotAccessibleName } from '../../src/domain/time-slots.ts';
import { formatDate } from '../../src/i18n/dates.ts';
import { LANGUAGES, type Lang } from '../../src/common/languages.ts';
import { loadLanguage, t } from '../../src/i18n/translate.ts';
import { closePage, launchChromium } from '../support/browser.ts';
import { CLOCK, openBookingApp, routeShown } from '../support/booking.ts';
import { startServer, type RunningServer } from '../support/server-process.ts';

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  await Promise.all(LANGUAGES.map(loadLanguage));
  [server, browser] = await Promise.all([startServer({ clock: CLOCK }), launchChromium()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** The focused element inside the element's shadow root: its role, accessible name parts and state. */
function focused(page: Page) {
  return page.$eval('booking-app', (el) => {
    const active = el.shadowRoot!.activeElement as HTMLElement | null;
    const descendant = active?.getAttribute('aria-activedescendant');
    const option = descendant ? el.shadowRoot!.getElementById(descendant) : null;
    return {
      tag: active?.tagName.toLowerCase() ?? '',
      name: active?.getAttribute('aria-label') ?? active?.textContent?.trim() ?? '',
      selected: active?.getAttribute('aria-selected') ?? active?.getAttribute('aria-pressed') ?? null,
      option: option?.getAttribute('aria-label') ?? null,
    };
  });
}

/** Presses Tab until `done` holds for the focused element (at most 30 times). */
async function tabUntil(page: Page, done: (f: Awaited<ReturnType<typeof focused>>) => boolean) {
  for (let i = 0; i < 30; i++) {
    await page.keyboard.press('Tab');
    if (done(await focused(page))) return;
  }
  throw new Error('never reached by Tab');
}

async function calendarByKeyboard(lang: Lang, attribute: string) {
  // DSI Headquarters takes passports (3003) from today, Tuesday 1 December 2026; closed on weekends,
  // full on Monday 7 December, a public holiday on Tuesday 8 December.
  const page = await openBookingApp(browser, server, { language: attribute, 'service-id': '3003', 'location-id': '201' });
  await routeShown(page, '/reserve');
  await page.getByRole('grid').waitFor();
  const name = (iso: string, state: Parameters<typeof dayAccessibleName>[2]) => dayAccessibleName(lang, iso, state);
  /** Presses `key`; focus lands on the day named `expected` (once the grid has re-rendered). */
  const move = async (key: string, expected: string) => {
    await page.keyboard.press(key);
    await expect.poll(async () => (await focused(page)).name).toBe(expected);
  };

  await tabUntil(page, (f) => f.tag === 'td');
  expect((await focused(page)).name).toBe(name('2026-12-01', 'selectable'));
  await move('ArrowRight', name('2026-12-02', 'selectable'));
  await move('ArrowDown', name('2026-12-09', 'selectable'));
  await move('End', name('2026-12-12', 'closed'));
  await move('Home', name('2026-12-06', 'closed'));
  await move('PageDown', name('2027-01-06', 'selectable'));
  expect(await page.getByRole('grid').getAttribute('aria-label')).toBe(`${t(lang, 'pages.reserve.bookingDate')}, ${formatDate(lang, '2027-01-01', 'monthTitle')}`);
  await move('PageUp', name('2026-12-06', 'closed'));
  await page.keyboard.press('Enter');
  expect((await focused(page)).selected).toBe('false');
  await move('ArrowRight', name('2026-12-07', 'full'));
  await page.keyboard.press('Enter');
  expect((await focused(page)).selected).toBe('false');
  expect(await page.getByRole('gridcell', { selected: true }).count()).toBe(0);
  await move('ArrowRight', name('2026-12-08', 'holiday'));
  await move('ArrowLeft', name('2026-12-07', 'full'));
  await move('ArrowUp', name('2026-12-01', 'selectable')); // 30 November: never before the window's first day
  await move('ArrowDown', name('2026-12-08', 'holiday'));
  await move('ArrowDown', name('2026-12-15', 'selectable'));
  await page.keyboard.press(' ');
  await expect.poll(async () => (await focused(page)).selected).toBe('true');

  // The time picker of this offering is a drop-down: open it, move, pick, and focus comes back.
  await tabUntil(page, (f) => f.tag === 'button' && f.name.startsWith(t(lang, 'pages.reserve.bookingTime')));
  await page.keyboard.press('Enter');
  await expect.poll(async () => (await focused(page)).tag).toBe('ul');
  expect((await focused(page)).option).toBe(slotAccessibleName(lang, '2026-12-15', '09:00'));
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect.poll(async () => (await focused(page)).option).toBe(slotAccessibleName(lang, '2026-12-15', '10:00'));
  await page.keyboard.press('End');
  await expect.poll(async () => (await focused(page)).option).toBe(slotAccessibleName(lang, '2026-12-15', '18:00'));
  await page.keyboard.press('Home');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect.poll(async () => (await focused(page)).name).toBe(`${t(lang, 'pages.reserve.bookingTime')}: ${slotAccessibleName(lang, '2026-12-15', '09:30')}`);
  // Escape closes the list without picking.
  await page.keyboard.press('ArrowDown');
  await expect.poll(async () => (await focused(page)).tag).toBe('ul');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Escape');
  await expect.poll(async () => (await focused(page)).name).toBe(`${t(lang, 'pages.reserve.bookingTime')}: ${slotAccessibleName(lang, '2026-12-15', '09:30')}`);
  await closePage(page);
}

test('the calendar and the drop-down time picker by keyboard alone, named in English', () => calendarByKeyboard('en_us', 'en'));

test('the calendar and the drop-down time picker by keyboard alone, named in traditional Chinese', () => calendarByKeyboard('zh_hant', 'zh-MO'));

test('the paged list of slots by keyboard alone: Tab to a slot, Enter picks it, the next page of 16', async () => {
  const lang = 'zh_hant';
  // The Government Integrated Services Building's passports (3003 at 203) list their slots as buttons.
  const page = await openBookingApp(browser, server, { language: 'zh-MO', 'service-id': '3003', 'location-id': '203' });
  await routeShown(page, '/reserve');
  await page.getByRole('grid').waitFor();
  await tabUntil(page, (f) => f.tag === 'td');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
  await tabUntil(page, (f) => f.name === slotAccessibleName(lang, '2026-12-02', '09:00'));
  await page.keyboard.press('Tab');
  expect((await focused(page)).name).toBe(slotAccessibleName(lang, '2026-12-02', '09:30'));
  await page.keyboard.press('Enter');
  await expect.poll(async () => (await focused(page)).selected).toBe('true');
  // 18 slots: 16 on the first page; the next page has the last two.
  await tabUntil(page, (f) => f.name === t(lang, 'pages.timePicker.nextPage'));
  await page.keyboard.press('Enter');
  await expect.poll(() => page.getByRole('button', { name: slotAccessibleName(lang, '2026-12-02', '18:00') }).count()).toBe(1);
  expect(await page.getByRole('button', { name: slotAccessibleName(lang, '2026-12-02', '09:00') }).count()).toBe(0);
  await closePage(page);
});
