// First start on an empty database: migrations and seed run exactly once even when two
// starters race (two pools on one PostgreSQL, or two callers on one PGlite), and a second
// start changes nothing.
import fs from 'node:fs';
import { afterAll, expect, test } from 'vitest';
import { createClock } from '../clock.ts';
import { migrate } from '../db/migrate.ts';
import { openPglite } from '../db/pglite.ts';
import { openPostgres } from '../db/postgres.ts';
import type { Db } from '../db/types.ts';
import { copyEmptyPgliteCluster, createTestDatabase, defaultTestDatabase } from '../test-support/test-server.ts';
import { seedIfEmpty } from './run.ts';

const cleanups: Array<() => Promise<void>> = [];
afterAll(async () => {
  for (const clean of cleanups.reverse()) await clean();
});

async function twoStarters(): Promise<[Db, Db]> {
  if (defaultTestDatabase() === 'postgres') {
    const { databaseUrl, drop } = await createTestDatabase({ empty: true });
    const a = await openPostgres(databaseUrl, 5);
    const b = await openPostgres(databaseUrl, 5);
    cleanups.push(drop, () => a.close(), () => b.close());
    return [a, b];
  }
  // PGlite: one process owns the folder, so the race is two callers on one Db.
  const dir = await copyEmptyPgliteCluster();
  const db = await openPglite(dir);
  cleanups.push(async () => fs.rmSync(dir, { recursive: true, force: true }), () => db.close());
  return [db, db];
}

test('two starters on an empty database: migrations and seed run once; a restart seeds nothing', async () => {
  const [a, b] = await twoStarters();
  const clock = createClock('2026-11-23T02:00:00Z');
  const applied = await Promise.all([migrate(a), migrate(b)]);
  expect(applied.flat().filter((f) => f === '001_catalogue.sql')).toHaveLength(1);
  const seeded = await Promise.all([seedIfEmpty(a, clock), seedIfEmpty(b, clock)]);
  expect(seeded.sort()).toEqual([false, true]);
  const counts = async (db: Db) => (await db.query<{ d: number; s: number; l: number; sl: number }>(
    `SELECT (SELECT count(*)::int FROM departments) AS d, (SELECT count(*)::int FROM services) AS s,
            (SELECT count(*)::int FROM locations) AS l, (SELECT count(*)::int FROM service_locations) AS sl`))[0];
  expect(await counts(a)).toEqual({ d: 17, s: 254, l: 25, sl: 276 });
  expect(await migrate(a)).toEqual([]);
  expect(await seedIfEmpty(b, clock)).toBe(false);
  expect(await counts(b)).toEqual({ d: 17, s: 254, l: 25, sl: 276 });
  // The booking side was seeded in the same transaction.
  const [slots] = await a.query<{ n: number }>('SELECT count(*)::int AS n FROM slot_templates');
  expect(slots!.n).toBeGreaterThan(0);
});
