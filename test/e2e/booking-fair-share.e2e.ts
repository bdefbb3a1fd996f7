// A citizen past their fair share of a service's day (docs/abuse-resistance.md "Fair share"; 2
// active bookings, the default, set here by name): the reserve form shows the server's message by
// the date, in the citizen's language, with focus there and nothing typed lost; once one of the
// two is cancelled, the same form books without anything entered again.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { dayAccessibleName } from '../../src/domain/calendar-day-name.ts';
import { slotAccessibleName } from '../../src/domain/time-slots.ts';
import { LANGUAGES } from '../../src/common/languages.ts';
import { loadLanguage, t } from '../../src/i18n/translate.ts';
import { axeViolations, closePage, launchChromium, shadowText } from '../support/browser.ts';
import { bookOnApi, bookingsOf, CLOCK, oneAccountToken, openBookingApp, routeShown } from '../support/booking.ts';
import { startServer, type RunningServer } from '../support/server-process.ts';

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  await Promise.all(LANGUAGES.map(loadLanguage));
  [server, browser] = await Promise.all([startServer({ clock: CLOCK, env: { CITIZEN_BOOKINGS_PER_SERVICE_PER_DAY: '2' } }), launchChromium()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

test('the third booking of a service on one day: the limit\'s message by the date on the reserve form, nothing typed lost', async () => {
  const lang = 'en_us';
  const token = await oneAccountToken(server, 'MO-0000003');
  const offering = { serviceId: 3029, locationId: 213, departmentId: 101 };
  const held = [];
  for (const time of ['09:30', '10:00']) {
    const booked = await bookOnApi(server, token, { ...offering, bookingDate: '07/12/2026', bookingTime: time });
    expect(booked.status).toBe(200);
    held.push(booked.id!);
  }

  const page = await openBookingApp(browser, server, { language: 'en', 'service-id': '3029', 'location-id': '213' }, { token });
  await routeShown(page, '/reserve');
  const mobile = page.getByRole('textbox', { name: t(lang, 'pages.reserve.mobile') });
  await expect.poll(() => mobile.inputValue()).not.toBe('');
  const day = page.getByRole('gridcell', { name: dayAccessibleName(lang, '2026-12-07', 'selectable') });
  await day.click();
  const time = page.getByRole('button', { name: slotAccessibleName(lang, '2026-12-07', '11:00') });
  await time.click();
  await page.getByRole('button', { name: t(lang, 'pages.reserve.agreeAndContinue') }).click();

  const told = 'You already have 2 bookings of this service on this day; please choose another date';
  await expect.poll(() => shadowText(page, 'booking-app')).toContain(told);
  // By the date: the calendar's field carries the message, and the focus went there.
  const dateField = page.locator('booking-app .cb-field').filter({ hasText: told });
  expect(await dateField.count()).toBe(1);
  expect(await dateField.evaluate((field) => field.contains((field.getRootNode() as ShadowRoot).activeElement))).toBe(true);
  expect(await axeViolations(page)).toEqual([]);
  // Nothing lost: still the form, the day and the time still chosen, the mobile still there.
  expect(await page.getByRole('button', { name: t(lang, 'pages.reserve.agreeAndContinue') }).count()).toBe(1);
  expect(await day.getAttribute('aria-selected')).toBe('true');
  expect(await time.getAttribute('aria-pressed')).toBe('true');
  expect(await mobile.inputValue()).not.toBe('');

  // One of the two cancelled: the same form books as it stands.
  const cancelled = await fetch(`${server.url}/api/favourite/tickets/${held[0]}`, { method: 'DELETE', headers: { authorization: `Bearer ${token}` } });
  expect(cancelled.status).toBeLessThan(300);
  await page.getByRole('button', { name: t(lang, 'pages.reserve.agreeAndContinue') }).click();
  await routeShown(page, '/success');
  const kept = (await bookingsOf(server, token)).map((b) => `${b.ticket.bookingDate} ${b.ticket.bookingTime}`).sort();
  expect(kept).toEqual(['07/12/2026 10:00', '07/12/2026 11:00']);
  await closePage(page);
});
