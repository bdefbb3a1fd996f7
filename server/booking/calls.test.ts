// The remaining booking-side calls of docs/behaviour/7-api.md answer the documented shape: parameter checks
// by type (docs/behaviour/5-validation.md), notes (memo), QR registration, ticket detail by uid, lookups of unknown ids,
// and refusals in the request's language.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { issueToken } from '../auth/token.ts';
import { call, value } from '../test-support/http.ts';
import { startTestServer, type TestServer } from '../test-support/test-server.ts';
import { TEST_CLOCK, bookableDays, plainOffering, reservation, setSlotCapacity, smsCitizen, type PlainOffering } from './test-kit.ts';

let server: TestServer;
let offering: PlainOffering;
let oneAccount: string;

beforeAll(async () => {
  server = await startTestServer({ clock: TEST_CLOCK, background: false });
  offering = await plainOffering(server.db, 'booking');
  oneAccount = await issueToken(server, { euid: 'MO-0000001', kind: 'oneAccount', mobArea: '853', mobNum: '66123456' });
});
afterAll(async () => server?.close());

describe('booking/checkParameter (docs/behaviour/5-validation.md by type)', () => {
  let serviceId: number;
  let locationId: number;
  let defs: Array<{ position: number; parameterType: string; required: boolean; options: Array<{ value: string }> }>;
  const good: Record<string, unknown> = {
    NAME: ' CHAN , TAI MAN ', IDNUMBER: '1234567 8', MOBILENUMBER: { mobArea: '853', mobNum: '66123456' }, DATE: '01/12/2026',
    BIRTHDAY: '1985-04-12', GENDER: 'F', NUMBER: '3',
  };
  const body = (over: Record<string, unknown> = {}) => {
    const b: Record<string, unknown> = { serviceId, locationId };
    for (const d of defs) b[`parameter${d.position}`] = d.parameterType === 'OPTION' ? d.options[0]?.value : good[d.parameterType];
    return { ...b, ...over };
  };
  const keyOf = (type: string) => `parameter${defs.find((d) => d.parameterType === type)!.position}`;

  beforeAll(async () => {
    // The seeded service whose parameters cover the most types.
    const [row] = await server.db.query<{ service_id: number; location_id: number }>(
      `SELECT p.service_id, min(sl.location_id) AS location_id FROM reservation_parameters p
         JOIN service_locations sl ON sl.service_id = p.service_id AND NOT sl.suspended
        GROUP BY p.service_id ORDER BY count(DISTINCT p.parameter_type) DESC, p.service_id LIMIT 1`,
    );
    serviceId = row!.service_id;
    locationId = row!.location_id;
    defs = await server.db.query(`SELECT position, parameter_type AS "parameterType", required, options FROM reservation_parameters WHERE service_id = $1 ORDER BY position`, [serviceId]);
  });

  test('valid values pass and come back cleaned (whitespace and commas out of names and ids)', async () => {
    const answer = await value(server.url, '/api/booking/checkParameter', { body: body() });
    expect(answer).toMatchObject({ valid: true, page: 'reserve' });
    const byType = Object.fromEntries(answer.parameters.map((p: { parameterType: string; value: unknown }) => [p.parameterType, p.value]));
    if ('NAME' in byType) expect(byType.NAME).toBe('CHANTAIMAN');
    if ('IDNUMBER' in byType) expect(byType.IDNUMBER).toBe('12345678');
  });

  test('each type refuses what docs/behaviour/5-validation.md refuses (400/601)', async () => {
    const bad: Array<[string, unknown]> = [
      ['NAME', '   '], ['IDNUMBER', '1234'], ['MOBILENUMBER', { mobArea: '853', mobNum: '66a' }], ['DATE', '31/02/2026'],
      ['BIRTHDAY', '01/01/2099'], ['GENDER', 'X'], ['NUMBER', 'three'], ['OPTION', 'not-an-option'],
    ];
    let checked = 0;
    for (const [type, v] of bad) {
      if (!defs.some((d) => d.parameterType === type)) continue;
      const answer = await call(server.url, '/api/booking/checkParameter', { body: body({ [keyOf(type)]: v }) });
      expect(answer.status, type).toBe(400);
      expect((answer.body as { code: number }).code, type).toBe(601);
      checked += 1;
    }
    expect(checked).toBeGreaterThanOrEqual(5);
  });

  test('a missing required value names the parameter', async () => {
    const required = defs.find((d) => d.required && d.parameterType === 'NAME') ?? defs.find((d) => d.required)!;
    const answer = await call(server.url, '/api/booking/checkParameter', { body: body({ [`parameter${required.position}`]: '' }), language: 'en_us' });
    expect((answer.body as { message: string }).message).toMatch(/^Required to (fill in|select): /);
  });
});

