// Real server processes: two of them over one PostgreSQL database keep capacity and queue
// numbers right (nothing another process needs lives in memory: tokens' secret, codes and
// keys are in the database), and a SIGKILL right after acknowledged bookings loses nothing.
import fs from 'node:fs';
import { afterAll, expect, test } from 'vitest';
import { issueToken } from '../auth/token.ts';
import { createClock } from '../clock.ts';
import { openPglite } from '../db/pglite.ts';
import { openPostgres } from '../db/postgres.ts';
import type { Db } from '../db/types.ts';
import { call, value } from '../test-support/http.ts';
import { spawnServer, type ServerProcess } from '../test-support/server-process.ts';
import { copyPgliteTemplate, createTestDatabase, defaultTestDatabase } from '../test-support/test-server.ts';
import { TEST_CLOCK, bookableDays, plainOffering, reservation, setSlotCapacity, type PlainOffering } from './test-kit.ts';

const cleanups: Array<() => Promise<void>> = [];
afterAll(async () => {
  for (const clean of cleanups.reverse()) await clean().catch(() => undefined);
});

const api = (p: ServerProcess) => `${p.url}`;

// PostgreSQL alone takes two server processes (PGlite holds its folder for one process): this
// runs in the PostgreSQL suite, not again in PGlite's, where it started a cluster of its own.
test.runIf(defaultTestDatabase() === 'postgres')('two server processes on one PostgreSQL: bookings sent to both never exceed capacity; queue numbers stay distinct', { timeout: 240_000 }, async () => {
  const database = await createTestDatabase();
  cleanups.push(database.drop);
  const db: Db = await openPostgres(database.databaseUrl, 4);
  cleanups.push(() => db.close());
  const env = { DATABASE_URL: database.databaseUrl, CLOCK: TEST_CLOCK, QUEUE_TICK_MS: '300', TOKEN_SECRET: '' };
  const [a, b] = await Promise.all([spawnServer(env), spawnServer(env)]);
  cleanups.push(() => a.stop(), () => b.stop());

  const offering = await plainOffering(db, 'booking');
  const [day] = await bookableDays(api(a), offering, 1);
  await setSlotCapacity(db, offering, day!, '10:30', 7);
  // Tokens from one process are good at the other: the secret is shared through the database.
  const citizens = await Promise.all(
    Array.from({ length: 200 }, async (_, i) => {
      const mobNum = String(63_100_000 + i);
      const { jwt } = await value(api(i % 2 ? a : b), `/api/token/853${mobNum}`);
      return { token: jwt as string, mobArea: '853', mobNum };
    }),
  );
  const answers = await Promise.all(
    citizens.map((who, i) => call(api(i % 2 ? b : a), '/api/booking/webJetton', { token: who.token, body: reservation(offering, who, day!, '10:30') })),
  );
  expect(answers.filter((r) => r.status >= 500)).toEqual([]);
  expect(answers.filter((r) => r.status === 200)).toHaveLength(7);
  expect(answers.filter((r) => r.status === 400)).toHaveLength(193);
  const [slot] = await db.query<{ booked: number; capacity: number; active: number }>(
    `SELECT booked, capacity, (SELECT count(*)::int FROM tickets t WHERE t.slot_id = s.id AND t.state = 'WAITING') AS active
       FROM time_slots s WHERE service_id = $1 AND location_id = $2 AND day = $3 AND slot_time = '10:30'`,
    [offering.serviceId, offering.locationId, day!.split('/').reverse().join('-')],
  );
  expect(slot).toEqual({ booked: 7, capacity: 7, active: 7 });

  const queue = await plainOffering(db, 'queue', 7);
  const oneAccount = await issueToken({ db, clock: createClock(TEST_CLOCK) }, { euid: 'MO-0000002', kind: 'oneAccount', mobArea: '853', mobNum: '62345678' });
  const tickets = await Promise.all(
    Array.from({ length: 60 }, (_, i) =>
      call(api(i % 2 ? a : b), '/api/queue/requestQueueTicket', {
        token: oneAccount, body: { serviceId: queue.serviceId, locationId: queue.locationId, mobArea: '853', mobNum: '62345678' },
      }),
    ),
  );
  expect(tickets.map((t) => t.status).filter((s) => s !== 200)).toEqual([]);
  const numbers = await db.query<{ number: number }>(
    `SELECT number FROM queue_tickets qt JOIN tickets t ON t.id = qt.ticket_id WHERE qt.service_id = $1 AND qt.location_id = $2 AND t.source = 'online' ORDER BY number`,
    [queue.serviceId, queue.locationId],
  );
  expect(new Set(numbers.map((n) => n.number)).size).toBe(60);
  const all = await db.query<{ number: number }>(`SELECT number FROM queue_tickets WHERE service_id = $1 AND location_id = $2 ORDER BY number`, [queue.serviceId, queue.locationId]);
  // Walk-ins from the simulation (whichever process holds the lock) share the dispenser: still 1..n without gaps.
  expect(all.map((n) => n.number)).toEqual(all.map((_, i) => i + 1));
});

