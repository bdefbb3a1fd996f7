// Booking as an anonymous citizen in Chromium against the reference server: the reserve form
// (calendar, time picker, mobile), the SMS verification page with the code read from the server's
// outbox, and the booking made; in Portuguese (list of slots) and traditional Chinese (drop-down
// of slots); each validation message of the reserve form, with focus on the first field in
// error and everything typed kept; an offering with no bookable day and a day whose last seat
// went meanwhile; and two citizens on the last seat of one slot through the SMS step: exactly one
// booking, and the other books an offered time in one step. The offerings those need are set on
// this file's copy of the seeded data before its server starts.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { Db } from '../../server/db/types.ts';
import { dayAccessibleName } from '../../src/domain/calendar-day-name.ts';
import { slotAccessibleName } from '../../src/domain/time-slots.ts';
import { formatDate } from '../../src/i18n/dates.ts';
import { LANGUAGES, type Lang } from '../../src/common/languages.ts';
import { loadLanguage, t } from '../../src/i18n/translate.ts';
import { axeViolations, closePage, launchChromium, shadowText } from '../support/browser.ts';
import { bookOnApi, bookingsOf, CLOCK, fillSlot, heard, lastSeatLoser, latestCode, openBookingApp, routeShown, smsToken } from '../support/booking.ts';
import { startServer, type RunningServer } from '../support/server-process.ts';

