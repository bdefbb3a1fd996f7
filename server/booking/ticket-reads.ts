// Reading tickets: who holds one, the citizen's lists and count badge, one ticket's detail and
// the queue figures a queue ticket shows. The figures of a list come from one query for all its
// active queue tickets, so the list costs the same number of queries whatever its length. The
// answers are rows (translated columns as Texts); the routes shape them for the wire
// (server/routes/ticket-answers.ts).
import type { QueueCounter } from '../../src/common/api-contract.ts';
import type { Citizen } from '../auth/token.ts';
import { todayIn, type Clock } from '../clock.ts';
import type { Queryable } from '../db/types.ts';
import { sqlTexts, type Texts } from '../i18n/texts.ts';
import { queueFigures } from '../queue/figures.ts';

export interface TicketRow {
  id: number;
  uid: string;
  ticket_type: 'RESERCATION' | 'QUEUE' | 'PERIOD';
  service_id: number;
  location_id: number;
  department_id: number | null;
  slot_id: number | null;
  booking_date: string | null;
  booking_time: string | null;
  ticket_date: string;
  jetton_code: string;
  state: string;
  source: string;
  euid: string | null;
  mob_area: string;
  mob_num: string;
  identify_no: string;
  cnt_to_alert: number | null;
  created_at: Date;
}

/** A ticket with what its detail shows besides its own columns. */
export type DetailRow = TicketRow & {
  business_code: string | null; service_name: Texts; location_name: Texts; address: Texts; telephone: string;
  latitude: number | null; longitude: number | null; department_code: string | null;
};

/** One ticket's detail: its row and, for a queue ticket, the queue's figures. */
export interface TicketDetail {
  row: DetailRow;
  counter: QueueCounter | undefined;
}

/** One entry of the citizen's lists: the ticket, its names and, for an active queue ticket, its figures. */
export interface ListedTicket {
  row: TicketRow & { service_name: Texts; location_name: Texts };
  counter: Pick<QueueCounter, 'waitCount' | 'notCheckInCount'> | undefined;
}

export const isActive = (state: string) => state === 'WAITING' || state === 'CALLED';

export function owns(citizen: Citizen, t: Pick<TicketRow, 'euid' | 'mob_area' | 'mob_num'>): boolean {
  if (t.euid && t.euid === citizen.euid) return true;
  return !!citizen.mobNum && t.mob_num === citizen.mobNum && t.mob_area === citizen.mobArea;
}

/** Who holds a ticket: what owns() needs, found by the ticket's id or its unguessable uid. */
export type TicketHolder = Pick<TicketRow, 'id' | 'euid' | 'mob_area' | 'mob_num'>;

export async function findTicket(db: Queryable, by: { id: number } | { uid: string }): Promise<TicketHolder | undefined> {
  const [t] = 'id' in by
    ? await db.query<TicketHolder>(`SELECT id, euid, mob_area, mob_num FROM tickets WHERE id = $1`, [by.id])
    : await db.query<TicketHolder>(`SELECT id, euid, mob_area, mob_num FROM tickets WHERE uid = $1`, [by.uid]);
  return t;
}

/** The citizen's own tickets: by account, or by the mobile the citizen verified. */
const OWNED_BY = `(t.euid = $1 OR (t.mob_num = $2 AND t.mob_area = $3 AND $2 <> ''))`;
/** Queue tickets of today and bookings from today on ($4: today). */
const CURRENT = `((t.ticket_type = 'QUEUE' AND t.ticket_date = $4) OR (t.ticket_type <> 'QUEUE' AND t.booking_date >= $4))`;

/** The badge on the home tile: the citizen's active queue tickets of today and bookings from today on. */
export async function activeTicketCount(db: Queryable, clock: Clock, citizen: Citizen): Promise<number> {
  const [row] = await db.query<{ count: number }>(
    `SELECT count(*)::int AS count FROM tickets t WHERE ${OWNED_BY} AND t.state IN ('WAITING', 'CALLED') AND ${CURRENT}`,
    [citizen.euid, citizen.mobNum, citizen.mobArea, todayIn(clock)],
  );
  return row?.count ?? 0;
}

