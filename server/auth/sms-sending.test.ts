// Who may make the server send an SMS, and how many it sends (docs/abuse-resistance.md
// "Sending"): the header a cross-site simple request cannot carry, the area codes served, the
// budgets per destination prefix and for the whole service, and the warning behind an untrusted
// proxy. Time moves with the server clock (CLOCK).
import { afterAll, beforeAll, expect, test, vi } from 'vitest';
import { call, value } from '../test-support/http.ts';
import { startTestServer, type TestServer } from '../test-support/test-server.ts';
import { TEST_CLOCK } from '../booking/test-kit.ts';

const WIDGET = { bookingSource: 'PCWeb' };
/** Small budgets, so that reaching them takes a few requests rather than thousands. */
const PER_HOUR = 100;
const PER_PREFIX = 5;

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({
    clock: TEST_CLOCK, background: false, trustProxy: true, smsPerHour: PER_HOUR, smsPerPrefixPerHour: PER_PREFIX, smsAreaCodes: ['853', '86'],
  });
});
afterAll(async () => server?.close());

/** Messages in the outbox, all numbers (GET /dev/outbox shows the newest 50). */
const outbox = async () => (await server.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM sms_outbox`))[0]!.n;
const ask = (full: string, headers: Record<string, string>) => call(server.url, `/api/verificationCode/${full}`, { language: 'en_us', headers });
const later = (seconds: number) => server.clock.set(new Date(server.clock.now().getTime() + seconds * 1000));

test('a code request without bookingSource (what an <img>, a form or a no-cors fetch from another page sends) is 403 and sends nothing', async () => {
  const before = await outbox();
  const img = await ask('85366550001', { 'x-forwarded-for': '198.51.100.1' });
  expect([img.status, img.body]).toEqual([403, { message: 'Please ask for the code through the web counter' }]);
  const blank = await ask('85366550001', { 'x-forwarded-for': '198.51.100.1', bookingSource: ' ' });
  expect(blank.status).toBe(403);
  expect(await outbox()).toBe(before);
  expect(await server.db.query(`SELECT 1 FROM sms_sends WHERE phone = '85366550001'`)).toEqual([]);
  expect((await ask('85366550001', { ...WIDGET, 'x-forwarded-for': '198.51.100.1' })).status).toBe(200);
});

test('codes go only to the area codes served (SMS_AREA_CODES; 853 and 86 here): a Hong Kong number is 602 areaNotServed', async () => {
  const hk = await ask('85261234567', { ...WIDGET, 'x-forwarded-for': '198.51.100.2' });
  expect([hk.status, hk.body]).toEqual([400, { code: 602, message: 'Mobile numbers of this area are not accepted' }]);
  expect(await value(server.url, '/dev/outbox?to=85261234567')).toEqual([]);
  expect((await ask('8613812345678', { ...WIDGET, 'x-forwarded-for': '198.51.100.2' })).status).toBe(200);
});

test('one destination prefix gets 5 SMS an hour here, from any addresses; the next prefix is not touched', async () => {
  const statuses = [];
  for (let i = 0; i < PER_PREFIX + 1; i++) statuses.push((await ask(`8536677${String(1000 + i)}`, { ...WIDGET, 'x-forwarded-for': `198.51.101.${i}` })).status);
  expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  const refused = await ask('85366779999', { ...WIDGET, 'x-forwarded-for': '198.51.101.99', language: 'en_us' });
  expect([refused.status, refused.body]).toEqual([429, { code: 602, message: 'The SMS service is busy; please ask for a code later' }]);
  // An hour after the first of the five, less the real seconds the clock ran meanwhile.
  expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(3540);
  expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(3600);
  expect((await ask('85366781000', { ...WIDGET, 'x-forwarded-for': '198.51.101.100' })).status).toBe(200);
});

test('the service\'s hourly budget holds against 1,000 requests from 1,000 addresses to 1,000 numbers: 100 sent here, then 429 until the hour turns', async () => {
  later(3600);
  const before = await outbox();
  const answers: number[] = [];
  // Test mode prints every code it keeps; a hundred lines say nothing here.
  const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
  // 25 at a time: concurrent enough that processes or requests could race past the budget.
  for (let batch = 0; batch < 40; batch++) {
    const sent = await Promise.all(Array.from({ length: 25 }, (_, i) => {
      const n = batch * 25 + i;
      // Numbers spread over 1,000 prefixes, so only the service's budget applies.
      return ask(`8536${String(n).padStart(3, '0')}0000`, { ...WIDGET, 'x-forwarded-for': `10.${Math.floor(n / 250)}.${n % 250}.1` });
    }));
    answers.push(...sent.map((a) => a.status));
  }
  log.mockRestore();
  const ok = answers.filter((s) => s === 200).length;
  console.log(`1,000 code requests from 1,000 addresses against a budget of ${PER_HOUR} an hour: ${ok} sent, ${answers.filter((s) => s === 429).length} refused (429)`);
  expect(ok).toBe(PER_HOUR);
  expect(answers.filter((s) => s === 429)).toHaveLength(1000 - PER_HOUR);
  expect((await outbox()) - before).toBe(PER_HOUR);
  later(3600);
  expect((await ask('85366990000', { ...WIDGET, 'x-forwarded-for': '10.99.0.1' })).status).toBe(200);
}, 60_000);

test('without TRUST_PROXY, the first request that comes through a proxy makes the server warn, once', async () => {
  const direct = await startTestServer({ clock: TEST_CLOCK, background: false, seed: false });
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  try {
    await call(direct.url, '/api/booking/categories');
    expect(warn).not.toHaveBeenCalled();
    await call(direct.url, '/api/booking/categories', { headers: { 'x-forwarded-for': '203.0.113.9' } });
    await call(direct.url, '/api/booking/categories', { headers: { forwarded: 'for=203.0.113.9' } });
    expect(warn.mock.calls.map((args) => String(args[0]))).toEqual([expect.stringMatching(/^WARNING: .*x-forwarded-for.*TRUST_PROXY is not set/)]);
  } finally {
    warn.mockRestore();
    await direct.close();
  }
});
