// Idempotency keys and retention (docs/abuse-resistance.md "Idempotency and retention"): keys of
// at least 128 bits that answer for 24 hours, what is kept how long and purged on a schedule
// that moves with the server's clock (CLOCK), and signing a citizen out everywhere.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, test, vi } from 'vitest';
import { issueToken } from './auth/token.ts';
import { readIdempotencyKey } from './booking/idempotency.ts';
import { TEST_CLOCK, bookableDays, plainOffering, reservation, smsCitizen } from './booking/test-kit.ts';
import { PURGE_EVERY_MS, RETENTION, purgeExpired, retentionPurge } from './retention.ts';
import { call, keyFor, value } from './test-support/http.ts';
import { startTestServer, type TestServer } from './test-support/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ clock: TEST_CLOCK, background: false });
});
afterAll(async () => server?.close());

const later = (ms: number) => server.clock.set(new Date(server.clock.now().getTime() + ms));
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

test('an Idempotency-Key has at least 128 bits: a UUID or 22+ base64url characters; shorter, hex under 32 digits or odd characters are refused', () => {
  const read = (key: string) => () => readIdempotencyKey(key, 'scope', {}, new Date());
  for (const good of [randomUUID(), 'AbCdEfGhIjKlMnOpQrStUv', keyFor('x')]) expect(read(good)).not.toThrow();
  for (const bad of ['book-1', 'queue-replay-1', 'a'.repeat(21), 'abcdef0123456789abcdef0123456789'.slice(0, 31), `${'A'.repeat(22)}!`, 'two words here and more words'])
    expect(read(bad), bad).toThrow('invalidValue');
});

test('a key answers its retries for 24 hours; after that it is a new request, purged or not', async () => {
  const o = await plainOffering(server.db, 'booking', 2);
  const [day, otherDay] = await bookableDays(server.url, o, 2);
  const who = await smsCitizen(server);
  const headers = { 'Idempotency-Key': keyFor('retention-key') };
  const book = (dmy: string) => call(server.url, '/api/booking/webJetton', { token: who.token, body: reservation(o, who, dmy!, '10:00'), headers, language: 'en_us' });
  const first = await book(day!);
  expect(first.status).toBe(200);
  later(DAY - 60_000);
  expect((await book(otherDay!)).body).toEqual({ code: 602, message: 'The repeated request differs from the original' });
  later(60_000);
  // The token is 24 h old too: a new one for the same citizen.
  who.token = await issueToken(server, { euid: `sms:853${who.mobNum}`, kind: 'sms', mobArea: '853', mobNum: who.mobNum });
  // Not purged yet: the expired key is claimed again as a new one.
  const second = await book(otherDay!);
  expect(second.status).toBe(200);
  expect(second.body.value.id).not.toBe(first.body.value.id);
});

