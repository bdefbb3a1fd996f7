// Bookings with capacity guaranteed by the database, however many requests and processes. A
// seat is taken only by a conditional UPDATE (booked < capacity) in the transaction that writes
// the ticket; the CHECK on time_slots is the backstop. Slots are always touched in ascending id
// order after the ticket row, so crossing edits cannot deadlock; an edit into a full slot rolls
// back whole.
import { randomUUID } from 'node:crypto';
import type * as contract from '../../src/common/api-contract.ts';
import type { Lang } from '../../src/common/languages.ts';
import { timeIn, todayIn, type Clock } from '../clock.ts';
import type { Db, Queryable, Tx } from '../db/types.ts';
import type { Citizen } from '../auth/token.ts';
import { queueFigures } from '../queue/figures.ts';
import { judgeDay, loadCalendar } from './calendar.ts';
import { replayOnRefusal, retryOnConflict, withIdempotency, type IdempotencyKey } from './idempotency.ts';
import { qrPngDataUri, ticketQrContent } from './qr-image.ts';
import { shortCached } from './short-cache.ts';
import { openOffering, type Offering } from './offering.ts';
import { freeSeat, takeSeat } from './slots.ts';
import { checkParameters, loadParameters, type ParameterValue } from './parameters.ts';
import { date, id, identityNo, mobile, optionalId, time, type Phone } from '../http/input.ts';
import { forbidden, invalid, notFound, refused } from '../http/reply.ts';
import { wireDate } from '../../src/common/wire-dates.ts';
import { t as message } from '../i18n/messages.ts';

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

/** The reservation payload of SPEC.md §3 (validation of shape; business rules come later). */
export function parseReservation(lang: Lang, body: Record<string, unknown>, withId: boolean): ReservationInput {
  const ticketId = withId ? id(lang, body.id, 'id') : undefined;
  const serviceId = id(lang, body.serviceId, 'serviceId');
  const locationId = id(lang, body.locationId, 'locationId');
  const day = date(lang, body.bookingDate, 'bookingDate', 'pleaseSelectDate');
  const hhmm = time(lang, body.bookingTime, 'bookingTime', 'pleaseFillInfo');
  optionalId(lang, body.departmentId, 'departmentId');
  return { ticketId, serviceId, locationId, date: day, time: hhmm, identifyNoRaw: body.identifyNo, mobAreaRaw: body.mobArea, mobNumRaw: body.mobNum, body };
}

/** The owner key stored on tickets for a citizen. */
export const ownerPhone = (c: Citizen): Phone => ({ mobArea: c.mobArea, mobNum: c.mobNum });

interface Checked {
  offering: Offering;
  ticketType: 'RESERCATION' | 'PERIOD';
  identifyNo: string;
  phone: Phone;
  params: ParameterValue[];
}

/** Business checks shared by booking and editing: open offering, bookable day and time, fields. */
async function checkReservation(db: Db, clock: Clock, lang: Lang, citizen: Citizen, input: ReservationInput): Promise<Checked> {
  const offering = await openOffering(db, lang, input.serviceId, input.locationId, { cached: true });
  if (!offering.bookingOpen && !offering.timedTicketOpen) throw refused(lang, 'bookingClosed');
  if (offering.remoteCounter && offering.rcServiceLogin && citizen.kind !== 'oneAccount') throw refused(lang, 'locationNoRemote');
  const today = todayIn(clock);
  const ticketType = input.date === today ? 'PERIOD' : 'RESERCATION';
  if (ticketType === 'PERIOD' && !offering.timedTicketOpen) throw refused(lang, 'noneBookingDate');
  if (ticketType === 'RESERCATION' && !offering.bookingOpen) throw refused(lang, 'noneBookingDate');
  const required = ticketType === 'PERIOD' ? offering.checkIdCardTime : offering.checkIdCardReservation;
  const identify = identityNo(lang, input.identifyNoRaw, required);
  // An SMS-verified citizen books for the number they verified; a one-account user may give another.
  const given = input.mobNumRaw === undefined || input.mobNumRaw === null || input.mobNumRaw === '' ? undefined : mobile(lang, input.mobAreaRaw, input.mobNumRaw);
  if (citizen.kind === 'sms' && given && (given.mobNum !== citizen.mobNum || given.mobArea !== citizen.mobArea)) throw forbidden(lang);
  const phone = given ?? ownerPhone(citizen);
  if (!phone.mobNum) throw invalid(lang, 'notSupportNullMobil');
  const defs = offering.parameterCount > 0 ? await loadParameters(db, lang, input.serviceId) : [];
  const params = checkParameters(lang, defs, input.body, today);
  const cal = await shortCached(db, `calendar:${input.serviceId}:${input.locationId}:${today}`, () =>
    loadCalendar(db, clock, input.serviceId, input.locationId, { forBooking: true }),
  );
  const verdict = judgeDay(cal, input.date);
  if (verdict === 'full') throw refused(lang, 'fullDay');
  if (verdict !== 'ok') throw refused(lang, 'noneBookingDate');
  if (ticketType === 'PERIOD' && input.time < timeIn(clock)) throw refused(lang, 'slotDisabled');
  return { offering, ticketType, identifyNo: identify, phone, params };
}

