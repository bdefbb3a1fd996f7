// Booking with a one-account login in Chromium against the reference server: the profile's
// mobile prefilled and read-only with no area and no privacy clause, and the booking made at once
// (no SMS step); then two citizens in two browsers on the last seat of one slot: exactly one
// booking there, and the other is told, keeps everything, and books one of the nearest free times
// (here or at another location) in one step.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { dayAccessibleName } from '../../src/domain/calendar-day-name.ts';
import { slotAccessibleName } from '../../src/domain/time-slots.ts';
import { LANGUAGES, type Lang } from '../../src/common/languages.ts';
import { loadLanguage, t } from '../../src/i18n/translate.ts';
import { axeViolations, closePage, launchChromium, shadowText } from '../support/browser.ts';
import { bookingsOf, CLOCK, fillSlot, heard, lastSeatLoser, oneAccountToken, openBookingApp, routeShown } from '../support/booking.ts';
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

const described = (list: Awaited<ReturnType<typeof bookingsOf>>) => list.map((b) => `${b.serviceId}@${b.locationId} ${b.ticket.bookingDate} ${b.ticket.bookingTime}`);

test('a one-account citizen books directly: mobile prefilled and read-only, no area, no privacy clause, no SMS step', async () => {
  const lang = 'en_us';
  const token = await oneAccountToken(server, 'MO-0000001');
  const page = await openBookingApp(browser, server, { language: 'en', 'service-id': '3029', 'location-id': '213' }, { token });
  await routeShown(page, '/reserve');
  const mobile = page.getByRole('textbox', { name: t(lang, 'pages.reserve.mobile') });
  await expect.poll(() => mobile.inputValue()).toBe('66123456');
  expect(await mobile.getAttribute('readonly')).not.toBeNull();
  expect(await page.getByRole('button', { name: /area code/ }).count()).toBe(0);
  expect(await page.getByRole('checkbox').count()).toBe(0);
  await page.getByRole('gridcell', { name: dayAccessibleName(lang, '2026-12-07', 'selectable') }).click();
  await page.getByRole('button', { name: slotAccessibleName(lang, '2026-12-07', '10:00') }).click();
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole('button', { name: t(lang, 'pages.reserve.agreeAndContinue') }).click();
  await routeShown(page, '/success');

  const routes = (await heard(page)).filter((e) => e.type === 'cb-route-change').map((e) => e.detail.route);
  expect(routes).not.toContain('/sendMessageByReserve');
  expect(described(await bookingsOf(server, token))).toEqual(['3029@213 07/12/2026 10:00']);
  await closePage(page);
});

/** Opens the reserve form for the citizen and chooses `day` at `time` from the drop-down. */
async function chooseSlot(token: string, lang: Lang, day: string, time: string): Promise<Page> {
  const page = await openBookingApp(browser, server, { language: 'en', 'service-id': '3003', 'location-id': '201' }, { token });
  await routeShown(page, '/reserve');
  await expect.poll(() => page.getByRole('textbox', { name: t(lang, 'pages.reserve.mobile') }).inputValue()).not.toBe('');
  await page.getByRole('gridcell', { name: dayAccessibleName(lang, day, 'selectable') }).click();
  await page.getByRole('button', { name: `${t(lang, 'pages.reserve.bookingTime')}: ${t(lang, 'pages.reserve.selectTime')}` }).click();
  await page.getByRole('option', { name: slotAccessibleName(lang, day, time) }).click();
  return page;
}

test('two browsers on the last seat of one slot: exactly one booking; the other keeps everything and books an offered time elsewhere in one step', async () => {
  const lang = 'en_us';
  const slot = { serviceId: 3003, locationId: 201, departmentId: 101, bookingDate: '10/12/2026', bookingTime: '14:00' };
  const capacity = await fillSlot(server, slot, 1, '6810');
  expect(capacity).toBeGreaterThan(1);
  const [first, second] = await Promise.all([oneAccountToken(server, 'MO-0000002'), oneAccountToken(server, 'MO-0000004')]);
  const pages = await Promise.all([chooseSlot(first, lang, '2026-12-10', '14:00'), chooseSlot(second, lang, '2026-12-10', '14:00')]);

  await Promise.all(pages.map((page) => page.getByRole('button', { name: t(lang, 'pages.reserve.agreeAndContinue') }).click()));
  const lostAt = await lastSeatLoser(pages, t(lang, 'pages.reserve.lostTitle'));
  const loser = pages[lostAt]!;
  const loserToken = lostAt === 0 ? first : second;
  const winnerToken = lostAt === 0 ? second : first;

  // The slot holds exactly its capacity: one of the two got the last seat.
  expect(described(await bookingsOf(server, winnerToken))).toEqual(['3003@201 10/12/2026 14:00']);
  expect(described(await bookingsOf(server, loserToken))).toEqual([]);

  // The other is told, with everything kept, and offered the nearest times here and elsewhere.
  await expect.poll(() => shadowText(loser, 'booking-app')).toContain(t(lang, 'pages.reserve.alternativesElsewhere'));
  expect(await shadowText(loser, 'booking-app')).toContain(t(lang, 'pages.reserve.alternativesHere', { location: 'DSI Headquarters' }));
  expect(await loser.getByRole('textbox', { name: t(lang, 'pages.reserve.mobile') }).inputValue()).not.toBe('');
  expect(await axeViolations(loser)).toEqual([]);
  const elsewhere = `${t(lang, 'pages.reserve.book')} ${slotAccessibleName(lang, '2026-12-10', '14:00')} Government Integrated Services Building`;
  await loser.getByRole('button', { name: elsewhere }).click();
  await routeShown(loser, '/success');
  expect(described(await bookingsOf(server, loserToken))).toEqual(['3003@203 10/12/2026 14:00']);
  const created = (await heard(loser)).filter((e) => e.type === 'cb-ticket-created');
  expect(created).toHaveLength(1);
  await Promise.all(pages.map(closePage));
});
