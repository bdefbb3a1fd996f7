// Citizen tokens: signed (HS256), 24 hours on the server's clock, the secret shared through the
// database, and a revocation (logout) honoured on the next call.
import { decodeJwt, decodeProtectedHeader } from 'jose';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { call, value } from '../test-support/http.ts';
import { startTestServer, type TestServer } from '../test-support/test-server.ts';
import { TEST_CLOCK } from '../booking/test-kit.ts';
import { issueToken, revokeToken, verifyToken } from './token.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ clock: TEST_CLOCK, background: false });
});
afterAll(async () => server?.close());

test('a token is HS256, lives 24 hours and names the citizen', async () => {
  const token = await issueToken(server, { euid: 'MO-0000001', kind: 'oneAccount', mobArea: '853', mobNum: '66123456' });
  expect(decodeProtectedHeader(token).alg).toBe('HS256');
  const claims = decodeJwt(token);
  expect(claims.exp! - claims.iat!).toBe(86_400);
  expect(claims.sub).toBe('MO-0000001');
  expect(await verifyToken(server, token)).toMatchObject({ euid: 'MO-0000001', kind: 'oneAccount', mobNum: '66123456' });
});

test('a tampered or foreign-secret token is refused (401 on a required call)', async () => {
  const token = await issueToken(server, { euid: 'sms:85366000009', kind: 'sms', mobArea: '853', mobNum: '66000009' });
  const [h, p, sig] = token.split('.');
  const tampered = `${h}.${Buffer.from(JSON.stringify({ ...decodeJwt(token), sub: 'MO-0000001' })).toString('base64url')}.${sig}`;
  expect(await verifyToken(server, tampered)).toBeNull();
  expect((await call(server.url, '/api/favourite/tickets', { token: tampered })).status).toBe(401);
  expect((await call(server.url, '/api/favourite/tickets', { token: `${h}.${p}` })).status).toBe(401);
});

test('a revoked token answers 401 from then on', async () => {
  const token = await issueToken(server, { euid: 'sms:85366000010', kind: 'sms', mobArea: '853', mobNum: '66000010' });
  expect(await value(server.url, '/api/ticket/count', { token })).toEqual({ count: 0 });
  expect((await call(server.url, '/api/favourite/tickets', { token })).status).toBe(200);
  await revokeToken(server.db, (await verifyToken(server, token))!);
  expect((await call(server.url, '/api/favourite/tickets', { token })).status).toBe(401);
});

test('the signing secret is one row in the database, created once', async () => {
  const rows = await server.db.query<{ value: string }>(`SELECT value FROM app_secrets WHERE name = 'token'`);
  expect(rows).toHaveLength(1);
  expect(rows[0]!.value.length).toBeGreaterThanOrEqual(40);
});

test('POST logout (204) revokes that token: it answers 401 on every call that needs one, and counts as no token elsewhere', async () => {
  const who = { euid: 'sms:85366000011', kind: 'sms' as const, mobArea: '853', mobNum: '66000011' };
  const token = await issueToken(server, who);
  const other = await issueToken(server, who);
  expect((await call(server.url, '/api/profile-info', { token })).status).toBe(200);
  expect((await call(server.url, '/api/logout', { method: 'POST' })).status).toBe(401);
  const out = await call(server.url, '/api/logout', { method: 'POST', token });
  expect(out.status).toBe(204);
  for (const path of ['/api/profile-info', '/api/favourite/tickets', '/api/favourite/services', '/api/history/services']) {
    expect((await call(server.url, path, { token })).status, path).toBe(401);
  }
  expect((await call(server.url, '/api/app/consent', { token, body: { account: who.euid, deviceId: 'd-1' } })).status).toBe(401);
  expect((await call(server.url, '/api/logout', { method: 'POST', token })).status).toBe(401);
  expect(await value(server.url, '/api/ticket/count', { token })).toEqual({ count: 0 });
  // Only that token: the citizen's other session goes on.
  expect((await call(server.url, '/api/profile-info', { token: other })).status).toBe(200);
  // The revocation is kept as long as the token would have lived.
  const [row] = await server.db.query<{ expires_at: Date }>(`SELECT expires_at FROM token_revocations WHERE jti = $1`, [decodeJwt(token).jti]);
  expect(new Date(row!.expires_at).getTime() / 1000).toBe(decodeJwt(token).exp);
});

test('a token expires 24 hours after it was issued on the server clock (CLOCK), not on the real one', async () => {
  const start = server.clock.now();
  const token = await issueToken(server, { euid: 'sms:85366000012', kind: 'sms', mobArea: '853', mobNum: '66000012' });
  expect(Math.abs(decodeJwt(token).iat! - start.getTime() / 1000)).toBeLessThan(2);
  const at = (seconds: number) => server.clock.set(new Date(start.getTime() + seconds * 1000));
  try {
    expect((await call(server.url, '/api/profile-info', { token })).status).toBe(200);
    at(86_400 - 60);
    expect((await call(server.url, '/api/profile-info', { token })).status).toBe(200);
    at(86_400 + 2);
    expect((await call(server.url, '/api/profile-info', { token })).status).toBe(401);
    expect(await verifyToken(server, token)).toBeNull();
  } finally {
    server.clock.set(start);
  }
});
