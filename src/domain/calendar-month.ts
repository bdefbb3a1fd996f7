// The month the booking calendar shows (docs/behaviour/2-screens.md (Calendar date picker), docs/behaviour/9-constants.md): weeks start on
// Sunday; navigation stays between the window's begin and end months, with jumps to either; the
// month title returns to the current month.
import { daysInMonth, shiftDate, weekdayOf } from '../i18n/dates.ts';
import type { BookingWindow } from './calendar-days.ts';

/** YYYY-MM */
export type Month = string;

export function monthOf(iso: string): Month {
  return iso.slice(0, 7);
}

/** The month's days by week, Sunday first; null where a week runs into the next or previous month. */
export function monthGrid(month: Month): Array<Array<string | null>> {
  const cells: Array<string | null> = Array.from({ length: weekdayOf(`${month}-01`) }, () => null);
  const length = daysInMonth(month);
  for (let day = 1; day <= length; day += 1) cells.push(`${month}-${String(day).padStart(2, '0')}`);
  while (cells.length % 7 !== 0) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, week) => cells.slice(week * 7, week * 7 + 7));
}

function addMonths(month: Month, amount: number): Month {
  return monthOf(shiftDate(`${month}-01`, amount, 'month'));
}

/** `month` kept between the window's begin and end months. */
export function clampMonth(month: Month, window: BookingWindow): Month {
  const first = monthOf(window.begin);
  const last = monthOf(window.end);
  return month < first ? first : month > last ? last : month;
}

export interface MonthNavigation {
  /** The month the previous / next arrow shows; null when the arrow is disabled. */
  previous: Month | null;
  next: Month | null;
  /** Where jump-to-begin and jump-to-end go; null when already there. */
  toBegin: Month | null;
  toEnd: Month | null;
}

export function monthNavigation(view: Month, window: BookingWindow): MonthNavigation {
  const first = monthOf(window.begin);
  const last = monthOf(window.end);
  return {
    previous: view > first ? addMonths(view, -1) : null,
    next: view < last ? addMonths(view, 1) : null,
    toBegin: view > first ? first : null,
    toEnd: view < last ? last : null,
  };
}

/** The month title's target (docs/behaviour/2-screens.md (Calendar date picker): "returns to the current month"), kept inside the window. */
export function currentMonth(today: string, window: BookingWindow): Month {
  return clampMonth(monthOf(today), window);
}

/** The month to open on: the picked date's, else the current month. */
export function openingMonth(picked: string | null, today: string, window: BookingWindow): Month {
  return clampMonth(monthOf(picked ?? today), window);
}

/** How far a finger must travel sideways before a swipe changes the month. */
const SWIPE_MIN_PX = 48;

/**
 * The month a swipe goes to (docs/behaviour/2-screens.md (Calendar date picker) "Swipe changes the month"): right to left is the next month, left
 * to right the previous one, as pages turn; a mostly vertical or a short move is a scroll or a tap.
 */
export function swipeTarget(dx: number, dy: number, nav: Pick<MonthNavigation, 'previous' | 'next'>): Month | null {
  if (Math.abs(dx) < SWIPE_MIN_PX || Math.abs(dx) < 1.5 * Math.abs(dy)) return null;
  return dx < 0 ? nav.next : nav.previous;
}
