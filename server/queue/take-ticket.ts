// Queue tickets (POST queue/requestQueueTicket): for a one-account user (token) or for anyone
// with the SMS code of the mobile number, checked and spent in the ticket's transaction. The
// number comes from the offering's queue row for the day, bumped in the transaction that
// inserts the ticket, so numbers are unique per queue and day and a refused or failed request
// leaves no gap (its bump rolls back with it).
import { randomUUID } from 'node:crypto';
import { spendCode, type CodeCheck } from '../auth/sms.ts';
import type { Citizen } from '../auth/token.ts';
import { RefuseAfterCommit, replayOnRefusal, withIdempotency, type IdempotencyKey, type Outcome } from '../booking/idempotency.ts';
import { openOffering } from '../booking/offering.ts';
import { refuseTicketOverShare, type FairShareLimits } from '../booking/fair-share.ts';
import { ticketDetail, type TicketDetail } from '../booking/ticket-reads.ts';
import { todayIn, type Clock } from '../clock.ts';
import type { Db, Queryable, Tx } from '../db/types.ts';
import { recordUsage } from '../favourites/recently-used.ts';
import { fullNumber, identityNo, type Phone } from '../http/input.ts';
import { Refusal, invalid, refused } from '../refusal.ts';
import { queueFigures, type QueueFigures } from './figures.ts';

export interface QueueRequest {
  serviceId: number;
  locationId: number;
  /** The one-account user, when the token is one; anyone else proves the mobile with messageCode. */
  oneAccount: Citizen | undefined;
  /** The ticket's owner: the one-account euid, or the SMS citizen's (smsEuid). */
  owner: string;
  phone: Phone;
  identifyNo: unknown;
  cntToAlert: number | null;
  messageCode: unknown;
  /** How the code is checked: as a ticket's code, from the caller's address, under the server's limits. */
  codeCheck: CodeCheck;
  share: FairShareLimits;
}

/**
 * Checks the queue's rules, then takes the ticket; a keyed retry answers the ticket it got, and
 * says it is a replay: its code was not checked, so the caller decides what it may see.
 */
export function takeQueueTicket(db: Db, clock: Clock, request: QueueRequest, key: IdempotencyKey | undefined): Promise<Outcome<TicketDetail>> {
  return replayOnRefusal(db, key, () => take(db, clock, request, key));
}

async function take(db: Db, clock: Clock, r: QueueRequest, key: IdempotencyKey | undefined): Promise<Outcome<TicketDetail>> {
  const offering = await openOffering(db, r.serviceId, r.locationId);
  if (!offering.queueOpen) throw refused('queueClosed');
  if (offering.remoteCounter && offering.rcServiceLogin && !r.oneAccount) throw refused('locationNoRemote');
  const identify = identityNo(r.identifyNo, offering.checkIdCardQueue);
  const figures = await queueFigures(db, clock, r.serviceId, r.locationId);
  if (!figures || figures.pass !== 'Y') refuseByState(figures!);
  checkReminder(r.cntToAlert, figures);

  return withIdempotency(db, key, async (tx) => {
    // Counted in the transaction that writes the ticket, the citizen locked until it ends.
    await refuseTicketOverShare(tx, r.share, { euid: r.owner, ...r.phone, identifyNo: identify }, r.serviceId, r.locationId, todayIn(clock));
    // The code is spent with the ticket: if the ticket does not commit (a crash, a lost
    // connection), a retry finds the code unspent. A wrong code's counted try commits.
    if (!r.oneAccount) {
      await spendCode(tx, clock, fullNumber(r.phone), r.messageCode, r.codeCheck).catch((err: unknown) => {
        throw err instanceof Refusal ? new RefuseAfterCommit(err) : err;
      });
    }
    const ticket = await insertQueueTicket(tx, clock, {
      serviceId: r.serviceId, locationId: r.locationId, departmentId: offering.departmentId, source: 'online', euid: r.owner,
      mobArea: r.phone.mobArea, mobNum: r.phone.mobNum, identifyNo: identify, cntToAlert: r.cntToAlert,
    });
    await recordUsage(tx, r.owner, r.serviceId, r.locationId, 'QUEUE');
    return (await ticketDetail(tx, clock, ticket.id))!;
  });
}

/** A letter per service so that tickets of different services at one counter look different. */
const queuePrefix = (serviceId: number) => String.fromCharCode(65 + (serviceId % 26));

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
export async function insertQueueTicket(tx: Tx | Queryable, clock: Clock, t: NewQueueTicket): Promise<{ id: number; number: number }> {
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
  if (number > (limitRow?.daily_limit ?? 999)) throw refused('queueFull');
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

/** The docs/behaviour/4-states.md refusals of a queue that does not pass, by its state. */
function refuseByState(figures: QueueFigures): never {
  if (!figures.status) throw refused('queueClosed');
  if (!figures.isOfficeTime) throw refused('notOfficeTime');
  switch (figures.queueState) {
    case 'NOTBUSY':
      throw refused('notBusy');
    case 'FULL':
      throw refused('queueFull');
    case 'NOCOUNTER':
      throw refused('noCounter');
    case 'OFFLINE':
      throw refused('queueOffline');
    default:
      throw refused('queueClosed');
  }
}

/**
 * Reminder count (docs/behaviour/5-validation.md, docs/behaviour/4-states.md): between minCntToAlert and maxCntToAlert. The waiting count is the
 * client's check only: it moves between the page and the request, so the server does not hold it.
 */
function checkReminder(count: number | null, figures: QueueFigures): void {
  if (count === null) return;
  if (count < figures.minCntToAlert || count > figures.maxCntToAlert) throw invalid('invalidValue', { field: 'cntToAlert' });
}
