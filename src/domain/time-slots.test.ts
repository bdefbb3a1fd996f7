import { describe, expect, test } from 'vitest';
import type { TimeData } from '../common/api-contract.ts';
import type { Lang } from '../common/languages.ts';
import { t } from '../i18n/translate.ts';
import { DEFAULT_SLOT_TIMES } from '../common/default-slots.ts';
import { bookableTimes, nextSlotIndex, pageCount, pageOfSlot, SLOTS_PER_PAGE, slotAccessibleName, slotsOnPage } from './time-slots.ts';

const slots = (...spec: string[]) => spec.map((s) => ({ timeSlot: s.replace('-', ''), enabled: !s.startsWith('-') }));
/** n enabled half-hour slots from 08:00. */
const many = (n: number) => Array.from({ length: n }, (_, i) => `${String(8 + Math.floor(i / 2)).padStart(2, '0')}:${i % 2 ? '30' : '00'}`);

describe('docs/behaviour/3-entities.md (Time data): the default slot list, 09:00 to 18:00 half-hourly without 13:30', () => {
  test('18 slots: both ends included, 13:30 left out', () => {
    expect(DEFAULT_SLOT_TIMES).toEqual([
      '09:00', '09:30', '10:00', '10:30', '11:00', '11:30', '12:00', '12:30', '13:00',
      '14:00', '14:30', '15:00', '15:30', '16:00', '16:30', '17:00', '17:30', '18:00',
    ]);
  });
});

const listed: Array<[string, Partial<TimeData> | null, string]> = [
  ['all enabled → every slot, in the list style', { style: 'list', totalTimeSlot: slots('09:00', '09:30', '10:00') }, 'list: 09:00 09:30 10:00'],
  ['some disabled → only the enabled ones', { style: 'list', totalTimeSlot: slots('09:00', '-09:30', '10:00') }, 'list: 09:00 10:00'],
  ['the dropDown style is kept', { style: 'dropDown', totalTimeSlot: slots('09:00') }, 'dropDown: 09:00'],
  ['no style given → the list style', { totalTimeSlot: slots('09:00') }, 'list: 09:00'],
  ['out of order → in the day’s order', { style: 'list', totalTimeSlot: slots('14:00', '09:00', '10:30') }, 'list: 09:00 10:30 14:00'],
  ['none enabled → noneBookingTime', { style: 'list', totalTimeSlot: slots('-09:00', '-09:30') }, 'No time session available for booking'],
  ['an empty list → noneBookingTime (the server says no time is left)', { style: 'list', totalTimeSlot: [] }, 'No time session available for booking'],
  ['no slot list in the answer → the default list', { style: 'list' }, `list: ${DEFAULT_SLOT_TIMES.join(' ')}`],
  ['no answer at all → the default list', null, `list: ${DEFAULT_SLOT_TIMES.join(' ')}`],
];

describe('docs/behaviour/2-screens.md (Time picker): only enabled slots; noneBookingTime when none is enabled', () => {
  test.each(listed)('%s', (_name, data, expected) => {
    const result = bookableTimes(data);
    expect(result.ok ? `${result.style}: ${result.times.join(' ')}` : t('en_us', result.message)).toBe(expected);
  });
});

const paging: Array<[string, number, string]> = [
  ['1 slot → 1 page', 1, '1 page: [1]'],
  ['16 slots → exactly 1 full page', 16, '1 page: [16]'],
  ['17 slots → 2 pages, 16 then 1', 17, '2 pages: [16, 1]'],
  ['18 slots (the default list) → 16 then 2', 18, '2 pages: [16, 2]'],
  ['33 slots → 3 pages, 16, 16, 1', 33, '3 pages: [16, 16, 1]'],
  ['no slot → still 1 (empty) page', 0, '1 page: [0]'],
];

describe('docs/behaviour/9-constants.md time slots per page: 16', () => {
  test('the constant is 16', () => {
    expect(SLOTS_PER_PAGE).toBe(16);
  });

  test.each(paging)('%s', (_name, n, expected) => {
    const times = many(n);
    const pages = pageCount(times);
    const sizes = Array.from({ length: pages }, (_, p) => slotsOnPage(times, p).length);
    expect(`${pages} ${pages === 1 ? 'page' : 'pages'}: [${sizes.join(', ')}]`).toBe(expected);
  });

  test.each([
    ['the first slot → page 0', 0, 0],
    ['the 16th slot → page 0', 15, 0],
    ['the 17th slot → page 1', 16, 1],
    ['the 33rd slot → page 2', 32, 2],
  ])('the page of a picked slot: %s', (_name, index, page) => {
    const times = many(33);
    expect(pageOfSlot(times, times[index])).toBe(page);
  });

  test('a picked slot no longer offered (or none) → page 0', () => {
    expect(pageOfSlot(many(20), '23:00')).toBe(0);
    expect(pageOfSlot(many(20), null)).toBe(0);
  });
});

describe('a slot’s accessible name: the full time and date in the element’s language', () => {
  test.each([
    ['en_us', 'Tuesday, 1 December 2026 at 09:30'],
    ['zh_hant', '2026年12月1日 星期二 09:30'],
    ['zh_hans', '2026年12月1日 星期二 09:30'],
    ['pt_pt', 'terça-feira, 1 de dezembro de 2026, às 09:30'],
  ] as Array<[Lang, string]>)('%s → %s', (lang, expected) => {
    expect(slotAccessibleName(lang, '2026-12-01', '09:30')).toBe(expected);
  });
});

const moves: Array<[string, number, string, number, number | null]> = [
  ['ArrowDown from the first → the second', 0, 'ArrowDown', 18, 1],
  ['ArrowDown on the last → stays on the last', 17, 'ArrowDown', 18, 17],
  ['ArrowUp from the second → the first', 1, 'ArrowUp', 18, 0],
  ['ArrowUp on the first → stays on the first', 0, 'ArrowUp', 18, 0],
  ['ArrowDown with nothing picked yet → the first', -1, 'ArrowDown', 18, 0],
  ['ArrowUp with nothing picked yet → the last', -1, 'ArrowUp', 18, 17],
  ['Home → the first', 9, 'Home', 18, 0],
  ['End → the last', 3, 'End', 18, 17],
  ['PageDown → 16 further, kept inside the list', 0, 'PageDown', 18, 16],
  ['PageDown near the end → the last', 5, 'PageDown', 18, 17],
  ['PageUp near the start → the first', 5, 'PageUp', 18, 0],
  ['a letter → no move', 3, 'a', 18, null],
  ['an empty list → no move', 0, 'ArrowDown', 0, null],
];

describe('docs/behaviour/2-screens.md (Time picker), dropDown and wheel styles: listbox keys', () => {
  test.each(moves)('%s', (_name, current, key, count, expected) => {
    expect(nextSlotIndex(current, key, count)).toBe(expected);
  });
});
