// Bookings with capacity guaranteed by the database, however many requests and processes. A
// seat is taken only by a conditional UPDATE (booked < capacity) in the transaction that writes
// the ticket; the CHECK on time_slots is the backstop. Slots are always touched in ascending id
// order after the ticket row, so crossing edits cannot deadlock; an edit into a full slot rolls
// back whole. Writes only: reading tickets is server/booking/ticket-reads.ts.
import { randomUUID } from 'node:crypto';
import { timeIn, todayIn, type Clock } from '../clock.ts';
import type { Db, Queryable, Tx } from '../db/types.ts';
import type { Citizen } from '../auth/token.ts';
import { judgeDay, loadCalendar } from './calendar.ts';
import { replayOnRefusal, retryOnConflict, withIdempotency, type IdempotencyKey } from './idempotency.ts';
import { shortCached } from './short-cache.ts';
import { openOffering, type Offering } from './offering.ts';
import { freeSeat, takeSeat } from './slots.ts';
import { checkParameters, loadParameters, type ParameterValue } from './parameters.ts';
import { DETAIL_COLUMNS, isActive, owns, ticketDetail, type DetailRow, type TicketDetail, type TicketHolder, type TicketRow } from './ticket-reads.ts';
import { identityNo, mobile, type Phone } from '../http/input.ts';
import { refuseBookingOverShare, type FairShareLimits } from './fair-share.ts';
import { forbidden, invalid, notFound, refused } from '../refusal.ts';

export interface ReservationInput {
  ticketId: number | undefined;
  serviceId: number;
  locationId: number;
  date: string;
  time: string;
  identifyNoRaw: unknown;
  mobAreaRaw: unknown;
  mobNumRaw: unknown;
  body: Record<string, unknown>;
}

/** The owner key stored on tickets for a citizen. */
const ownerPhone = (c: Citizen): Phone => ({ mobArea: c.mobArea, mobNum: c.mobNum });

interface Checked {
  offering: Offering;
  ticketType: 'RESERCATION' | 'PERIOD';
  identifyNo: string;
  phone: Phone;
  params: ParameterValue[];
}

/**
 * Business checks shared by booking and editing: open offering, bookable day and time, fields.
 * The citizen's share is counted later, in the transaction that writes (withinShare).
 */
async function checkReservation(db: Db, clock: Clock, citizen: Citizen, input: ReservationInput): Promise<Checked> {
  const offering = await openOffering(db, input.serviceId, input.locationId, { cached: true });
  if (!offering.bookingOpen && !offering.timedTicketOpen) throw refused('bookingClosed');
  if (offering.remoteCounter && offering.rcServiceLogin && citizen.kind !== 'oneAccount') throw refused('locationNoRemote');
  const today = todayIn(clock);
  const ticketType = input.date === today ? 'PERIOD' : 'RESERCATION';
  if (ticketType === 'PERIOD' && !offering.timedTicketOpen) throw refused('noneBookingDate');
  if (ticketType === 'RESERCATION' && !offering.bookingOpen) throw refused('noneBookingDate');
  const required = ticketType === 'PERIOD' ? offering.checkIdCardTime : offering.checkIdCardReservation;
  const identify = identityNo(input.identifyNoRaw, required);
  // An SMS-verified citizen books for the number they verified; a one-account user may give another.
  const given = input.mobNumRaw === undefined || input.mobNumRaw === null || input.mobNumRaw === '' ? undefined : mobile(input.mobAreaRaw, input.mobNumRaw);
  if (citizen.kind === 'sms' && given && (given.mobNum !== citizen.mobNum || given.mobArea !== citizen.mobArea)) throw forbidden();
  const phone = given ?? ownerPhone(citizen);
  if (!phone.mobNum) throw invalid('notSupportNullMobil');
  const defs = offering.parameterCount > 0 ? await loadParameters(db, input.serviceId) : [];
  const params = checkParameters(defs, input.body, today);
  const cal = await shortCached(db, `calendar:${input.serviceId}:${input.locationId}:${today}`, () =>
    loadCalendar(db, clock, input.serviceId, input.locationId, { forBooking: true }),
  );
  const verdict = judgeDay(cal, input.date);
  if (verdict === 'full') throw refused('fullDay');
  if (verdict !== 'ok') throw refused('noneBookingDate');
  if (ticketType === 'PERIOD' && input.time < timeIn(clock)) throw refused('slotDisabled');
  return { offering, ticketType, identifyNo: identify, phone, params };
}

