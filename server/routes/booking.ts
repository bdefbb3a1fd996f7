// The booking area (docs/behaviour/7-api.md "Booking and catalogue"), mounted at /api/booking:
// bookable dates and times, booking and editing (token needed), the finder, parameter checks,
// QR registration and the counter figures of a ticket.
import { Hono, type Context } from 'hono';
import { todayIn, type Clock } from '../clock.ts';
import { fairShare } from '../config.ts';
import type { AppDeps, AppEnv, SignedIn } from '../deps.ts';
import { optionalCitizen, requireCitizen } from '../auth/middleware.ts';
import { bodyFirst, date, id, mobile, optionalId, text, time, type JsonObject } from '../http/input.ts';
import { writeGate } from '../http/write-gate.ts';
import { ok } from '../http/reply.ts';
import { jsonBody, pathParams } from '../http/validators.ts';
import { notFound, refused } from '../refusal.ts';
import { createBooking, claimTicket, updateBooking, type ReservationInput } from '../booking/bookings.ts';
import { bookableDateData, loadCalendar } from '../booking/calendar.ts';
import { readIdempotencyKey } from '../booking/idempotency.ts';
import { loadOffering, openOffering } from '../booking/offering.ts';
import { checkParameters, loadParameters } from '../booking/parameters.ts';
import { recommendTimes } from '../booking/recommend.ts';
import { publicTicketView } from '../booking/public-ticket.ts';
import { bookableTimes } from '../booking/slots.ts';
import { findTicket, owns, ticketCounter, ticketDetail } from '../booking/ticket-reads.ts';
import { queueFigures } from '../queue/figures.ts';
import { jettonDetail } from './ticket-answers.ts';

/** The reservation payload of docs/behaviour/3-entities.md, checked for shape; the rules that depend on the offering come later. */
const reservation = (withId: boolean) => (body: JsonObject): ReservationInput => {
  const ticketId = withId ? id(body.id, 'id') : undefined;
  const serviceId = id(body.serviceId, 'serviceId');
  const locationId = id(body.locationId, 'locationId');
  const day = date(body.bookingDate, 'bookingDate', 'pleaseSelectDate');
  const hhmm = time(body.bookingTime, 'bookingTime', 'pleaseFillInfo');
  optionalId(body.departmentId, 'departmentId');
  return { ticketId, serviceId, locationId, date: day, time: hhmm, identifyNoRaw: body.identifyNo, mobAreaRaw: body.mobArea, mobNumRaw: body.mobNum, body };
};

/** The offering in a body, its ids checked in this order. */
const offeringIn = (body: JsonObject) => ({ serviceId: id(body.serviceId, 'serviceId'), locationId: id(body.locationId, 'locationId') });

/** A booking or an edit, and the request's Idempotency-Key scoped to the citizen and the call. */
const reservationWithKey = (call: 'webJetton' | 'updateTicket', clock: Clock) =>
  jsonBody((body, c: Context<SignedIn>) => ({
    input: reservation(call === 'updateTicket')(body),
    key: readIdempotencyKey(c.req.header('Idempotency-Key'), `${call}:${c.get('citizen').euid}`, body, clock.now()),
  }));

