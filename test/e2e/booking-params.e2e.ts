// The reservation parameter form in Chromium against the reference server, on the seeded service
// with a parameter of every type (3051): each check of docs/behaviour/5-validation.md with its message and focus on the first
// field in error, whitespace stripped from what is sent, the server's check moving on to the
// reserve form, whose identity number messages follow; the one-account profile's name, identity
// number and birthday locked; and a single NAME parameter checked by itself for a one-account
// citizen, the parameter page replaced.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { dayAccessibleName } from '../../src/domain/calendar-day-name.ts';
import { slotAccessibleName } from '../../src/domain/time-slots.ts';
import { LANGUAGES } from '../../src/common/languages.ts';
import { loadLanguage, t } from '../../src/i18n/translate.ts';
import { axeViolations, closePage, launchChromium, shadowText } from '../support/browser.ts';
import { bookingsOf, CLOCK, heard, latestCode, oneAccountToken, openBookingApp, routeShown, smsToken } from '../support/booking.ts';
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

const lang = 'en_us';

/** The bodies the page sent to POST booking/checkParameter. */
function checkBodies(page: Page): Array<Record<string, unknown>> {
  const bodies: Array<Record<string, unknown>> = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/booking/checkParameter')) bodies.push(request.postDataJSON() as Record<string, unknown>);
  });
  return bodies;
}

const focusedLabel = (page: Page) =>
  page.$eval('booking-app', (el) => {
    const active = el.shadowRoot!.activeElement as HTMLInputElement | null;
    const label = active?.id ? el.shadowRoot!.querySelector(`label[for="${active.id}"]`)?.textContent : null;
    const described = (active?.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean).map((id) => el.shadowRoot!.getElementById(id)?.textContent);
    return `${label} → ${described.join(' / ')}`;
  });

test('every parameter type: docs/behaviour/5-validation.md checks with their messages, whitespace stripped, the server’s check, then the identity number on the reserve form', async () => {
  const page = await openBookingApp(browser, server, { language: 'en', 'service-id': '3051', 'location-id': '210' });
  const sent = checkBodies(page);
  await routeShown(page, '/setParams');
  const next = page.getByRole('button', { name: t(lang, 'pages.setParams.next') });
  await next.waitFor();
  expect(await axeViolations(page)).toEqual([]);

  // Nothing given: each field says what it needs, the toast says pleaseFillInfo, focus on the first.
  await next.click();
  const text = () => shadowText(page, 'booking-app');
  await expect.poll(text).toContain(t(lang, 'messages.pleaseFillInfo'));
  expect((await text()).split(t(lang, 'messages.mustInput')).length - 1).toBe(4); // name, identity, telephone, number
  expect((await text()).split(t(lang, 'messages.mustSelect')).length - 1).toBe(4); // birthday, gender, date, option
  await expect.poll(() => focusedLabel(page)).toBe(`Name → As on the identity document / ${t(lang, 'messages.mustInput')}`);
  expect(await axeViolations(page)).toEqual([]);

  await page.getByRole('textbox', { name: 'Name' }).fill('  CHAN TAI MAN ');
  await page.getByRole('textbox', { name: 'Identity document number' }).fill('1234 567');
  await page.getByLabel('Date of birth').fill('2027-01-01');
  await page.getByRole('radio', { name: 'Male', exact: true }).check();
  await page.getByRole('textbox', { name: 'Contact telephone' }).fill('661');
  await page.getByLabel('Medical assessment date').fill('1899-12-31');
  await page.getByRole('combobox', { name: 'Allowance type' }).selectOption('SPECIAL');
  await page.getByRole('textbox', { name: 'Household members' }).fill('2a');
  await next.click();
  await expect.poll(() => focusedLabel(page)).toBe(`Identity document number → ${t(lang, 'messages.errorIdLength')}`);
  for (const key of ['messages.errorIdLength', 'pages.setParams.birthdayFuture', 'messages.errorMobileLength', 'pages.setParams.dateTooEarly', 'pages.setParams.numberOnly'] as const) {
    expect(await text()).toContain(t(lang, key));
  }
  expect(sent).toEqual([]);

  await page.getByRole('textbox', { name: 'Identity document number' }).fill('1234 5678');
  await page.getByLabel('Date of birth').fill('1985-04-12');
  await page.getByRole('textbox', { name: 'Contact telephone' }).fill('6612 3456');
  await page.getByLabel('Medical assessment date').fill('2026-12-20');
  await page.getByRole('textbox', { name: 'Household members' }).fill('2');
  await next.click();
  await routeShown(page, '/reserve');
  expect(sent).toEqual([{
    serviceId: 3051, locationId: 210,
    parameter1: 'CHANTAIMAN', parameter2: '12345678', parameter3: '12/04/1985', parameter4: 'M',
    parameter5: { mobArea: '853', mobNum: '66123456' }, parameter6: '20/12/2026', parameter7: 'SPECIAL', parameter8: '2',
  }]);

  // The reserve form asks for the identity number here: empty, then too short.
  const identity = page.getByRole('textbox', { name: t(lang, 'pages.reserve.identityNumber') });
  await identity.waitFor();
  await page.getByRole('gridcell', { name: dayAccessibleName(lang, '2026-12-03', 'selectable') }).click();
  await page.getByRole('button', { name: slotAccessibleName(lang, '2026-12-03', '15:00') }).click();
  await page.getByRole('textbox', { name: t(lang, 'pages.reserve.mobile') }).fill('66003001');
  const submit = page.getByRole('button', { name: t(lang, 'pages.reserve.agreeAndContinue') });
  await submit.click();
  await expect.poll(text).toContain(t(lang, 'messages.notSupportNullId'));
  await expect.poll(() => identity.evaluate((el) => el === (el.getRootNode() as ShadowRoot).activeElement)).toBe(true);
  await identity.fill('1234');
  await submit.click();
  await expect.poll(text).toContain(t(lang, 'messages.errorIdLength'));
  expect(await axeViolations(page)).toEqual([]);
  await identity.fill('1234567(8)');
  await submit.click();
  await routeShown(page, '/sendMessageByReserve');
  await page.getByRole('button', { name: t(lang, 'components.codeInput.send') }).click();
  await expect.poll(() => latestCode(server, '85366003001').catch(() => ''), { timeout: 10_000 }).not.toBe('');
  await page.getByRole('textbox', { name: t(lang, 'components.codeInput.label') }).fill(await latestCode(server, '85366003001'));
  await page.getByRole('button', { name: t(lang, 'pages.sendMessageByReserve.next') }).click();
  await routeShown(page, '/success');
  const created = (await heard(page)).find((e) => e.type === 'cb-ticket-created');
  expect(created?.detail.ticket).toMatchObject({ serviceId: 3051, locationId: 210, bookingDate: '03/12/2026', bookingTime: '15:00', identifyNo: '12345678' });
  expect((await bookingsOf(server, await smsToken(server, '85366003001'))).length).toBe(1);
  await closePage(page);
});