test('SIGKILL right after acknowledged bookings and queue tickets: the next process on the same data finds them all', { timeout: 240_000 }, async () => {
  let env: Record<string, string>;
  let offering: PlainOffering;
  let queue: PlainOffering;
  if (defaultTestDatabase() === 'postgres') {
    const database = await createTestDatabase();
    cleanups.push(database.drop);
    env = { DATABASE_URL: database.databaseUrl };
    const db = await openPostgres(database.databaseUrl, 2);
    [offering, queue] = [await plainOffering(db, 'booking', 1), await plainOffering(db, 'queue', 8)];
    await db.close();
  } else {
    const dataDir = await copyPgliteTemplate();
    cleanups.push(async () => fs.rmSync(dataDir, { recursive: true, force: true }));
    env = { DATA_DIR: dataDir, DATABASE_URL: '' };
    const db = await openPglite(dataDir);
    [offering, queue] = [await plainOffering(db, 'booking', 1), await plainOffering(db, 'queue', 8)];
    await db.close();
  }
  env = { ...env, CLOCK: TEST_CLOCK, QUEUE_TICK_MS: '0', TOKEN_SECRET: '' };

  const first = await spawnServer(env);
  const { jwt: token } = await value(api(first), '/api/token/85366200300');
  const who = { mobArea: '853', mobNum: '66200300' };
  const days = await bookableDays(api(first), offering, 4);
  // Afternoon times: today's timed tickets before the clock's 10:00 are rightly refused.
  const times = ['14:00', '14:30', '15:00', '15:30', '16:00'];
  let acknowledged: number[] = [];
  const queueUids: string[] = [];
  try {
    const bookings = await Promise.all(
      days.flatMap((day) => times.map((time) => value(api(first), '/api/booking/webJetton', { token, body: reservation(offering, who, day, time) }))),
    );
    acknowledged = bookings.map((b) => b.id as number);
    for (let i = 0; i < 5; i++) {
      const mobNum = `6620040${i}`;
      await value(api(first), `/api/verificationCode/853${mobNum}?purpose=ticket`, { headers: { bookingSource: 'PCWeb' } });
      const [sent] = await value(api(first), `/dev/outbox?to=853${mobNum}`);
      const ticket = await value(api(first), '/api/queue/requestQueueTicket', {
        body: { serviceId: queue.serviceId, locationId: queue.locationId, mobArea: '853', mobNum, messageCode: sent.code },
      });
      queueUids.push(ticket.uid);
    }
  } finally {
    await first.stop('SIGKILL');
  }
  expect(first.child.signalCode).toBe('SIGKILL');
  expect(acknowledged.length).toBe(days.length * times.length);

  const second = await spawnServer(env);
  cleanups.push(() => second.stop());
  // The token from before the kill still works: its secret lives in the database.
  const list = await value(api(second), '/api/favourite/tickets', { token });
  expect(list.bookingTickets.map((t: { ticket: { id: number } }) => t.ticket.id).sort((x: number, y: number) => x - y)).toEqual([...acknowledged].sort((x, y) => x - y));
  for (const uid of queueUids) expect((await value(api(second), `/api/favourite/tickets/${uid}`)).ticketType).toBe('QUEUE');
  for (const id of acknowledged.slice(0, 3)) expect((await value(api(second), `/api/favourite/tickets/${id}`, { token })).id).toBe(id);
});