/** The citizen's share of the service that day, counted in the transaction that writes (docs/abuse-resistance.md "Fair share"). */
const withinShare = (tx: Tx, share: FairShareLimits, citizen: Citizen, input: ReservationInput, checked: Checked) =>
  refuseBookingOverShare(tx, share, { euid: citizen.euid, ...checked.phone, identifyNo: checked.identifyNo }, input.serviceId, input.date, input.ticketId);

/**
 * The whole booking in one statement: take a seat (conditional UPDATE), number and insert the
 * ticket, write the usage row, and read back what the detail shows. A single statement is
 * atomic on its own; with no seat taken it inserts nothing and answers no row.
 */
function bookingStatement(seat: 'take' | 'given'): string {
  const seatSql =
    seat === 'take'
      ? `UPDATE time_slots SET booked = booked + 1
          WHERE service_id = $3 AND location_id = $4 AND day = $7 AND slot_time = $8 AND enabled AND booked < capacity
          RETURNING COALESCE($6::int, id) AS id`
      : `SELECT $6::int AS id`;
  return `WITH seat AS (${seatSql}),
       n AS (SELECT nextval('tickets_id_seq')::int AS id, seat.id AS slot_id FROM seat),
       t AS (INSERT INTO tickets (id, uid, ticket_type, service_id, location_id, department_id, slot_id, booking_date, booking_time,
                                  ticket_date, jetton_code, euid, mob_area, mob_num, identify_no, params)
             SELECT n.id, $1, $2, $3, $4, $5, n.slot_id, $7, $8, $9, 'R' || lpad(n.id::text, 6, '0'), $10, $11, $12, $13, $14::jsonb FROM n
             RETURNING *),
       u AS (INSERT INTO usage_history (euid, service_id, location_id, type) SELECT t.euid, t.service_id, t.location_id, 'RESERCATION' FROM t)
  SELECT t.*, NULL::text AS business_code, ${DETAIL_COLUMNS}
    FROM t JOIN services s ON s.id = t.service_id JOIN locations l ON l.id = t.location_id LEFT JOIN departments d ON d.id = t.department_id`;
}

/** POST booking/webJetton: a new booking; answers the ticket detail (a replay answers the first one). */
export async function createBooking(db: Db, clock: Clock, citizen: Citizen, input: ReservationInput, key: IdempotencyKey | undefined, share: FairShareLimits) {
  // The key's scope is the token holder's: a replay goes to the one who booked, whole.
  return (await replayOnRefusal(db, key, async () => ({ replayed: false, value: await book(db, clock, citizen, input, key, share) }))).value;
}

async function book(db: Db, clock: Clock, citizen: Citizen, input: ReservationInput, key: IdempotencyKey | undefined, share: FairShareLimits) {
  const checked = await checkReservation(db, clock, citizen, input);
  const params = [
    randomUUID().replace(/-/g, ''), checked.ticketType, input.serviceId, input.locationId, checked.offering.departmentId,
    null as number | null, input.date, input.time, todayIn(clock), citizen.euid,
    checked.phone.mobArea, checked.phone.mobNum, checked.identifyNo, JSON.stringify(checked.params),
  ];
  // No seat on the first try (full, disabled, or the day not filled yet): find out why, or
  // fill the day and take the seat, then insert with it, all in one transaction.
  const slow = async (tx: Queryable): Promise<TicketDetail> => {
    const slotId = await takeSeat(tx, input);
    const given = [...params];
    given[5] = slotId; // $6: the seat already taken
    const [row] = await tx.query<DetailRow>(bookingStatement('given'), given);
    return { row: row!, counter: undefined };
  };
  // The share is counted, and the seat taken, in one transaction: the citizen stays locked from
  // the count to the commit, so two bookings at once cannot both pass a count of one.
  const { value } = await withIdempotency(db, key, async (tx) => {
    await withinShare(tx, share, citizen, input, checked);
    // The answer is made inside the transaction so that a replay gets exactly this one.
    const [row] = await tx.query<DetailRow>(bookingStatement('take'), params);
    return row ? { row, counter: undefined } : slow(tx);
  });
  return value;
}

/**
 * POST booking/registerTicket: an active ticket (by uid) gets the mobile when it had none yet
 * (a paper ticket being registered) or already has this one. The caller's account joins it only
 * when the ticket had no mobile or the caller's token is for this very mobile: knowing a
 * ticket's uid and its holder's number must not make it the caller's. Undefined when refused.
 */
