// Booking as an anonymous citizen in Chromium against the reference server: the reserve form
// (calendar, time picker, mobile), the SMS verification page with the code read from the server's
// outbox, and the booking made; in Portuguese (list of slots) and traditional Chinese (drop-down
// of slots); and each validation message of the reserve form, with focus on the first field in
// error and everything typed kept.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { dayAccessibleName } from '../../src/domain/calendar-day-name.ts';
import { slotAccessibleName } from '../../src/domain/time-slots.ts';
import { formatDate } from '../../src/i18n/dates.ts';
import { LANGUAGES, type Lang } from '../../src/i18n/languages.ts';
import { loadLanguage, t } from '../../src/i18n/translate.ts';
import { axeViolations, closePage, launchChromium, shadowText } from '../support/browser.ts';
import { bookingsOf, CLOCK, heard, latestCode, openBookingApp, routeShown, smsToken } from '../support/booking.ts';
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

async function noAxeViolations(page: Page) {
  expect(await axeViolations(page)).toEqual([]);
}

/** Confirms on the verification page with the code the server sent, and waits for the success page. */
async function confirmBySms(page: Page, lang: Lang, fullMobile: string) {
  await routeShown(page, '/sendMessageByReserve');
  await page.getByRole('button', { name: t(lang, 'components.codeInput.send') }).click();
  await expect.poll(() => latestCode(server, fullMobile).catch(() => ''), { timeout: 10_000 }).not.toBe('');
  await page.getByRole('textbox', { name: t(lang, 'components.codeInput.label') }).fill(await latestCode(server, fullMobile));
  await noAxeViolations(page);
  await page.getByRole('button', { name: t(lang, 'pages.sendMessageByReserve.next') }).click();
  await routeShown(page, '/success');
  await page.locator('booking-app').getByRole('heading', { name: t(lang, 'pages.successPage.reservationSuccess') }).waitFor();
  await noAxeViolations(page);
}

test('an anonymous citizen books in Portuguese: a day, a slot of the list, the mobile, then the SMS code', async () => {
  const lang = 'pt_pt';
  const page = await openBookingApp(browser, server, { language: 'pt', 'service-id': '3029', 'location-id': '213' });
  await routeShown(page, '/reserve');
  await page.getByRole('gridcell', { name: dayAccessibleName(lang, '2026-12-02', 'selectable') }).click();
  await page.getByRole('button', { name: slotAccessibleName(lang, '2026-12-02', '09:30') }).click();
  await page.getByRole('textbox', { name: t(lang, 'pages.reserve.mobile') }).fill('66001001');
  await noAxeViolations(page);
  await page.getByRole('button', { name: t(lang, 'pages.reserve.agreeAndContinue') }).click();

  await routeShown(page, '/sendMessageByReserve');
  await expect.poll(() => shadowText(page, 'booking-app')).toContain(formatDate(lang, '2026-12-02', 'dateWithWeekday'));
  expect(await shadowText(page, 'booking-app')).toContain('09:30');
  await confirmBySms(page, lang, '85366001001');

  const created = (await heard(page)).filter((e) => e.type === 'cb-ticket-created');
  expect(created).toHaveLength(1);
  expect(created[0]!.detail.ticket).toMatchObject({ bookingDate: '02/12/2026', bookingTime: '09:30', serviceId: 3029, locationId: 213 });
  const mine = await bookingsOf(server, await smsToken(server, '85366001001'));
  expect(mine.map((b) => `${b.serviceId}@${b.locationId} ${b.ticket.bookingDate} ${b.ticket.bookingTime}`)).toEqual(['3029@213 02/12/2026 09:30']);
  await closePage(page);
});

test('an anonymous citizen books in traditional Chinese: the drop-down of slots (axe with its list open), then the SMS code', async () => {
  const lang = 'zh_hant';
  const page = await openBookingApp(browser, server, { language: 'zh-MO', 'service-id': '3003', 'location-id': '201' });
  await routeShown(page, '/reserve');
  await page.getByRole('gridcell', { name: dayAccessibleName(lang, '2026-12-03', 'selectable') }).click();
  await page.getByRole('button', { name: `${t(lang, 'pages.reserve.bookingTime')}: ${t(lang, 'pages.reserve.selectTime')}` }).click();
  const slot = page.getByRole('option', { name: slotAccessibleName(lang, '2026-12-03', '10:00') });
  await slot.waitFor();
  await noAxeViolations(page);
  await slot.click();
  await page.getByRole('textbox', { name: t(lang, 'pages.reserve.mobile') }).fill('66001002');
  await noAxeViolations(page);
  await page.getByRole('button', { name: t(lang, 'pages.reserve.agreeAndContinue') }).click();
  await confirmBySms(page, lang, '85366001002');

  const created = (await heard(page)).filter((e) => e.type === 'cb-ticket-created');
  expect(created[0]!.detail.ticket).toMatchObject({ bookingDate: '03/12/2026', bookingTime: '10:00', serviceId: 3003, locationId: 201 });
  const mine = await bookingsOf(server, await smsToken(server, '85366001002'));
  expect(mine.map((b) => `${b.serviceId}@${b.locationId} ${b.ticket.bookingDate} ${b.ticket.bookingTime}`)).toEqual(['3003@201 03/12/2026 10:00']);
  await closePage(page);
});

