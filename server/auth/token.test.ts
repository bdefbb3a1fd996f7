// Citizen tokens: signed (HS256), 24 hours, the secret shared through the database, and a
// revocation honoured on the next call.
import { decodeJwt, decodeProtectedHeader } from 'jose';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { call, value } from '../test-support/http.ts';
import { startTestServer, type TestServer } from '../test-support/test-server.ts';
import { TEST_CLOCK } from '../booking/test-kit.ts';
import { issueToken, revokeToken, verifyToken } from './token.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ clock: TEST_CLOCK, background: false, production: false });
});
afterAll(async () => server?.close());

test('a token is HS256, lives 24 hours and names the citizen', async () => {
  const token = await issueToken(server.db, { euid: 'MO-0000001', kind: 'oneAccount', mobArea: '853', mobNum: '66123456' });
  expect(decodeProtectedHeader(token).alg).toBe('HS256');
  const claims = decodeJwt(token);
  expect(claims.exp! - claims.iat!).toBe(86_400);
  expect(claims.sub).toBe('MO-0000001');
  expect(await verifyToken(server.db, token)).toMatchObject({ euid: 'MO-0000001', kind: 'oneAccount', mobNum: '66123456' });
});

test('a tampered or foreign-secret token is refused (401 on a required call)', async () => {
  const token = await issueToken(server.db, { euid: 'sms:85366000009', kind: 'sms', mobArea: '853', mobNum: '66000009' });
  const [h, p, sig] = token.split('.');
  const tampered = `${h}.${Buffer.from(JSON.stringify({ ...decodeJwt(token), sub: 'MO-0000001' })).toString('base64url')}.${sig}`;
  expect(await verifyToken(server.db, tampered)).toBeNull();
  expect((await call(server.url, '/api/favourite/tickets', { token: tampered })).status).toBe(401);
  expect((await call(server.url, '/api/favourite/tickets', { token: `${h}.${p}` })).status).toBe(401);
});

test('a revoked token answers 401 from then on', async () => {
  const token = await issueToken(server.db, { euid: 'sms:85366000010', kind: 'sms', mobArea: '853', mobNum: '66000010' });
  expect(await value(server.url, '/api/ticket/count', { token })).toEqual({ count: 0 });
  expect((await call(server.url, '/api/favourite/tickets', { token })).status).toBe(200);
  await revokeToken(server.db, (await verifyToken(server.db, token))!);
  expect((await call(server.url, '/api/favourite/tickets', { token })).status).toBe(401);
});

test('the signing secret is one row in the database, created once', async () => {
  const rows = await server.db.query<{ value: string }>(`SELECT value FROM app_secrets WHERE name = 'token'`);
  expect(rows).toHaveLength(1);
  expect(rows[0]!.value.length).toBeGreaterThanOrEqual(40);
});
