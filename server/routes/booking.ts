// Booking calls of SPEC.md §7: bookable dates and times, booking and editing (token needed),
// the finder, parameter checks, QR registration and the counter figures of a ticket.
import type { Context, Hono } from 'hono';
import { todayIn } from '../clock.ts';
import type { Db } from '../db/types.ts';
import type { AppDeps, AppEnv } from '../deps.ts';
import { optionalCitizen, requireCitizen } from '../auth/middleware.ts';
import { date, id, mobile, readJsonObject, text } from '../http/input.ts';
import { fifoGate } from '../http/fifo-gate.ts';
import { notFound, ok, refused } from '../http/reply.ts';
import { bookableDateData, loadCalendar } from '../booking/calendar.ts';
import { readIdempotencyKey } from '../booking/idempotency.ts';
import { loadOffering, openOffering } from '../booking/offering.ts';
import { checkParameters, loadParameters } from '../booking/parameters.ts';
import { recommendTimes } from '../booking/recommend.ts';
import { publicTicketView } from '../booking/public-ticket.ts';
import { bookableTimes } from '../booking/slots.ts';
import { claimTicket, createBooking, findTicket, owns, parseReservation, ticketCounter, ticketDetail, updateBooking } from '../booking/tickets.ts';
import { queueFigures } from '../queue/figures.ts';

// Bookings in progress at once, per database: PGlite runs one statement at a time in its
// worker, and 16 in progress keep both it and the server's thread busy (4 gave ~1,000
// bookings/s on two cores, 16 ~1,500); PostgreSQL's pool bounds its side anyway.
export const BOOKINGS_ADMITTED: Record<Db['kind'], number> = { pglite: 16, postgres: 32 };

export function bookingRoutes(app: Hono<AppEnv>, deps: AppDeps) {
  const { db, clock } = deps;

  const dateData = async (c: Context<AppEnv>) => {
    const lang = c.get('lang');
    const serviceId = id(lang, c.req.param('serviceId'), 'serviceId');
    const locationId = id(lang, c.req.param('locationId'), 'locationId');
    id(lang, c.req.param('departmentId'), 'departmentId');
    const offering = await openOffering(db, lang, serviceId, locationId);
    const cal = await loadCalendar(db, clock, serviceId, locationId);
    return ok(c, bookableDateData(cal, offering.timedTicketOpen));
  };
  app.get('/api/booking/date/:locationId/:serviceId/:departmentId', dateData);
  // The identity-number segment (SPEC.md §7) changes nothing here: every citizen sees one calendar.
  app.get('/api/booking/date/:locationId/:serviceId/:idCard/:departmentId', dateData);

  app.post('/api/booking/time', async (c) => {
    const lang = c.get('lang');
    const body = await readJsonObject(c);
    const serviceId = id(lang, body.serviceId, 'serviceId');
    const locationId = id(lang, body.locationId, 'locationId');
    const day = date(lang, body.bookingDate, 'bookingDate', 'pleaseSelectDate');
    return ok(c, await bookableTimes(db, clock, lang, serviceId, locationId, day));
  });

  // Bookings are admitted in arrival order, a bounded number at a time, so a burst is served
  // first come, first served rather than all at once and all slowly.
  const bookingGate = fifoGate(BOOKINGS_ADMITTED[db.kind]);
  app.post('/api/booking/webJetton', bookingGate, requireCitizen(deps), async (c) => {
    const lang = c.get('lang');
    const citizen = c.get('citizen')!;
    const body = await readJsonObject(c);
    const input = parseReservation(lang, body, false);
    const key = readIdempotencyKey(lang, c.req.header('Idempotency-Key'), `webJetton:${citizen.euid}`, body);
    return ok(c, await createBooking(db, clock, lang, citizen, input, key));
  });

  app.put('/api/booking/updateTicket', requireCitizen(deps), async (c) => {
    const lang = c.get('lang');
    const citizen = c.get('citizen')!;
    const body = await readJsonObject(c);
    const input = parseReservation(lang, body, true);
    const key = readIdempotencyKey(lang, c.req.header('Idempotency-Key'), `updateTicket:${citizen.euid}`, body);
    return ok(c, await updateBooking(db, clock, lang, citizen, input, key));
  });

  app.post('/api/booking/recommendTimes', async (c) => {
    const lang = c.get('lang');
    const body = await readJsonObject(c);
    const serviceId = id(lang, body.serviceId, 'serviceId');
    const locationId = id(lang, body.locationId, 'locationId');
    const from = date(lang, body.bookingDate, 'bookingDate');
    text(lang, body.bookingTime, 'bookingTime', { max: 16 });
    return ok(c, await recommendTimes(db, clock, lang, serviceId, locationId, from));
  });

  app.post('/api/booking/checkParameter', async (c) => {
    const lang = c.get('lang');
    const body = await readJsonObject(c);
    const serviceId = id(lang, body.serviceId, 'serviceId');
    const locationId = id(lang, body.locationId, 'locationId');
    await openOffering(db, lang, serviceId, locationId);
    const defs = await loadParameters(db, lang, serviceId);
    const parameters = checkParameters(lang, defs, body, todayIn(clock));
    return ok(c, { valid: true, page: 'reserve', parameters });
  });

  app.post('/api/booking/registerTicket', optionalCitizen(deps), async (c) => {
    const lang = c.get('lang');
    const body = await readJsonObject(c);
    const phone = mobile(lang, body.mobArea, body.mobNum);
    const content = text(lang, body.qrcodeContent, 'qrcodeContent', { max: 300 }) ?? '';
    // The QR code of a ticket (CB:<uid>), the long form, or the bare uid.
    const uid = /^(?:CB:|civic-booking:ticket:)?([0-9a-f]{32})$/i.exec(content.trim())?.[1]?.toLowerCase();
    if (!uid) throw refused(lang, 'unknownQrCode');
    const citizen = c.get('citizen');
    const claimed = await claimTicket(db, uid, phone, citizen);
    if (!claimed) throw refused(lang, 'unknownQrCode');
    const detail = await ticketDetail(db, clock, lang, claimed.id);
    if (!detail) throw refused(lang, 'unknownQrCode');
    // A mobile typed into a form proves nothing: only the owner's token shows the whole detail.
    return ok(c, citizen && owns(citizen, claimed) ? detail : publicTicketView(detail));
  });

  // Queue figures of an offering; the client calls it with (locationId, serviceId) and fails silently.
  app.get('/api/booking/counterInfo/:a/:b', async (c) => {
    const lang = c.get('lang');
    const a = id(lang, c.req.param('a'), 'locationId');
    const b = id(lang, c.req.param('b'), 'serviceId');
    const [serviceId, locationId] = (await loadOffering(db, b, a)) ? [b, a] : [a, b];
    const figures = await queueFigures(db, clock, serviceId, locationId);
    if (!figures) throw notFound(lang);
    // The queue info of SPEC.md §3 including the take-ticket part (state, pass, reminder bounds).
    return ok(c, figures);
  });

  app.get('/api/booking/waitingInfo/:id', async (c) => {
    const lang = c.get('lang');
    const raw = c.req.param('id');
    let ticketId: number | undefined;
    if (/^[0-9a-f]{32}$/.test(raw)) ticketId = (await findTicket(db, { uid: raw }))?.id;
    else ticketId = id(lang, raw, 'id');
    const counter = ticketId === undefined ? undefined : await ticketCounter(db, clock, ticketId);
    if (!counter) throw notFound(lang);
    return ok(c, counter);
  });
}
