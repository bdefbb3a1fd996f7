// Data survives the process: writes acknowledged by a server that is then killed with
// SIGKILL (no clean shutdown) are all there when a new process starts on the same data
// (PGlite folder, or the PostgreSQL database with CB_TEST_DATABASE=postgres), none twice, and
// a request cut by the kill and sent again with its Idempotency-Key gets what it asked for.
import fs from 'node:fs';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { requestCode } from './auth/sms.ts';
import { createClock } from './clock.ts';
import { readConfig, smsLimits } from './config.ts';
import { TEST_CLOCK, bookingLoad, expectBookingsKept, plainOffering } from './booking/test-kit.ts';
import { call, value, keyFor } from './test-support/http.ts';
import { startLoad, waitFor } from './test-support/load.ts';
import { TEST_SMS_LIMITS, spawnServer } from './test-support/server-process.ts';
import { copyPgliteTemplate, createTestDatabase, defaultTestDatabase, serverData } from './test-support/test-server.ts';

let env: Record<string, string>;
let cleanup: () => Promise<void>;

beforeAll(async () => {
  if (defaultTestDatabase() === 'postgres') {
    const db = await createTestDatabase();
    env = { DATABASE_URL: db.databaseUrl };
    cleanup = db.drop;
  } else {
    const dataDir = await copyPgliteTemplate();
    env = { DATA_DIR: dataDir, DATABASE_URL: '' };
    cleanup = async () => fs.rmSync(dataDir, { recursive: true, force: true });
  }
});
const cleanups: Array<() => Promise<unknown>> = [];
afterAll(async () => {
  for (const clean of cleanups.reverse()) await clean().catch(() => undefined);
  await cleanup?.();
});

test('consents written before a SIGKILL are kept by the next process; the seed is not run twice', async () => {
  const first = await spawnServer(env);
  const devices = Array.from({ length: 20 }, (_, i) => `device-${i}`);
  let token: string;
  try {
    // Consent is the token holder's; the token outlives the process (its secret is in the database).
    token = (await value(`${first.url}/api`, '/token/85366000031')).jwt;
    await Promise.all(devices.map((deviceId) => value(`${first.url}/api`, '/app/consent', { token, body: { account: 'restart', deviceId } })));
  } finally {
    await first.stop('SIGKILL');
  }
  expect(first.child.signalCode).toBe('SIGKILL');

  const second = await spawnServer(env);
  try {
    for (const deviceId of devices) {
      expect(await value(`${second.url}/api`, `/app/checkConsent/restart/${deviceId}`, { token: token! })).toEqual({ show: false });
    }
    expect(await value(`${second.url}/api`, '/app/checkConsent/restart/never', { token: token! })).toEqual({ show: true });
    // Seeded once: the catalogue is the template's, not doubled or reseeded.
    expect(await value(`${second.url}/api`, '/booking/count')).toEqual({ depSize: 16, serSize: 251 });
    expect((await call(second.url, '/api/booking/categories')).status).toBe(200);
  } finally {
    await second.stop();
  }
});

test('SIGKILL during a booking load: every booking answered 200 is there after the restart, none twice', { timeout: 180_000 }, async () => {
  const data = await serverData();
  cleanups.push(data.remove);
  let db = await data.open();
  const bookings = await bookingLoad(db).finally(() => db.close());
  const env = { ...data.env, CLOCK: TEST_CLOCK, QUEUE_TICK_MS: '0', TOKEN_SECRET: '' };

  const first = await spawnServer(env);
  cleanups.push(() => first.stop('SIGKILL'));
  const load = startLoad(first.url, { clients: 16, next: bookings.next });
  await waitFor('some bookings', async () => load.samples.filter((s) => s.status === 200).length >= 100);
  await first.stop('SIGKILL');
  const samples = await load.stop();
  expect(first.child.signalCode).toBe('SIGKILL');
  // Answered, or cut by the kill: never anything else.
  expect(samples.filter((s) => s.status !== 200 && s.status !== 0)).toEqual([]);

  const second = await spawnServer(env);
  expect((await fetch(`${second.url}/health/ready`)).status).toBe(200);
  await second.stop();
  db = await data.open();
  try {
    await expectBookingsKept(db, samples);
  } finally {
    await db.close();
  }
});

test('queue tickets cut by SIGKILL, sent again with their Idempotency-Key, each get their ticket, once', { timeout: 180_000 }, async () => {
  const data = await serverData();
  cleanups.push(data.remove);
  const db = await data.open();
  const people = Array.from({ length: 40 }, (_, i) => ({ mobNum: String(66_300_000 + i), key: `cut-ticket-${i}`, code: '' }));
  let queue: Awaited<ReturnType<typeof plainOffering>>;
  try {
    queue = await plainOffering(db, 'queue');
    const clock = createClock(TEST_CLOCK);
    for (const who of people) {
      // The sender is the test itself: it keeps the code the SMS would carry.
      const sender = { send: async ({ code }: { code: string }) => void (who.code = code) };
      await requestCode(db, clock, { mobArea: '853', mobNum: who.mobNum }, { sender, lang: 'en_us', clientAddress: '127.0.0.1', purpose: 'ticket', limits: smsLimits({ ...readConfig({}), ...TEST_SMS_LIMITS }), smsText: (code) => code });
    }
  } finally {
    await db.close();
  }
  const env = { ...data.env, CLOCK: TEST_CLOCK, QUEUE_TICK_MS: '0' };
  const take = (url: string, who: (typeof people)[number]) =>
    call(url, '/api/queue/requestQueueTicket', {
      body: { serviceId: queue.serviceId, locationId: queue.locationId, mobArea: '853', mobNum: who.mobNum, messageCode: who.code },
      headers: { 'Idempotency-Key': keyFor(who.key) },
    });

  const first = await spawnServer(env);
  cleanups.push(() => first.stop('SIGKILL'));
  const sent = people.map((who) => take(first.url, who));
  // Killed as soon as one answer is out: the rest are somewhere between arrival and answer.
  await Promise.race(sent);
  await first.stop('SIGKILL');
  const before = await Promise.all(sent.map((p) => p.catch(() => undefined)));
  const answered = new Map(people.flatMap((who, i) => (before[i]?.status === 200 ? [[who.key, before[i]!.body.value.uid as string]] : [])));
  expect(before.filter((a) => a && a.status !== 200)).toEqual([]);
  expect(answered.size).toBeLessThan(people.length);

  const second = await spawnServer(env);
  cleanups.push(() => second.stop());
  const retried = await Promise.all(people.map((who) => take(second.url, who)));
  expect(retried.map((a) => [a.status, a.body.code])).toEqual(people.map(() => [200, 200]));
  for (const [i, who] of people.entries()) {
    if (answered.has(who.key)) expect(retried[i]!.body.value.uid).toBe(answered.get(who.key));
  }
  await second.stop();
  const after = await data.open();
  try {
    const rows = await after.query<{ mob_num: string; uid: string }>(
      `SELECT mob_num, uid FROM tickets WHERE mob_num = ANY($1::text[]) AND ticket_type = 'QUEUE' ORDER BY mob_num`,
      [people.map((who) => who.mobNum)],
    );
    expect(rows).toEqual(people.map((who, i) => ({ mob_num: who.mobNum, uid: retried[i]!.body.value.uid })));
  } finally {
    await after.close();
  }
});
