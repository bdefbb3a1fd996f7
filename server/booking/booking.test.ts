// Bookings on the database of this run (PGlite, or PostgreSQL with CB_TEST_DATABASE=postgres):
// the documented shapes, tokens, cancel and edit, idempotent replays, and capacity under
// concurrency (a slot never holds more bookings than its capacity, whatever arrives at once).
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { WRITES_ADMITTED } from '../http/write-gate.ts';
import { call, value, keyFor } from '../test-support/http.ts';
import { startTestServer, type TestServer } from '../test-support/test-server.ts';
import { TEST_CLOCK, TEST_CLOCK_DAY, bookableDays, plainOffering, reservation, setSlotCapacity, smsCitizen, type PlainOffering } from './test-kit.ts';

let server: TestServer;
let offering: PlainOffering;
let days: string[];

beforeAll(async () => {
  server = await startTestServer({ clock: TEST_CLOCK, background: false });
  offering = await plainOffering(server.db, 'booking');
  days = await bookableDays(server.url, offering, 6);
});
afterAll(async () => server?.close());

const slotState = async (o: PlainOffering, dmy: string, time: string) => {
  const [row] = await server.db.query<{ booked: number; capacity: number; active: number }>(
    `SELECT s.booked, s.capacity, (SELECT count(*)::int FROM tickets t WHERE t.slot_id = s.id AND t.state IN ('WAITING', 'CALLED')) AS active
       FROM time_slots s WHERE service_id = $1 AND location_id = $2 AND day = $3 AND slot_time = $4`,
    [o.serviceId, o.locationId, dmy.split('/').reverse().join('-'), time],
  );
  return row!;
};

describe('booking calls answer the documented shape', () => {
  test('booking/date gives the bookable date data of docs/behaviour/3-entities.md (DD/MM/YYYY, merged lists, nonOffices)', async () => {
    const d = await value(server.url, `/api/booking/date/${offering.locationId}/${offering.serviceId}/${offering.departmentId}`);
    expect(d.startDate).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
    expect(d.endDate).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
    for (const key of ['fullBookingDates', 'publicHolidays', 'systemPublicHolidays', 'specialWorkDates', 'specialWorkDays', 'systemSpecialWorkDates', 'nonOffices']) {
      expect(Array.isArray(d[key]), key).toBe(true);
    }
    expect(d.systemPublicHolidays).toContain('25/12/2026');
    expect(days.length).toBeGreaterThan(0);
    // The identity-number segment is accepted too.
    const withId = await value(server.url, `/api/booking/date/${offering.locationId}/${offering.serviceId}/12345678/${offering.departmentId}`);
    expect(withId.startDate).toBe(d.startDate);
  });

  test('booking/time gives style and totalTimeSlot: 09:00–18:00 half-hourly without 13:30', async () => {
    const t = await value(server.url, '/api/booking/time', {
      body: { locationId: offering.locationId, serviceId: offering.serviceId, departmentId: offering.departmentId, bookingDate: days[0], idCard: '' },
    });
    expect(['list', 'dropDown']).toContain(t.style);
    const times = t.totalTimeSlot.map((s: { timeSlot: string }) => s.timeSlot);
    expect(times[0]).toBe('09:00');
    expect(times.at(-1)).toBe('18:00');
    expect(times).not.toContain('13:30');
    expect(times).toHaveLength(18);
    expect(typeof t.totalTimeSlot[0].enabled).toBe('boolean');
  });

  test('booking/recommendTimes lists dates with times, isFull and otherLocationIds', async () => {
    const r = await value(server.url, '/api/booking/recommendTimes', {
      body: { locationId: offering.locationId, serviceId: offering.serviceId, bookingDate: days[0], bookingTime: '10:00' },
    });
    expect(Array.isArray(r)).toBe(true);
    if (r.length > 0) {
      expect(r[0].date).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
      expect(r[0].times[0]).toEqual({ time: expect.stringMatching(/^\d{2}:\d{2}$/), isFull: expect.any(Boolean), otherLocationIds: expect.any(Array) });
    }
  });
});

