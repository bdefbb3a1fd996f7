// Live queues: figures from real tickets, taking a ticket with an SMS code or
// a one-account token, numbers unique and gapless under concurrency, the pass rules, replays,
// and the simulation's step.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { issueToken } from '../auth/token.ts';
import { call, value, keyFor } from '../test-support/http.ts';
import { publicTicketView } from '../booking/public-ticket.ts';
import { startTestServer, type TestServer } from '../test-support/test-server.ts';
import { TEST_CLOCK, plainOffering, type PlainOffering } from '../booking/test-kit.ts';

let server: TestServer;
let oneAccountToken: string;

beforeAll(async () => {
  server = await startTestServer({ clock: TEST_CLOCK, background: false });
  oneAccountToken = await issueToken(server, { euid: 'MO-0000001', kind: 'oneAccount', mobArea: '853', mobNum: '66123456' });
});
afterAll(async () => server?.close());

const request = (o: PlainOffering, extra: Record<string, unknown> = {}) => ({
  serviceId: o.serviceId, locationId: o.locationId, mobArea: '853', mobNum: '66123456', cntToAlert: null, messageCode: '', ...extra,
});

const numbers = async (o: PlainOffering) =>
  (await server.db.query<{ number: number }>(`SELECT number FROM queue_tickets WHERE service_id = $1 AND location_id = $2 ORDER BY number`, [o.serviceId, o.locationId])).map((r) => r.number);

describe('figures', () => {
  test('counterInfo gives waitCount, openCounter, notCheckInCount from real tickets', async () => {
    const o = await plainOffering(server.db, 'queue', 0);
    const before = await value(server.url, `/api/booking/counterInfo/${o.locationId}/${o.serviceId}`);
    expect(before).toEqual({
      waitCount: expect.any(Number), openCounter: expect.any(Number), notCheckInCount: expect.any(Number),
      queueState: 'NORMAL', pass: 'Y', minCntToAlert: 1, maxCntToAlert: 20, status: true, isOpen: true, isOfficeTime: true,
      issued: expect.any(Number), dailyLimit: expect.any(Number),
    });
    await value(server.url, '/api/queue/requestQueueTicket', { token: oneAccountToken, body: request(o) });
    const after = await value(server.url, `/api/booking/counterInfo/${o.locationId}/${o.serviceId}`);
    expect(after.waitCount).toBe(before.waitCount + 1);
  });
});

