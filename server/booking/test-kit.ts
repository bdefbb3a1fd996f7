// Helpers shared by the booking-side server tests: a plain open offering from the seed, its
// first bookable day, citizen tokens, and slot capacities set for a test.
import { expect } from 'vitest';
import type { Db } from '../db/types.ts';
import { issueToken, type TokenDeps } from '../auth/token.ts';
import { addDays, createClock, todayIn } from '../clock.ts';
import { judgeDay, loadCalendar } from './calendar.ts';
import { value } from '../test-support/http.ts';
import type { Outgoing, Sample } from '../test-support/load.ts';

/** Tuesday 10:00 in Macau: inside office hours. */
export const TEST_CLOCK = '2026-11-24T02:00:00Z';

export interface PlainOffering {
  serviceId: number;
  locationId: number;
  departmentId: number;
}

/** An offering anyone can book (or queue for): nothing suspended, no parameters, no login or identity rules. */
export async function plainOffering(db: Db, kind: 'booking' | 'queue', skip = 0): Promise<PlainOffering> {
  const rows = await db.query<PlainOffering>(
    `SELECT sl.service_id AS "serviceId", sl.location_id AS "locationId", s.department_id AS "departmentId"
       FROM service_locations sl JOIN services s ON s.id = sl.service_id JOIN locations l ON l.id = sl.location_id
       JOIN departments d ON d.id = s.department_id
      WHERE ${kind === 'booking' ? 'sl.booking_open AND NOT sl.check_id_card_reservation' : 'sl.queue_open AND NOT sl.check_id_card_queue'}
        AND NOT sl.suspended AND NOT s.suspended AND NOT l.suspended AND NOT d.suspended
        AND NOT sl.rc_service_login AND NOT l.rc_service_login
        AND NOT EXISTS (SELECT 1 FROM reservation_parameters p WHERE p.service_id = sl.service_id)
      ORDER BY sl.service_id, sl.location_id`,
  );
  const row = rows[skip];
  if (!row) throw new Error(`no plain ${kind} offering #${skip} in the seed`);
  return row;
}

const toIso = (dmy: string) => dmy.split('/').reverse().join('-');
const toDmy = (iso: string) => iso.split('-').reverse().join('/');

/** Bookable days (DD/MM/YYYY) of an offering, read from booking/date like a client would. */
export async function bookableDays(baseUrl: string, o: PlainOffering, count = 5): Promise<string[]> {
  const d = await value(baseUrl, `/api/booking/date/${o.locationId}/${o.serviceId}/${o.departmentId}`);
  const holidays = new Set([...d.publicHolidays, ...d.systemPublicHolidays]);
  const special = new Set([...d.specialWorkDates, ...d.systemSpecialWorkDates]);
  const full = new Set(d.fullBookingDates);
  const days: string[] = [];
  for (let day = toIso(d.startDate); day <= toIso(d.endDate) && days.length < count; ) {
    const dmy = toDmy(day);
    const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
    const closed = !special.has(dmy) && (holidays.has(dmy) || d.nonOffices.includes(weekday));
    if (!closed && !full.has(dmy)) days.push(dmy);
    const next = new Date(`${day}T00:00:00Z`);
    next.setUTCDate(next.getUTCDate() + 1);
    day = next.toISOString().slice(0, 10);
  }
  return days;
}

let counter = 0;
/** A fresh SMS-verified citizen's token (as POST valid would give), straight from the token module. */
export async function smsCitizen(server: TokenDeps): Promise<{ token: string; mobArea: string; mobNum: string }> {
  counter += 1;
  const mobNum = String(62_000_000 + Math.floor(Math.random() * 900_000) * 4 + (counter % 4));
  const token = await issueToken(server, { euid: `sms:853${mobNum}`, kind: 'sms', mobArea: '853', mobNum });
  return { token, mobArea: '853', mobNum };
}

/** Materialises a day's slots and sets one slot's capacity. */
export async function setSlotCapacity(db: Db, o: PlainOffering, dmy: string, time: string, capacity: number): Promise<void> {
  const day = toIso(dmy);
  await db.query(
    `INSERT INTO time_slots (service_id, location_id, day, slot_time, capacity, enabled)
     SELECT service_id, location_id, $3::date, slot_time, capacity, enabled FROM slot_templates WHERE service_id = $1 AND location_id = $2
     ON CONFLICT DO NOTHING`,
    [o.serviceId, o.locationId, day],
  );
  await db.query(`UPDATE time_slots SET capacity = $5, enabled = true WHERE service_id = $1 AND location_id = $2 AND day = $3 AND slot_time = $4`, [
    o.serviceId, o.locationId, day, time, capacity,
  ]);
}