test('a one-account citizen: name, identity number and birthday from the profile, locked; the identity number read-only on the reserve form; booked directly', async () => {
  const token = await oneAccountToken(server, 'MO-0000001');
  const page = await openBookingApp(browser, server, { language: 'en', 'service-id': '3051', 'location-id': '210' }, { token });
  await routeShown(page, '/setParams');
  const name = page.getByRole('textbox', { name: 'Name' });
  await expect.poll(() => name.inputValue()).toBe('陳大文');
  expect(await name.isDisabled()).toBe(true);
  expect(await page.getByRole('textbox', { name: 'Identity document number' }).inputValue()).toBe('12345678');
  expect(await page.getByRole('textbox', { name: 'Identity document number' }).isDisabled()).toBe(true);
  expect(await page.getByLabel('Date of birth').inputValue()).toBe('1985-04-12');
  expect(await page.getByLabel('Date of birth').isDisabled()).toBe(true);
  await page.getByRole('radio', { name: 'Female' }).check();
  await page.getByRole('textbox', { name: 'Contact telephone' }).fill('66123456');
  await page.getByLabel('Medical assessment date').fill('2026-12-21');
  await page.getByRole('combobox', { name: 'Allowance type' }).selectOption('ORDINARY');
  await page.getByRole('textbox', { name: 'Household members' }).fill('3');
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole('button', { name: t(lang, 'pages.setParams.next') }).click();

  await routeShown(page, '/reserve');
  const identity = page.getByRole('textbox', { name: t(lang, 'pages.reserve.identityNumber') });
  await expect.poll(() => identity.inputValue()).toBe('12345678');
  expect(await identity.getAttribute('readonly')).not.toBeNull();
  await page.getByRole('gridcell', { name: dayAccessibleName(lang, '2026-12-04', 'selectable') }).click();
  await page.getByRole('button', { name: slotAccessibleName(lang, '2026-12-04', '09:30') }).click();
  await page.getByRole('button', { name: t(lang, 'pages.reserve.agreeAndContinue') }).click();
  await routeShown(page, '/success');
  const mine = await bookingsOf(server, token);
  expect(mine.map((b) => `${b.serviceId}@${b.locationId} ${b.ticket.bookingDate} ${b.ticket.bookingTime}`)).toEqual(['3051@210 04/12/2026 09:30']);
  await closePage(page);
});

test('a single NAME parameter and a one-account login: the check runs by itself and the reserve form replaces the parameter page', async () => {
  const token = await oneAccountToken(server, 'MO-0000002');
  const page = await openBookingApp(browser, server, { language: 'en', 'service-id': '3052', 'location-id': '218' }, { token });
  const sent = checkBodies(page);
  await routeShown(page, '/setParams');
  await routeShown(page, '/reserve');
  expect(sent).toEqual([{ serviceId: 3052, locationId: 218, parameter1: '李小梅' }]);
  // Replaced, not stacked: the reserve page has no way back to the parameter page.
  await page.getByRole('grid').waitFor();
  expect(await page.getByRole('button', { name: t(lang, 'common.back'), exact: true }).count()).toBe(0);
  await closePage(page);
});
