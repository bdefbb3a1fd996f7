// Processes over one database share one simulated clock: a process started later with the
// same CLOCK runs at the same time as the first (it used to start at CLOCK again and run
// behind), a different CLOCK starts over, and the queue simulation keeps its pace either way.
import fs from 'node:fs';
import { afterAll, beforeAll, expect, test, vi } from 'vitest';
import { TEST_CLOCK } from './booking/test-kit.ts';
import { sharedClock } from './clock-origin.ts';
import { simulateTick } from './queue/simulation.ts';
import { startServer, type RunningServer } from './start.ts';
import { copyPgliteTemplate, createTestDatabase, startTestServer, type TestServer } from './test-support/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ background: false });
});
afterAll(() => server?.close());

/** Real time moved by hand, so clocks start seconds apart without waiting. */
function handMovedTime() {
  let now = Date.now();
  return { now: () => now, pass: (ms: number) => void (now += ms) };
}

test('two clocks with one CLOCK, started 2 s apart over one database, agree on now()', async () => {
  const real = handMovedTime();
  const first = await sharedClock(server.db, TEST_CLOCK, real.now);
  real.pass(2_000);
  const second = await sharedClock(server.db, TEST_CLOCK, real.now);
  expect(second.now().toISOString()).toBe('2026-11-24T02:00:02.000Z');
  expect(first.now().toISOString()).toBe('2026-11-24T02:00:02.000Z');
  real.pass(500);
  expect([first.now().toISOString(), second.now().toISOString()]).toEqual(['2026-11-24T02:00:02.500Z', '2026-11-24T02:00:02.500Z']);
});

test('a different CLOCK starts a new origin; going back to the first CLOCK starts over too', async () => {
  const real = handMovedTime();
  await sharedClock(server.db, TEST_CLOCK, real.now);
  real.pass(60_000);
  expect((await sharedClock(server.db, '2027-01-04T01:00:00Z', real.now)).now().toISOString()).toBe('2027-01-04T01:00:00.000Z');
  real.pass(60_000);
  expect((await sharedClock(server.db, '2027-01-04T09:00:00+08:00', real.now)).now().toISOString()).toBe('2027-01-04T01:01:00.000Z');
  expect((await sharedClock(server.db, TEST_CLOCK, real.now)).now().toISOString()).toBe('2026-11-24T02:00:00.000Z');
});

test('without CLOCK the time is real and the stored origin is left as it is', async () => {
  const before = await server.db.query('SELECT clock_at, real_start FROM clock_origin');
  expect(Math.abs((await sharedClock(server.db, undefined)).now().getTime() - Date.now())).toBeLessThan(50);
  expect(await server.db.query('SELECT clock_at, real_start FROM clock_origin')).toEqual(before);
});

test('a CLOCK that is not a date-time is refused', async () => {
  await expect(sharedClock(server.db, 'tomorrow-ish')).rejects.toThrow(/CLOCK/);
});

test('a server started later over the same database with the same CLOCK agrees with the first on now()', { timeout: 60_000 }, async () => {
  const place = server.database === 'postgres'
    ? await createTestDatabase().then((d) => ({ databaseUrl: d.databaseUrl, dataDir: undefined, remove: d.drop }))
    : await copyPgliteTemplate().then((dir) => ({ databaseUrl: undefined, dataDir: dir, remove: async () => fs.rmSync(dir, { recursive: true, force: true }) }));
  const start = () => startServer({ databaseUrl: place.databaseUrl, dataDir: place.dataDir, port: 0, host: '127.0.0.1', clock: TEST_CLOCK, background: false });
  const running: RunningServer[] = [];
  // The servers read real time through Date: a fake one that runs at real pace, so that 250 ms can
  // pass between them at once.
  vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
  try {
    const first = await start();
    running.push(first);
    const firstAhead = first.clock.now().getTime() - Date.now();
    const startedAt = Date.now();
    // PGlite's folder takes one process at a time: the second starts once the first has stopped.
    if (server.database === 'pglite') await running.pop()!.close();
    // Far enough apart that a second clock starting at CLOCK again would be well off.
    vi.advanceTimersByTime(250);
    const second = await start();
    running.push(second);
    expect(Date.now() - startedAt).toBeGreaterThan(200);
    expect(Math.abs(second.clock.now().getTime() - Date.now() - firstAhead)).toBeLessThan(5);
  } finally {
    vi.useRealTimers();
    for (const s of running) await s.close();
    await place.remove();
  }
});

test('the queue simulation keeps ticking when a new CLOCK moves time back before its last tick', async () => {
  const pace = { minIntervalMs: 60_000 };
  server.clock.set('2026-11-24T03:00:00Z');
  expect((await simulateTick(server.db, server.clock, pace)).ran).toBe(true);
  server.clock.set(TEST_CLOCK); // an hour earlier
  expect((await simulateTick(server.db, server.clock, pace)).ran).toBe(true);
  expect((await simulateTick(server.db, server.clock, pace)).ran).toBe(false);
});
