// Each task that serialises processes has its own advisory lock: a seed in progress does not
// make a queue tick skip, and a tick in progress does not hold up a seed. Only PostgreSQL has
// a second connection to hold a lock from (PGlite is one connection in one process).
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { simulateTick } from '../queue/simulation.ts';
import { seedIfEmpty } from '../seed/run.ts';
import { defaultTestDatabase, startTestServer, type TestServer } from '../test-support/test-server.ts';
import { ADVISORY_LOCK } from './advisory-locks.ts';

test('no two tasks share a key', () => {
  expect(new Set(Object.values(ADVISORY_LOCK)).size).toBe(Object.keys(ADVISORY_LOCK).length);
});

describe.skipIf(defaultTestDatabase() !== 'postgres')('one lock held, the other is taken (PostgreSQL)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ background: false });
  });
  afterAll(() => server?.close());

  /** Runs `meanwhile` on another connection while this one holds `key`. */
  const holding = <T>(key: number, meanwhile: () => Promise<T>) =>
    server.db.transaction(async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock($1)', [key]);
      return meanwhile();
    });

  test('while a seed holds its lock, a queue tick runs', async () => {
    const tick = await holding(ADVISORY_LOCK.seed, () => simulateTick(server.db, server.clock, { force: true }));
    expect(tick.ran).toBe(true);
  });

  test('while a queue tick holds its lock, the seed check finishes', async () => {
    let seeded: Promise<boolean> | undefined;
    const outcome = await holding(ADVISORY_LOCK.queueTick, () => {
      seeded = seedIfEmpty(server.db, server.clock);
      let finished = false;
      const result = seeded.then((ran) => `finished, seeded: ${ran}`).finally(() => (finished = true));
      // A seed check stuck behind the tick's lock would wait for ever: PostgreSQL shows it waiting.
      const blocked = (async () => {
        while (!finished) if ((await advisoryLockWaits()) > 0) return 'still waiting for the lock';
        return 'finished';
      })();
      return Promise.race([result, blocked]);
    });
    await seeded;
    expect(outcome).toBe('finished, seeded: false');
  });

  /** Advisory locks some session of this database is waiting for. */
  async function advisoryLockWaits(): Promise<number> {
    const [row] = await server.db.query<{ waits: number }>(
      `SELECT count(*)::int AS waits FROM pg_locks
       WHERE locktype = 'advisory' AND NOT granted AND database = (SELECT oid FROM pg_database WHERE datname = current_database())`,
    );
    return row?.waits ?? 0;
  }
});
