// Which days an offering can be booked on (docs/behaviour/3-entities.md (Bookable date data), docs/behaviour/4-states.md (Calendar days)):
// the booking window from today, public holidays and special work days (system-wide and the
// offering's own), weekdays without office hours, and full days.
import { addDays, todayIn, weekdayOf, type Clock } from '../clock.ts';
import type { Queryable } from '../db/types.ts';
import { wireDate } from '../../src/common/wire-dates.ts';

export interface OfferingCalendar {
  today: string;
  /** YYYY-MM-DD; undefined when the offering has no booking window. */
  begin: string | undefined;
  end: string | undefined;
  systemHolidays: string[];
  holidays: string[];
  systemSpecialDays: string[];
  specialDays: string[];
  fullDays: string[];
  /** Weekdays (0 = Sunday) without office hours. */
  nonOffices: number[];
  style: 'list' | 'dropDown';
}

/**
 * One query: the window, calendar days, weekdays with hours and (unless `forBooking`, where
 * the seat-taking UPDATE decides) the days whose every slot is taken.
 */
export async function loadCalendar(
  db: Queryable,
  clock: Clock,
  serviceId: number,
  locationId: number,
  opts: { forBooking?: boolean } = {},
): Promise<OfferingCalendar> {
  const today = todayIn(clock);
  const [row] = await db.query<{
    first_day: number | null; last_day: number | null; style: 'list' | 'dropDown' | null;
    days: Array<{ day: string; kind: string; system: boolean }> | null; saturated: string[] | null; open_weekdays: number[] | null;
  }>(
    `SELECT w.first_day, w.last_day, w.style,
            (SELECT json_agg(json_build_object('day', to_char(day, 'YYYY-MM-DD'), 'kind', kind, 'system', service_id IS NULL AND location_id IS NULL) ORDER BY day)
               FROM calendar_days
              WHERE day >= $3::date - 1 AND day <= $3::date + 400
                AND (service_id IS NULL OR service_id = $1) AND (location_id IS NULL OR location_id = $2)) AS days,
            CASE WHEN $4 THEN NULL ELSE ARRAY(
              SELECT to_char(day, 'YYYY-MM-DD') FROM time_slots WHERE service_id = $1 AND location_id = $2 AND day >= $3::date
               GROUP BY day HAVING bool_and(NOT enabled OR booked >= capacity) ORDER BY day) END AS saturated,
            ARRAY(SELECT DISTINCT weekday::int FROM service_location_hours WHERE service_id = $1 AND location_id = $2) AS open_weekdays
       FROM (SELECT 1) AS one LEFT JOIN booking_windows w ON w.service_id = $1 AND w.location_id = $2`,
    [serviceId, locationId, today, opts.forBooking === true],
  );
  const begin = row?.first_day != null ? addDays(today, row.first_day) : undefined;
  const end = row?.last_day != null ? addDays(today, row.last_day) : undefined;
  const days = row?.days ?? [];
  const open = new Set((row?.open_weekdays ?? []).map(Number));
  // An offering without any hours rows has not been given a timetable: treat Mon–Fri as open.
  const openDays = open.size > 0 ? open : new Set([1, 2, 3, 4, 5]);
  const pick = (kind: string, system: boolean) => days.filter((d) => d.kind === kind && d.system === system).map((d) => d.day);
  return {
    today,
    begin,
    end,
    systemHolidays: pick('HOLIDAY', true),
    holidays: pick('HOLIDAY', false),
    systemSpecialDays: pick('SPECIALDAY', true),
    specialDays: pick('SPECIALDAY', false),
    fullDays: [...new Set([...pick('FULLDAY', false), ...pick('FULLDAY', true), ...(row?.saturated ?? [])])].sort(),
    nonOffices: [0, 1, 2, 3, 4, 5, 6].filter((d) => !openDays.has(d)),
    style: row?.style ?? 'list',
  };
}

export type DayVerdict = 'ok' | 'outside' | 'closed' | 'full';

/** docs/behaviour/4-states.md (Calendar days): inside the window, not full; closed weekdays and holidays unless special work. */
export function judgeDay(cal: OfferingCalendar, day: string): DayVerdict {
  if (!cal.begin || !cal.end || day < cal.begin || day > cal.end || day < cal.today) return 'outside';
  const special = cal.specialDays.includes(day) || cal.systemSpecialDays.includes(day);
  const holiday = cal.holidays.includes(day) || cal.systemHolidays.includes(day);
  const closedWeekday = cal.nonOffices.includes(weekdayOf(day));
  if (!special && (holiday || closedWeekday)) return 'closed';
  if (cal.fullDays.includes(day)) return 'full';
  return 'ok';
}

/** The bookable date data of docs/behaviour/3-entities.md, dates as DD/MM/YYYY. */
export function bookableDateData(cal: OfferingCalendar, timedTicketOpen: boolean) {
  const dates = (list: string[]) => list.map(wireDate);
  let periodTicketDateState: 'NORMAL' | 'HOLIDAY' | 'SPECIALDAY' | 'FULLDAY' = 'NORMAL';
  if (cal.fullDays.includes(cal.today)) periodTicketDateState = 'FULLDAY';
  else if (cal.specialDays.includes(cal.today) || cal.systemSpecialDays.includes(cal.today)) periodTicketDateState = 'SPECIALDAY';
  else if (cal.holidays.includes(cal.today) || cal.systemHolidays.includes(cal.today) || cal.nonOffices.includes(weekdayOf(cal.today)))
    periodTicketDateState = 'HOLIDAY';
  return {
    startDate: cal.begin ? wireDate(cal.begin) : null,
    endDate: cal.end ? wireDate(cal.end) : null,
    fullBookingDates: dates(cal.fullDays),
    periodTicketDate: timedTicketOpen ? wireDate(cal.today) : null,
    periodTicketDateState: timedTicketOpen ? periodTicketDateState : null,
    publicHolidays: dates(cal.holidays),
    systemPublicHolidays: dates(cal.systemHolidays),
    specialWorkDates: dates(cal.specialDays),
    specialWorkDays: dates(cal.specialDays),
    systemSpecialWorkDates: dates(cal.systemSpecialDays),
    nonOffices: cal.nonOffices,
  };
}