/** The columns joined to a ticket (t) for its detail: services s, locations l, departments d. */
export const DETAIL_COLUMNS = `${sqlTexts('s.name')} AS service_name, ${sqlTexts('l.name')} AS location_name,
   ${sqlTexts('l.address')} AS address, l.telephone, l.latitude, l.longitude, d.code AS department_code`;

/**
 * People ahead of each queue ticket today ($1: the tickets' ids, $2: today) and the bookings of
 * its offering not checked in yet, one row per ticket.
 */
const QUEUE_COUNTERS = `
  SELECT t.id,
         (SELECT count(*)::int FROM tickets o JOIN queue_tickets oq ON oq.ticket_id = o.id
           WHERE o.state = 'WAITING' AND oq.service_id = t.service_id AND oq.location_id = t.location_id AND oq.day = $2
             AND oq.number < COALESCE(mine.number, 2147483647)) AS "waitCount",
         (SELECT count(*)::int FROM tickets b
           WHERE b.service_id = t.service_id AND b.location_id = t.location_id AND b.ticket_type <> 'QUEUE'
             AND b.booking_date = $2 AND b.state = 'WAITING') AS "notCheckInCount"
    FROM tickets t LEFT JOIN queue_tickets mine ON mine.ticket_id = t.id
   WHERE t.id = ANY($1::int[])`;

/** Queue figures for one ticket: people ahead of it, bookings not checked in, open counters. */
export async function ticketCounter(db: Queryable, clock: Clock, ticketId: number): Promise<QueueCounter | undefined> {
  const [row] = await db.query<{ waitCount: number; serviceId: number; locationId: number }>(
    `SELECT c."waitCount", t.service_id AS "serviceId", t.location_id AS "locationId"
       FROM (${QUEUE_COUNTERS}) c JOIN tickets t ON t.id = c.id`,
    [[ticketId], todayIn(clock)],
  );
  if (!row) return undefined;
  const figures = await queueFigures(db, clock, row.serviceId, row.locationId);
  return { waitCount: row.waitCount, notCheckInCount: figures?.notCheckInCount ?? 0, openCounter: figures?.openCounter ?? 0 };
}

/** The ticket's detail (queue figures for a queue ticket), or undefined when there is no such ticket. */
export async function ticketDetail(db: Queryable, clock: Clock, ticketId: number): Promise<TicketDetail | undefined> {
  const [row] = await db.query<DetailRow>(
    `SELECT t.*, m.business_code, ${DETAIL_COLUMNS}
       FROM tickets t JOIN services s ON s.id = t.service_id JOIN locations l ON l.id = t.location_id
       LEFT JOIN departments d ON d.id = t.department_id LEFT JOIN memos m ON m.ticket_id = t.id
      WHERE t.id = $1`,
    [ticketId],
  );
  if (!row) return undefined;
  // Queue figures belong to queue tickets (the success page); a booking's detail skips them.
  const counter = row.ticket_type === 'QUEUE' ? await ticketCounter(db, clock, ticketId) : undefined;
  return { row, counter };
}

/** GET favourite/tickets: the citizen's queue tickets of today and bookings from today on, newest first. */
export async function listTickets(db: Queryable, clock: Clock, citizen: Citizen): Promise<ListedTicket[]> {
  const today = todayIn(clock);
  const rows = await db.query<ListedTicket['row']>(
    `SELECT t.*, ${sqlTexts('s.name')} AS service_name, ${sqlTexts('l.name')} AS location_name
       FROM tickets t JOIN services s ON s.id = t.service_id JOIN locations l ON l.id = t.location_id
      WHERE ${OWNED_BY} AND t.state <> 'CANCELLED' AND ${CURRENT}
      ORDER BY t.created_at DESC, t.id DESC
      LIMIT 200`,
    [citizen.euid, citizen.mobNum, citizen.mobArea, today],
  );
  const queued = rows.filter((t) => t.ticket_type === 'QUEUE' && isActive(t.state)).map((t) => t.id);
  const counters = new Map<number, ListedTicket['counter']>();
  if (queued.length > 0) {
    const figures = await db.query<{ id: number; waitCount: number; notCheckInCount: number }>(QUEUE_COUNTERS, [queued, today]);
    for (const { id, ...counter } of figures) counters.set(id, counter);
  }
  return rows.map((row) => ({ row, counter: counters.get(row.id) }));
}