test('the purge deletes each kind of record once its retention has passed on the server clock, and nothing sooner', async () => {
  // Only this test's rows: what the tests before it left (a key, a revocation) is cleared first.
  for (const { table } of RETENTION) await server.db.query(`DELETE FROM ${table}`);
  const now = server.clock.now();
  const at = (ms: number) => new Date(now.getTime() + ms);
  await server.db.query(`INSERT INTO sms_codes (phone, code_hash, created_at, expires_at, purpose) VALUES ('85360000001', 'x$y', $1, $2, 'login')`, [now, at(300_000)]);
  await server.db.query(`INSERT INTO sms_sends (phone, client_address, prefix, at) VALUES ('85360000001', '192.0.2.1', '853-6000', $1)`, [now]);
  await server.db.query(`INSERT INTO sms_wrong_tries (phone, client_address, at) VALUES ('85360000001', '192.0.2.1', $1)`, [now]);
  await server.db.query(`INSERT INTO search_records (euid, keyword, searched_at) VALUES ('sms:85360000001', 'passport', $1)`, [now]);
  await server.db.query(`INSERT INTO consents (account, device_id, accepted_at) VALUES ('sms:85360000001', 'device-1', $1)`, [now]);
  await server.db.query(`INSERT INTO idempotency_keys (scope, key, request_hash, response, created_at) VALUES ('s', 'k', 'h', 'null', $1)`, [now]);
  await server.db.query(`INSERT INTO token_revocations (jti, expires_at) VALUES ('jti-1', $1)`, [at(DAY)]);
  await server.db.query(`INSERT INTO citizen_signouts (euid, signed_out_at) VALUES ('sms:85360000001', $1)`, [now]);
  await server.db.query(`INSERT INTO altcha_spent (signature, expires_at) VALUES ('signature-1', $1)`, [at(DAY)]);
  const none = { sms_codes: 0, sms_sends: 0, sms_wrong_tries: 0, sms_outbox: 0, search_records: 0, consents: 0, idempotency_keys: 0, token_revocations: 0, altcha_spent: 0, citizen_signouts: 0 };

  expect(await purgeExpired(server.db, server.clock)).toEqual(none);
  later(DAY - HOUR);
  expect(await purgeExpired(server.db, server.clock)).toEqual(none);
  later(HOUR + 10 * 60_000);
  expect(await purgeExpired(server.db, server.clock)).toEqual({ ...none, sms_codes: 1, sms_sends: 1, sms_wrong_tries: 1, idempotency_keys: 1, token_revocations: 1, altcha_spent: 1, citizen_signouts: 1 });
  // Now 1 day 10 minutes on: search records are kept 90 days, consents a year.
  later(89 * DAY - HOUR);
  expect(await purgeExpired(server.db, server.clock)).toEqual(none);
  later(HOUR);
  expect(await purgeExpired(server.db, server.clock)).toEqual({ ...none, search_records: 1 });
  later(275 * DAY - HOUR);
  expect(await purgeExpired(server.db, server.clock)).toEqual(none);
  later(HOUR);
  expect(await purgeExpired(server.db, server.clock)).toEqual({ ...none, consents: 1 });
});

test('the purge runs beside the server at start and then every hour (fake timers), on the server clock', async () => {
  const old = () => new Date(server.clock.now().getTime() - 91 * DAY);
  const kept = (keyword: string) => server.db.query(`SELECT 1 FROM search_records WHERE keyword = $1`, [keyword]);
  await server.db.query(`INSERT INTO search_records (euid, keyword, searched_at) VALUES ('sms:85360000002', 'visa', $1)`, [old()]);
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
  const stop = retentionPurge(server.deps);
  try {
    await expect.poll(() => kept('visa')).toEqual([]);
    await server.db.query(`INSERT INTO search_records (euid, keyword, searched_at) VALUES ('sms:85360000002', 'licence', $1)`, [old()]);
    vi.advanceTimersByTime(PURGE_EVERY_MS - 1);
    expect(await kept('licence')).toHaveLength(1);
    vi.advanceTimersByTime(1);
    await expect.poll(() => kept('licence')).toEqual([]);
  } finally {
    await stop();
    vi.useRealTimers();
  }
});

test('sign out everywhere: every token the citizen holds answers 401 from then on, on every device; one issued later works', async () => {
  const who = await smsCitizen(server);
  const euid = `sms:853${who.mobNum}`;
  const other = await issueToken(server, { euid, kind: 'sms', mobArea: '853', mobNum: who.mobNum });
  const stranger = await smsCitizen(server);
  expect((await call(server.url, '/api/logoutEverywhere', { method: 'POST', token: who.token })).status).toBe(204);
  for (const token of [who.token, other]) expect((await call(server.url, '/api/profile-info', { token })).status).toBe(401);
  expect((await call(server.url, '/api/profile-info', { token: stranger.token })).status).toBe(200);
  later(1000);
  const fresh = await issueToken(server, { euid, kind: 'sms', mobArea: '853', mobNum: who.mobNum });
  expect(await value(server.url, '/api/profile-info', { token: fresh })).toMatchObject({ mobNum: who.mobNum });
});
