import { describe, expect, test } from 'vitest';
import type { BookingWindow } from './calendar-days.ts';
import { nextFocusedDate } from './calendar-keyboard.ts';

// Window: Tuesday 1 December 2026 to Monday 31 January 2028.
const WINDOW: BookingWindow = { begin: '2026-12-01', end: '2028-01-31' };

const rows: Array<[string, string, string, boolean, string | null]> = [
  ['Right arrow → the next day', '2026-12-09', 'ArrowRight', false, '2026-12-10'],
  ['Left arrow → the previous day', '2026-12-09', 'ArrowLeft', false, '2026-12-08'],
  ['Right arrow on the last day of a month → the first of the next month', '2026-12-31', 'ArrowRight', false, '2027-01-01'],
  ['Down arrow → the same weekday next week', '2026-12-09', 'ArrowDown', false, '2026-12-16'],
  ['Up arrow → the same weekday last week', '2026-12-16', 'ArrowUp', false, '2026-12-09'],
  ['Home on a Wednesday → that week’s Sunday', '2026-12-09', 'Home', false, '2026-12-06'],
  ['End on a Wednesday → that week’s Saturday', '2026-12-09', 'End', false, '2026-12-12'],
  ['Home on a Sunday → stays', '2026-12-13', 'Home', false, '2026-12-13'],
  ['End on a Saturday → stays', '2026-12-12', 'End', false, '2026-12-12'],
  ['Page Down → the same day next month', '2026-12-09', 'PageDown', false, '2027-01-09'],
  ['Page Up → the same day last month', '2027-01-09', 'PageUp', false, '2026-12-09'],
  ['Page Down on 31 January → the last day of February', '2027-01-31', 'PageDown', false, '2027-02-28'],
  ['Shift+Page Down → the same day next year', '2026-12-09', 'PageDown', true, '2027-12-09'],
  ['Shift+Page Up → the same day last year', '2027-12-09', 'PageUp', true, '2026-12-09'],
  // Clamped to the window.
  ['Left arrow on the first day of the window → stays on it', '2026-12-01', 'ArrowLeft', false, '2026-12-01'],
  ['Up arrow in the first week → the window’s first day', '2026-12-03', 'ArrowUp', false, '2026-12-01'],
  ['Home in the first week (Sunday before the window) → the window’s first day', '2026-12-03', 'Home', false, '2026-12-01'],
  ['Page Up in the first month → the window’s first day', '2026-12-20', 'PageUp', false, '2026-12-01'],
  ['Shift+Page Down past the end → the window’s last day', '2027-06-15', 'PageDown', true, '2028-01-31'],
  ['Down arrow in the last week → the window’s last day', '2028-01-28', 'ArrowDown', false, '2028-01-31'],
  // Keys the grid does not move on.
  ['Enter → no move (it picks)', '2026-12-09', 'Enter', false, null],
  ['a letter → no move', '2026-12-09', 'a', false, null],
];

describe('WAI-ARIA date picker grid: the next focused date', () => {
  test.each(rows)('%s', (_name, focused, key, shiftKey, expected) => {
    expect(nextFocusedDate(focused, { key, shiftKey }, WINDOW)).toBe(expected);
  });
});
