// Keyboard movement in the booking calendar's grid, as the WAI-ARIA date picker dialog pattern
// has it: arrows move by a day or a week, Home/End go to the week's first or last day (Sunday,
// Saturday: docs/behaviour/9-constants.md), Page Up/Down by a month, with Shift by a year. Focus may land on a day
// that cannot be picked (it is announced with its state) but never outside the booking window.
import { shiftDate, weekdayOf } from '../i18n/dates.ts';
import type { BookingWindow } from './calendar-days.ts';

export interface GridKey {
  key: string;
  shiftKey?: boolean;
}

function moved(focused: string, { key, shiftKey = false }: GridKey): string | null {
  switch (key) {
    case 'ArrowLeft':
      return shiftDate(focused, -1, 'day');
    case 'ArrowRight':
      return shiftDate(focused, 1, 'day');
    case 'ArrowUp':
      return shiftDate(focused, -7, 'day');
    case 'ArrowDown':
      return shiftDate(focused, 7, 'day');
    case 'Home':
      return shiftDate(focused, -weekdayOf(focused), 'day');
    case 'End':
      return shiftDate(focused, 6 - weekdayOf(focused), 'day');
    case 'PageUp':
      return shiftDate(focused, -1, shiftKey ? 'year' : 'month');
    case 'PageDown':
      return shiftDate(focused, 1, shiftKey ? 'year' : 'month');
    default:
      return null;
  }
}

/** The date to focus after `key`, kept inside the window; null for a key the grid does not move on. */
export function nextFocusedDate(focused: string, key: GridKey, window: BookingWindow): string | null {
  const next = moved(focused, key);
  if (next === null) return null;
  if (next < window.begin) return window.begin;
  if (next > window.end) return window.end;
  return next;
}
