// PGlite in its worker: statements kept by name answer like fresh ones, a schema change or a
// failed statement never leaves a stale or missing statement behind, parameters travel as
// text by their JavaScript type, a transaction that met an error never commits, and other
// statements wait for an open transaction rather than run inside it.
import { afterAll, beforeAll, expect, test } from 'vitest';
import { startPgliteWorker } from './pglite-worker-client.ts';
import type { Db } from './types.ts';

let db: Omit<Db, 'kind'>;

beforeAll(async () => {
  db = await startPgliteWorker('memory://');
  await db.exec(`CREATE TABLE probe (id int PRIMARY KEY, note text NOT NULL);
                 INSERT INTO probe VALUES (1, 'one'), (2, 'two');`);
});
afterAll(() => db?.close());

test('a statement run again by name answers as the first time, with its new parameters', async () => {
  const sql = 'SELECT note FROM probe WHERE id = $1';
  expect(await db.query(sql, [1])).toEqual([{ note: 'one' }]);
  expect(await db.query(sql, [2])).toEqual([{ note: 'two' }]);
  expect(await db.query(sql, [3])).toEqual([]);
});

test('after a schema change a kept "SELECT *" shows the table as it is now', async () => {
  const sql = 'SELECT * FROM probe WHERE id = $1';
  expect(await db.query(sql, [1])).toEqual([{ id: 1, note: 'one' }]);
  await db.query(`ALTER TABLE probe ADD COLUMN extra text NOT NULL DEFAULT 'x'`);
  expect(await db.query(sql, [1])).toEqual([{ id: 1, note: 'one', extra: 'x' }]);
  await db.exec('ALTER TABLE probe DROP COLUMN extra');
  expect(await db.query(sql, [1])).toEqual([{ id: 1, note: 'one' }]);
});

test('a statement that fails to parse fails the same way each time, and the next one works', async () => {
  for (let i = 0; i < 2; i++) await expect(db.query('SELEC note FROM probe')).rejects.toMatchObject({ code: '42601' });
  expect(await db.query('SELECT count(*)::int AS n FROM probe')).toEqual([{ n: 2 }]);
});

test('a kept statement given a bad parameter fails, then runs with a good one', async () => {
  const sql = 'SELECT note FROM probe WHERE id = $1::int';
  await expect(db.query(sql, ['not a number'])).rejects.toMatchObject({ code: '22P02' });
  expect(await db.query(sql, [2])).toEqual([{ note: 'two' }]);
});

test('parameters by JavaScript type: arrays with quotes and NULLs, dates, booleans, JSON, bytes', async () => {
  const [row] = await db.query(
    'SELECT $1::int[] AS ints, $2::text[] AS texts, $3::timestamptz AS at, $4::boolean AS yes, $5::jsonb AS doc, $6::bytea AS bytes, $7::text AS nothing',
    [[1, 2], ['a"b', 'c\\d', null, 'e,f'], new Date('2026-11-22T01:02:03Z'), false, { a: [1, 'x'] }, new Uint8Array([0, 255]), undefined],
  );
  expect(row).toEqual({
    ints: [1, 2], texts: ['a"b', 'c\\d', null, 'e,f'], at: new Date('2026-11-22T01:02:03Z'), yes: false,
    doc: { a: [1, 'x'] }, bytes: new Uint8Array([0, 255]), nothing: null,
  });
});

test('more distinct statements than are kept: the oldest are closed, and still run when asked again', async () => {
  for (let i = 0; i < 260; i++) expect(await db.query(`SELECT ${i}::int AS n WHERE $1::int = 1`, [1])).toEqual([{ n: i }]);
  expect(await db.query('SELECT 0::int AS n WHERE $1::int = 1', [1])).toEqual([{ n: 0 }]);
});

test('a transaction whose error was caught inside it does not commit; the session goes on', async () => {
  await expect(db.transaction(async (tx) => {
    await tx.query(`INSERT INTO probe VALUES (10, 'ten')`);
    await tx.query(`INSERT INTO probe VALUES (1, 'duplicate')`).catch(() => undefined);
    return 'done';
  })).rejects.toThrow('rolled back');
  expect(await db.query('SELECT id FROM probe ORDER BY id')).toEqual([{ id: 1 }, { id: 2 }]);
});

test('statements from other requests wait for a transaction and never run inside it', async () => {
  let inside: Promise<unknown> | undefined;
  await db.transaction(async (tx) => {
    await tx.query(`INSERT INTO probe VALUES (20, 'twenty')`);
    inside = db.query('SELECT count(*)::int AS n FROM probe');
    await tx.query(`DELETE FROM probe WHERE id = 20`);
  });
  expect(await inside).toEqual([{ n: 2 }]);
});
