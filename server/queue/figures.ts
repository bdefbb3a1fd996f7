// Live queue figures of one offering today (docs/behaviour/3-entities.md (Queue info)), computed from real
// tickets and the counters the simulation opened. Exported for the catalogue's
// locationService call as well: `queueFigures(db, clock, serviceId, locationId)`.
import { minutesOf, todayIn, zoned, type Clock } from '../clock.ts';
import type { Queryable } from '../db/types.ts';
import type { QueueInfo } from '../../src/common/api-contract.ts';

/** OFFLINE: the queue's counter system is out of order (queue_settings.system_offline). */
export type QueueState = 'NORMAL' | 'NOTBUSY' | 'FULL' | 'NOCOUNTER' | 'CLOSED' | 'OFFLINE';

/** The queue info of the API contract (src/common/api-contract.ts), every field filled. */
export interface QueueFigures extends QueueInfo {
  waitCount: number;
  openCounter: number;
  notCheckInCount: number;
  queueState: QueueState;
  /** 'Y' when a ticket can be taken now, 'N' otherwise (docs/behaviour/4-states.md). */
  pass: 'Y' | 'N';
  minCntToAlert: number;
  maxCntToAlert: number;
  /** The queue function is switched on for this offering. */
  status: boolean;
  isOpen: boolean;
  isOfficeTime: boolean;
  issued: number;
  dailyLimit: number;
}

/** Office time now: a timetable row for today's weekday covers the time, and today is not a holiday (unless special work). */
async function isOfficeTime(db: Queryable, clock: Clock, serviceId: number, locationId: number): Promise<boolean> {
  const now = zoned(clock.now());
  const [row] = await db.query<{ any_hours: boolean; today_hours: boolean; open_now: boolean; holiday: boolean; special: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM service_location_hours WHERE service_id = $1 AND location_id = $2) AS any_hours,
            EXISTS (SELECT 1 FROM service_location_hours WHERE service_id = $1 AND location_id = $2 AND weekday = $3) AS today_hours,
            EXISTS (SELECT 1 FROM service_location_hours WHERE service_id = $1 AND location_id = $2 AND weekday = $3 AND opens <= $4 AND closes > $4) AS open_now,
            EXISTS (SELECT 1 FROM calendar_days WHERE day = $5 AND kind = 'HOLIDAY' AND (service_id IS NULL OR service_id = $1) AND (location_id IS NULL OR location_id = $2)) AS holiday,
            EXISTS (SELECT 1 FROM calendar_days WHERE day = $5 AND kind = 'SPECIALDAY' AND (service_id IS NULL OR service_id = $1) AND (location_id IS NULL OR location_id = $2)) AS special`,
    [serviceId, locationId, now.weekday, now.time, now.date],
  );
  if (!row) return false;
  const plainOffice = now.minutesOfDay >= minutesOf('09:00') && now.minutesOfDay < minutesOf('18:00');
  // A special work day opens even a closed weekday, on that weekday's hours or plain office hours.
  if (row.special) return row.today_hours ? row.open_now : plainOffice;
  // No timetable at all: a plain Monday–Friday, 09:00–18:00 office.
  const openNow = row.any_hours ? row.open_now : now.weekday >= 1 && now.weekday <= 5 && plainOffice;
  return openNow && !row.holiday;
}

export async function queueFigures(db: Queryable, clock: Clock, serviceId: number, locationId: number): Promise<QueueFigures | undefined> {
  const today = todayIn(clock);
  const [row] = await db.query<{
    queue_open: boolean; suspended: boolean; system_offline: boolean | null; min: number | null; max: number | null; not_busy_below: number | null; counters: number | null;
    daily_limit: number | null; open_counters: number | null; issued: number | null; wait_count: number; not_check_in: number;
  }>(
    `SELECT sl.queue_open, (sl.suspended OR s.suspended OR l.suspended OR d.suspended) AS suspended,
            qs.system_offline, qs.min_cnt_to_alert AS min, qs.max_cnt_to_alert AS max, qs.not_busy_below, qs.counters, qs.daily_limit,
            q.open_counters, q.last_number AS issued,
            (SELECT count(*)::int FROM queue_tickets qt JOIN tickets t ON t.id = qt.ticket_id
              WHERE qt.service_id = $1 AND qt.location_id = $2 AND qt.day = $3 AND t.state = 'WAITING') AS wait_count,
            (SELECT count(*)::int FROM tickets t WHERE t.service_id = $1 AND t.location_id = $2 AND t.ticket_type <> 'QUEUE'
              AND t.booking_date = $3 AND t.state = 'WAITING') AS not_check_in
       FROM service_locations sl JOIN services s ON s.id = sl.service_id JOIN locations l ON l.id = sl.location_id
       JOIN departments d ON d.id = s.department_id
       LEFT JOIN queue_settings qs ON qs.service_id = sl.service_id AND qs.location_id = sl.location_id
       LEFT JOIN queues q ON q.service_id = sl.service_id AND q.location_id = sl.location_id AND q.day = $3
      WHERE sl.service_id = $1 AND sl.location_id = $2`,
    [serviceId, locationId, today],
  );
  if (!row) return undefined;
  const office = await isOfficeTime(db, clock, serviceId, locationId);
  const status = row.queue_open && !row.suspended;
  const openCounter = office ? (row.open_counters ?? row.counters ?? 1) : 0;
  const issued = row.issued ?? 0;
  const dailyLimit = row.daily_limit ?? 999;
  // A switched-off queue is closed whatever its machine does. A counter system that is out of
  // order comes next: the issued count and open counters it would report cannot be trusted, so
  // FULL, NOCOUNTER or NOTBUSY would be guesses.
  let queueState: QueueState = 'NORMAL';
  if (!status) queueState = 'CLOSED';
  else if (row.system_offline) queueState = 'OFFLINE';
  else if (issued >= dailyLimit) queueState = 'FULL';
  else if (openCounter === 0) queueState = 'NOCOUNTER';
  else if (row.wait_count < (row.not_busy_below ?? 0)) queueState = 'NOTBUSY';
  const pass = status && office && queueState === 'NORMAL' ? 'Y' : 'N';
  return {
    waitCount: row.wait_count,
    openCounter,
    notCheckInCount: row.not_check_in,
    queueState,
    pass,
    minCntToAlert: row.min ?? 1,
    maxCntToAlert: row.max ?? 20,
    status,
    isOpen: status && office,
    isOfficeTime: office,
    issued,
    dailyLimit,
  };
}