test('each validation message of the reserve form: pleaseSelectDate, pleaseFillInfo, the mobile (its length, a mainland number not starting with 1), checkAgree; focus on the first field in error; nothing typed is lost', async () => {
  const lang = 'en_us';
  const page = await openBookingApp(browser, server, { language: 'en', 'service-id': '3029', 'location-id': '213' });
  await routeShown(page, '/reserve');
  const submit = page.getByRole('button', { name: t(lang, 'pages.reserve.agreeAndContinue') });
  const text = () => shadowText(page, 'booking-app');
  /** The focused element's accessible description, as its aria-describedby ties it. */
  const focusedDescription = () =>
    page.$eval('booking-app', (el) => {
      const active = el.shadowRoot!.activeElement as HTMLElement | null;
      const ids = (active?.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean);
      return { name: active?.getAttribute('aria-label') ?? active?.textContent ?? '', description: ids.map((id) => el.shadowRoot!.getElementById(id)?.textContent).join(' ') };
    });

  await submit.click();
  expect(await text()).toContain(t(lang, 'messages.pleaseSelectDate'));
  expect(await text()).toContain(t(lang, 'messages.pleaseFillInfo'));
  expect(await text()).toContain(t(lang, 'messages.notSupportNullMobil'));
  await expect.poll(focusedDescription).toEqual({ name: dayAccessibleName(lang, '2026-12-02', 'selectable'), description: t(lang, 'messages.pleaseSelectDate') });
  await noAxeViolations(page);

  await page.getByRole('textbox', { name: t(lang, 'pages.reserve.mobile') }).fill('66');
  await page.getByRole('gridcell', { name: dayAccessibleName(lang, '2026-12-04', 'selectable') }).click();
  // The day's times, as the citizen sees them before going on.
  await page.getByRole('button', { name: slotAccessibleName(lang, '2026-12-04', '09:00') }).waitFor();
  await submit.click();
  expect(await text()).not.toContain(t(lang, 'messages.pleaseSelectDate'));
  expect(await text()).toContain(t(lang, 'messages.errorMobileLength'));
  await expect.poll(focusedDescription).toEqual({ name: slotAccessibleName(lang, '2026-12-04', '09:00'), description: t(lang, 'messages.pleaseFillInfo') });

  await page.getByRole('button', { name: slotAccessibleName(lang, '2026-12-04', '11:00') }).click();
  await page.getByRole('checkbox', { name: `${t(lang, 'pages.reserve.privacyAgreePrefix')} ${t(lang, 'pages.reserve.privacyClause')}` }).uncheck();
  await submit.click();
  expect(await text()).toContain(t(lang, 'messages.errorMobileLength'));
  expect(await text()).toContain(t(lang, 'messages.checkAgree'));
  await expect.poll(async () => (await focusedDescription()).description).toBe(t(lang, 'messages.errorMobileLength'));
  // Everything given so far is still there: the day, the slot, the number.
  expect(await page.getByRole('gridcell', { name: dayAccessibleName(lang, '2026-12-04', 'selectable') }).getAttribute('aria-selected')).toBe('true');
  expect(await page.getByRole('button', { name: slotAccessibleName(lang, '2026-12-04', '11:00') }).getAttribute('aria-pressed')).toBe('true');
  expect(await page.getByRole('textbox', { name: t(lang, 'pages.reserve.mobile') }).inputValue()).toBe('66');

  // A mainland number that does not start with 1 (§5): its message under the number, kept as typed.
  const widget = page.locator('booking-app');
  await widget.getByRole('button', { name: /Choose the area code/ }).click();
  await widget.getByRole('button', { name: /\+86$/ }).click();
  await page.getByRole('textbox', { name: t(lang, 'pages.reserve.mobile') }).fill('23812345678');
  await submit.click();
  await expect.poll(async () => (await focusedDescription()).description).toBe(t(lang, 'components.phoneInput.mainlandStartsWithOne'));
  expect(await page.getByRole('textbox', { name: t(lang, 'pages.reserve.mobile') }).inputValue()).toBe('23812345678');
  await widget.getByRole('button', { name: /Choose the area code/ }).click();
  await widget.getByRole('button', { name: /\+853$/ }).click();

  await page.getByRole('textbox', { name: t(lang, 'pages.reserve.mobile') }).fill('66001003');
  await submit.click();
  expect(await text()).toContain(t(lang, 'messages.checkAgree'));
  await expect.poll(async () => (await focusedDescription()).description).toBe(t(lang, 'messages.checkAgree'));
  await noAxeViolations(page);
  await page.getByRole('checkbox', { name: `${t(lang, 'pages.reserve.privacyAgreePrefix')} ${t(lang, 'pages.reserve.privacyClause')}` }).check();
  await submit.click();
  await routeShown(page, '/sendMessageByReserve');
  await closePage(page);
});
