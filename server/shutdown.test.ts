// SIGTERM (a deployment, a scale-down): the server takes no new connection, lets the requests
// it has begun finish, then stops its background tasks, closes the database and exits 0. What
// was answered 200 is there after the restart. A request still running after the grace period
// is cut, so a stuck client cannot hold the process for ever.
import { afterAll, expect, test, vi } from 'vitest';
import { t } from './i18n/messages.ts';
import { TEST_CLOCK, bookingLoad, plainOffering } from './booking/test-kit.ts';
import { holdRequest } from './test-support/held-request.ts';
import { value } from './test-support/http.ts';
import { waitFor } from './test-support/load.ts';
import { spawnServer } from './test-support/server-process.ts';
import { serverData, startTestServer } from './test-support/test-server.ts';

const cleanups: Array<() => Promise<unknown>> = [];
afterAll(async () => {
  for (const clean of cleanups.reverse()) await clean().catch(() => undefined);
});

test('SIGTERM with 12 bookings in flight: all 12 answered 200, exit 0, and all 12 there after a restart', { timeout: 180_000 }, async () => {
  const data = await serverData();
  cleanups.push(data.remove);
  const db = await data.open();
  const bookings = await bookingLoad(db, 12, 1).finally(() => db.close());
  // The queue simulation runs meanwhile: a background task to stop after the requests. The grace
  // period is the test below's subject: here it is long enough for a busy machine to finish all 12.
  const env = { ...data.env, CLOCK: TEST_CLOCK, QUEUE_TICK_MS: '300', TOKEN_SECRET: '', SHUTDOWN_GRACE_MS: '60000', BODY_READ_TIMEOUT_MS: '120000' };
  const first = await spawnServer(env);
  cleanups.push(() => first.stop('SIGKILL'));

  const held = Array.from({ length: 12 }, () => {
    const out = bookings.next()!;
    return holdRequest(first.url, out.path, JSON.parse(out.init!.body as string), out.init!.headers as Record<string, string>);
  });
  await Promise.all(held.map((h) => h.sent));
  // Answered on a connection opened after theirs: the server has taken all twelve in by now (it
  // accepts connections in order and read their headers, on the wire before this one connected,
  // before it read this request's).
  expect((await fetch(`${first.url}/health/live`)).status).toBe(200);

  const exited = new Promise<number | null>((resolve) => first.child.once('exit', (code) => resolve(code)));
  first.child.kill('SIGTERM');
  await waitFor('the server to stop listening', () => fetch(`${first.url}/health/live`).then(() => false, () => true), 10_000, 50);
  for (const h of held) h.finish();
  // On a failure the server's own account of its shutdown says which step held or cut what.
  const answers = await Promise.all(held.map((h) => h.answer)).catch((err: Error) => {
    throw new Error(`${err.message}; the server printed:\n${first.output()}`);
  });
  expect(answers.map((a) => [a.status, a.body.code, a.headers.connection])).toEqual(answers.map(() => [200, 200, 'close']));
  expect(await exited).toBe(0);
  expect(first.output()).toContain('civic-booking stopped');

  const second = await spawnServer(env);
  cleanups.push(() => second.stop());
  for (const { body } of answers) {
    expect(await value(second.url, `/api/favourite/tickets/${body.value.uid}`)).toMatchObject({ id: body.value.id, ticketType: 'RESERCATION' });
  }
});

test('while stopping: ready 503, live 200, a late request 503; one that runs past the grace period is cut; then the database closes', { timeout: 120_000 }, async () => {
  const server = await startTestServer({ clock: TEST_CLOCK, background: false, shutdownGraceMs: 1_500 });
  cleanups.push(() => server.close());
  const offering = await plainOffering(server.db, 'booking');
  const check = { serviceId: offering.serviceId, locationId: offering.locationId };
  const finishing = holdRequest(server.url, '/api/booking/checkParameter', check);
  const stuck = holdRequest(server.url, '/api/booking/checkParameter', check);
  await Promise.all([finishing.sent, stuck.sent]);
  expect((await fetch(`${server.url}/health/live`)).status).toBe(200);

  // The grace period runs on a fake clock: the stuck request is cut at 1,500 ms exactly, not
  // before (the server says so as it cuts).
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  const said = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  cleanups.push(async () => {
    vi.useRealTimers();
    said.mockRestore();
  });
  const closed = server.close();
  expect(server.deps.stopping()).toBe(true);
  const ready = await server.app.request('/health/ready');
  expect([ready.status, await ready.json()]).toEqual([503, { status: 'stopping' }]);
  expect((await server.app.request('/health/live')).status).toBe(200);
  const late = await server.app.request('/api/booking/categories', { headers: { language: 'pt_pt' } });
  expect([late.status, late.headers.get('retry-after'), await late.json()]).toEqual([503, '5', { code: 603, message: t('pt_pt', 'serviceUnavailable') }]);
  await expect(fetch(`${server.url}/health/live`)).rejects.toThrow();

  finishing.finish();
  expect(await finishing.answer).toMatchObject({ status: 200, headers: { connection: 'close' } });
  vi.advanceTimersByTime(1_499);
  expect(said).not.toHaveBeenCalled();
  vi.advanceTimersByTime(1);
  expect(said.mock.calls).toEqual([['shutdown: 1 request(s) still running after 1500 ms; closing their connections']]);
  vi.useRealTimers();
  await expect(stuck.answer).rejects.toThrow();
  await closed;
  await expect(server.db.query('SELECT 1')).rejects.toThrow();
});
