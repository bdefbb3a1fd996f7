// Fair share (docs/abuse-resistance.md "Fair share"): one citizen, whether known by account,
// mobile number or identity number, holds at most a set number of active bookings of a service on
// one day and of active tickets in one queue, so one login cannot hoard a service's slots or a
// queue. A refusal is a 602 that names the form's field to show it by (bookingDate for a booking).
import type { Queryable } from '../db/types.ts';
import { refusedAt } from '../refusal.ts';

export interface FairShareLimits {
  /** Active bookings one citizen may hold of one service on one day. */
  bookingsPerServicePerDay: number;
  /** Active tickets one citizen may hold in one queue (a service at a location, one day). */
  ticketsPerQueue: number;
}

/** Who the citizen is, by each key a limit counts: the account (euid), the mobile, the identity number. */
export interface Holder {
  euid: string;
  mobArea: string;
  mobNum: string;
  identifyNo: string;
}

const HELD_BY = `(t.euid = $1 OR (t.mob_area = $2 AND t.mob_num = $3) OR ($4 <> '' AND t.identify_no = $4))`;
const holderParams = (h: Holder) => [h.euid, h.mobArea, h.mobNum, h.identifyNo];

/** Refuses a booking past the citizen's share of the service that day; an edit does not count the ticket it moves. */
export async function refuseBookingOverShare(db: Queryable, limits: FairShareLimits, holder: Holder, serviceId: number, day: string, moving?: number): Promise<void> {
  const [row] = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM tickets t
      WHERE ${HELD_BY} AND t.service_id = $5 AND t.booking_date = $6 AND t.ticket_type <> 'QUEUE'
        AND t.state IN ('WAITING', 'CALLED') AND ($7::int IS NULL OR t.id <> $7)`,
    [...holderParams(holder), serviceId, day, moving ?? null],
  );
  const limit = limits.bookingsPerServicePerDay;
  if ((row?.n ?? 0) >= limit) throw refusedAt('bookingDate', 'citizenBookingLimit', { count: limit });
}

/** Refuses a queue ticket past the citizen's share of the queue today. */
export async function refuseTicketOverShare(db: Queryable, limits: FairShareLimits, holder: Holder, serviceId: number, locationId: number, day: string): Promise<void> {
  const [row] = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM tickets t JOIN queue_tickets qt ON qt.ticket_id = t.id
      WHERE ${HELD_BY} AND qt.service_id = $5 AND qt.location_id = $6 AND qt.day = $7 AND t.state IN ('WAITING', 'CALLED')`,
    [...holderParams(holder), serviceId, locationId, day],
  );
  const limit = limits.ticketsPerQueue;
  if ((row?.n ?? 0) >= limit) throw refusedAt('mobNum', 'citizenQueueLimit', { count: limit });
}