describe('notes (memo), one-account only', () => {
  test('add answers businessCode, the detail shows it, delete (204) clears it; an SMS citizen gets 403', async () => {
    const [day] = await bookableDays(server.url, offering, 1);
    const ticket = await value(server.url, '/api/booking/webJetton', { token: oneAccount, body: reservation(offering, { mobArea: '853', mobNum: '66123456' }, day!, '17:00') });
    const memo = await value(server.url, '/api/favourite/memo', { token: oneAccount, body: { euid: 'MO-0000001', ticketId: ticket.id } });
    expect(memo.businessCode).toMatch(/^M[0-9A-F]{12}$/);
    expect((await value(server.url, `/api/favourite/tickets/${ticket.id}`, { token: oneAccount })).businessCode).toBe(memo.businessCode);
    expect((await call(server.url, `/api/favourite/memo/${ticket.id}`, { method: 'DELETE', token: oneAccount })).status).toBe(204);
    expect((await value(server.url, `/api/favourite/tickets/${ticket.id}`, { token: oneAccount })).businessCode).toBeNull();
    const sms = await smsCitizen(server);
    expect((await call(server.url, '/api/favourite/memo', { token: sms.token, body: { ticketId: ticket.id } })).status).toBe(403);
    expect((await call(server.url, '/api/favourite/memo', { body: { ticketId: ticket.id } })).status).toBe(401);
  });
});