describe('who may book', () => {
  test('webJetton and updateTicket without a token answer 401; a forged token too', async () => {
    const body = reservation(offering, { mobArea: '853', mobNum: '66000001' }, days[0]!, '09:00');
    expect((await call(server.url, '/api/booking/webJetton', { body })).status).toBe(401);
    expect((await call(server.url, '/api/booking/updateTicket', { method: 'PUT', body: { ...body, id: 1 } })).status).toBe(401);
    const forged = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4Iiwia2luZCI6InNtcyJ9.c2lnbmF0dXJl';
    expect((await call(server.url, '/api/booking/webJetton', { body, token: forged })).status).toBe(401);
  });

  test('an SMS citizen cannot book for another mobile number (403)', async () => {
    const who = await smsCitizen(server);
    const body = reservation(offering, { mobArea: '853', mobNum: '66999999' }, days[0]!, '09:00');
    expect((await call(server.url, '/api/booking/webJetton', { body, token: who.token })).status).toBe(403);
  });
});

describe('book, list, detail, cancel', () => {
  test('a booking is listed, has a detail, counts, and cancelling frees its seat (204)', async () => {
    const who = await smsCitizen(server);
    const before = (await slotState(offering, days[1]!, '09:30'))?.booked ?? 0;
    const ticket = await value(server.url, '/api/booking/webJetton', { token: who.token, body: reservation(offering, who, days[1]!, '09:30') });
    expect(ticket).toMatchObject({ jettonCode: expect.any(String), ticketType: 'RESERCATION', bookingDate: days[1], bookingTime: '09:30', mobNum: who.mobNum });
    expect(ticket.jettonInfo).toEqual({ area: expect.any(String), subArea: expect.any(String), htmlText: expect.any(String) });
    // The QR image is a PNG data URI (the only kind the client shows besides http(s), docs/behaviour/5-validation.md).
    expect(ticket.qrcodeImg).toMatch(/^data:image\/png;base64,/);
    const png = Buffer.from(ticket.qrcodeImg.split(',')[1], 'base64');
    expect(png.subarray(1, 4).toString('ascii')).toBe('PNG');
    expect(png.readUInt32BE(16)).toBeGreaterThanOrEqual(150);
    expect((await slotState(offering, days[1]!, '09:30')).booked).toBe(before + 1);

    const list = await value(server.url, '/api/favourite/tickets', { token: who.token });
    expect(list.queueTickets).toEqual([]);
    expect(list.bookingTickets).toHaveLength(1);
    expect(list.bookingTickets[0]).toMatchObject({
      ticket: { jettonCode: ticket.jettonCode, bookingDate: days[1], bookingTime: '09:30', ticketState: 'WAITING' },
      serviceName: expect.any(String), locationName: expect.any(String),
    });
    expect(await value(server.url, '/api/ticket/count', { token: who.token })).toEqual({ count: 1 });
    expect(await value(server.url, `/api/favourite/tickets/${ticket.id}`, { token: who.token })).toMatchObject({ id: ticket.id, jettonCode: ticket.jettonCode });
    // Another citizen neither sees nor cancels it.
    const other = await smsCitizen(server);
    expect((await call(server.url, `/api/favourite/tickets/${ticket.id}`, { token: other.token })).status).toBe(404);
    expect((await call(server.url, `/api/favourite/tickets/${ticket.id}`, { method: 'DELETE', token: other.token })).status).toBe(404);

    const cancelled = await call(server.url, `/api/favourite/tickets/${ticket.id}`, { method: 'DELETE', token: who.token });
    expect(cancelled.status).toBe(204);
    expect((await slotState(offering, days[1]!, '09:30')).booked).toBe(before);
    expect((await value(server.url, '/api/favourite/tickets', { token: who.token })).bookingTickets).toEqual([]);
    expect(await value(server.url, '/api/ticket/count', { token: who.token })).toEqual({ count: 0 });
    const usage = await server.db.query(`SELECT 1 FROM usage_history WHERE euid = $1 AND type = 'RESERCATION'`, [`sms:853${who.mobNum}`]);
    expect(usage).toHaveLength(1);
  });

  test('a date outside the window, a closed day and a disabled or unknown time are refused with 400', async () => {
    const who = await smsCitizen(server);
    const far = await call(server.url, '/api/booking/webJetton', { token: who.token, body: reservation(offering, who, '01/01/2030', '09:00'), language: 'en_us' });
    expect(far.status).toBe(400);
    expect(far.body).toEqual({ code: 602, message: 'This date cannot be booked' });
    const odd = await call(server.url, '/api/booking/webJetton', { token: who.token, body: reservation(offering, who, days[0]!, '09:10') });
    expect(odd.status).toBe(400);
    const noDate = await call(server.url, '/api/booking/webJetton', { token: who.token, body: reservation(offering, who, '', '09:00'), language: 'pt_pt' });
    expect(noDate.body).toEqual({ code: 601, message: 'Selecione a data da marcação' });
  });
});

