// Fair share (docs/abuse-resistance.md "Fair share"): one citizen, whether known by account,
// mobile number or identity number, holds at most a set number of active bookings of a service on
// one day and of active tickets in one queue, so one login cannot hoard a service's slots or a
// queue. A refusal is a 602 that names the form's field to show it by (bookingDate for a booking).
// The count runs in the transaction that writes, after the citizen's keys are locked: two requests
// of one citizen at the same moment are counted one after the other, never both against the same
// count.
import { createHash } from 'node:crypto';
import { ADVISORY_LOCK } from '../db/advisory-locks.ts';
import type { Tx } from '../db/types.ts';
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

/** A key's advisory lock: the first 32 bits of its SHA-256, beside the fair-share lock class. */
const lockOf = (key: string) => createHash('sha256').update(key).digest().readInt32BE(0);

/**
 * Locks each of the citizen's keys until the transaction ends, in ascending order (two holders
 * that share some keys take them in one order, so neither waits on the other in a cycle). A
 * later statement of the transaction then sees what another request of the same citizen wrote.
 */
async function holdCitizen(tx: Tx, holder: Holder): Promise<void> {
  const keys = [`euid:${holder.euid}`, `mobile:${holder.mobArea}-${holder.mobNum}`, ...(holder.identifyNo ? [`identity:${holder.identifyNo}`] : [])];
  const locks = [...new Set(keys.map(lockOf))].sort((a, b) => a - b);
  // unnest's rows come in the array's order, and each takes its lock as it comes.
  await tx.query(`SELECT pg_advisory_xact_lock($1, k) FROM unnest($2::int[]) AS k`, [ADVISORY_LOCK.fairShare, locks]);
}

/**
 * Refuses a booking past the citizen's share of the service that day; an edit does not count the
 * ticket it moves. In the transaction that then writes the booking: the citizen stays locked until it ends.
 */
export async function refuseBookingOverShare(db: Tx, limits: FairShareLimits, holder: Holder, serviceId: number, day: string, moving?: number): Promise<void> {
  await holdCitizen(db, holder);
  const [row] = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM tickets t
      WHERE ${HELD_BY} AND t.service_id = $5 AND t.booking_date = $6 AND t.ticket_type <> 'QUEUE'
        AND t.state IN ('WAITING', 'CALLED') AND ($7::int IS NULL OR t.id <> $7)`,
    [...holderParams(holder), serviceId, day, moving ?? null],
  );
  const limit = limits.bookingsPerServicePerDay;
  if ((row?.n ?? 0) >= limit) throw refusedAt('bookingDate', 'citizenBookingLimit', { count: limit });
}

/** Refuses a queue ticket past the citizen's share of the queue today; in the transaction that then writes the ticket. */
export async function refuseTicketOverShare(db: Tx, limits: FairShareLimits, holder: Holder, serviceId: number, locationId: number, day: string): Promise<void> {
  await holdCitizen(db, holder);
  const [row] = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM tickets t JOIN queue_tickets qt ON qt.ticket_id = t.id
      WHERE ${HELD_BY} AND qt.service_id = $5 AND qt.location_id = $6 AND qt.day = $7 AND t.state IN ('WAITING', 'CALLED')`,
    [...holderParams(holder), serviceId, locationId, day],
  );
  const limit = limits.ticketsPerQueue;
  if ((row?.n ?? 0) >= limit) throw refusedAt('mobNum', 'citizenQueueLimit', { count: limit });
}
