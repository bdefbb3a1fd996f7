// The booking time picker's slots (docs/behaviour/2-screens.md (Time picker), docs/behaviour/3-entities.md (Time data), docs/behaviour/9-constants.md: 16 per page).
// Only enabled slots are offered; none enabled says noneBookingTime.
// The default list "09:00 to 18:00 half-hourly, without 13:30" is read with both ends included
// (as "from 09:00 to 18:00" says, and as the reference server's seed does): 18:00 is a slot,
// 18 slots in all. It stands in only when an answer carries no slot list at all; an empty
// list is the server saying there is no time left.
import type { TimeData, TimeSlot } from '../common/api-contract.ts';
import { formatDate } from '../i18n/dates.ts';
import { DEFAULT_SLOT_TIMES } from '../common/default-slots.ts';
import type { Lang } from '../common/languages.ts';
import { t } from '../i18n/translate.ts';

export const SLOTS_PER_PAGE = 16;


type TimeStyle = TimeData['style'];

export type BookableTimes = { ok: true; style: TimeStyle; times: string[] } | { ok: false; message: 'messages.noneBookingTime' };

/** The enabled times in the day's order (HH:mm sorts as text), or noneBookingTime. */
export function bookableTimes(data: Partial<TimeData> | null | undefined): BookableTimes {
  const slots: TimeSlot[] = data?.totalTimeSlot ?? DEFAULT_SLOT_TIMES.map((timeSlot) => ({ timeSlot, enabled: true }));
  const times = [...new Set(slots.filter((slot) => slot.enabled).map((slot) => slot.timeSlot))].sort();
  if (times.length === 0) return { ok: false, message: 'messages.noneBookingTime' };
  return { ok: true, style: data?.style === 'dropDown' ? 'dropDown' : 'list', times };
}

export function pageCount(times: readonly string[]): number {
  return Math.max(1, Math.ceil(times.length / SLOTS_PER_PAGE));
}

/** The slots of page `page` (0-based); a page past the last is empty. */
export function slotsOnPage(times: readonly string[], page: number): string[] {
  return times.slice(page * SLOTS_PER_PAGE, (page + 1) * SLOTS_PER_PAGE);
}

/** The page holding `time` (the picked slot opens on its page); 0 when it is not offered. */
export function pageOfSlot(times: readonly string[], time: string | null | undefined): number {
  const index = time ? times.indexOf(time) : -1;
  return index < 0 ? 0 : Math.floor(index / SLOTS_PER_PAGE);
}

/** A slot's accessible name: its full date and time in the element's language. */
export function slotAccessibleName(lang: Lang, isoDate: string, time: string): string {
  return t(lang, 'pages.timePicker.slot', { date: formatDate(lang, isoDate, 'full'), time });
}

/**
 * Moving through the slots of the dropDown and wheel styles with the keys of a WAI-ARIA listbox:
 * arrows by one, Page Up/Down by a page of the list style, Home/End to the ends; null for any
 * other key. Nothing is picked by moving: Enter or Space picks the slot moved to.
 */
export function nextSlotIndex(current: number, key: string, count: number): number | null {
  if (count <= 0) return null;
  const last = count - 1;
  const from = Math.min(Math.max(current, -1), last);
  const target =
    key === 'ArrowDown' ? from + 1
    : key === 'ArrowUp' ? (from < 0 ? last : from - 1)
    : key === 'PageDown' ? from + SLOTS_PER_PAGE
    : key === 'PageUp' ? from - SLOTS_PER_PAGE
    : key === 'Home' ? 0
    : key === 'End' ? last
    : null;
  return target === null ? null : Math.min(Math.max(target, 0), last);
}