describe('tickets by uid and QR registration', () => {
  test('an on-site ticket is registered to a mobile by its QR content; unknown content is refused', async () => {
    await value(server.url, '/dev/queue/tick', { method: 'POST' });
    const [walkIn] = await server.db.query<{ uid: string }>(
      `SELECT uid FROM tickets WHERE source = 'onsite' AND state IN ('WAITING', 'CALLED') AND mob_num = '' ORDER BY id DESC LIMIT 1`,
    );
    const registered = await value(server.url, '/api/booking/registerTicket', { body: { mobArea: '853', mobNum: '66330011', qrcodeContent: `civic-booking:ticket:${walkIn!.uid}` } });
    // Without the owner's token the answer shows the ticket, not its holder: the mobile's last four digits.
    expect(registered).toMatchObject({ uid: walkIn!.uid, mobNum: '****0011', ticketType: 'QUEUE' });
    expect(registered).not.toHaveProperty('identifyNo');
    const [stored] = await server.db.query<{ mob_num: string }>(`SELECT mob_num FROM tickets WHERE uid = $1`, [walkIn!.uid]);
    expect(stored!.mob_num).toBe('66330011');
    // Someone else cannot take it over.
    expect((await call(server.url, '/api/booking/registerTicket', { body: { mobArea: '853', mobNum: '66330012', qrcodeContent: walkIn!.uid } })).status).toBe(400);
    const unknown = await call(server.url, '/api/booking/registerTicket', { body: { mobArea: '853', mobNum: '66330011', qrcodeContent: 'hello' }, language: 'en_us' });
    expect(unknown.body).toEqual({ code: 602, message: 'Unknown QR code' });
    // By uid the detail needs no token; by numeric id it does.
    expect((await value(server.url, `/api/favourite/tickets/${walkIn!.uid}`)).uid).toBe(walkIn!.uid);
    expect((await call(server.url, `/api/favourite/tickets/${registered.id}`)).status).toBe(403);
    // Without a token an id that does not exist answers the same: no telling which ids exist.
    expect((await call(server.url, '/api/favourite/tickets/99999999')).status).toBe(403);
    expect(await value(server.url, `/api/booking/waitingInfo/${walkIn!.uid}`)).toEqual({ waitCount: expect.any(Number), notCheckInCount: expect.any(Number), openCounter: expect.any(Number) });
  });

  test('registering a ticket that already has a mobile never makes it the caller\'s: only a token for that mobile sees the whole detail', async () => {
    await value(server.url, '/dev/queue/tick', { method: 'POST' });
    const [walkIn] = await server.db.query<{ uid: string }>(
      `SELECT uid FROM tickets WHERE source = 'onsite' AND state IN ('WAITING', 'CALLED') AND mob_num = '' AND euid IS NULL ORDER BY id DESC LIMIT 1`,
    );
    const body = { mobArea: '853', mobNum: '66330021', qrcodeContent: walkIn!.uid };
    await value(server.url, '/api/booking/registerTicket', { body });
    // Someone who knows the uid and the holder's number, with a token of their own.
    const stranger = await smsCitizen(server);
    const seen = await value(server.url, '/api/booking/registerTicket', { token: stranger.token, body });
    expect(seen).toMatchObject({ uid: walkIn!.uid, mobNum: '****0021' });
    expect(seen).not.toHaveProperty('identifyNo');
    const [row] = await server.db.query<{ euid: string | null }>(`SELECT euid FROM tickets WHERE uid = $1`, [walkIn!.uid]);
    expect(row!.euid).toBeNull();
    expect((await call(server.url, `/api/favourite/tickets/${seen.id}`, { token: stranger.token })).status).toBe(404);
    // The holder of that mobile sees it all.
    const holder = await issueToken(server, { euid: 'sms:85366330021', kind: 'sms', mobArea: '853', mobNum: '66330021' });
    expect(await value(server.url, '/api/booking/registerTicket', { token: holder, body })).toMatchObject({ mobNum: '66330021', identifyNo: expect.any(String) });
    expect(await value(server.url, `/api/favourite/tickets/${walkIn!.uid}`, { token: holder })).toMatchObject({ mobNum: '66330021' });
    expect(await value(server.url, `/api/favourite/tickets/${walkIn!.uid}`)).toMatchObject({ mobNum: '****0021' });
  });
});

describe('lookups and languages', () => {
  test('unknown offerings and tickets are 404; malformed ids 400/601; profile-info needs a token', async () => {
    expect((await call(server.url, `/api/booking/date/999999/999999/1`)).status).toBe(404);
    expect((await call(server.url, `/api/booking/date/x/1/1`)).status).toBe(400);
    expect((await call(server.url, `/api/booking/waitingInfo/99999999`)).status).toBe(404);
    expect((await call(server.url, `/api/favourite/tickets/99999999`, { token: oneAccount })).status).toBe(404);
    expect((await call(server.url, '/api/profile-info')).status).toBe(401);
    expect((await value(server.url, '/api/ticket/count'))).toEqual({ count: 0 });
  });

  test('a refusal reads in each of the four languages', async () => {
    const [day] = (await bookableDays(server.url, offering, 2)).slice(-1);
    await setSlotCapacity(server.db, offering, day!, '17:30', 0);
    const who = await smsCitizen(server);
    const texts = new Set<string>();
    for (const language of ['zh_hant', 'zh_hans', 'pt_pt', 'en_us']) {
      const answer = await call(server.url, '/api/booking/webJetton', { token: who.token, body: reservation(offering, who, day!, '17:30'), language });
      expect(answer.status).toBe(400);
      texts.add((answer.body as { message: string }).message);
    }
    expect(texts).toEqual(new Set(['該時段已約滿，請選擇其他時段', '该时段已约满，请选择其他时段', 'Este horário está esgotado, escolha outro', 'This time slot is fully booked, please choose another']));
  });
});
