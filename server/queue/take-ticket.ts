// Queue tickets: the number comes from the offering's queue row for the day,
// bumped in the transaction that inserts the ticket, so numbers are unique per queue and day
// and a refused or failed request leaves no gap (its bump rolls back with it).
import { randomUUID } from 'node:crypto';
import type { Lang } from '../../src/i18n/languages.ts';
import { todayIn, type Clock } from '../clock.ts';
import type { Queryable, Tx } from '../db/types.ts';
import { invalid, refused } from '../http/reply.ts';
import type { QueueFigures } from './figures.ts';

/** A letter per service so that tickets of different services at one counter look different. */
export const queuePrefix = (serviceId: number) => String.fromCharCode(65 + (serviceId % 26));

export interface NewQueueTicket {
  serviceId: number;
  locationId: number;
  departmentId: number | null;
  source: 'online' | 'onsite';
  euid: string | null;
  mobArea: string;
  mobNum: string;
  identifyNo: string;
  cntToAlert: number | null;
}

/** Inserts the ticket with the next number; refuses (rolling back the bump) past the daily limit. */
export async function insertQueueTicket(tx: Tx | Queryable, clock: Clock, lang: Lang, t: NewQueueTicket): Promise<{ id: number; number: number }> {
  const day = todayIn(clock);
  const [limitRow] = await tx.query<{ daily_limit: number }>(
    `SELECT daily_limit FROM queue_settings WHERE service_id = $1 AND location_id = $2`,
    [t.serviceId, t.locationId],
  );
  const [bumped] = await tx.query<{ last_number: number }>(
    `INSERT INTO queues (service_id, location_id, day, last_number) VALUES ($1, $2, $3, 1)
     ON CONFLICT (service_id, location_id, day) DO UPDATE SET last_number = queues.last_number + 1
     RETURNING last_number`,
    [t.serviceId, t.locationId, day],
  );
  const number = bumped!.last_number;
  if (number > (limitRow?.daily_limit ?? 999)) throw refused(lang, 'queueFull');
  const [row] = await tx.query<{ id: number }>(
    `INSERT INTO tickets (uid, ticket_type, service_id, location_id, department_id, ticket_date, jetton_code, source, euid,
                          mob_area, mob_num, identify_no, cnt_to_alert)
     VALUES ($1, 'QUEUE', $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) RETURNING id`,
    [
      randomUUID().replace(/-/g, ''), t.serviceId, t.locationId, t.departmentId, day,
      `${queuePrefix(t.serviceId)}${String(number).padStart(3, '0')}`, t.source, t.euid, t.mobArea, t.mobNum, t.identifyNo, t.cntToAlert,
    ],
  );
  await tx.query(`INSERT INTO queue_tickets (ticket_id, service_id, location_id, day, number) VALUES ($1, $2, $3, $4, $5)`, [
    row!.id, t.serviceId, t.locationId, day, number,
  ]);
  return { id: row!.id, number };
}

/** The §4 refusals of a queue that does not pass, by its state. */
export function refuseByState(lang: Lang, figures: QueueFigures): never {
  if (!figures.status) throw refused(lang, 'queueClosed');
  if (!figures.isOfficeTime) throw refused(lang, 'notOfficeTime');
  switch (figures.queueState) {
    case 'NOTBUSY':
      throw refused(lang, 'notBusy');
    case 'FULL':
      throw refused(lang, 'queueFull');
    case 'NOCOUNTER':
      throw refused(lang, 'noCounter');
    default:
      throw refused(lang, 'queueClosed');
  }
}

/**
 * Reminder count (§5, §4): between minCntToAlert and maxCntToAlert. The waiting count is the
 * client's check only: it moves between the page and the request, so the server does not hold it.
 */
export function checkReminder(lang: Lang, count: number | null, figures: QueueFigures): void {
  if (count === null) return;
  if (count < figures.minCntToAlert || count > figures.maxCntToAlert) throw invalid(lang, 'invalidValue', { field: 'cntToAlert' });
}
