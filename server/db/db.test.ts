// The Db contract (types.ts) on the database under test: the same JS types from both
// adapters, commit and rollback, multi-statement exec inside a transaction, and
// transactions that do not see each other's uncommitted rows.
import { afterAll, beforeAll, expect, test } from 'vitest';
import { startTestServer, type TestServer } from '../test-support/test-server.ts';
import type { Db } from './types.ts';
import { DatabaseUnavailable } from './unavailable.ts';

let server: TestServer;
let db: Db;

beforeAll(async () => {
  server = await startTestServer({ background: false });
  db = server.db;
  await db.exec('CREATE TABLE db_probe (id integer PRIMARY KEY, note text NOT NULL)');
});
afterAll(() => server?.close());

test('int8 and numeric as numbers, date as YYYY-MM-DD, timestamptz as Date, jsonb parsed', async () => {
  const [row] = await db.query<Record<string, unknown>>(
    `SELECT count(*) AS n, 12.5::numeric AS num, '2026-11-23'::date AS d, '2026-11-23T02:00:00Z'::timestamptz AS ts,
            '{"a":[1,2]}'::jsonb AS j, true AS b, NULL::text AS nothing, $1::int[] AS ids`,
    [[1, 2, 3]],
  );
  expect(row).toEqual({
    n: 1, num: 12.5, d: '2026-11-23', ts: new Date('2026-11-23T02:00:00Z'), j: { a: [1, 2] }, b: true, nothing: null, ids: [1, 2, 3],
  });
});

test('a transaction commits when fn resolves and rolls back when it throws', async () => {
  await db.transaction(async (tx) => {
    await tx.query('INSERT INTO db_probe (id, note) VALUES ($1, $2)', [1, 'kept']);
  });
  await expect(db.transaction(async (tx) => {
    await tx.query('INSERT INTO db_probe (id, note) VALUES ($1, $2)', [2, 'dropped']);
    throw new Error('abort');
  })).rejects.toThrow('abort');
  await expect(db.transaction(async (tx) => {
    await tx.query('INSERT INTO db_probe (id, note) VALUES ($1, $2)', [3, 'dropped too']);
    await tx.query('INSERT INTO db_probe (id, note) VALUES ($1, $2)', [1, 'duplicate key']);
  })).rejects.toThrow();
  expect(await db.query('SELECT id, note FROM db_probe ORDER BY id')).toEqual([{ id: 1, note: 'kept' }]);
});

test('exec runs several statements inside a transaction', async () => {
  await db.transaction(async (tx) => {
    await tx.exec(`INSERT INTO db_probe (id, note) VALUES (10, 'a'); INSERT INTO db_probe (id, note) VALUES (11, 'b');`);
  });
  expect((await db.query<{ n: number }>('SELECT count(*)::int AS n FROM db_probe WHERE id >= 10'))[0]!.n).toBe(2);
});

test('concurrent transactions each see their own work and the end result is consistent', async () => {
  await db.query('CREATE TABLE IF NOT EXISTS db_counter (id int PRIMARY KEY, n int NOT NULL)');
  await db.query('INSERT INTO db_counter VALUES (1, 0) ON CONFLICT (id) DO UPDATE SET n = 0');
  await Promise.all(Array.from({ length: 40 }, () => db.transaction(async (tx) => {
    const [row] = await tx.query<{ n: number }>('UPDATE db_counter SET n = n + 1 WHERE id = 1 RETURNING n');
    expect(row!.n).toBeGreaterThan(0);
  })));
  expect((await db.query<{ n: number }>('SELECT n FROM db_counter WHERE id = 1'))[0]!.n).toBe(40);
});

test('a statement that fails is its own error with PostgreSQL\'s code, never "database unavailable" (a 503)', async () => {
  const failures = await Promise.all([
    db.query('SELEC 1').catch((err: unknown) => err),
    db.query('INSERT INTO db_probe (id, note) VALUES (1, NULL)').catch((err: unknown) => err),
    db.transaction((tx) => tx.query('SELECT 1 / 0')).catch((err: unknown) => err),
  ]);
  expect(failures.map((err) => [err instanceof DatabaseUnavailable, (err as { code?: string }).code])).toEqual([
    [false, '42601'],
    [false, '23502'],
    [false, '22012'],
  ]);
});