describe('taking a ticket', () => {
  test('with the SMS code of the number: a QUEUE ticket; the code is spent', async () => {
    const o = await plainOffering(server.db, 'queue', 1);
    const mobNum = '66770001';
    await value(server.url, `/api/verificationCode/853${mobNum}?purpose=ticket`, { headers: { bookingSource: 'PCWeb' } });
    const [sent] = await value(server.url, `/dev/outbox?to=853${mobNum}`);
    const ticket = await value(server.url, '/api/queue/requestQueueTicket', { body: request(o, { mobNum, messageCode: sent.code }) });
    expect(ticket).toMatchObject({ ticketType: 'QUEUE', ticketState: 'WAITING', mobNum, waitCount: expect.any(Number), jettonCode: expect.stringMatching(/^[A-Z]\d{3}$/) });
    const again = await call(server.url, '/api/queue/requestQueueTicket', { body: request(o, { mobNum, messageCode: sent.code }) });
    expect(again.status).toBe(400);
    expect((again.body as { code: number }).code).toBe(602);
    const history = await server.db.query(`SELECT 1 FROM usage_history WHERE euid = $1 AND type = 'QUEUE'`, [`sms:853${mobNum}`]);
    expect(history).toHaveLength(1);
  });

  test('without a code or with a wrong one: 400/602, no ticket', async () => {
    const o = await plainOffering(server.db, 'queue', 1);
    const before = (await numbers(o)).length;
    const none = await call(server.url, '/api/queue/requestQueueTicket', { body: request(o, { mobNum: '66770002' }), language: 'en_us' });
    expect(none.body).toEqual({ code: 602, message: 'Please enter the verification code' });
    const wrong = await call(server.url, '/api/queue/requestQueueTicket', { body: request(o, { mobNum: '66770002', messageCode: '000000' }) });
    expect(wrong.status).toBe(400);
    expect((await numbers(o)).length).toBe(before);
  });

  test('the identity number is required where the offering says so', async () => {
    const [row] = await server.db.query<{ service_id: number; location_id: number }>(
      `SELECT sl.service_id, sl.location_id FROM service_locations sl JOIN services s ON s.id = sl.service_id JOIN locations l ON l.id = sl.location_id
        JOIN departments d ON d.id = s.department_id
        WHERE sl.queue_open AND sl.check_id_card_queue AND NOT sl.suspended AND NOT s.suspended AND NOT l.suspended AND NOT d.suspended AND NOT sl.rc_service_login LIMIT 1`,
    );
    const o = { serviceId: row!.service_id, locationId: row!.location_id, departmentId: 0 };
    const missing = await call(server.url, '/api/queue/requestQueueTicket', { token: oneAccountToken, body: request(o), language: 'en_us' });
    expect(missing.body).toEqual({ code: 601, message: 'Please enter the identity number' });
    const short = await call(server.url, '/api/queue/requestQueueTicket', { token: oneAccountToken, body: request(o, { identifyNo: '1234' }) });
    expect((short.body as { code: number }).code).toBe(601);
    const ok = await call(server.url, '/api/queue/requestQueueTicket', { token: oneAccountToken, body: request(o, { identifyNo: '12345678' }) });
    expect(ok.status).toBe(200);
  });

  test('200 concurrent queue tickets get 200 distinct numbers, 1 to 200', async () => {
    const o = await plainOffering(server.db, 'queue', 2);
    expect(await numbers(o)).toEqual([]);
    const answers = await Promise.all(Array.from({ length: 200 }, () => call(server.url, '/api/queue/requestQueueTicket', { token: oneAccountToken, body: request(o) })));
    expect(answers.map((a) => a.status).filter((s) => s !== 200)).toEqual([]);
    const codes = new Set(answers.map((a) => (a.body as { value: { jettonCode: string } }).value.jettonCode));
    expect(codes.size).toBe(200);
    expect(await numbers(o)).toEqual(Array.from({ length: 200 }, (_, i) => i + 1));
  });

  test('refused requests leave no gap in the numbers', async () => {
    const o = await plainOffering(server.db, 'queue', 3);
    await value(server.url, '/api/queue/requestQueueTicket', { token: oneAccountToken, body: request(o) });
    await server.db.query(`UPDATE queue_settings SET daily_limit = 3 WHERE service_id = $1 AND location_id = $2`, [o.serviceId, o.locationId]);
    const answers = await Promise.all(Array.from({ length: 6 }, () => call(server.url, '/api/queue/requestQueueTicket', { token: oneAccountToken, body: request(o) })));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(2);
    expect(answers.filter((a) => a.status === 400)).toHaveLength(4);
    await server.db.query(`UPDATE queue_settings SET daily_limit = 999 WHERE service_id = $1 AND location_id = $2`, [o.serviceId, o.locationId]);
    await value(server.url, '/api/queue/requestQueueTicket', { token: oneAccountToken, body: request(o) });
    expect(await numbers(o)).toEqual([1, 2, 3, 4]);
  });

  test('an Idempotency-Key replay returns the first ticket and creates nothing', async () => {
    const o = await plainOffering(server.db, 'queue', 4);
    const headers = { 'Idempotency-Key': keyFor('queue-replay-1') };
    const first = await value(server.url, '/api/queue/requestQueueTicket', { token: oneAccountToken, body: request(o), headers });
    const replay = await value(server.url, '/api/queue/requestQueueTicket', { token: oneAccountToken, body: request(o), headers });
    expect(replay).toEqual(first);
    expect(await numbers(o)).toEqual([1]);
  });
});