export function bookingArea(deps: AppDeps) {
  const { db, clock } = deps;
  const area = new Hono<AppEnv>();

  const dateParams = pathParams((p) => {
    const serviceId = id(p.serviceId, 'serviceId');
    const locationId = id(p.locationId, 'locationId');
    id(p.departmentId, 'departmentId');
    return { serviceId, locationId };
  });
  const dateData = async (c: Context<AppEnv, string, { out: { param: { serviceId: number; locationId: number } } }>) => {
    const { serviceId, locationId } = c.req.valid('param');
    const offering = await openOffering(db, serviceId, locationId);
    const cal = await loadCalendar(db, clock, serviceId, locationId);
    return ok(c, bookableDateData(cal, offering.timedTicketOpen));
  };
  area.get('/date/:locationId/:serviceId/:departmentId', dateParams, dateData);
  // The identity-number segment (docs/behaviour/7-api.md) changes nothing here: every citizen sees one calendar.
  area.get('/date/:locationId/:serviceId/:idCard/:departmentId', dateParams, dateData);

  area.post(
    '/time',
    jsonBody((body) => ({ ...offeringIn(body), day: date(body.bookingDate, 'bookingDate', 'pleaseSelectDate') })),
    async (c) => {
      const { serviceId, locationId, day } = c.req.valid('json');
      return ok(c, await bookableTimes(db, clock, serviceId, locationId, day));
    },
  );

  // Bookings take their place in the database's line of writes (server/http/write-gate.ts).
  // The body is in before the request takes a place in line: a client that trickles its body
  // holds a connection, never a place (docs/abuse-resistance.md "Slow clients").
  area.post('/webJetton', bodyFirst(), writeGate(db), requireCitizen(deps), reservationWithKey('webJetton', clock), async (c) => {
    const { input, key } = c.req.valid('json');
    return ok(c, jettonDetail(await createBooking(db, clock, c.get('citizen'), input, key, fairShare(deps.config))));
  });

  area.put('/updateTicket', requireCitizen(deps), reservationWithKey('updateTicket', clock), async (c) => {
    const { input, key } = c.req.valid('json');
    return ok(c, jettonDetail(await updateBooking(db, clock, c.get('citizen'), input, key, fairShare(deps.config))));
  });

  area.post(
    '/recommendTimes',
    jsonBody((body) => {
      const offering = offeringIn(body);
      const from = date(body.bookingDate, 'bookingDate');
      text(body.bookingTime, 'bookingTime', { max: 16 });
      return { ...offering, from };
    }),
    async (c) => {
      const { serviceId, locationId, from } = c.req.valid('json');
      return ok(c, await recommendTimes(db, clock, serviceId, locationId, from));
    },
  );

  area.post('/checkParameter', jsonBody((body) => ({ ...offeringIn(body), body })), async (c) => {
    const { serviceId, locationId, body } = c.req.valid('json');
    await openOffering(db, serviceId, locationId);
    const defs = await loadParameters(db, serviceId);
    const parameters = checkParameters(defs, body, todayIn(clock));
    return ok(c, { valid: true, page: 'reserve', parameters });
  });

  area.post(
    '/registerTicket',
    optionalCitizen(deps),
    jsonBody((body) => {
      const phone = mobile(body.mobArea, body.mobNum);
      const content = text(body.qrcodeContent, 'qrcodeContent', { max: 300 }) ?? '';
      // The QR code of a ticket (CB:<uid>), the long form, or the bare uid.
      const uid = /^(?:CB:|civic-booking:ticket:)?([0-9a-f]{32})$/i.exec(content.trim())?.[1]?.toLowerCase();
      if (!uid) throw refused('unknownQrCode');
      return { phone, uid };
    }),
    async (c) => {
      const { phone, uid } = c.req.valid('json');
      const citizen = c.get('citizen');
      const claimed = await claimTicket(db, uid, phone, citizen);
      if (!claimed) throw refused('unknownQrCode');
      const detail = await ticketDetail(db, clock, claimed.id);
      if (!detail) throw refused('unknownQrCode');
      // A mobile typed into a form proves nothing: only the owner's token shows the whole detail.
      const shown = jettonDetail(detail);
      return ok(c, citizen && owns(citizen, claimed) ? shown : publicTicketView(shown));
    },
  );

  // Queue figures of an offering; the client calls it with (locationId, serviceId) and fails silently.
  area.get('/counterInfo/:a/:b', pathParams((p) => ({ a: id(p.a, 'locationId'), b: id(p.b, 'serviceId') })), async (c) => {
    const { a, b } = c.req.valid('param');
    const [serviceId, locationId] = (await loadOffering(db, b, a)) ? [b, a] : [a, b];
    const figures = await queueFigures(db, clock, serviceId, locationId);
    if (!figures) throw notFound();
    // The queue info of docs/behaviour/3-entities.md including the take-ticket part (state, pass, reminder bounds).
    return ok(c, figures);
  });

  // By the ticket's id or its uid.
  area.get('/waitingInfo/:id', pathParams((p) => (/^[0-9a-f]{32}$/.test(p.id!) ? { uid: p.id! } : { id: id(p.id, 'id') })), async (c) => {
    const by = c.req.valid('param');
    const ticketId = 'uid' in by ? (await findTicket(db, by))?.id : by.id;
    const counter = ticketId === undefined ? undefined : await ticketCounter(db, clock, ticketId);
    if (!counter) throw notFound();
    return ok(c, counter);
  });

  return area;
}
