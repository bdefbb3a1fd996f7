import { describe, expect, test } from 'vitest';
import type { RecommendedDate } from '../common/api-contract.ts';
import { lostSlotAlternatives, recommendedFromDay, slotWasLost, type SlotChoice } from './lost-slot.ts';
import { bookableTimes } from './time-slots.ts';

// The 10:00 slot of Tuesday 8 December 2026 at location 201 was just lost.
const LOST: SlotChoice = { date: '08/12/2026', time: '10:00', locationId: 201 };
const free = (time: string) => ({ time, isFull: false, otherLocationIds: [] });
const full = (time: string, ...others: number[]) => ({ time, isFull: true, otherLocationIds: others });

const RECOMMENDED: RecommendedDate[] = [
  { date: '08/12/2026', times: [full('09:00'), free('09:30'), full('10:00', 203, 202), free('11:30'), full('14:00', 203)] },
  { date: '09/12/2026', times: [free('09:00'), free('10:00'), full('10:30', 202)] },
];

const shown = (choices: SlotChoice[]) => choices.map((c) => `${c.date} ${c.time} @${c.locationId}`);

describe('a lost slot: the nearest free times here and at the other locations', () => {
  test('here: free times only, nearest to 10:00 on 8 December first, earlier or later', () => {
    expect(shown(lostSlotAlternatives(RECOMMENDED, LOST).here)).toEqual([
      '08/12/2026 09:30 @201', '08/12/2026 11:30 @201', '09/12/2026 09:00 @201', '09/12/2026 10:00 @201',
    ]);
  });

  test('elsewhere: the lost slot itself at the other locations first (in the server’s order), then the nearest full-here times', () => {
    expect(shown(lostSlotAlternatives(RECOMMENDED, LOST).elsewhere)).toEqual([
      '08/12/2026 10:00 @203', '08/12/2026 10:00 @202', '08/12/2026 14:00 @203',
    ]);
  });

  test('at most the limits asked for', () => {
    const few = lostSlotAlternatives(RECOMMENDED, LOST, { here: 1, elsewhere: 1 });
    expect(shown(few.here)).toEqual(['08/12/2026 09:30 @201']);
    expect(shown(few.elsewhere)).toEqual(['08/12/2026 10:00 @203']);
  });

  test('the lost slot is never offered back here, even when the recommendations still show it free', () => {
    const stale: RecommendedDate[] = [{ date: '08/12/2026', times: [free('10:00'), free('10:30')] }];
    expect(shown(lostSlotAlternatives(stale, LOST).here)).toEqual(['08/12/2026 10:30 @201']);
  });

  test('a location listed as "other" that is the lost slot’s own is left out', () => {
    const odd: RecommendedDate[] = [{ date: '08/12/2026', times: [full('10:00', 201, 203)] }];
    expect(shown(lostSlotAlternatives(odd, LOST).elsewhere)).toEqual(['08/12/2026 10:00 @203']);
  });

  test('no recommendations → nothing to offer', () => {
    expect(lostSlotAlternatives([], LOST)).toEqual({ here: [], elsewhere: [] });
    expect(lostSlotAlternatives(null, LOST)).toEqual({ here: [], elsewhere: [] });
  });

  test('a service without the finder: the same day’s free times stand in for recommendations', () => {
    const day = recommendedFromDay('08/12/2026', ['09:00', '11:00', '10:30']);
    expect(shown(lostSlotAlternatives(day, LOST).here)).toEqual(['08/12/2026 10:30 @201', '08/12/2026 09:00 @201', '08/12/2026 11:00 @201']);
  });
});

const day = (...enabled: string[]) => bookableTimes({ style: 'list', totalTimeSlot: ['09:30', '10:00', '10:30'].map((timeSlot) => ({ timeSlot, enabled: enabled.includes(timeSlot) })) });

const refusals: Array<[string, { status: number; code?: number }, ReturnType<typeof bookableTimes>, boolean]> = [
  ['refused (602) and 10:00 no longer bookable → lost', { status: 400, code: 602 }, day('09:30', '10:30'), true],
  ['refused (602) and the day has no time left at all → lost', { status: 400, code: 602 }, day(), true],
  ['refused (602) but 10:00 still bookable → another reason, not a lost slot', { status: 400, code: 602 }, day('10:00'), false],
  ['a validation failure (601) → not a lost slot', { status: 400, code: 601 }, day(), false],
  ['unauthorised (401) → not a lost slot', { status: 401 }, day(), false],
  ['no answer (0) → not a lost slot: a retry may still book it', { status: 0 }, day(), false],
];

describe('a refused booking lost its slot when the server refused it and the slot is gone', () => {
  test.each(refusals)('%s', (_name, refusal, now, expected) => {
    expect(slotWasLost(refusal, '10:00', now)).toBe(expected);
  });
});