/**
 * The whole booking in one statement: take a seat (conditional UPDATE), number and insert the
 * ticket, write the usage row, and read back what the detail shows. A single statement is
 * atomic on its own; with no seat taken it inserts nothing and answers no row.
 */
function bookingStatement(lang: Lang, seat: 'take' | 'given'): string {
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
  SELECT t.*, NULL::text AS business_code, ${detailColumns(lang)}
    FROM t JOIN services s ON s.id = t.service_id JOIN locations l ON l.id = t.location_id LEFT JOIN departments d ON d.id = t.department_id`;
}

/** POST booking/webJetton: a new booking; answers the ticket detail (a replay answers the first one). */
export function createBooking(db: Db, clock: Clock, lang: Lang, citizen: Citizen, input: ReservationInput, key: IdempotencyKey | undefined) {
  return replayOnRefusal(db, lang, key, () => book(db, clock, lang, citizen, input, key));
}

async function book(db: Db, clock: Clock, lang: Lang, citizen: Citizen, input: ReservationInput, key: IdempotencyKey | undefined) {
  const checked = await checkReservation(db, clock, lang, citizen, input);
  const params = [
    randomUUID().replace(/-/g, ''), checked.ticketType, input.serviceId, input.locationId, checked.offering.departmentId,
    null as number | null, input.date, input.time, todayIn(clock), citizen.euid,
    checked.phone.mobArea, checked.phone.mobNum, checked.identifyNo, JSON.stringify(checked.params),
  ];
  // No seat on the first try (full, disabled, or the day not filled yet): find out why, or
  // fill the day and take the seat, then insert with it, all in one transaction.
  const slow = async (tx: Queryable) => {
    const slotId = await takeSeat(tx, lang, input);
    const given = [...params];
    given[5] = slotId; // $6: the seat already taken
    const [row] = await tx.query<DetailRow>(bookingStatement(lang, 'given'), given);
    return detailFromRow(lang, row!);
  };
  if (!key) {
    // The usual case is one statement, no explicit transaction.
    const [row] = await retryOnConflict(() => db.query<DetailRow>(bookingStatement(lang, 'take'), params));
    if (row) return detailFromRow(lang, row);
    return retryOnConflict(() => db.transaction(slow));
  }
  const { value } = await withIdempotency(db, lang, key, async (tx) => {
    // The answer is made inside the transaction so that a replay gets exactly this one.
    const [row] = await tx.query<DetailRow>(bookingStatement(lang, 'take'), params);
    return row ? detailFromRow(lang, row) : slow(tx);
  });
  return value;
}

interface TicketRow {
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

/** The badge on the home tile: the citizen's active queue tickets of today and bookings from today on. */
export async function activeTicketCount(db: Queryable, clock: Clock, citizen: Citizen): Promise<number> {
  const [row] = await db.query<{ count: number }>(
    `SELECT count(*)::int AS count FROM tickets t
      WHERE (t.euid = $1 OR (t.mob_num = $2 AND t.mob_area = $3 AND $2 <> '')) AND t.state IN ('WAITING', 'CALLED')
        AND ((t.ticket_type = 'QUEUE' AND t.ticket_date = $4) OR (t.ticket_type <> 'QUEUE' AND t.booking_date >= $4))`,
    [citizen.euid, citizen.mobNum, citizen.mobArea, todayIn(clock)],
  );
  return row?.count ?? 0;
}

async function lockOwnTicket(tx: Queryable, lang: Lang, citizen: Citizen, ticketId: number): Promise<TicketRow> {
  const [t] = await tx.query<TicketRow>(`SELECT * FROM tickets WHERE id = $1 FOR UPDATE`, [ticketId]);
  if (!t || !owns(citizen, t)) throw notFound(lang);
  return t;
}

/**
 * PUT booking/updateTicket: moves a booking atomically; a full target leaves it untouched. With
 * a key, a retried move answers what the first one did (the moved ticket), moving nothing again.
 */
export function updateBooking(db: Db, clock: Clock, lang: Lang, citizen: Citizen, input: ReservationInput, key: IdempotencyKey | undefined) {
  return replayOnRefusal(db, lang, key, () => move(db, clock, lang, citizen, input, key));
}

async function move(db: Db, clock: Clock, lang: Lang, citizen: Citizen, input: ReservationInput, key: IdempotencyKey | undefined) {
  const ticketId = input.ticketId!;
  const [current] = await db.query<TicketRow>(`SELECT * FROM tickets WHERE id = $1`, [ticketId]);
  if (!current || !owns(citizen, current)) throw notFound(lang);
  if (current.ticket_type === 'QUEUE') throw refused(lang, 'ticketNotEditable');
  if (!isActive(current.state)) throw refused(lang, 'ticketFinished');
  const checked = await checkReservation(db, clock, lang, citizen, input);
  const { value } = await withIdempotency(db, lang, key, async (tx) => {
    const t = await lockOwnTicket(tx, lang, citizen, ticketId);
    if (!isActive(t.state)) throw refused(lang, 'ticketFinished');
    if (t.ticket_type === 'QUEUE') throw refused(lang, 'ticketNotEditable');
    let slotId = t.slot_id;
    const moving = t.service_id !== input.serviceId || t.location_id !== input.locationId || t.booking_date !== input.date || t.booking_time !== input.time;
    if (moving) {
      const [target] = await tx.query<{ id: number }>(
        `SELECT id FROM time_slots WHERE service_id = $1 AND location_id = $2 AND day = $3 AND slot_time = $4`,
        [input.serviceId, input.locationId, input.date, input.time],
      );
      // Ascending slot ids: free the old seat first only when its id is lower.
      if (t.slot_id !== null && target && t.slot_id < target.id) await freeSeat(tx, t.slot_id);
      slotId = await takeSeat(tx, lang, input);
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
    return (await ticketDetail(tx, clock, lang, ticketId))!;
  });
  return value;
}

/** DELETE favourite/tickets/{id}: cancels an active ticket and frees its seat. */
export async function cancelTicket(db: Db, lang: Lang, citizen: Citizen, ticketId: number): Promise<void> {
  await retryOnConflict(() =>
    db.transaction(async (tx) => {
      const t = await lockOwnTicket(tx, lang, citizen, ticketId);
      if (t.state === 'CANCELLED') return;
      if (!isActive(t.state)) throw refused(lang, 'ticketFinished');
      await tx.query(`UPDATE tickets SET state = 'CANCELLED', updated_at = now(), finished_at = now() WHERE id = $1`, [ticketId]);
      if (t.slot_id !== null) await freeSeat(tx, t.slot_id);
    }),
  );
}

/** Queue figures for one ticket: people ahead of it, bookings not checked in, open counters. */
export async function ticketCounter(db: Queryable, clock: Clock, ticketId: number) {
  const [row] = await db.query<{ waitCount: number; serviceId: number; locationId: number }>(
    `SELECT
       (SELECT count(*)::int FROM tickets o JOIN queue_tickets oq ON oq.ticket_id = o.id
         WHERE o.state = 'WAITING' AND oq.service_id = t.service_id AND oq.location_id = t.location_id AND oq.day = $2
           AND oq.number < COALESCE((SELECT mine.number FROM queue_tickets mine WHERE mine.ticket_id = t.id), 2147483647)) AS "waitCount",
       t.service_id AS "serviceId", t.location_id AS "locationId"
     FROM tickets t WHERE t.id = $1`,
    [ticketId, todayIn(clock)],
  );
  if (!row) return undefined;
  const figures = await queueFigures(db, clock, row.serviceId, row.locationId);
  return { waitCount: row.waitCount, notCheckInCount: figures?.notCheckInCount ?? 0, openCounter: figures?.openCounter ?? 0 } satisfies contract.QueueCounter;
}

/** The jettonDetail of SPEC.md §3 (plus the names and fields the success page and edit need). */
type DetailRow = TicketRow & {
  business_code: string | null; service_name: string; location_name: string; address: string; telephone: string;
  latitude: number | null; longitude: number | null; department_code: string | null;
};

/** The joined columns a detail needs besides the ticket's own (t is the ticket row source). */
const detailColumns = (lang: Lang) =>
  `s.name_${lang} AS service_name, l.name_${lang} AS location_name, l.address_${lang} AS address,
   l.telephone, l.latitude, l.longitude, d.code AS department_code`;

export async function ticketDetail(db: Queryable, clock: Clock, lang: Lang, ticketId: number) {
  const [t] = await db.query<DetailRow>(
    `SELECT t.*, m.business_code, ${detailColumns(lang)}
       FROM tickets t JOIN services s ON s.id = t.service_id JOIN locations l ON l.id = t.location_id
       LEFT JOIN departments d ON d.id = t.department_id LEFT JOIN memos m ON m.ticket_id = t.id
      WHERE t.id = $1`,
    [ticketId],
  );
  if (!t) return undefined;
  // Queue figures belong to queue tickets (SPEC.md §2 success page); a booking's detail skips them.
  const counter = t.ticket_type === 'QUEUE' ? await ticketCounter(db, clock, ticketId) : undefined;
  return detailFromRow(lang, t, counter);
}

function detailFromRow(lang: Lang, t: DetailRow, counter?: { waitCount: number; notCheckInCount: number; openCounter: number }) {
  const queue = t.ticket_type === 'QUEUE';
  return {
    id: t.id,
    uid: t.uid,
    jettonCode: t.jetton_code,
    qrcodeImg: qrPngDataUri(ticketQrContent(t.uid)),
    ticketType: t.ticket_type,
    ticketState: t.state,
    bookingDate: t.booking_date ? wireDate(t.booking_date) : null,
    bookingTime: t.booking_time,
    ticketDate: wireDate(t.ticket_date),
    mobArea: t.mob_area,
    mobNum: t.mob_num,
    identifyNo: t.identify_no,
    businessCode: t.business_code,
    cntToAlert: t.cnt_to_alert,
    serviceId: t.service_id,
    locationId: t.location_id,
    departmentId: t.department_id,
    departmentCode: t.department_code,
    serviceName: t.service_name,
    locationName: t.location_name,
    telephone: t.telephone,
    address: t.address,
    latitude: t.latitude,
    longitude: t.longitude,
    waitCount: counter?.waitCount ?? null,
    notCheckInCount: counter?.notCheckInCount ?? null,
    openCounter: counter?.openCounter ?? null,
    jettonInfo: {
      area: t.location_name,
      subArea: t.service_name,
      htmlText: message(lang, queue ? 'noticeQueue' : 'noticeReservation'),
    },
  } satisfies contract.JettonDetail;
}

export type JettonDetail = NonNullable<Awaited<ReturnType<typeof ticketDetail>>>;

/** GET favourite/tickets: the citizen's queue tickets of today and bookings from today on. */
export async function listTickets(db: Queryable, clock: Clock, lang: Lang, citizen: Citizen) {
  const today = todayIn(clock);
  const rows = await db.query<TicketRow & { service_name: string; location_name: string }>(
    `SELECT t.*, s.name_${lang} AS service_name, l.name_${lang} AS location_name
       FROM tickets t JOIN services s ON s.id = t.service_id JOIN locations l ON l.id = t.location_id
      WHERE (t.euid = $1 OR (t.mob_num = $2 AND t.mob_area = $3 AND $2 <> ''))
        AND t.state <> 'CANCELLED'
        AND ((t.ticket_type = 'QUEUE' AND t.ticket_date = $4) OR (t.ticket_type <> 'QUEUE' AND t.booking_date >= $4))
      ORDER BY t.created_at DESC, t.id DESC
      LIMIT 200`,
    [citizen.euid, citizen.mobNum, citizen.mobArea, today],
  );
  const entries = [];
  for (const t of rows) {
    const counter = t.ticket_type === 'QUEUE' && isActive(t.state) ? await ticketCounter(db, clock, t.id) : undefined;
    entries.push({
      ticket: {
        id: t.id,
        uid: t.uid,
        jettonCode: t.jetton_code,
        bookingDate: t.booking_date ? wireDate(t.booking_date) : null,
        bookingTime: t.booking_time,
        ticketState: t.state,
        ticketType: t.ticket_type,
        ticketDate: wireDate(t.ticket_date),
      },
      serviceId: t.service_id,
      locationId: t.location_id,
      serviceName: t.service_name,
      locationName: t.location_name,
      waitCount: counter?.waitCount ?? null,
      notCheckInCount: counter?.notCheckInCount ?? null,
    } satisfies contract.TicketListEntry);
  }
  return {
    queueTickets: entries.filter((e) => e.ticket.ticketType === 'QUEUE'),
    bookingTickets: entries.filter((e) => e.ticket.ticketType !== 'QUEUE'),
  } satisfies contract.TicketLists;
}

export type { Tx };
