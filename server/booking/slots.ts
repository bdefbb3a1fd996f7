// Time slots of an offering's day: filled from the offering's template on first use, a seat
// taken only by a conditional UPDATE (booked < capacity) so the capacity holds whatever the
// concurrency, and the times a citizen may still pick.
import { timeIn, todayIn, type Clock } from '../clock.ts';
import type { Queryable } from '../db/types.ts';
import { invalid, refused } from '../refusal.ts';
import { judgeDay, loadCalendar } from './calendar.ts';
import { openOffering } from './offering.ts';

/** One slot: an offering's day and time ('YYYY-MM-DD', 'HH:mm'). */
export interface SlotKey {
  serviceId: number;
  locationId: number;
  date: string;
  time: string;
}

/** Fills a day's slots from the offering's template, once (several processes may race: harmless). */
export async function ensureSlots(db: Queryable, serviceId: number, locationId: number, day: string): Promise<void> {
  const [have] = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM time_slots WHERE service_id = $1 AND location_id = $2 AND day = $3`,
    [serviceId, locationId, day],
  );
  if ((have?.n ?? 0) > 0) return;
  await db.query(
    `INSERT INTO time_slots (service_id, location_id, day, slot_time, capacity, enabled)
     SELECT service_id, location_id, $3::date, slot_time, capacity, enabled FROM slot_templates
      WHERE service_id = $1 AND location_id = $2
     ON CONFLICT (service_id, location_id, day, slot_time) DO NOTHING`,
    [serviceId, locationId, day],
  );
}

/** POST booking/time: the day's times, each enabled while it has a free seat and has not passed. */
export async function bookableTimes(db: Queryable, clock: Clock, serviceId: number, locationId: number, day: string) {
  await openOffering(db, serviceId, locationId);
  const cal = await loadCalendar(db, clock, serviceId, locationId);
  if (judgeDay(cal, day) !== 'ok') return { style: cal.style, totalTimeSlot: [] };
  await ensureSlots(db, serviceId, locationId, day);
  const rows = await db.query<{ slot_time: string; enabled: boolean; free: boolean }>(
    `SELECT slot_time, enabled, (booked < capacity) AS free FROM time_slots
      WHERE service_id = $1 AND location_id = $2 AND day = $3 ORDER BY slot_time`,
    [serviceId, locationId, day],
  );
  const now = day === todayIn(clock) ? timeIn(clock) : '';
  return {
    style: cal.style,
    totalTimeSlot: rows.map((r) => ({ timeSlot: r.slot_time, enabled: r.enabled && r.free && r.slot_time >= now })),
  };
}

/** Takes one seat of the slot or explains why not (602 full/disabled, 601 unknown time). */
export async function takeSeat(tx: Queryable, input: SlotKey): Promise<number> {
  const key = [input.serviceId, input.locationId, input.date, input.time];
  let materialised = false;
  // A few rounds: between our UPDATE and our SELECT another transaction may have filled the
  // day (first booking of a day) or freed a seat; only a slot seen full or disabled is refused.
  for (let round = 0; round < 4; round++) {
    const [taken] = await tx.query<{ id: number }>(
      `UPDATE time_slots SET booked = booked + 1
        WHERE service_id = $1 AND location_id = $2 AND day = $3 AND slot_time = $4 AND enabled AND booked < capacity
        RETURNING id`,
      key,
    );
    if (taken) return taken.id;
    const [slot] = await tx.query<{ enabled: boolean; free: boolean }>(
      `SELECT enabled, (booked < capacity) AS free FROM time_slots WHERE service_id = $1 AND location_id = $2 AND day = $3 AND slot_time = $4`,
      key,
    );
    if (!slot) {
      if (materialised) throw invalid('slotDisabled');
      // First booking of that day: fill the day from the template (a concurrent filler makes this wait, then do nothing).
      await ensureSlots(tx, input.serviceId, input.locationId, input.date);
      materialised = true;
      continue;
    }
    if (!slot.enabled) throw refused('slotDisabled');
    if (!slot.free) throw refused('full');
  }
  throw refused('full');
}

export async function freeSeat(tx: Queryable, slotId: number): Promise<void> {
  await tx.query(`UPDATE time_slots SET booked = booked - 1 WHERE id = $1 AND booked > 0`, [slotId]);
}
