// GET favourite/tickets costs a fixed number of database queries whatever the number of tickets:
// the queue figures of every active queue ticket come from one query. Counted on the database
// adapter's own query function, for 1 and for 50 active queue tickets, on the engine under test
// (PGlite, or PostgreSQL with CB_TEST_DATABASE=postgres).
import { afterAll, beforeAll, expect, test } from 'vitest';
import { insertQueueTicket } from '../queue/take-ticket.ts';
import { call } from '../test-support/http.ts';
import { startTestServer, type TestServer } from '../test-support/test-server.ts';
import { TEST_CLOCK, plainOffering, smsCitizen } from './test-kit.ts';

let server: TestServer;
let queries = 0;

beforeAll(async () => {
  server = await startTestServer({ clock: TEST_CLOCK, background: false });
  const query = server.db.query.bind(server.db);
  server.db.query = ((sql: string, params?: unknown[]) => {
    queries += 1;
    return query(sql, params);
  }) as typeof server.db.query;
  await server.db.query('UPDATE queue_settings SET daily_limit = 10000');
});
afterAll(() => server?.close());

/** A citizen holding `count` active queue tickets of today, spread over three queues. */
async function citizenWithQueueTickets(count: number) {
  const citizen = await smsCitizen(server);
  const queues = await Promise.all([0, 1, 2].map((skip) => plainOffering(server.db, 'queue', skip)));
  for (let i = 0; i < count; i++) {
    const q = queues[i % queues.length]!;
    await insertQueueTicket(server.db, server.clock, {
      serviceId: q.serviceId, locationId: q.locationId, departmentId: q.departmentId, source: 'online', euid: null,
      mobArea: citizen.mobArea, mobNum: citizen.mobNum, identifyNo: '', cntToAlert: null,
    });
  }
  return citizen;
}

/** The queries one GET favourite/tickets made, and its queue tickets. */
async function listed(token: string) {
  const before = queries;
  const answer = await call(server.url, '/api/favourite/tickets', { token });
  expect(answer.status).toBe(200);
  return { queries: queries - before, queueTickets: answer.body.value.queueTickets as Array<{ waitCount: number | null }> };
}

test('the ticket list makes as many queries for 50 active queue tickets as for 1', async () => {
  const one = await citizenWithQueueTickets(1);
  const fifty = await citizenWithQueueTickets(50);
  await listed(one.token); // the token secret is read once per process: not part of what is counted
  const forOne = await listed(one.token);
  const forFifty = await listed(fifty.token);
  expect(forOne.queueTickets).toHaveLength(1);
  expect(forFifty.queueTickets).toHaveLength(50);
  expect(forFifty.queueTickets.every((t) => typeof t.waitCount === 'number')).toBe(true);
  expect(forFifty.queries).toBe(forOne.queries);
});