describe('edit', () => {
  test('an edit moves the booking; a move into a full slot leaves the original untouched', async () => {
    const who = await smsCitizen(server);
    const day = days[2]!;
    await setSlotCapacity(server.db, offering, day, '11:00', 1);
    const blocker = await smsCitizen(server);
    await value(server.url, '/api/booking/webJetton', { token: blocker.token, body: reservation(offering, blocker, day, '11:00') });
    const ticket = await value(server.url, '/api/booking/webJetton', { token: who.token, body: reservation(offering, who, day, '10:00') });
    const before10 = await slotState(offering, day, '10:00');

    const refused = await call(server.url, '/api/booking/updateTicket', { method: 'PUT', token: who.token, body: { ...reservation(offering, who, day, '11:00'), id: ticket.id } });
    expect(refused.status).toBe(400);
    expect((refused.body as { code: number }).code).toBe(602);
    expect(await slotState(offering, day, '10:00')).toEqual(before10);
    expect(await slotState(offering, day, '11:00')).toMatchObject({ booked: 1, capacity: 1, active: 1 });
    expect(await value(server.url, `/api/favourite/tickets/${ticket.id}`, { token: who.token })).toMatchObject({ bookingTime: '10:00', bookingDate: day });

    const moved = await value(server.url, '/api/booking/updateTicket', { method: 'PUT', token: who.token, body: { ...reservation(offering, who, days[3]!, '14:00'), id: ticket.id } });
    expect(moved).toMatchObject({ id: ticket.id, bookingDate: days[3], bookingTime: '14:00' });
    expect((await slotState(offering, day, '10:00')).booked).toBe(before10.booked - 1);
    expect(await slotState(offering, days[3]!, '14:00')).toMatchObject({ booked: 1, active: 1 });
  });
});