export async function claimTicket(db: Queryable, uid: string, phone: Phone, citizen: Citizen | undefined): Promise<TicketHolder | undefined> {
  const sameMobile = !!citizen && citizen.mobNum === phone.mobNum && citizen.mobArea === phone.mobArea;
  const [claimed] = await db.query<TicketHolder>(
    `UPDATE tickets SET mob_area = $2, mob_num = $3, euid = COALESCE(euid, CASE WHEN mob_num = '' OR $5::boolean THEN $4::text END), updated_at = now()
      WHERE uid = $1 AND state IN ('WAITING', 'CALLED') AND (mob_num = '' OR (mob_num = $3 AND mob_area = $2))
      RETURNING id, euid, mob_area, mob_num`,
    [uid, phone.mobArea, phone.mobNum, citizen?.euid ?? null, sameMobile],
  );
  return claimed;
}

async function lockOwnTicket(tx: Queryable, citizen: Citizen, ticketId: number): Promise<TicketRow> {
  const [t] = await tx.query<TicketRow>(`SELECT * FROM tickets WHERE id = $1 FOR UPDATE`, [ticketId]);
  if (!t || !owns(citizen, t)) throw notFound();
  return t;
}

/**
 * PUT booking/updateTicket: moves a booking atomically; a full target leaves it untouched. With
 * a key, a retried move answers what the first one did (the moved ticket), moving nothing again.
 */
export async function updateBooking(db: Db, clock: Clock, citizen: Citizen, input: ReservationInput, key: IdempotencyKey | undefined, share: FairShareLimits) {
  return (await replayOnRefusal(db, key, async () => ({ replayed: false, value: await move(db, clock, citizen, input, key, share) }))).value;
}

async function move(db: Db, clock: Clock, citizen: Citizen, input: ReservationInput, key: IdempotencyKey | undefined, share: FairShareLimits) {
  const ticketId = input.ticketId!;
  const [current] = await db.query<TicketRow>(`SELECT * FROM tickets WHERE id = $1`, [ticketId]);
  if (!current || !owns(citizen, current)) throw notFound();
  if (current.ticket_type === 'QUEUE') throw refused('ticketNotEditable');
  if (!isActive(current.state)) throw refused('ticketFinished');
  const checked = await checkReservation(db, clock, citizen, input);
  const { value } = await withIdempotency(db, key, async (tx) => {
    // The citizen's keys first, then the ticket's row, as a new booking takes them (no cycle).
    await withinShare(tx, share, citizen, input, checked);
    const t = await lockOwnTicket(tx, citizen, ticketId);
    if (!isActive(t.state)) throw refused('ticketFinished');
    if (t.ticket_type === 'QUEUE') throw refused('ticketNotEditable');
    let slotId = t.slot_id;
    const moving = t.service_id !== input.serviceId || t.location_id !== input.locationId || t.booking_date !== input.date || t.booking_time !== input.time;
    if (moving) {
      const [target] = await tx.query<{ id: number }>(
        `SELECT id FROM time_slots WHERE service_id = $1 AND location_id = $2 AND day = $3 AND slot_time = $4`,
        [input.serviceId, input.locationId, input.date, input.time],
      );
      // Ascending slot ids: free the old seat first only when its id is lower.
      if (t.slot_id !== null && target && t.slot_id < target.id) await freeSeat(tx, t.slot_id);
      slotId = await takeSeat(tx, input);
      if (t.slot_id !== null && !(target && t.slot_id < target.id)) await freeSeat(tx, t.slot_id);
    }
    await tx.query(
      `UPDATE tickets SET service_id = $2, location_id = $3, department_id = $4, slot_id = $5, booking_date = $6, booking_time = $7,
              ticket_type = $8, mob_area = $9, mob_num = $10, identify_no = $11, params = $12::jsonb, updated_at = now()
        WHERE id = $1`,
      [
        ticketId, input.serviceId, input.locationId, checked.offering.departmentId, slotId, input.date, input.time,
        checked.ticketType, checked.phone.mobArea, checked.phone.mobNum, checked.identifyNo, JSON.stringify(checked.params),
      ],
    );
    // Made inside the transaction so that a replay gets exactly this answer.
    return (await ticketDetail(tx, clock, ticketId))!;
  });
  return value;
}

/** DELETE favourite/tickets/{id}: cancels an active ticket and frees its seat. */
export async function cancelTicket(db: Db, citizen: Citizen, ticketId: number): Promise<void> {
  await retryOnConflict(() =>
    db.transaction(async (tx) => {
      const t = await lockOwnTicket(tx, citizen, ticketId);
      if (t.state === 'CANCELLED') return;
      if (!isActive(t.state)) throw refused('ticketFinished');
      await tx.query(`UPDATE tickets SET state = 'CANCELLED', updated_at = now(), finished_at = now() WHERE id = $1`, [ticketId]);
      if (t.slot_id !== null) await freeSeat(tx, t.slot_id);
    }),
  );
}
