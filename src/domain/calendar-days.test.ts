import { describe, expect, test } from 'vitest';
import type { BookableDates } from '../common/api-contract.ts';
import { t } from '../i18n/translate.ts';
import { calendarRules, dayState, isSelectable, pickedDay, type CalendarOptions, type DayState } from './calendar-days.ts';

// Today is Monday 30 November 2026; the office is closed on Saturdays and Sundays.
const TODAY = '2026-11-30';
const DATA: BookableDates = {
  startDate: '01/12/2026',
  endDate: '29/01/2027',
  fullBookingDates: ['03/12/2026', '12/12/2026', '19/12/2026'],
  publicHolidays: ['08/12/2026', '26/12/2026'],
  systemPublicHolidays: ['24/12/2026', '25/12/2026'],
  specialWorkDates: ['05/12/2026', '19/12/2026'],
  specialWorkDays: ['20/12/2026'],
  systemSpecialWorkDates: ['24/12/2026'],
  nonOffices: [0, 6],
};

function stateOf(iso: string, data: Partial<BookableDates> = {}, options: CalendarOptions = {}): DayState | string {
  const setup = calendarRules({ ...DATA, ...data }, TODAY, options);
  return setup.ok ? dayState(setup.rules, iso) : t('en_us', setup.message);
}

const days: Array<[string, string, DayState, Partial<BookableDates>?]> = [
  ['an ordinary Wednesday inside the window → selectable', '2026-12-02', 'selectable'],
  ['the first day of the window → selectable', '2026-12-01', 'selectable'],
  ['the last day of the window → selectable', '2027-01-29', 'selectable'],
  ['the day after the end → out of range', '2027-02-01', 'outOfRange'],
  ['a Saturday after the end → out of range (the window is checked before the week)', '2027-01-30', 'outOfRange'],
  ['today, before the window begins → out of range', '2026-11-30', 'outOfRange'],
  ['yesterday → past', '2026-11-29', 'past'],
  ['a full date → full (marked X)', '2026-12-03', 'full'],
  ['a Sunday (weekly closed day) → closed', '2026-12-06', 'closed'],
  ['a closed Saturday also listed as full → closed, not full: it was never open', '2026-12-12', 'closed'],
  ['a Saturday that is a special work day → selectable (special work overrides a closed day)', '2026-12-05', 'selectable'],
  ['a Sunday in specialWorkDays → selectable (both special-work lists count)', '2026-12-20', 'selectable'],
  ['a special work Saturday that is full → full', '2026-12-19', 'full'],
  ['a public holiday on a Tuesday → holiday', '2026-12-08', 'holiday'],
  ['a system public holiday → holiday (the two holiday lists are merged)', '2026-12-25', 'holiday'],
  ['a public holiday on a Saturday → holiday (named before the closed weekday)', '2026-12-26', 'holiday'],
  ['a system holiday that is a system special work day → selectable (special work overrides a holiday)', '2026-12-24', 'selectable'],
  // Timed tickets: the window starts today and periodTicketDate (today) carries its own kind.
  ['timed tickets: today, a normal day → selectable', TODAY, 'selectable', { startDate: '30/11/2026', periodTicketDate: '30/11/2026', periodTicketDateState: 'NORMAL' }],
  ['timed tickets: today, periodTicketDate HOLIDAY → holiday', TODAY, 'holiday', { startDate: '30/11/2026', periodTicketDate: '30/11/2026', periodTicketDateState: 'HOLIDAY' }],
  ['timed tickets: today, periodTicketDate FULLDAY → full', TODAY, 'full', { startDate: '30/11/2026', periodTicketDate: '30/11/2026', periodTicketDateState: 'FULLDAY' }],
  ['timed tickets: today a closed Monday, periodTicketDate SPECIALDAY → selectable', TODAY, 'selectable', { startDate: '30/11/2026', nonOffices: [1], periodTicketDate: '30/11/2026', periodTicketDateState: 'SPECIALDAY' }],
  ['timed tickets: today a closed Monday, no special day → closed', TODAY, 'closed', { startDate: '30/11/2026', nonOffices: [1] }],
];

describe('docs/behaviour/4-states.md (Calendar days): a day is selectable unless full, outside the window, a closed weekday or a holiday without special work', () => {
  test.each(days)('%s', (_name, iso, expected, data) => {
    expect(stateOf(iso, data)).toBe(expected);
    const setup = calendarRules({ ...DATA, ...data }, TODAY);
    expect(setup.ok && isSelectable(setup.rules, iso)).toBe(expected === 'selectable');
  });
});

const windows: Array<[string, Partial<BookableDates>, CalendarOptions, string]> = [
  ['begin and end given → that window', {}, {}, '2026-12-01..2027-01-29'],
  ['begin equals end → a one-day window', { endDate: '01/12/2026' }, {}, '2026-12-01..2026-12-01'],
  ['begin missing → noneBookingDate', { startDate: null }, {}, 'No date available for booking'],
  ['end missing → noneBookingDate', { endDate: null }, {}, 'No date available for booking'],
  ['begin after end → noneBookingDate', { startDate: '30/01/2027' }, {}, 'No date available for booking'],
  ['begin unreadable (31/02) → noneBookingDate, as if missing', { startDate: '31/02/2027' }, {}, 'No date available for booking'],
  ['begin before today → kept (its days show as past)', { startDate: '01/11/2026' }, {}, '2026-11-01..2027-01-29'],
  ['mustGreaterToday, begin before today → begin moved up to today', { startDate: '01/11/2026' }, { mustGreaterToday: true }, '2026-11-30..2027-01-29'],
  ['mustGreaterToday, begin after today → unchanged', {}, { mustGreaterToday: true }, '2026-12-01..2027-01-29'],
  ['mustGreaterToday, the whole window before today → noneBookingDate', { startDate: '01/11/2026', endDate: '20/11/2026' }, { mustGreaterToday: true }, 'No date available for booking'],
  ['only timed tickets, a window from today → today alone', { startDate: '30/11/2026' }, { onlyToday: true }, '2026-11-30..2026-11-30'],
  ['only timed tickets, a window that begins tomorrow → noneBookingDate (no timed ticket today)', {}, { onlyToday: true }, 'No date available for booking'],
];

describe('docs/behaviour/5-validation.md (Calendar): noneBookingDate when begin or end is missing or begin is after end; mustGreaterToday', () => {
  test.each(windows)('%s', (_name, data, options, expected) => {
    const setup = calendarRules({ ...DATA, ...data }, TODAY, options);
    expect(setup.ok ? `${setup.rules.begin}..${setup.rules.end}` : t('en_us', setup.message)).toBe(expected);
  });

  test('no date data at all → noneBookingDate', () => {
    const setup = calendarRules(null, TODAY);
    expect(setup.ok ? 'a window' : t('en_us', setup.message)).toBe('No date available for booking');
  });
});

describe('docs/behaviour/3-entities.md a picked day yields date, text and day number', () => {
  test.each([
    ['en_us', { date: '01/12/2026', text: '01/12/2026 (Tuesday)', day: 1 }],
    ['zh_hant', { date: '01/12/2026', text: '01/12/2026（星期二）', day: 1 }],
  ] as const)('%s: Tuesday 1 December 2026', (lang, expected) => {
    expect(pickedDay(lang, '2026-12-01')).toEqual(expected);
  });
});