export function reservation(o: PlainOffering, who: { mobArea: string; mobNum: string }, bookingDate: string, bookingTime: string) {
  return {
    departmentId: o.departmentId, locationId: o.locationId, serviceId: o.serviceId, bookingDate, bookingTime,
    identifyNo: '', contactType: 'P', mobArea: who.mobArea, mobNum: who.mobNum, contactEmail: null, otherContact: null,
  };
}

export interface BookingLoad {
  offering: PlainOffering;
  /** The next booking request, tagged with its citizen, day and time; undefined when all are sent. */
  next(): Outgoing | undefined;
}

/**
 * Booking requests for a load test: tokens for `citizens` SMS-verified citizens and one request
 * per (citizen, day, time) of a plain offering made roomy, so that a booking refused for lack of
 * room, or kept twice, can only be the server's fault. Prepared on the database before the
 * server starts, on the clock TEST_CLOCK.
 */
export async function bookingLoad(db: Db, citizens = 40, days = 10): Promise<BookingLoad> {
  const offering = await plainOffering(db, 'booking');
  const key = [offering.serviceId, offering.locationId];
  await db.query('UPDATE slot_templates SET capacity = 100000, enabled = true WHERE service_id = $1 AND location_id = $2', key);
  await db.query('UPDATE time_slots SET capacity = 100000, enabled = true WHERE service_id = $1 AND location_id = $2', key);
  const clock = createClock(TEST_CLOCK);
  const cal = await loadCalendar(db, clock, offering.serviceId, offering.locationId, { forBooking: true });
  const today = todayIn(clock);
  const open: string[] = [];
  for (let d = 1; d <= 60 && open.length < days; d++) if (judgeDay(cal, addDays(today, d)) === 'ok') open.push(addDays(today, d));
  const times = (await db.query<{ slot_time: string }>('SELECT slot_time FROM slot_templates WHERE service_id = $1 AND location_id = $2 ORDER BY slot_time', key))
    .map((r) => r.slot_time);
  const who = await Promise.all(Array.from({ length: citizens }, async (_, i) => {
    const mobNum = String(65_000_000 + i);
    return { mobArea: '853', mobNum, token: await issueToken({ db, clock }, { euid: `sms:853${mobNum}`, kind: 'sms', mobArea: '853', mobNum }) };
  }));
  let n = 0;
  const total = who.length * open.length * times.length;
  return {
    offering,
    next() {
      if (n >= total) return undefined;
      const i = n++;
      const citizen = who[i % who.length]!;
      const day = toDmy(open[Math.floor(i / who.length) % open.length]!);
      const time = times[Math.floor(i / (who.length * open.length))]!;
      return {
        path: '/api/booking/webJetton',
        init: {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${citizen.token}`, language: 'en_us' },
          body: JSON.stringify(reservation(offering, citizen, day, time)),
        },
        tag: { euid: `sms:853${citizen.mobNum}`, day: toIso(day), time },
      };
    },
  };
}

/** Every booking of a bookingLoad answered 200 is in the database with its citizen, day and time, and none is there twice. */
export async function expectBookingsKept(db: Db, samples: Sample[]): Promise<void> {
  const answered = samples.filter((s) => s.status === 200 && s.tag);
  const rows = await db.query<{ id: number; euid: string; day: string; time: string }>(
    `SELECT id, euid, booking_date AS day, booking_time AS time FROM tickets WHERE id = ANY($1::int[])`,
    [answered.map((s) => s.body.value.id)],
  );
  expect(new Map(rows.map((r) => [r.id, { euid: r.euid, day: r.day, time: r.time }]))).toEqual(
    new Map(answered.map((s) => [s.body.value.id, s.tag])),
  );
  const twice = await db.query(
    `SELECT euid, booking_date, booking_time FROM tickets WHERE euid LIKE 'sms:85365%' AND state = 'WAITING'
      GROUP BY 1, 2, 3 HAVING count(*) > 1`,
  );
  expect(twice).toEqual([]);
}
