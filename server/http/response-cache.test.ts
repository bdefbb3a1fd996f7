// The catalogue answer cache: a change in the database shows once the TTL has passed; the
// key carries the language; failures and live answers are never kept. Time passes by moving
// the server's clock, which the cache reads, so nothing here waits for real.
import { afterAll, beforeAll, expect, test } from 'vitest';
import { LIVE_CACHE_MS } from '../routes/catalogue.ts';
import type { Category, Guide } from '../../src/common/api-contract.ts';
import { call, value } from '../test-support/http.ts';
import { startTestServer, type TestServer } from '../test-support/test-server.ts';

// Long enough that a loaded 2-core machine still makes the second read inside it.
const TTL = 5_000;
let server: TestServer;
let url: string;

beforeAll(async () => {
  server = await startTestServer({ catalogueCacheMs: TTL, background: false });
  url = `${server.url}/api`;
});
afterAll(() => server?.close());

const later = (ms: number) => server.clock.set(new Date(server.clock.now().getTime() + ms));

test('a renamed category shows after the TTL, not before; each language has its own entry', async () => {
  const before = await value<Category[]>(url, '/booking/categories', { language: 'en_us' });
  await server.db.query(`UPDATE categories SET name_en_us = 'Renamed', name_pt_pt = 'Renomeada' WHERE id = 1`);
  expect((await value<Category[]>(url, '/booking/categories', { language: 'en_us' }))[0]!.name).toBe(before[0]!.name);
  expect((await value<Category[]>(url, '/booking/categories', { language: 'pt_pt' }))[0]!.name).toBe('Renomeada');
  later(TTL - 1_000);
  expect((await value<Category[]>(url, '/booking/categories', { language: 'en_us' }))[0]!.name).toBe(before[0]!.name);
  later(1_050);
  expect((await value<Category[]>(url, '/booking/categories', { language: 'en_us' }))[0]!.name).toBe('Renamed');
});

test('a 404 is not kept: the row appearing later is found at once', async () => {
  expect((await call(url, '/booking/location/299')).status).toBe(404);
  await server.db.query(
    `INSERT INTO locations (id, department_id, name_zh_hant, name_zh_hans, name_pt_pt, name_en_us, address_zh_hant, address_zh_hans, address_pt_pt, address_en_us)
     VALUES (299, 101, 'n', 'n', 'n', 'n', 'a', 'a', 'a', 'a')`,
  );
  expect((await value(url, '/booking/location/299')).id).toBe(299);
});

test('locationService (live queue figures) is reused for at most a second', async () => {
  const first = await value(url, '/booking/locationService/3004/201');
  await server.db.query('UPDATE service_locations SET queue_open = false WHERE service_id = 3004 AND location_id = 201');
  later(LIVE_CACHE_MS + 50);
  const second = await value(url, '/booking/locationService/3004/201');
  expect(first.ticket.status).toBe(true);
  expect(second.ticket.status).toBe(false);
});

test('concurrent misses of one answer ask the database once and all get it', async () => {
  const queries: string[] = [];
  const db = server.db as { query: (sql: string, params?: unknown[]) => Promise<unknown[]> };
  const original = db.query;
  db.query = (sql, params) => {
    if (sql.includes('FROM guides')) queries.push(sql);
    return original.call(server.db, sql, params);
  };
  try {
    const answers = await Promise.all(Array.from({ length: 20 }, () => value<Guide[]>(url, '/booking/guides', { language: 'en_us' })));
    expect(new Set(answers.map((a) => JSON.stringify(a))).size).toBe(1);
    expect(answers[0]).toHaveLength(4);
    expect(queries).toHaveLength(1);
  } finally {
    db.query = original;
  }
});

test('an answer kept before the clock was moved back is not reused', async () => {
  await value<Category[]>(url, '/booking/categories', { language: 'zh_hant' });
  await server.db.query(`UPDATE categories SET name_zh_hant = '改名' WHERE id = 1`);
  server.clock.set(new Date(server.clock.now().getTime() - 3_600_000));
  expect((await value<Category[]>(url, '/booking/categories', { language: 'zh_hant' }))[0]!.name).toBe('改名');
});
