// The database goes away under load: the PGlite worker thread dies (PGlite, the default run), or
// PostgreSQL stops for 5 s (CB_TEST_DATABASE=postgres, on a cluster of this test's own). Every
// request gets an answer at once, 200 or 503 with Retry-After and the server's message, never a
// 500 or a hang; /health/ready says 503 until the database answers again and /health/live stays
// 200; the same process then serves again, and every booking answered 200 is kept, once.
import { afterAll, expect, test } from 'vitest';
import type { PgliteDb } from './db/pglite.ts';
import { openPostgres } from './db/postgres.ts';
import { t } from './i18n/messages.ts';
import { TEST_CLOCK, bookingLoad, expectBookingsKept } from './booking/test-kit.ts';
import { startLoad, waitFor, type Sample } from './test-support/load.ts';
import { startPostgres, type ThrowawayPostgres } from './test-support/postgres.ts';
import { spawnServer, type ServerProcess } from './test-support/server-process.ts';
import { buildPostgresTemplate, defaultTestDatabase, startTestServer, TEMPLATE_DB, withDatabase } from './test-support/test-server.ts';

const cleanups: Array<() => Promise<unknown>> = [];
afterAll(async () => {
  for (const clean of cleanups.reverse()) await clean().catch(() => undefined);
});

const unavailable = { code: 603, message: t('en_us', 'serviceUnavailable') };
const status = async (url: string) => (await fetch(url, { signal: AbortSignal.timeout(10_000) })).status;

/** What every fault test asks of the answers: 200 or a proper 503, each in good time. */
function expectFailFast(samples: Sample[]) {
  expect(samples.filter((s) => s.status !== 200 && s.status !== 503)).toEqual([]);
  const refused = samples.filter((s) => s.status === 503);
  expect(refused.length).toBeGreaterThan(0);
  for (const s of refused) expect([s.body, s.retryAfter]).toEqual([unavailable, '5']);
  expect(Math.max(...samples.map((s) => s.ms))).toBeLessThan(10_000);
}

test('health answers outside test mode too, without a token: live 200, ready 200 while the database answers', async () => {
  const server = await startTestServer({ testMode: false, background: false });
  cleanups.push(() => server.close());
  for (const [path, body] of [['/health/live', { status: 'live' }], ['/health/ready', { status: 'ready' }]] as const) {
    const res = await fetch(`${server.url}${path}`);
    expect([res.status, res.headers.get('cache-control'), await res.json()]).toEqual([200, 'no-store', body]);
  }
});

test.runIf(defaultTestDatabase() === 'pglite')(
  'the PGlite worker killed under load: 503s at once, then a new worker on the same data serves again in the same process',
  { timeout: 120_000 },
  async () => {
    const server = await startTestServer({ clock: TEST_CLOCK, background: false });
    cleanups.push(() => server.close());
    const db = server.db as PgliteDb;
    const bookings = await bookingLoad(db);
    let reads = 0;
    const load = startLoad(server.url, {
      clients: 12,
      next: () => (reads++ % 3 === 0 ? { path: '/api/booking/count', init: { headers: { language: 'en_us' } } } : bookings.next()),
    });
    await waitFor('some bookings', async () => load.samples.filter((s) => s.status === 200).length >= 50);

    const first = db.thread!;
    const killedAt = load.now();
    await first.terminate();
    expect(await status(`${server.url}/health/ready`)).toBe(503);
    expect(await status(`${server.url}/health/live`)).toBe(200);
    await waitFor('readiness', async () => (await status(`${server.url}/health/ready`)) === 200);
    const readyAt = load.now();
    await waitFor('bookings after the restart', async () => load.samples.filter((s) => s.at > readyAt && s.status === 200).length >= 50);
    const samples = await load.stop();

    expect(db.thread).toBeDefined();
    expect(db.thread).not.toBe(first);
    expectFailFast(samples);
    expect(samples.filter((s) => s.status === 503).every((s) => s.at >= killedAt)).toBe(true);
    // Once ready, every answer is a 200 again (a request sent before readiness may still end in 503).
    expect(samples.filter((s) => s.at - s.ms > readyAt && s.status !== 200)).toEqual([]);
    await expectBookingsKept(db, samples);
  },
);

test.runIf(defaultTestDatabase() === 'postgres')(
  'PostgreSQL stopped for 5 s under load: 503s at once, then the pool reconnects and the same process serves again',
  { timeout: 240_000 },
  async () => {
    const cluster: ThrowawayPostgres = await startPostgres();
    cleanups.push(() => cluster.stop());
    await buildPostgresTemplate(cluster.url);
    const databaseUrl = withDatabase(cluster.url, TEMPLATE_DB);
    const db = await openPostgres(databaseUrl, 2);
    cleanups.push(() => db.close());
    const bookings = await bookingLoad(db);
    const server: ServerProcess = await spawnServer({ DATABASE_URL: databaseUrl, CLOCK: TEST_CLOCK, QUEUE_TICK_MS: '0', TOKEN_SECRET: '' });
    cleanups.push(() => server.stop());

    let reads = 0;
    const load = startLoad(server.url, {
      clients: 12,
      next: () => (reads++ % 3 === 0 ? { path: '/api/booking/count', init: { headers: { language: 'en_us' } } } : bookings.next()),
    });
    await waitFor('some bookings', async () => load.samples.filter((s) => s.status === 200).length >= 50);

    const stoppedAt = load.now();
    cluster.halt();
    await waitFor('readiness to fail', async () => (await status(`${server.url}/health/ready`)) === 503);
    const live: number[] = [];
    while (load.now() - stoppedAt < 5_000) {
      live.push(await status(`${server.url}/health/live`));
      // PostgreSQL is halted for 5 real seconds under real clients' load; liveness is sampled through them.
      await new Promise((resolve) => setTimeout(resolve, 250)); // wall clock: a real database outage, no clock reaches it
    }
    cluster.resume();
    await waitFor('readiness', async () => (await status(`${server.url}/health/ready`)) === 200);
    const readyAt = load.now();
    await waitFor('bookings after the restart', async () => load.samples.filter((s) => s.at > readyAt && s.status === 200).length >= 50);
    const samples = await load.stop();

    expect(server.child.exitCode).toBeNull();
    expect(new Set(live)).toEqual(new Set([200]));
    expectFailFast(samples);
    expect(samples.filter((s) => s.status === 503 && s.at - s.ms > stoppedAt + 500 && s.at < readyAt).length).toBeGreaterThan(10);
    expect(samples.filter((s) => s.at - s.ms > readyAt && s.status !== 200)).toEqual([]);
    await expectBookingsKept(db, samples);
  },
);
