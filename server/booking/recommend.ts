// The date and time finder (docs/behaviour/3-entities.md (Recommended times)): the next bookable dates from the
// asked date, each with its enabled times, whether a time is full, and for a full time the
// other locations of the same service where that date and time are still free.
import type { Clock } from '../clock.ts';
import type { Db } from '../db/types.ts';
import { judgeDay, loadCalendar, type OfferingCalendar } from './calendar.ts';
import { openOffering } from './offering.ts';
import { ensureSlots } from './slots.ts';
import { addDays } from '../clock.ts';
import { wireDate } from '../../src/common/wire-dates.ts';

const RECOMMENDED_DAYS = 5;

interface SlotState {
  slot_time: string;
  free: boolean;
}

async function slotsOf(db: Db, serviceId: number, locationId: number, day: string): Promise<SlotState[]> {
  await ensureSlots(db, serviceId, locationId, day);
  return db.query<SlotState>(
    `SELECT slot_time, (booked < capacity) AS free FROM time_slots
      WHERE service_id = $1 AND location_id = $2 AND day = $3 AND enabled ORDER BY slot_time`,
    [serviceId, locationId, day],
  );
}

export async function recommendTimes(db: Db, clock: Clock, serviceId: number, locationId: number, from: string | undefined) {
  const offering = await openOffering(db, serviceId, locationId);
  if (!offering.reservationRecommend || !offering.bookingOpen) return [];
  const cal = await loadCalendar(db, clock, serviceId, locationId);
  if (!cal.begin || !cal.end) return [];
  const others = await db.query<{ location_id: number }>(
    `SELECT sl.location_id FROM service_locations sl JOIN locations l ON l.id = sl.location_id
      WHERE sl.service_id = $1 AND sl.location_id <> $2 AND sl.booking_open AND NOT sl.suspended AND NOT l.suspended
      ORDER BY sl.location_id`,
    [serviceId, locationId],
  );
  const otherCalendars = new Map<number, OfferingCalendar>();
  for (const o of others) otherCalendars.set(o.location_id, await loadCalendar(db, clock, serviceId, o.location_id));

  const result: Array<{ date: string; times: Array<{ time: string; isFull: boolean; otherLocationIds: number[] }> }> = [];
  let day = from && from > cal.begin ? from : cal.begin;
  while (day <= cal.end && result.length < RECOMMENDED_DAYS) {
    const verdict = judgeDay(cal, day);
    if (verdict === 'ok' || verdict === 'full') {
      const slots = await slotsOf(db, serviceId, locationId, day);
      const times = [];
      for (const s of slots) {
        const isFull = verdict === 'full' || !s.free;
        const otherLocationIds: number[] = [];
        if (isFull) {
          for (const [otherId, otherCal] of otherCalendars) {
            if (judgeDay(otherCal, day) !== 'ok') continue;
            const there = await slotsOf(db, serviceId, otherId, day);
            if (there.some((t) => t.slot_time === s.slot_time && t.free)) otherLocationIds.push(otherId);
          }
        }
        times.push({ time: s.slot_time, isFull, otherLocationIds });
      }
      if (times.length > 0) result.push({ date: wireDate(day), times });
    }
    day = addDays(day, 1);
  }
  return result;
}
