// The booking side of the seed, derived from the catalogue's service_locations rows:
// calendars (public holidays, special work days, some full days), booking windows, the day
// template of time slots for every bookable offering, queue settings, and the test citizens
// who log in through the development one-account provider.
import { addDays, todayIn, weekdayOf, type Clock } from '../clock.ts';
import type { Db, Queryable } from '../db/types.ts';
import { DEFAULT_SLOT_TIMES } from '../../src/common/default-slots.ts';

interface TestCitizen {
  euid: string;
  name: string;
  nameCn: string;
  mobArea: string;
  mobNum: string;
  birthday: string;
  docs: Array<{ identityType: string; identityNo: string; nameCn: string }>;
}

/** The citizens listed on the development login page (/dev/sso/authorize). */
const TEST_CITIZENS: TestCitizen[] = [
  {
    euid: 'MO-0000001', name: 'CHAN TAI MAN', nameCn: '陳大文', mobArea: '853', mobNum: '66123456', birthday: '1985-04-12',
    docs: [{ identityType: '15', identityNo: '12345678', nameCn: '陳大文' }],
  },
  {
    euid: 'MO-0000002', name: 'LEI SIO MUI', nameCn: '李小梅', mobArea: '853', mobNum: '62345678', birthday: '1992-11-03',
    docs: [
      { identityType: '01', identityNo: 'MA123456', nameCn: '李小梅' },
      { identityType: '14', identityNo: '51234567', nameCn: '李小梅' },
    ],
  },
  {
    euid: 'MO-0000003', name: 'WONG KA HO', nameCn: '黃家豪', mobArea: '86', mobNum: '13812345678', birthday: '1990-01-01',
    docs: [
      { identityType: '20', identityNo: '44030119900101123X', nameCn: '黃家豪' },
      { identityType: '07', identityNo: 'K1234567', nameCn: '黃家豪' },
    ],
  },
  {
    euid: 'MO-0000004', name: 'MARIA FERNANDES', nameCn: '費瑪利', mobArea: '853', mobNum: '66554433', birthday: '1978-07-21',
    docs: [
      { identityType: '14', identityNo: '71234567', nameCn: '費瑪利' },
      { identityType: '15', identityNo: '17654321', nameCn: '費瑪利' },
    ],
  },
];

/** Fixed-date public holidays of the administration (month-day) with their names. */
const FIXED_HOLIDAYS: Array<[string, string]> = [
  ['01-01', '元旦'], ['05-01', '勞動節'], ['10-01', '國慶日'], ['10-02', '國慶日翌日'],
  ['11-02', '追思節'], ['12-08', '聖母無原罪瞻禮'], ['12-20', '澳門特別行政區成立紀念日'],
  ['12-24', '聖誕節前夕'], ['12-25', '聖誕節'],
];

interface Offering {
  service_id: number;
  location_id: number;
  booking_open: boolean;
  timed_ticket_open: boolean;
  queue_open: boolean;
}

export async function seedBookings(db: Db, clock: Clock): Promise<void> {
  await db.transaction(async (tx) => {
    const today = todayIn(clock);
    await seedCalendars(tx, today);
    const offerings = await tx.query<Offering>(
      `SELECT service_id, location_id, booking_open, timed_ticket_open, queue_open
         FROM service_locations ORDER BY service_id, location_id`,
    );
    await seedOfferings(tx, offerings, today);
    await seedCitizens(tx);
  });
}

async function seedCalendars(tx: Queryable, today: string): Promise<void> {
  const year = Number(today.slice(0, 4));
  for (const y of [year, year + 1]) {
    for (const [md, name] of FIXED_HOLIDAYS) {
      await tx.query(`INSERT INTO calendar_days (day, kind, name) VALUES ($1, 'HOLIDAY', $2) ON CONFLICT DO NOTHING`, [`${y}-${md}`, name]);
    }
  }
  // A holiday and a special work day inside every booking window, whatever day the seed runs.
  const holiday = nextWeekday(addDays(today, 10), [1, 2, 3, 4, 5]);
  await tx.query(`INSERT INTO calendar_days (day, kind, name) VALUES ($1, 'HOLIDAY', '公眾假期') ON CONFLICT DO NOTHING`, [holiday]);
  const saturday = nextWeekday(addDays(today, 12), [6]);
  await tx.query(`INSERT INTO calendar_days (day, kind, name) VALUES ($1, 'SPECIALDAY', '補班日') ON CONFLICT DO NOTHING`, [saturday]);
}

