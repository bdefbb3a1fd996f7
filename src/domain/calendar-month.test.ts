import { describe, expect, test } from 'vitest';
import type { BookingWindow } from './calendar-days.ts';
import { clampMonth, currentMonth, monthGrid, monthNavigation, openingMonth, swipeTarget, type Month } from './calendar-month.ts';

// A window from Tuesday 1 December 2026 to Friday 26 February 2027.
const WINDOW: BookingWindow = { begin: '2026-12-01', end: '2027-02-26' };

const day = (iso: string | null) => (iso ? String(Number(iso.slice(8))) : '·');
const weeks = (month: Month) => monthGrid(month).map((week) => week.map(day).join(' '));

describe('docs/behaviour/9-constants.md the week starts on Sunday: month grids', () => {
  test.each([
    ['December 2026 (begins on a Tuesday) → two blanks, then 1 to 5 in the first week; five weeks', '2026-12', [
      '· · 1 2 3 4 5', '6 7 8 9 10 11 12', '13 14 15 16 17 18 19', '20 21 22 23 24 25 26', '27 28 29 30 31 · ·',
    ]],
    ['February 2026 (28 days, begins on a Sunday) → exactly four full weeks', '2026-02', [
      '1 2 3 4 5 6 7', '8 9 10 11 12 13 14', '15 16 17 18 19 20 21', '22 23 24 25 26 27 28',
    ]],
    ['May 2026 (31 days, begins on a Friday) → six weeks', '2026-05', [
      '· · · · · 1 2', '3 4 5 6 7 8 9', '10 11 12 13 14 15 16', '17 18 19 20 21 22 23', '24 25 26 27 28 29 30', '31 · · · · · ·',
    ]],
    ['February 2028 (leap year) → ends on the 29th, a Tuesday', '2028-02', [
      '· · 1 2 3 4 5', '6 7 8 9 10 11 12', '13 14 15 16 17 18 19', '20 21 22 23 24 25 26', '27 28 29 · · · ·',
    ]],
  ] as const)('%s', (_name, month, expected) => {
    expect(weeks(month)).toEqual(expected);
  });

  test('cells are the dates themselves (YYYY-MM-DD)', () => {
    expect(monthGrid('2026-12')[0]).toEqual([null, null, '2026-12-01', '2026-12-02', '2026-12-03', '2026-12-04', '2026-12-05']);
  });
});

const navigation: Array<[string, Month, string]> = [
  ['the begin month → no previous, no jump to begin; next and jump to end', '2026-12', 'previous – · next 2027-01 · begin – · end 2027-02'],
  ['a month in between → both ways, both jumps', '2027-01', 'previous 2026-12 · next 2027-02 · begin 2026-12 · end 2027-02'],
  ['the end month → no next, no jump to end', '2027-02', 'previous 2027-01 · next – · begin 2026-12 · end –'],
];

describe('docs/behaviour/2-screens.md (Calendar date picker): month navigation limited to the begin and end months, with jump-to-begin and jump-to-end', () => {
  test.each(navigation)('%s', (_name, view, expected) => {
    const nav = monthNavigation(view, WINDOW);
    expect(`previous ${nav.previous ?? '–'} · next ${nav.next ?? '–'} · begin ${nav.toBegin ?? '–'} · end ${nav.toEnd ?? '–'}`).toBe(expected);
  });

  test('a one-month window → no arrow at all', () => {
    expect(monthNavigation('2026-12', { begin: '2026-12-01', end: '2026-12-31' })).toEqual({ previous: null, next: null, toBegin: null, toEnd: null });
  });

  test('crossing a year: December → January and back', () => {
    expect(monthNavigation('2026-12', WINDOW).next).toBe('2027-01');
    expect(monthNavigation('2027-01', WINDOW).previous).toBe('2026-12');
  });
});

describe('docs/behaviour/2-screens.md (Calendar date picker): the month shown', () => {
  test.each([
    ['a month before the window → the begin month', '2026-10', '2026-12'],
    ['a month after the window → the end month', '2027-05', '2027-02'],
    ['a month inside → itself', '2027-01', '2027-01'],
  ])('clamp: %s', (_name, month, expected) => {
    expect(clampMonth(month, WINDOW)).toBe(expected);
  });

  test.each([
    ['today in November, window from December → the title goes to December', '2026-11-30', '2026-12'],
    ['today in January, inside the window → January', '2027-01-15', '2027-01'],
  ])('month title returns to the current month: %s', (_name, today, expected) => {
    expect(currentMonth(today, WINDOW)).toBe(expected);
  });

  test.each([
    ['nothing picked yet → the current month (clamped)', null, '2026-12'],
    ['a date picked in February (edit mode) → February', '2027-02-10', '2027-02'],
  ])('opening month: %s', (_name, picked, expected) => {
    expect(openingMonth(picked, '2026-11-30', WINDOW)).toBe(expected);
  });
});

const swipes: Array<[string, number, number, string]> = [
  ['right to left, 80 px → the next month', -80, 5, '2027-02'],
  ['left to right, 80 px → the previous month', 80, -5, '2026-12'],
  ['a short move (30 px) → a tap, not a swipe', -30, 0, '–'],
  ['mostly vertical (60 across, 70 down) → a scroll, not a swipe', -60, 70, '–'],
];

describe('docs/behaviour/2-screens.md (Calendar date picker): swipe changes the month (from January 2027)', () => {
  test.each(swipes)('%s', (_name, dx, dy, expected) => {
    expect(swipeTarget(dx, dy, monthNavigation('2027-01', WINDOW)) ?? '–').toBe(expected);
  });

  test('swiping past the end month → nothing (the arrow is disabled there too)', () => {
    expect(swipeTarget(-80, 0, monthNavigation('2027-02', WINDOW))).toBeNull();
  });
});
