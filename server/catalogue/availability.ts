// The location-service answer of SPEC.md §3: booking and timed-ticket status, the queue's
// status with office time, pass and queueState, and the identity-card flags. Office time
// comes from the offering's hours per weekday and today's holidays / special work days; the
// live queue figures come from the booking side's tables (002_bookings.sql).
import type { Clock } from '../clock.ts';
import { zoned } from '../clock.ts';
import type { Queryable } from '../db/types.ts';

export type QueueState = 'NORMAL' | 'NOTBUSY' | 'FULL' | 'NOCOUNTER' | 'CLOSED';

export interface LocationServiceAnswer {
  booking: { status: boolean; timeTicketStatus: boolean };
  ticket: { status: boolean; isOfficeTime: boolean; pass: 'Y' | 'N'; queueState: QueueState };
  checkIdCardReservation: boolean;
  checkIdCardTime: boolean;
  checkIdCardQueue: boolean;
}

interface OfferingRow {
  booking_open: boolean; timed_ticket_open: boolean; queue_open: boolean;
  check_id_card_reservation: boolean; check_id_card_time: boolean; check_id_card_queue: boolean;
  closed: boolean;
}

/** Whether now (UTC+8) falls inside the offering's office hours, holidays and special days counted. */
export async function isOfficeTime(db: Queryable, clock: Clock, serviceId: number, locationId: number): Promise<boolean> {
  const now = zoned(clock.now());
  const days = await db.query<{ kind: string }>(
    `SELECT kind FROM calendar_days WHERE day = $3::date AND kind IN ('HOLIDAY', 'SPECIALDAY')
        AND (service_id IS NULL OR service_id = $1) AND (location_id IS NULL OR location_id = $2)`,
    [serviceId, locationId, now.date],
  ).catch(() => [] as Array<{ kind: string }>); // before 002_bookings.sql exists: no calendar
  const special = days.some((d) => d.kind === 'SPECIALDAY');
  if (!special && days.some((d) => d.kind === 'HOLIDAY')) return false;
  const hours = await db.query<{ weekday: number; opens: string; closes: string }>(
    'SELECT weekday, opens, closes FROM service_location_hours WHERE service_id = $1 AND location_id = $2',
    [serviceId, locationId],
  );
  let today = hours.filter((h) => Number(h.weekday) === now.weekday);
  // A special work day on a closed weekday keeps Monday's hours.
  if (special && today.length === 0) today = hours.filter((h) => Number(h.weekday) === 1);
  return today.some((h) => now.time >= h.opens && now.time < h.closes);
}

interface QueueFigures { waitCount: number; openCounter: number; lastNumber: number; dailyLimit: number; notBusyBelow: number }

async function queueFigures(db: Queryable, clock: Clock, serviceId: number, locationId: number): Promise<QueueFigures | undefined> {
  const day = zoned(clock.now()).date;
  try {
    const [row] = await db.query<QueueFigures>(
      `SELECT (SELECT count(*)::int FROM queue_tickets qt JOIN tickets t ON t.id = qt.ticket_id
                WHERE qt.service_id = $1 AND qt.location_id = $2 AND qt.day = $3::date AND t.state = 'WAITING') AS "waitCount",
              COALESCE(q.open_counters, 0) AS "openCounter", COALESCE(q.last_number, 0) AS "lastNumber",
              COALESCE(q.daily_limit, qs.daily_limit, 999) AS "dailyLimit", COALESCE(qs.not_busy_below, 0) AS "notBusyBelow"
         FROM (SELECT 1) one
         LEFT JOIN queues q ON q.service_id = $1 AND q.location_id = $2 AND q.day = $3::date
         LEFT JOIN queue_settings qs ON qs.service_id = $1 AND qs.location_id = $2`,
      [serviceId, locationId, day],
    );
    return row;
  } catch {
    return undefined; // the queue tables are not in this database yet
  }
}

/** §4 queue pass and state: a ticket can be taken in office time with a counter open and room left. */
export function queueVerdict(open: boolean, officeTime: boolean, q: QueueFigures | undefined): { pass: 'Y' | 'N'; queueState: QueueState } {
  if (!open || !officeTime) return { pass: 'N', queueState: 'CLOSED' };
  if (!q) return { pass: 'Y', queueState: 'NORMAL' };
  if (q.lastNumber >= q.dailyLimit) return { pass: 'N', queueState: 'FULL' };
  if (q.openCounter <= 0) return { pass: 'N', queueState: 'NOCOUNTER' };
  if (q.waitCount < q.notBusyBelow) return { pass: 'N', queueState: 'NOTBUSY' };
  return { pass: 'Y', queueState: 'NORMAL' };
}

export async function locationService(
  db: Queryable, clock: Clock, serviceId: number, locationId: number,
): Promise<LocationServiceAnswer | undefined> {
  const [o] = await db.query<OfferingRow>(
    `SELECT sl.booking_open, sl.timed_ticket_open, sl.queue_open, sl.check_id_card_reservation, sl.check_id_card_time,
            sl.check_id_card_queue, (sl.suspended OR s.suspended OR l.suspended OR d.suspended) AS closed
       FROM service_locations sl JOIN services s ON s.id = sl.service_id JOIN locations l ON l.id = sl.location_id
       JOIN departments d ON d.id = s.department_id
      WHERE sl.service_id = $1 AND sl.location_id = $2`,
    [serviceId, locationId],
  );
  if (!o) return undefined;
  const officeTime = await isOfficeTime(db, clock, serviceId, locationId);
  const queueOpen = o.queue_open && !o.closed;
  const figures = queueOpen && officeTime ? await queueFigures(db, clock, serviceId, locationId) : undefined;
  return {
    booking: { status: o.booking_open && !o.closed, timeTicketStatus: o.timed_ticket_open && !o.closed },
    ticket: { status: queueOpen, isOfficeTime: officeTime, ...queueVerdict(queueOpen, officeTime, figures) },
    checkIdCardReservation: o.check_id_card_reservation,
    checkIdCardTime: o.check_id_card_time,
    checkIdCardQueue: o.check_id_card_queue,
  };
}