/** This file's offerings, each in the state its journey needs (the seed gives every bookable one a window and a full day of slots). */
async function offeringStates(db: Db): Promise<void> {
  // No booking window at all: the dates answer has no begin and no end.
  await db.query(`DELETE FROM booking_windows WHERE service_id = 3039 AND location_id = 218`);
  // Timed tickets only (for today), with a window that begins tomorrow: no day is left.
  await db.query(`UPDATE booking_windows SET first_day = 1 WHERE service_id = 3032 AND location_id = 214`);
  // One seat a day, at 10:00: one booking elsewhere leaves a day the calendar offers without a time.
  await db.query(`DELETE FROM slot_templates WHERE service_id = 3036 AND location_id = 216 AND slot_time <> '10:00'`);
  await db.query(`UPDATE slot_templates SET capacity = 1 WHERE service_id = 3036 AND location_id = 216`);
}

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  await Promise.all(LANGUAGES.map(loadLanguage));
  [server, browser] = await Promise.all([startServer({ clock: CLOCK, prepare: offeringStates }), launchChromium()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function noAxeViolations(page: Page) {
  expect(await axeViolations(page)).toEqual([]);
}

/** The focused element's accessible description, as its aria-describedby ties it. */
function focusedDescriptionOf(page: Page) {
  return page.$eval('booking-app', (el) => {
    const active = el.shadowRoot!.activeElement as HTMLElement | null;
    const ids = (active?.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean);
    return { name: active?.getAttribute('aria-label') ?? active?.textContent ?? '', description: ids.map((id) => el.shadowRoot!.getElementById(id)?.textContent).join(' ') };
  });
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
  const focusedDescription = () => focusedDescriptionOf(page);

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

  // A mainland number that does not start with 1 (docs/behaviour/5-validation.md): its message under the number, kept as typed.
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

test('no bookable day (no booking window; timed tickets only, with a window that begins tomorrow): noneBookingDate in place of the calendar, and pleaseSelectDate read with it', async () => {
  const lang = 'en_us';
  for (const [serviceId, locationId] of [['3039', '218'], ['3032', '214']] as const) {
    const page = await openBookingApp(browser, server, { language: 'en', 'service-id': serviceId, 'location-id': locationId });
    await routeShown(page, '/reserve');
    const none = page.getByRole('group', { name: t(lang, 'pages.reserve.bookingDate'), exact: true }).getByRole('status');
    await none.waitFor();
    expect(await none.textContent()).toBe(t(lang, 'messages.noneBookingDate'));
    expect(await page.getByRole('grid').count()).toBe(0);
    if (serviceId === '3032') expect(await shadowText(page, 'booking-app')).toContain(t(lang, 'pages.reserve.onlyTimedTickets'));
    await page.getByRole('textbox', { name: t(lang, 'pages.reserve.mobile') }).fill('66001004');
    await page.getByRole('button', { name: t(lang, 'pages.reserve.agreeAndContinue') }).click();
    await expect.poll(() => focusedDescriptionOf(page)).toEqual({ name: t(lang, 'messages.noneBookingDate'), description: t(lang, 'messages.pleaseSelectDate') });
    if (serviceId === '3039') await noAxeViolations(page);
    await closePage(page);
  }
});

test('a day whose only seat went while the citizen looked at the calendar: picked, its time field says noneBookingTime, and pleaseFillInfo is read with it; the next day offers its time', async () => {
  const lang = 'en_us';
  const page = await openBookingApp(browser, server, { language: 'en', 'service-id': '3036', 'location-id': '216' });
  await routeShown(page, '/reserve');
  const day = page.getByRole('gridcell', { name: dayAccessibleName(lang, '2026-12-09', 'selectable') });
  await day.waitFor();
  // Someone else books the day's only seat meanwhile: the calendar on screen still offers the day.
  const other = await bookOnApi(server, await smsToken(server, '85366001020'), { serviceId: 3036, locationId: 216, departmentId: 111, bookingDate: '09/12/2026', bookingTime: '10:00' });
  expect(other.status).toBe(200);
  await day.click();
  const none = page.getByRole('group', { name: t(lang, 'pages.reserve.bookingTime'), exact: true }).getByRole('status');
  await none.waitFor();
  expect(await none.textContent()).toBe(t(lang, 'messages.noneBookingTime'));
  expect(await page.getByRole('button', { name: slotAccessibleName(lang, '2026-12-09', '10:00') }).count()).toBe(0);

  await page.getByRole('textbox', { name: t(lang, 'pages.reserve.mobile') }).fill('66001005');
  await page.getByRole('button', { name: t(lang, 'pages.reserve.agreeAndContinue') }).click();
  await expect.poll(() => focusedDescriptionOf(page)).toEqual({ name: t(lang, 'messages.noneBookingTime'), description: t(lang, 'messages.pleaseFillInfo') });
  await noAxeViolations(page);

  await page.getByRole('gridcell', { name: dayAccessibleName(lang, '2026-12-10', 'selectable') }).click();
  await page.getByRole('button', { name: slotAccessibleName(lang, '2026-12-10', '10:00') }).click();
  await page.getByRole('button', { name: t(lang, 'pages.reserve.agreeAndContinue') }).click();
  await routeShown(page, '/sendMessageByReserve');
  await closePage(page);
});

test('a mobile typed over with an unfinished international prefix ("+85"): inputOnlyNumber under it, focus there, "+85" kept and not the number before; completed as +852, the code goes to that number', async () => {
  const lang = 'en_us';
  const page = await openBookingApp(browser, server, { language: 'en', 'service-id': '3029', 'location-id': '213' });
  await routeShown(page, '/reserve');
  await page.getByRole('gridcell', { name: dayAccessibleName(lang, '2026-12-09', 'selectable') }).click();
  await page.getByRole('button', { name: slotAccessibleName(lang, '2026-12-09', '11:00') }).click();
  const mobile = page.getByRole('textbox', { name: t(lang, 'pages.reserve.mobile') });
  const submit = page.getByRole('button', { name: t(lang, 'pages.reserve.agreeAndContinue') });
  await mobile.fill('66001006');
  // The citizen starts an international number over the one typed, and goes on before finishing it.
  await mobile.fill('+85');
  await submit.click();
  await expect.poll(async () => (await focusedDescriptionOf(page)).description).toBe(t(lang, 'messages.inputOnlyNumber'));
  expect(await mobile.evaluate((el) => el === (el.getRootNode() as ShadowRoot).activeElement)).toBe(true);
  expect(await mobile.inputValue()).toBe('+85');
  expect((await heard(page)).filter((e) => e.type === 'cb-route-change').map((e) => e.detail.route)).not.toContain('/sendMessageByReserve');
  await noAxeViolations(page);

  await mobile.fill('+852');
  await mobile.pressSequentially('61234567');
  expect(await page.locator('booking-app').getByRole('button', { name: /Choose the area code/ }).getAttribute('aria-label')).toBe(t(lang, 'components.phoneInput.chooseArea', { dial: '852' }));
  await submit.click();
  await routeShown(page, '/sendMessageByReserve');
  await page.getByRole('button', { name: t(lang, 'components.codeInput.send') }).click();
  await expect.poll(() => latestCode(server, '85261234567').catch(() => '')).not.toBe('');
  await closePage(page);
});

const described = (list: Awaited<ReturnType<typeof bookingsOf>>) => list.map((b) => `${b.serviceId}@${b.locationId} ${b.ticket.bookingDate} ${b.ticket.bookingTime}`);

/** A citizen without a login at the verification page for `day` at `time` (the drop-down's), the code sent to `mobile` typed in. */
async function readyToConfirm(lang: Lang, day: string, time: string, mobile: string): Promise<Page> {
  const page = await openBookingApp(browser, server, { language: 'en', 'service-id': '3003', 'location-id': '201' });
  await routeShown(page, '/reserve');
  await page.getByRole('gridcell', { name: dayAccessibleName(lang, day, 'selectable') }).click();
  await page.getByRole('button', { name: `${t(lang, 'pages.reserve.bookingTime')}: ${t(lang, 'pages.reserve.selectTime')}` }).click();
  await page.getByRole('option', { name: slotAccessibleName(lang, day, time) }).click();
  await page.getByRole('textbox', { name: t(lang, 'pages.reserve.mobile') }).fill(mobile);
  await page.getByRole('button', { name: t(lang, 'pages.reserve.agreeAndContinue') }).click();
  await routeShown(page, '/sendMessageByReserve');
  await page.getByRole('button', { name: t(lang, 'components.codeInput.send') }).click();
  await expect.poll(() => latestCode(server, `853${mobile}`).catch(() => '')).not.toBe('');
  await page.getByRole('textbox', { name: t(lang, 'components.codeInput.label') }).fill(await latestCode(server, `853${mobile}`));
  return page;
}

test('two citizens without a login on the last seat of one slot, both through the SMS step: exactly one booking; the other keeps everything and books an offered time elsewhere in one step, with no second code', async () => {
  const lang = 'en_us';
  const slot = { serviceId: 3003, locationId: 201, departmentId: 101, bookingDate: '10/12/2026', bookingTime: '14:00' };
  const capacity = await fillSlot(server, slot, 1, '6820');
  expect(capacity).toBeGreaterThan(1);
  const mobiles = ['66001011', '66001012'];
  const pages = await Promise.all(mobiles.map((mobile) => readyToConfirm(lang, '2026-12-10', '14:00', mobile)));

  await Promise.all(pages.map((page) => page.getByRole('button', { name: t(lang, 'pages.sendMessageByReserve.next') }).click()));
  const lostAt = await lastSeatLoser(pages, t(lang, 'pages.reserve.lostTitle'));
  const loser = pages[lostAt]!;
  const [loserToken, winnerToken] = await Promise.all([smsToken(server, `853${mobiles[lostAt]}`), smsToken(server, `853${mobiles[1 - lostAt]}`)]);

  // One of the two got the last seat, and the slot holds no more than its capacity.
  expect(described(await bookingsOf(server, winnerToken))).toEqual(['3003@201 10/12/2026 14:00']);
  expect(described(await bookingsOf(server, loserToken))).toEqual([]);
  expect((await bookOnApi(server, await smsToken(server, '85368209999'), slot)).status).not.toBe(200);

  // The other is back on the form, told, with the number kept, and offered the nearest times here and elsewhere.
  await expect.poll(() => shadowText(loser, 'booking-app')).toContain(t(lang, 'pages.reserve.alternativesElsewhere'));
  expect(await shadowText(loser, 'booking-app')).toContain(t(lang, 'pages.reserve.alternativesHere', { location: 'DSI Headquarters' }));
  expect(await loser.getByRole('textbox', { name: t(lang, 'pages.reserve.mobile') }).inputValue()).toBe(mobiles[lostAt]);
  await noAxeViolations(loser);
  const elsewhere = `${t(lang, 'pages.reserve.book')} ${slotAccessibleName(lang, '2026-12-10', '14:00')} Government Integrated Services Building`;
  await loser.getByRole('button', { name: elsewhere }).click();
  await routeShown(loser, '/success');
  expect(described(await bookingsOf(server, loserToken))).toEqual(['3003@203 10/12/2026 14:00']);
  const heardByLoser = await heard(loser);
  // The code given once holds for the offer: no second verification page.
  expect(heardByLoser.filter((e) => e.type === 'cb-route-change' && e.detail.route === '/sendMessageByReserve')).toHaveLength(1);
  expect(heardByLoser.filter((e) => e.type === 'cb-ticket-created')).toHaveLength(1);
  await Promise.all(pages.map(closePage));
});