describe('the SMS code is spent with the ticket', () => {
  const sendCode = async (mobNum: string): Promise<string> => {
    await value(server.url, `/api/verificationCode/853${mobNum}?purpose=ticket`, { headers: { bookingSource: 'PCWeb' } });
    return (await value(server.url, `/dev/outbox?to=853${mobNum}`))[0].code;
  };
  const tickets = async (mobNum: string) =>
    (await server.db.query<{ uid: string }>(`SELECT uid FROM tickets WHERE mob_num = $1 AND ticket_type = 'QUEUE'`, [mobNum])).map((r) => r.uid);

  test('a ticket whose transaction does not commit leaves the code unspent: the retry with its Idempotency-Key gets the ticket, once', async () => {
    const o = await plainOffering(server.db, 'queue', 9);
    const mobNum = '66770011';
    const messageCode = await sendCode(mobNum);
    const headers = { 'Idempotency-Key': keyFor('queue-cut-1') };
    // The ticket's transaction fails after the code was checked, as a crash or a lost
    // connection before COMMIT would leave it.
    await server.db.exec(`CREATE FUNCTION cut_ticket() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'cut'; END $$;
      CREATE TRIGGER cut_ticket BEFORE INSERT ON queue_tickets FOR EACH ROW
        WHEN (NEW.service_id = ${o.serviceId} AND NEW.location_id = ${o.locationId}) EXECUTE FUNCTION cut_ticket();`);
    try {
      const cut = await call(server.url, '/api/queue/requestQueueTicket', { body: request(o, { mobNum, messageCode }), headers });
      expect(cut.status).toBe(500);
    } finally {
      await server.db.exec('DROP TRIGGER cut_ticket ON queue_tickets; DROP FUNCTION cut_ticket();');
    }
    expect(await tickets(mobNum)).toEqual([]);
    const retry = await value(server.url, '/api/queue/requestQueueTicket', { body: request(o, { mobNum, messageCode }), headers });
    expect(await tickets(mobNum)).toEqual([retry.uid]);
    // Replayed with the code the retry spent: the public view only (docs/abuse-resistance.md).
    expect(await value(server.url, '/api/queue/requestQueueTicket', { body: request(o, { mobNum, messageCode }), headers })).toEqual(publicTicketView(retry));
    const otherKey = await call(server.url, '/api/queue/requestQueueTicket', { body: request(o, { mobNum, messageCode }), headers: { 'Idempotency-Key': keyFor('queue-cut-2') } });
    expect(otherKey.status).toBe(400);
    expect(await tickets(mobNum)).toEqual([retry.uid]);
  });

  test('a retry with the same key and a new code (asked for after the answer was lost) gets the ticket the first code took, once', async () => {
    const o = await plainOffering(server.db, 'queue', 10);
    const mobNum = '66770015';
    const headers = { 'Idempotency-Key': keyFor('queue-new-code') };
    const first = await value(server.url, '/api/queue/requestQueueTicket', { body: request(o, { mobNum, messageCode: await sendCode(mobNum) }), headers });
    // No answer came: the citizen waits out the resend time and asks for another code.
    server.clock.set(new Date(server.clock.now().getTime() + 61_000));
    const newCode = await sendCode(mobNum);
    expect(await value(server.url, '/api/queue/requestQueueTicket', { body: request(o, { mobNum, messageCode: newCode }), headers })).toEqual(first);
    expect(await tickets(mobNum)).toEqual([first.uid]);
    // The key still stands for the rest of the request: another offering is another request.
    const other = await plainOffering(server.db, 'queue', 9);
    const elsewhere = await call(server.url, '/api/queue/requestQueueTicket', { body: request(other, { mobNum, messageCode: newCode }), headers, language: 'en_us' });
    expect([elsewhere.status, elsewhere.body]).toEqual([400, { code: 602, message: 'The repeated request differs from the original' }]);
  });

  test('a replay answers the first ticket even once the queue is full (with that very ticket)', async () => {
    const o = await plainOffering(server.db, 'queue', 10);
    const mobNum = '66770014';
    const messageCode = await sendCode(mobNum);
    const headers = { 'Idempotency-Key': keyFor('queue-last-one') };
    const first = await value(server.url, '/api/queue/requestQueueTicket', { body: request(o, { mobNum, messageCode }), headers });
    await server.db.query(`UPDATE queue_settings SET daily_limit = 1 WHERE service_id = $1 AND location_id = $2`, [o.serviceId, o.locationId]);
    expect(await value(server.url, '/api/queue/requestQueueTicket', { body: request(o, { mobNum, messageCode }), headers })).toEqual(publicTicketView(first));
  });

  test('a replay without a live code of the number (anyone who knows the mobile and the key) gets the public view only: mobile masked, no identity number, notes code or reminder (docs/abuse-resistance.md)', async () => {
    const o = await plainOffering(server.db, 'queue', 12);
    const mobNum = '66770016';
    const headers = { 'Idempotency-Key': keyFor('queue-replay-stranger') };
    const first = await value(server.url, '/api/queue/requestQueueTicket', { body: request(o, { mobNum, identifyNo: '1234567(8)', messageCode: await sendCode(mobNum) }), headers });
    expect(first.mobNum).toBe(mobNum);
    const stranger = await value(server.url, '/api/queue/requestQueueTicket', { body: request(o, { mobNum, identifyNo: '1234567(8)', messageCode: '000000' }), headers });
    expect(stranger).toEqual(publicTicketView(first));
    expect(stranger.mobNum).toBe('****0016');
    expect(JSON.stringify(stranger)).not.toContain('1234567');
  });

  test('a wrong code is counted although the ticket is refused: after ten (the number locked for the day, docs/abuse-resistance.md) the right one takes no ticket', async () => {
    const o = await plainOffering(server.db, 'queue', 9);
    const mobNum = '66770012';
    const messageCode = await sendCode(mobNum);
    const wrong = messageCode === '000000' ? '111111' : '000000';
    for (let i = 1; i <= 10; i++) {
      const refused = await call(server.url, '/api/queue/requestQueueTicket', { body: request(o, { mobNum, messageCode: wrong }), headers: { 'Idempotency-Key': keyFor(`wrong-${i}`) } });
      expect(refused.status).toBeGreaterThanOrEqual(400);
    }
    const [row] = await server.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM sms_wrong_tries WHERE phone = $1`, [`853${mobNum}`]);
    expect(row!.n).toBe(10);
    const right = await call(server.url, '/api/queue/requestQueueTicket', { body: request(o, { mobNum, messageCode }) });
    expect(right.status).toBe(429);
    expect(await tickets(mobNum)).toEqual([]);
  });

  test('a wrong code leaves the Idempotency-Key free: the corrected request with the same key gets the ticket', async () => {
    const o = await plainOffering(server.db, 'queue', 9);
    const mobNum = '66770013';
    const messageCode = await sendCode(mobNum);
    const headers = { 'Idempotency-Key': keyFor('queue-typo-1') };
    const typo = await call(server.url, '/api/queue/requestQueueTicket', { body: request(o, { mobNum, messageCode: messageCode === '000000' ? '111111' : '000000' }), headers, language: 'en_us' });
    expect([typo.status, typo.body]).toEqual([400, { code: 602, message: 'Verification failed' }]);
    const ticket = await value(server.url, '/api/queue/requestQueueTicket', { body: request(o, { mobNum, messageCode }), headers });
    expect(await tickets(mobNum)).toEqual([ticket.uid]);
  });
});

describe('pass rules (docs/behaviour/4-states.md)', () => {
  test('NOTBUSY, NOCOUNTER and FULL refuse with their messages; outside office hours nobody can take a ticket', async () => {
    const o = await plainOffering(server.db, 'queue', 5);
    const take = () => call(server.url, '/api/queue/requestQueueTicket', { token: oneAccountToken, body: request(o), language: 'en_us' });
    const where = [o.serviceId, o.locationId];
    await server.db.query(`UPDATE queue_settings SET not_busy_below = 50 WHERE service_id = $1 AND location_id = $2`, where);
    expect((await take()).body).toEqual({ code: 602, message: 'Not busy, please take a ticket on site' });
    await server.db.query(`UPDATE queue_settings SET not_busy_below = 0, daily_limit = 0 WHERE service_id = $1 AND location_id = $2`, where);
    expect((await take()).body).toEqual({ code: 602, message: 'Ticket count full, please try later' });
    await server.db.query(`UPDATE queue_settings SET daily_limit = 999 WHERE service_id = $1 AND location_id = $2`, where);
    await server.db.query(`INSERT INTO queues (service_id, location_id, day, open_counters) VALUES ($1, $2, '2026-11-24', 0)`, where);
    expect((await take()).body).toEqual({ code: 602, message: 'No counter open' });
    await server.db.query(`UPDATE queues SET open_counters = 2 WHERE service_id = $1 AND location_id = $2`, where);
    expect((await take()).status).toBe(200);

    server.clock.set('2026-11-24T14:00:00Z'); // 22:00 in Macau
    try {
      const info = await value(server.url, `/api/booking/counterInfo/${o.locationId}/${o.serviceId}`);
      expect(info.openCounter).toBe(0);
      expect((await take()).body).toEqual({ code: 602, message: 'Outside office hours' });
    } finally {
      server.clock.set(TEST_CLOCK);
    }
  });
  test('a counter system out of order: OFFLINE with pass N, ahead of FULL and NOTBUSY but not of a switched-off queue; the take is refused with its message', async () => {
    const o = await plainOffering(server.db, 'queue', 7);
    const where = [o.serviceId, o.locationId];
    // Also full and not busy: while the system is out of order, what it would count is unknown.
    await server.db.query(`UPDATE queue_settings SET system_offline = true, daily_limit = 0, not_busy_below = 50 WHERE service_id = $1 AND location_id = $2`, where);
    expect(await value(server.url, `/api/booking/counterInfo/${o.locationId}/${o.serviceId}`)).toMatchObject({
      queueState: 'OFFLINE', pass: 'N', status: true, isOpen: true, isOfficeTime: true,
    });
    expect((await value(server.url, `/api/booking/locationService/${o.serviceId}/${o.locationId}`)).ticket).toMatchObject({
      status: true, isOfficeTime: true, pass: 'N', queueState: 'OFFLINE',
    });
    const take = await call(server.url, '/api/queue/requestQueueTicket', { token: oneAccountToken, body: request(o), language: 'en_us' });
    expect([take.status, take.body]).toEqual([400, { code: 602, message: 'The queue system is out of order; tickets cannot be issued at the moment' }]);
    expect(await numbers(o)).toEqual([]);

    await server.db.query(`UPDATE service_locations SET queue_open = false WHERE service_id = $1 AND location_id = $2`, where);
    expect(await value(server.url, `/api/booking/counterInfo/${o.locationId}/${o.serviceId}`)).toMatchObject({ queueState: 'CLOSED', pass: 'N' });
    await server.db.query(`UPDATE service_locations SET queue_open = true WHERE service_id = $1 AND location_id = $2`, where);
    await server.db.query(`UPDATE queue_settings SET system_offline = false WHERE service_id = $1 AND location_id = $2`, where);
    expect(await value(server.url, `/api/booking/counterInfo/${o.locationId}/${o.serviceId}`)).toMatchObject({ queueState: 'FULL', pass: 'N' });
  });
});

describe('simulation', () => {
  test('a tick opens counters, calls the lowest waiting numbers, and the next tick finishes them', async () => {
    const o = await plainOffering(server.db, 'queue', 6);
    const mine = await value(server.url, '/api/queue/requestQueueTicket', { token: oneAccountToken, body: request(o) });
    const tick = await value(server.url, '/dev/queue/tick', { method: 'POST' });
    expect(tick).toMatchObject({ ran: true, called: expect.any(Number), walkIns: expect.any(Number) });
    expect(tick.called).toBeGreaterThan(0);
    const stateOf = async () => (await server.db.query<{ state: string }>(`SELECT state FROM tickets WHERE id = $1`, [mine.id]))[0]!.state;
    expect(await stateOf()).toBe('CALLED');
    await value(server.url, '/dev/queue/tick', { method: 'POST' });
    expect(['TREATED', 'ABSENT']).toContain(await stateOf());
    const list = await value(server.url, '/api/favourite/tickets', { token: oneAccountToken });
    const entry = list.queueTickets.find((t: { ticket: { id: number } }) => t.ticket.id === mine.id);
    expect(['TREATED', 'ABSENT']).toContain(entry.ticket.ticketState);
    const waiting = await value(server.url, `/api/booking/waitingInfo/${mine.id}`);
    expect(waiting).toEqual({ waitCount: expect.any(Number), notCheckInCount: expect.any(Number), openCounter: expect.any(Number) });
  });

  // Last: its tick moves every other queue on.
  test('a queue whose counter system is out of order stands still: a tick neither calls its tickets nor adds walk-ins', async () => {
    const o = await plainOffering(server.db, 'queue', 8);
    await value(server.url, '/api/queue/requestQueueTicket', { token: oneAccountToken, body: request(o) });
    const tickets = () => server.db.query<{ number: number; state: string }>(
      `SELECT qt.number, t.state FROM queue_tickets qt JOIN tickets t ON t.id = qt.ticket_id WHERE qt.service_id = $1 AND qt.location_id = $2 ORDER BY qt.number`,
      [o.serviceId, o.locationId],
    );
    const before = await tickets();
    expect(before.map((t) => t.state)).toContain('WAITING');
    await server.db.query(`UPDATE queue_settings SET system_offline = true WHERE service_id = $1 AND location_id = $2`, [o.serviceId, o.locationId]);
    const tick = await value(server.url, '/dev/queue/tick', { method: 'POST' });
    expect(tick.ran).toBe(true);
    expect(await tickets()).toEqual(before);
  });
});