async function seedOfferings(tx: Queryable, offerings: Offering[], today: string): Promise<void> {
  let index = 0;
  for (const o of offerings) {
    index += 1;
    const bookable = o.booking_open || o.timed_ticket_open;
    if (bookable) {
      // Timed tickets are for today; appointments start tomorrow. Windows vary by offering.
      const firstDay = o.timed_ticket_open ? 0 : 1;
      const lastDay = [30, 14, 60, 21][index % 4] ?? 30;
      const style = index % 3 === 0 ? 'dropDown' : 'list';
      await tx.query(
        `INSERT INTO booking_windows (service_id, location_id, first_day, last_day, style) VALUES ($1, $2, $3, $4, $5) ON CONFLICT DO NOTHING`,
        [o.service_id, o.location_id, firstDay, lastDay, style],
      );
      const capacity = 2 + (index % 5);
      // Some offerings take no bookings over lunch.
      const enabled = DEFAULT_SLOT_TIMES.map((time) => !(index % 4 === 1 && (time === '12:30' || time === '13:00')));
      await tx.query(
        `INSERT INTO slot_templates (service_id, location_id, slot_time, capacity, enabled)
         SELECT $1, $2, t.time, $3, t.enabled FROM unnest($4::text[], $5::boolean[]) AS t(time, enabled)
         ON CONFLICT DO NOTHING`,
        [o.service_id, o.location_id, capacity, DEFAULT_SLOT_TIMES, enabled],
      );
      // Some full days: every third bookable offering is fully booked on a near weekday.
      if (index % 3 === 0) {
        const full = nextWeekday(addDays(today, 3 + (index % 4)), [1, 2, 3, 4, 5]);
        await tx.query(
          `INSERT INTO calendar_days (service_id, location_id, day, kind, name) VALUES ($1, $2, $3, 'FULLDAY', '') ON CONFLICT DO NOTHING`,
          [o.service_id, o.location_id, full],
        );
      }
    }
    if (o.queue_open) {
      await tx.query(
        `INSERT INTO queue_settings (service_id, location_id, min_cnt_to_alert, max_cnt_to_alert, not_busy_below, counters, daily_limit, walk_in_target)
         VALUES ($1, $2, 1, 20, 0, $3, 999, $4) ON CONFLICT DO NOTHING`,
        [o.service_id, o.location_id, 1 + (index % 4), 3 + (index % 9)],
      );
    }
  }
}

async function seedCitizens(tx: Queryable): Promise<void> {
  for (const c of TEST_CITIZENS) {
    const inserted = await tx.query(
      `INSERT INTO citizens (euid, kind, mob_area, mob_num, name, name_cn, birthday) VALUES ($1, 'oneAccount', $2, $3, $4, $5, $6)
       ON CONFLICT (euid) DO NOTHING RETURNING euid`,
      [c.euid, c.mobArea, c.mobNum, c.name, c.nameCn, c.birthday],
    );
    if (inserted.length === 0) continue;
    let position = 0;
    for (const d of c.docs) {
      await tx.query(
        `INSERT INTO identity_docs (euid, identity_type, identity_no, name_cn, position) VALUES ($1, $2, $3, $4, $5)`,
        [c.euid, d.identityType, d.identityNo, d.nameCn, position++],
      );
    }
  }
}

function nextWeekday(date: string, weekdays: number[]): string {
  let d = date;
  while (!weekdays.includes(weekdayOf(d))) d = addDays(d, 1);
  return d;
}
