// PGlite's housekeeping (server/db/pglite-housekeeping.ts): what autovacuum does on PostgreSQL.
import { afterAll, beforeAll, expect, test, vi } from 'vitest';
import { startTestServer, type TestServer } from '../test-support/test-server.ts';
import { housekeepingEveryMs, pgliteHousekeeping } from './pglite-housekeeping.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ background: false });
});
afterAll(() => server?.close());

test.each([
  [15_000, 60_000],
  [300, 6_000],
  [10, 1_000],
  [0, 60_000],
])('with a simulation step every %i ms, a pass every %i ms', (tick, every) => {
  expect(housekeepingEveryMs(tick)).toBe(every);
});

test('on PGlite each pass vacuums and analyzes every table, on the pace above; on PostgreSQL there is nothing to do', async () => {
  if (server.db.kind === 'postgres') {
    expect(pgliteHousekeeping(server.deps)).toBeUndefined();
    return;
  }
  const seen = () => server.db.query<{ vacuumed: number; analyzed: number }>(
    `SELECT count(last_vacuum)::int AS vacuumed, count(last_analyze)::int AS analyzed FROM pg_stat_user_tables WHERE relname IN ('tickets', 'queues')`,
  );
  expect(await seen()).toEqual([{ vacuumed: 0, analyzed: 0 }]);
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
  try {
    const stop = pgliteHousekeeping({ ...server.deps, config: { ...server.deps.config, queueTickMs: 300 } })!;
    vi.advanceTimersByTime(5_999); // the first pass is due at 6 s
    expect(await seen()).toEqual([{ vacuumed: 0, analyzed: 0 }]);
    vi.advanceTimersByTime(1);
    await stop();
    expect(await seen()).toEqual([{ vacuumed: 2, analyzed: 2 }]);
  } finally {
    vi.useRealTimers();
  }
});
