// Which days of the booking calendar a citizen can pick (docs/behaviour/4-states.md (Calendar days), docs/behaviour/5-validation.md
// (Calendar), docs/behaviour/3-entities.md (Bookable date data)), and the state each day is drawn with.
// "Only dates after today" is read as "no day before today": today itself stays pickable when it
// is in the window, since timed tickets are booked for today (periodTicketDate is today and
// carries its own day kind) and mustGreaterToday moves the window's begin up *to* today.
import type { BookableDates } from '../common/api-contract.ts';
import { formatDate, isoDate, weekdayOf } from '../i18n/dates.ts';
import { wireDate } from '../common/wire-dates.ts';
import type { Lang } from '../common/languages.ts';

/** How a day is drawn: only `selectable` can be picked; `full` is marked X. */
export type DayState = 'selectable' | 'full' | 'closed' | 'holiday' | 'past' | 'outOfRange';

export interface BookingWindow {
  /** YYYY-MM-DD, first and last bookable day. */
  begin: string;
  end: string;
}

export interface CalendarRules extends BookingWindow {
  today: string;
  full: ReadonlySet<string>;
  holidays: ReadonlySet<string>;
  specialWork: ReadonlySet<string>;
  /** Weekdays (0 = Sunday) on which the office is closed. */
  nonOffices: ReadonlySet<number>;
}

export type CalendarSetup = { ok: true; rules: CalendarRules } | { ok: false; message: 'messages.noneBookingDate' };

export interface CalendarOptions {
  /** Move the window's begin up to today when it lies before. */
  mustGreaterToday?: boolean;
  /**
   * Only timed tickets are open (availability 2): a timed ticket is for today, so the window is
   * today alone, whatever end the offering's booking window has.
   */
  onlyToday?: boolean;
}

function dates(...lists: Array<readonly string[] | null | undefined>): Set<string> {
  const set = new Set<string>();
  for (const list of lists) for (const text of list ?? []) {
    const iso = isoDate(text);
    if (iso) set.add(iso);
  }
  return set;
}

/**
 * The window and day lists of one service at one location, or noneBookingDate when begin or
 * end is missing (or unreadable) or begin is after end. `today` is YYYY-MM-DD at the office.
 */
export function calendarRules(data: BookableDates | null | undefined, today: string, options: CalendarOptions = {}): CalendarSetup {
  let begin = isoDate(data?.startDate);
  let end = isoDate(data?.endDate);
  if (begin && options.mustGreaterToday && begin < today) begin = today;
  if (begin && end && options.onlyToday) {
    if (begin <= today && today <= end) begin = end = today;
    else end = null;
  }
  if (!data || !begin || !end || begin > end) return { ok: false, message: 'messages.noneBookingDate' };

  const full = dates(data.fullBookingDates);
  const holidays = dates(data.publicHolidays, data.systemPublicHolidays);
  const specialWork = dates(data.specialWorkDates, data.specialWorkDays, data.systemSpecialWorkDates);
  // The timed-ticket day (today) carries its own kind.
  const period = isoDate(data.periodTicketDate);
  if (period && data.periodTicketDateState === 'HOLIDAY') holidays.add(period);
  if (period && data.periodTicketDateState === 'SPECIALDAY') specialWork.add(period);
  if (period && data.periodTicketDateState === 'FULLDAY') full.add(period);

  return { ok: true, rules: { today, begin, end, full, holidays, specialWork, nonOffices: new Set(data.nonOffices ?? []) } };
}

/**
 * A day is selectable unless it is before today, outside the window, a holiday or weekly closed
 * day without special work, or full. A holiday is named before a closed weekday (it says more),
 * and a day that was never open is not called full.
 */
export function dayState(rules: CalendarRules, iso: string): DayState {
  if (iso < rules.today) return 'past';
  if (iso < rules.begin || iso > rules.end) return 'outOfRange';
  if (!rules.specialWork.has(iso)) {
    if (rules.holidays.has(iso)) return 'holiday';
    if (rules.nonOffices.has(weekdayOf(iso))) return 'closed';
  }
  if (rules.full.has(iso)) return 'full';
  return 'selectable';
}

export function isSelectable(rules: CalendarRules, iso: string): boolean {
  return dayState(rules, iso) === 'selectable';
}

/** What a picked day yields (docs/behaviour/3-entities.md): the wire date, its text for the form, the day of the month. */
export function pickedDay(lang: Lang, iso: string): { date: string; text: string; day: number } {
  return { date: wireDate(iso), text: formatDate(lang, iso, 'dateWithWeekday'), day: Number(iso.slice(8, 10)) };
}
