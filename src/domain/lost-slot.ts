// A slot lost while the citizen filled in the form (the server refused the booking because the
// last seat went to someone else): the nearest free times to offer instead, here and at the
// service's other locations, read from the finder's recommended times (docs/behaviour/3-entities.md (Recommended times)). Nearest means closest in time to the slot that was lost, earlier or later.
import type { RecommendedDate } from '../common/api-contract.ts';
import { isoDate } from '../i18n/dates.ts';
import type { BookableTimes } from './time-slots.ts';

type Id = number | string;

/** A slot to book: DD/MM/YYYY, HH:mm, and where. */
export interface SlotChoice {
  date: string;
  time: string;
  locationId: Id;
}

export interface LostSlotAlternatives {
  /** Free times at the location of the lost slot, nearest first. */
  here: SlotChoice[];
  /** Times full here but free at another location (the lost one itself first), nearest first. */
  elsewhere: SlotChoice[];
}

/** A refusal of the booking (400 with the business-refusal code 602, docs/behaviour/8-errors.md). */
const REFUSAL_CODE = 602;

/**
 * Whether a refused booking lost its slot: the server refused it (602, whatever words it chose)
 * and the slot is no longer among the day's bookable times when asked again. Another refusal
 * (booking closed, a wrong field) leaves the slot bookable and is only told.
 */
export function slotWasLost(refusal: { status: number; code?: number | undefined }, time: string, now: BookableTimes): boolean {
  if (refusal.status !== 400 || refusal.code !== REFUSAL_CODE) return false;
  return !now.ok || !now.times.includes(time);
}

const ALTERNATIVES_HERE = 4;
const ALTERNATIVES_ELSEWHERE = 3;

/** Minutes from 1 January 1970 of a wire date and a time, for ordering by distance. */
function minutesOf(date: string, time: string): number | null {
  const iso = isoDate(date);
  const match = /^(\d{1,2}):(\d{2})$/.exec(time.trim());
  if (!iso || !match) return null;
  return Date.UTC(Number(iso.slice(0, 4)), Number(iso.slice(5, 7)) - 1, Number(iso.slice(8, 10))) / 60_000 + Number(match[1]) * 60 + Number(match[2]);
}

export function lostSlotAlternatives(
  recommended: readonly RecommendedDate[] | null | undefined,
  lost: SlotChoice,
  limits: { here: number; elsewhere: number } = { here: ALTERNATIVES_HERE, elsewhere: ALTERNATIVES_ELSEWHERE },
): LostSlotAlternatives {
  const origin = minutesOf(lost.date, lost.time) ?? 0;
  const here: Array<SlotChoice & { at: number }> = [];
  const elsewhere: Array<SlotChoice & { at: number; order: number }> = [];
  for (const day of recommended ?? []) {
    for (const slot of day.times ?? []) {
      const at = minutesOf(day.date, slot.time);
      if (at === null) continue;
      const isLost = at === origin;
      if (!slot.isFull && !isLost) here.push({ date: day.date, time: slot.time, locationId: lost.locationId, at });
      if (slot.isFull || isLost) {
        (slot.otherLocationIds ?? []).forEach((locationId, order) => {
          if (String(locationId) !== String(lost.locationId)) elsewhere.push({ date: day.date, time: slot.time, locationId, at, order });
        });
      }
    }
  }
  const nearest = (a: { at: number }, b: { at: number }) => Math.abs(a.at - origin) - Math.abs(b.at - origin) || a.at - b.at;
  const strip = ({ date, time, locationId }: SlotChoice): SlotChoice => ({ date, time, locationId });
  return {
    here: here.sort(nearest).slice(0, limits.here).map(strip),
    elsewhere: elsewhere.sort((a, b) => nearest(a, b) || a.order - b.order).slice(0, limits.elsewhere).map(strip),
  };
}

/**
 * The free times of one day in the shape of the recommendations, for a service that gives none
 * (its finder is off): the same day's other times are still worth offering.
 */
export function recommendedFromDay(date: string, freeTimes: readonly string[]): RecommendedDate[] {
  return [{ date, times: freeTimes.map((time) => ({ time, isFull: false, otherLocationIds: [] })) }];
}