describe('Idempotency-Key', () => {
  test('a replay of webJetton returns the first answer and creates nothing', async () => {
    const who = await smsCitizen(server);
    const body = reservation(offering, who, days[0]!, '15:00');
    const headers = { 'Idempotency-Key': keyFor(`book-${who.mobNum}`) };
    const first = await value(server.url, '/api/booking/webJetton', { token: who.token, body, headers });
    const count = async () => (await server.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM tickets WHERE mob_num = $1`, [who.mobNum]))[0]!.n;
    const slot = await slotState(offering, days[0]!, '15:00');
    const replays = await Promise.all([1, 2, 3].map(() => value(server.url, '/api/booking/webJetton', { token: who.token, body, headers })));
    for (const replay of replays) expect(replay).toEqual(first);
    expect(await count()).toBe(1);
    expect(await slotState(offering, days[0]!, '15:00')).toEqual(slot);
    // The same key with another body is refused rather than silently answered.
    const other = await call(server.url, '/api/booking/webJetton', { token: who.token, body: { ...body, bookingTime: '15:30' }, headers });
    expect(other.status).toBe(400);
    expect(await count()).toBe(1);
  });

  test('a retry of webJetton that its checks would now refuse still gets its stored booking: today\'s last seat, asked again once the time has passed', async () => {
    const timed = await plainOffering(server.db, 'timed');
    const today = TEST_CLOCK_DAY;
    await setSlotCapacity(server.db, timed, today, '10:30', 1);
    const who = await smsCitizen(server);
    const body = reservation(timed, who, today, '10:30');
    const headers = { 'Idempotency-Key': keyFor(`last-seat-${who.mobNum}`) };
    const first = await value(server.url, '/api/booking/webJetton', { token: who.token, body, headers });
    expect(first).toMatchObject({ ticketType: 'PERIOD', bookingDate: today, bookingTime: '10:30' });
    const startedAt = server.clock.now();
    server.clock.set(new Date(startedAt.getTime() + 31 * 60_000));
    try {
      // The answer was lost; the app retries at 10:31, when a new request for 10:30 is refused.
      const fresh = await smsCitizen(server);
      const late = await call(server.url, '/api/booking/webJetton', { token: fresh.token, body: reservation(timed, fresh, today, '10:30'), language: 'en_us' });
      expect([late.status, late.body]).toEqual([400, { code: 602, message: 'This time slot cannot be booked' }]);
      expect(await value(server.url, '/api/booking/webJetton', { token: who.token, body, headers })).toEqual(first);
    } finally {
      server.clock.set(startedAt);
    }
    expect(await slotState(timed, today, '10:30')).toMatchObject({ booked: 1, capacity: 1, active: 1 });
  });

  test('updateTicket honours the Idempotency-Key: a retried move answers the moved ticket, and the key cannot move it elsewhere', async () => {
    const who = await smsCitizen(server);
    const ticket = await value(server.url, '/api/booking/webJetton', { token: who.token, body: reservation(offering, who, days[1]!, '09:00') });
    const move = { ...reservation(offering, who, days[2]!, '09:30'), id: ticket.id };
    const headers = { 'Idempotency-Key': keyFor(`move-${who.mobNum}`) };
    const moved = await value(server.url, '/api/booking/updateTicket', { method: 'PUT', token: who.token, body: move, headers });
    expect(moved).toMatchObject({ id: ticket.id, bookingDate: days[2], bookingTime: '09:30' });
    const target = await slotState(offering, days[2]!, '09:30');
    expect(await value(server.url, '/api/booking/updateTicket', { method: 'PUT', token: who.token, body: move, headers })).toEqual(moved);
    expect(await slotState(offering, days[2]!, '09:30')).toEqual(target);
    // The same key with another move is the first move's key reused: refused, nothing moves.
    const elsewhere = await call(server.url, '/api/booking/updateTicket', {
      method: 'PUT', token: who.token, body: { ...move, bookingTime: '10:00' }, headers, language: 'en_us',
    });
    expect([elsewhere.status, elsewhere.body]).toEqual([400, { code: 602, message: 'The repeated request differs from the original' }]);
    expect(await value(server.url, `/api/favourite/tickets/${ticket.id}`, { token: who.token })).toMatchObject({ bookingDate: days[2], bookingTime: '09:30' });
  });
});

describe('capacity under concurrency', () => {
  test('the first bookings of a day, sent at once, all succeed while the day is filled from its template', async () => {
    const fresh = await plainOffering(server.db, 'booking', 2);
    const [day] = (await bookableDays(server.url, fresh, 3)).slice(-1);
    const times = ['14:00', '14:30', '15:00', '15:30', '16:00', '16:30', '17:00', '17:30'];
    const citizens = await Promise.all(times.map(() => smsCitizen(server)));
    const answers = await Promise.all(
      times.map((time, i) => call(server.url, '/api/booking/webJetton', { token: citizens[i]!.token, body: reservation(fresh, citizens[i]!, day!, time) })),
    );
    expect(answers.map((a) => a.status)).toEqual(times.map(() => 200));
  });

  test('500 concurrent bookings for one slot of capacity 5: exactly 5 bookings, 495 clear 400/602 refusals, no 5xx', { timeout: 120_000 }, async () => {
    const day = days[4]!;
    await setSlotCapacity(server.db, offering, day, '16:00', 5);
    const citizens = await Promise.all(Array.from({ length: 500 }, () => smsCitizen(server)));
    const answers = await Promise.all(
      citizens.map((who) => call(server.url, '/api/booking/webJetton', { token: who.token, body: reservation(offering, who, day, '16:00'), language: 'en_us' })),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s >= 500)).toEqual([]);
    expect(statuses.filter((s) => s === 200)).toHaveLength(5);
    const refusals = answers.filter((a) => a.status === 400);
    expect(refusals).toHaveLength(495);
    for (const r of refusals) expect(r.body).toEqual({ code: 602, message: 'This time slot is fully booked, please choose another' });
    expect(await slotState(offering, day, '16:00')).toEqual({ booked: 5, capacity: 5, active: 5 });
  });

  test('2,000 random book/edit/cancel operations with 50 in flight: every slot ≤ capacity, counts match tickets', { timeout: 240_000 }, async () => {
    const day = days[5] ?? days[0]!;
    const times = ['09:00', '09:30', '10:00', '10:30', '11:00', '11:30'];
    for (const time of times) await setSlotCapacity(server.db, offering, day, time, 3);
    const citizens = await Promise.all(Array.from({ length: 12 }, () => smsCitizen(server)));
    const live: Array<{ id: number; who: (typeof citizens)[number] }> = [];
    const statuses: number[] = [];
    let seed = 42;
    const random = (n: number) => {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
      return seed % n;
    };
    let next = 0;
    const worker = async () => {
      while (next < 2000) {
        next += 1;
        const roll = random(10);
        const time = times[random(times.length)]!;
        if (roll < 5 || live.length === 0) {
          const who = citizens[random(citizens.length)]!;
          const a = await call(server.url, '/api/booking/webJetton', { token: who.token, body: reservation(offering, who, day, time) });
          statuses.push(a.status);
          if (a.status === 200) live.push({ id: (a.body as { value: { id: number } }).value.id, who });
        } else if (roll < 8) {
          const t = live[random(live.length)]!;
          const a = await call(server.url, '/api/booking/updateTicket', { method: 'PUT', token: t.who.token, body: { ...reservation(offering, t.who, day, time), id: t.id } });
          statuses.push(a.status);
        } else {
          const index = random(live.length);
          const t = live[index]!;
          live.splice(index, 1);
          const a = await call(server.url, `/api/favourite/tickets/${t.id}`, { method: 'DELETE', token: t.who.token });
          statuses.push(a.status);
        }
      }
    };
    await Promise.all(Array.from({ length: 50 }, worker));
    expect(statuses.length).toBeGreaterThanOrEqual(2000);
    expect(statuses.filter((s) => s >= 500)).toEqual([]);
    expect(statuses.filter((s) => s === 200 || s === 204).length).toBeGreaterThan(500);
    const slots = await server.db.query<{ slot_time: string; booked: number; capacity: number; active: number }>(
      `SELECT s.slot_time, s.booked, s.capacity,
              (SELECT count(*)::int FROM tickets t WHERE t.slot_id = s.id AND t.state IN ('WAITING', 'CALLED')) AS active
         FROM time_slots s WHERE service_id = $1 AND location_id = $2 AND day = $3 ORDER BY slot_time`,
      [offering.serviceId, offering.locationId, day.split('/').reverse().join('-')],
    );
    for (const s of slots) {
      expect(s.booked, s.slot_time).toBeLessThanOrEqual(s.capacity);
      expect(s.booked, s.slot_time).toBe(s.active);
    }
    expect(slots.filter((s) => times.includes(s.slot_time)).every((s) => s.capacity === 3)).toBe(true);
  });
});

describe('callers that go away', () => {
  test('bookings whose callers leave, mid-body or while queued, do not hold the booking queue', async () => {
    const who = await smsCitizen(server);
    const { port } = new URL(server.url);
    const body = JSON.stringify(reservation(offering, who, days[2]!, '11:30'));
    const head = (length: number) => `POST /api/booking/webJetton HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer ${who.token}\r\n` +
      `Content-Type: application/json\r\nContent-Length: ${length}\r\n\r\n`;
    // Five times as many as are admitted at once (WRITES_ADMITTED): half of them leave with
    // half a body, half leave right after sending a whole one, most of those still waiting their turn.
    const sockets = await Promise.all(Array.from({ length: 5 * WRITES_ADMITTED[server.db.kind] }, (_, i) => new Promise<net.Socket>((resolve) => {
      const socket = net.connect(Number(port), '127.0.0.1', () => {
        socket.write(i % 2 === 0 ? head(body.length + 100) + body : head(Buffer.byteLength(body)) + body);
        resolve(socket);
      });
      socket.on('error', () => undefined);
    })));
    for (const socket of sockets) socket.destroy();
    // Someone else books next, right behind them: answered only if the leavers hold nothing (the
    // leavers' whole bookings may have been made: one per citizen and day).
    const next = await smsCitizen(server);
    const answer = await call(server.url, '/api/booking/webJetton', { token: next.token, body: reservation(offering, next, days[3]!, '11:00') });
    expect(answer.body).toMatchObject({ code: 200 });
  }, 20_000);
});
