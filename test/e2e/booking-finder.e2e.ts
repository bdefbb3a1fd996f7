// The date-and-time finder in Chromium against the reference server: its guide images (500 px
// high on a wide element, 300 on a phone), the flexible-dates grid in which a slot full here but
// free elsewhere carries a location icon opening a picker of those locations, and Next carrying
// the choice (another location) into the reserve form, which books it there.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { slotAccessibleName } from '../../src/domain/time-slots.ts';
import { LANGUAGES } from '../../src/common/languages.ts';
import { loadLanguage, t } from '../../src/i18n/translate.ts';
import { axeViolations, closePage, launchChromium, shadowText } from '../support/browser.ts';
import { bookingsOf, CLOCK, fillSlot, latestCode, openBookingApp, routeShown, smsToken } from '../support/booking.ts';
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

test('a slot full here is booked through the finder at another location (axe on the finder with a time on its wheel, and on the picker of locations)', async () => {
  const lang = 'en_us';
  // 11:00 on Wednesday 2 December is taken at DSI Headquarters, still free at the Government Integrated Services Building.
  await fillSlot(server, { serviceId: 3003, locationId: 201, departmentId: 101, bookingDate: '02/12/2026', bookingTime: '11:00' }, 0, '6820');
  const page = await openBookingApp(browser, server, { language: 'en', 'service-id': '3003', 'location-id': '201' }, { contextOptions: { viewport: { width: 1280, height: 900 } } });
  await routeShown(page, '/reserve');
  await page.getByRole('button', { name: t(lang, 'pages.reserve.findDateTime') }).click();
  const finder = page.getByRole('dialog', { name: t(lang, 'pages.finder.title') });
  await finder.waitFor();

  // The guide images: 500 px high on a wide element, 300 on a phone.
  const slide = finder.getByRole('img', { name: 'Choose a service and a location' });
  await expect.poll(async () => (await slide.locator('xpath=..').boundingBox())?.height).toBe(500);
  await page.setViewportSize({ width: 375, height: 800 });
  await expect.poll(async () => (await slide.locator('xpath=..').boundingBox())?.height).toBe(300);
  await finder.getByRole('button', { name: t(lang, 'pages.finder.nextGuide') }).click();
  await finder.getByRole('img', { name: 'Pick a date and a time' }).waitFor();

  // The wheel of times, moved to 10:00: the grid starts there (11:00 is still in it).
  const wheel = finder.getByRole('listbox', { name: t(lang, 'pages.finder.time') });
  await wheel.getByRole('option', { name: / at 10:00$/ }).click();
  expect(await wheel.getByRole('option', { selected: true }).textContent()).toBe('10:00');
  expect(await wheel.getAttribute('aria-activedescendant')).toBeTruthy();
  const fullHere = finder.getByRole('button', { name: `${slotAccessibleName(lang, '2026-12-02', '11:00')}, ${t(lang, 'pages.finder.otherLocations')}` });
  await fullHere.waitFor();
  // A free slot next to it is a plain choice; the legend explains the marks.
  expect(await finder.getByRole('button', { name: slotAccessibleName(lang, '2026-12-02', '11:30') }).count()).toBe(1);
  expect(await shadowText(page, 'booking-app')).toContain(t(lang, 'pages.finder.legendFullLocation'));
  expect(await axeViolations(page)).toEqual([]);

  await fullHere.click();
  const picker = page.getByRole('dialog', { name: t(lang, 'pages.finder.chooseLocation') });
  const there = picker.getByRole('button', { name: 'Government Integrated Services Building' });
  await there.waitFor();
  expect(await axeViolations(page)).toEqual([]);
  await there.click();
  await picker.waitFor({ state: 'detached' });
  await finder.getByRole('button', { name: t(lang, 'pages.finder.next'), exact: true }).click();
  await finder.waitFor({ state: 'detached' });

  // The form now books that slot there.
  await expect.poll(() => shadowText(page, 'booking-app')).toContain('Government Integrated Services Building');
  await expect.poll(() => page.getByRole('button', { name: slotAccessibleName(lang, '2026-12-02', '11:00') }).getAttribute('aria-pressed')).toBe('true');
  await page.getByRole('textbox', { name: t(lang, 'pages.reserve.mobile') }).fill('66002001');
  await page.getByRole('button', { name: t(lang, 'pages.reserve.agreeAndContinue') }).click();
  await routeShown(page, '/sendMessageByReserve');
  await page.getByRole('button', { name: t(lang, 'components.codeInput.send') }).click();
  await expect.poll(() => latestCode(server, '85366002001').catch(() => ''), { timeout: 10_000 }).not.toBe('');
  await page.getByRole('textbox', { name: t(lang, 'components.codeInput.label') }).fill(await latestCode(server, '85366002001'));
  await page.getByRole('button', { name: t(lang, 'pages.sendMessageByReserve.next') }).click();
  await routeShown(page, '/success');
  const mine = await bookingsOf(server, await smsToken(server, '85366002001'));
  expect(mine.map((b) => `${b.serviceId}@${b.locationId} ${b.ticket.bookingDate} ${b.ticket.bookingTime}`)).toEqual(['3003@203 02/12/2026 11:00']);
  await closePage(page);
});

test('the finder entry only where the service allows it; "only timed tickets" says so instead, and only today can be picked', async () => {
  const lang = 'en_us';
  // Document collection (3005) at DSI Headquarters offers timed tickets only.
  const page = await openBookingApp(browser, server, { language: 'en', 'service-id': '3005', 'location-id': '201' });
  await routeShown(page, '/reserve');
  await page.getByRole('grid').waitFor();
  expect(await shadowText(page, 'booking-app')).toContain(t(lang, 'pages.reserve.onlyTimedTickets'));
  expect(await page.getByRole('button', { name: t(lang, 'pages.reserve.findDateTime') }).count()).toBe(0);
  const pickable = await page.locator('booking-app').evaluate((el) => [...el.shadowRoot!.querySelectorAll('[data-state="selectable"]')].map((d) => d.getAttribute('data-date')));
  expect(pickable).toEqual(['2026-12-01']);
  await closePage(page);
});
