// SMS verification rules, one test per rule, against the real server; time
// moves with the server clock (CLOCK), never with sleeps.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { call, value } from '../test-support/http.ts';
import { startTestServer, type TestServer } from '../test-support/test-server.ts';
import { TEST_CLOCK, plainOffering } from '../booking/test-kit.ts';

let server: TestServer;
let n = 0;
/** A fresh number per test, so the rate rules of one test do not touch another. */
const freshNumber = () => `6688${String(1000 + ++n).padStart(4, '0')}`;

beforeAll(async () => {
  server = await startTestServer({ clock: TEST_CLOCK, background: false });
});
afterAll(async () => server?.close());

const later = (seconds: number) => server.clock.set(new Date(server.clock.now().getTime() + seconds * 1000));
/** bookingSource: the header the widgets send on every call, which a code request needs. */
const WIDGET = { bookingSource: 'PCWeb' };
const ask = (num: string, purpose?: 'ticket') =>
  call(server.url, `/api/verificationCode/853${num}${purpose ? `?purpose=${purpose}` : ''}`, { language: 'en_us', headers: WIDGET });
const newest = async (num: string) => (await value(server.url, `/dev/outbox?to=853${num}`))[0];
const check = (num: string, code: string) => call(server.url, '/api/valid', { body: { areaCode: '853', mobileNumber: num, token: code }, language: 'en_us' });

test('a code is 6 digits, sent to the outbox newest first with to, text, code and at, and stored only hashed', async () => {
  const num = freshNumber();
  expect((await ask(num)).status).toBe(200);
  const sent = await newest(num);
  expect(sent).toEqual({ to: `853${num}`, text: expect.stringContaining(sent.code), code: expect.stringMatching(/^\d{6}$/), at: expect.any(String) });
  const stored = await server.db.query<{ code_hash: string }>(`SELECT code_hash FROM sms_codes WHERE phone = $1`, [`853${num}`]);
  expect(stored).toHaveLength(1);
  expect(stored[0]!.code_hash).not.toContain(sent.code);
  const all = await value(server.url, '/dev/outbox');
  expect(all[0].at >= all.at(-1).at).toBe(true);
});

test('the right code gives a token that works on later calls (Authorization)', async () => {
  const num = freshNumber();
  await ask(num);
  const answer = await check(num, (await newest(num)).code);
  expect(answer.status).toBe(200);
  const jwt = (answer.body as { value: { jwt: string } }).value.jwt;
  expect(jwt.split('.')).toHaveLength(3);
  expect(await value(server.url, '/api/favourite/tickets', { token: jwt })).toEqual({ queueTickets: [], bookingTickets: [] });
  expect(await value(server.url, '/api/profile-info', { token: jwt })).toMatchObject({ mobNum: num, mobArea: '853', kind: 'sms' });
});

test('a code is single use', async () => {
  const num = freshNumber();
  await ask(num);
  const { code } = await newest(num);
  expect((await check(num, code)).status).toBe(200);
  const again = await check(num, code);
  expect(again.status).toBe(400);
  expect(again.body).toEqual({ code: 602, message: 'Verification failed' });
});

test('a code is valid 5 minutes', async () => {
  const num = freshNumber();
  await ask(num);
  const { code } = await newest(num);
  later(301);
  expect((await check(num, code)).body).toEqual({ code: 602, message: 'The code has expired; please request a new one' });
});

test('wrong codes are counted per number across its codes: 30 wrong tries over 6 codes are stopped at the tenth, which locks the number for 24 h (docs/abuse-resistance.md "Codes")', async () => {
  const num = freshNumber();
  const sends: number[] = [];
  const tries: number[] = [];
  let last: Awaited<ReturnType<typeof check>> | undefined;
  let code = '';
  for (let round = 0; round < 6; round++) {
    // Each code expires before the next is asked for, so the six are six different codes.
    const sent = await ask(num);
    sends.push(sent.status);
    if (sent.status === 200) code = (await newest(num)).code;
    for (let i = 0; i < 5; i++) {
      last = await check(num, code === '000000' ? '111111' : '000000');
      tries.push(last.status);
    }
    later(301);
  }
  console.log(`30 wrong codes over 6 codes for one number: ${tries.filter((s) => s === 400).length} checked, ${tries.filter((s) => s === 429).length} refused by the lock; codes sent ${sends.filter((s) => s === 200).length} of 6`);
  expect(tries).toEqual([...Array(9).fill(400), ...Array(21).fill(429)]);
  expect(sends).toEqual([200, 200, 429, 429, 429, 429]);
  expect(last!.body).toEqual({ code: 602, message: 'Too many wrong codes for this number; verification is paused, please try again later' });
  // The tenth came in round 2, 301 s after the first; 4 more rounds of 301 s have passed since.
  // Less the real seconds the clock ran meanwhile.
  expect(Number(last!.headers.get('retry-after'))).toBeGreaterThan(86_400 - 5 * 301 - 60);
  expect(Number(last!.headers.get('retry-after'))).toBeLessThanOrEqual(86_400 - 5 * 301);
  later(86_400 - 5 * 301);
  expect((await ask(num)).status).toBe(200);
  expect((await check(num, (await newest(num)).code)).status).toBe(200);
});

test('a victim\'s live code survives an attacker\'s 5 wrong tries and a new request: the request sends the same code again', async () => {
  const num = freshNumber();
  expect((await ask(num)).status).toBe(200);
  const victims = (await newest(num)).code;
  for (let i = 0; i < 5; i++) expect((await check(num, victims === '000000' ? '111111' : '000000')).status).toBe(400);
  later(61);
  expect((await ask(num)).status).toBe(200);
  const resent = await value(server.url, `/dev/outbox?to=853${num}`);
  expect(resent.map((m: { code: string }) => m.code)).toEqual([victims, victims]);
  expect((await check(num, victims)).status).toBe(200);
});

test('a code is spent only by its purpose: a sign-in code takes no queue ticket, a ticket code signs nobody in', async () => {
  const queue = await plainOffering(server.db, 'queue', 11);
  const num = freshNumber();
  const takeTicket = (messageCode: string) =>
    call(server.url, '/api/queue/requestQueueTicket', {
      body: { serviceId: queue.serviceId, locationId: queue.locationId, mobArea: '853', mobNum: num, cntToAlert: null, messageCode },
      language: 'en_us',
    });
  await ask(num);
  const login = (await newest(num)).code;
  expect((await takeTicket(login)).body).toEqual({ code: 602, message: 'Verification failed' });
  later(61);
  await ask(num, 'ticket');
  const ticket = (await newest(num)).code;
  if (ticket !== login) expect((await check(num, ticket)).body).toEqual({ code: 602, message: 'Verification failed' });
  expect((await takeTicket(ticket)).status).toBe(200);
  expect((await check(num, login)).status).toBe(200);
  // The sign-in code offered for a ticket met no live ticket code: nothing to guess, nothing counted.
  // The ticket code offered for a sign-in was a wrong guess at the live sign-in code: counted.
  const counted = await server.db.query(`SELECT 1 FROM sms_wrong_tries WHERE phone = $1`, [`853${num}`]);
  expect(counted).toHaveLength(ticket === login ? 0 : 1);
});

test('a new code no sooner than 60 s after the last: 400/602 with the seconds left and Retry-After', async () => {
  const num = freshNumber();
  expect((await ask(num)).status).toBe(200);
  later(18);
  const early = await ask(num);
  expect(early.status).toBe(400);
  expect(early.body).toEqual({ code: 602, message: 'Please wait 42 s before asking for another code' });
  expect(early.headers.get('retry-after')).toBe('42');
  later(42);
  expect((await ask(num)).status).toBe(200);
});

test('a code asked for after the previous one expired is a new code; the expired one no longer works', async () => {
  const num = freshNumber();
  await ask(num);
  const first = (await newest(num)).code;
  later(301);
  await ask(num);
  const second = (await newest(num)).code;
  if (first !== second) expect((await check(num, first)).status).toBe(400);
  expect((await check(num, second)).status).toBe(200);
  expect(await server.db.query(`SELECT 1 FROM sms_codes WHERE phone = $1`, [`853${num}`])).toHaveLength(2);
});

test('at most 5 codes per number per hour', async () => {
  const num = freshNumber();
  for (let i = 0; i < 5; i++) {
    expect((await ask(num)).status).toBe(200);
    later(61);
  }
  const sixth = await ask(num);
  expect(sixth.status).toBe(400);
  expect(sixth.body).toEqual({ code: 602, message: 'Too many codes for this number; please try again later' });
  expect(Number(sixth.headers.get('retry-after'))).toBeGreaterThan(0);
  later(3600);
  expect((await ask(num)).status).toBe(200);
});

test('two concurrent requests for one number send one code', async () => {
  const num = freshNumber();
  const answers = await Promise.all([ask(num), ask(num), ask(num)]);
  expect(answers.map((a) => a.status).sort()).toEqual([200, 400, 400]);
  expect(await value(server.url, `/dev/outbox?to=853${num}`)).toHaveLength(1);
});

test('bad numbers are a 400/601, never a code', async () => {
  expect((await call(server.url, '/api/verificationCode/abc', { language: 'en_us', headers: WIDGET })).body).toEqual({ code: 601, message: 'Digits only' });
  // A mainland number must start with 1: the message says so, as the phone input does.
  expect((await call(server.url, '/api/verificationCode/8623456789', { language: 'en_us', headers: WIDGET })).body).toEqual({ code: 601, message: 'Mainland China numbers start with 1' });
});

test('GET token/{mobile} answers a token in test mode', async () => {
  const t = await value(server.url, '/api/token/85366001234');
  expect(await value(server.url, '/api/ticket/count', { token: t.jwt })).toEqual({ count: 0 });
});

describe('codes per client address', () => {
  // Three codes an hour per address here (the default is higher), to reach the limit quickly.
  const LIMIT = 3;
  let direct: TestServer;
  let proxied: TestServer;
  beforeAll(async () => {
    [direct, proxied] = await Promise.all([
      startTestServer({ clock: TEST_CLOCK, background: false, smsCodesPerAddressPerHour: LIMIT }),
      startTestServer({ clock: TEST_CLOCK, background: false, smsCodesPerAddressPerHour: LIMIT, smsWrongCodesPerAddressPerHour: LIMIT, trustProxy: true }),
    ]);
  });
  afterAll(async () => {
    await direct?.close();
    await proxied?.close();
  });
  const askFrom = (s: TestServer, num: string, forwardedFor?: string) =>
    call(s.url, `/api/verificationCode/853${num}`, { language: 'en_us', headers: { ...WIDGET, ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}) } });
  const move = (s: TestServer, seconds: number) => s.clock.set(new Date(s.clock.now().getTime() + seconds * 1000));

  test('one address gets 3 codes an hour, whatever the numbers and whatever X-Forwarded-For says: then 429 with Retry-After', async () => {
    for (let i = 0; i < LIMIT; i++) {
      expect((await askFrom(direct, freshNumber(), `198.51.100.${i}`)).status).toBe(200);
      move(direct, 600);
    }
    const refused = await askFrom(direct, freshNumber(), '198.51.100.99');
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ code: 602, message: 'Too many codes asked for from this network; please try again later' });
    // The first of the three was asked 30 minutes ago: one more is allowed in 30 minutes.
    expect(refused.headers.get('retry-after')).toBe('1800');
    move(direct, 1800);
    expect((await askFrom(direct, freshNumber())).status).toBe(200);
  });

  test('behind a trusted proxy (TRUST_PROXY=1) each address the proxy names counts on its own; what the client put before it does not', async () => {
    for (let i = 0; i < LIMIT; i++) expect((await askFrom(proxied, freshNumber(), '203.0.113.5')).status).toBe(200);
    expect((await askFrom(proxied, freshNumber(), '203.0.113.5')).status).toBe(429);
    expect((await askFrom(proxied, freshNumber(), '10.9.9.9, 203.0.113.5')).status).toBe(429);
    expect((await askFrom(proxied, freshNumber(), '203.0.113.6')).status).toBe(200);
  });

  test('wrong codes on POST valid are counted per address too: 3 an hour here, whatever the numbers; then 429 for that address only', async () => {
    const checkFrom = (num: string, forwardedFor: string) =>
      call(proxied.url, '/api/valid', { body: { areaCode: '853', mobileNumber: num, token: '000000' }, language: 'en_us', headers: { 'x-forwarded-for': forwardedFor } });
    const numbers = [freshNumber(), freshNumber(), freshNumber(), freshNumber()];
    for (const num of numbers) expect((await askFrom(proxied, num, `203.0.113.${40 + numbers.indexOf(num)}`)).status).toBe(200);
    const codes = await Promise.all(numbers.map(async (num) => (await value(proxied.url, `/dev/outbox?to=853${num}`))[0].code as string));
    for (let i = 0; i < LIMIT; i++) {
      const wrongCode = codes[i] === '000000' ? '111111' : '000000';
      const answer = await call(proxied.url, '/api/valid', { body: { areaCode: '853', mobileNumber: numbers[i], token: wrongCode }, language: 'en_us', headers: { 'x-forwarded-for': '203.0.113.77' } });
      expect(answer.status).toBe(400);
    }
    const fourth = await checkFrom(numbers[3]!, '203.0.113.77');
    expect([fourth.status, fourth.body]).toEqual([429, { code: 602, message: 'Too many wrong codes from this network; please try again later' }]);
    // An hour after the first wrong code, less the real seconds the clock ran meanwhile.
    expect(Number(fourth.headers.get('retry-after'))).toBeGreaterThan(3540);
    expect(Number(fourth.headers.get('retry-after'))).toBeLessThanOrEqual(3600);
    // The same number and its right code from another address: signed in.
    const right = await call(proxied.url, '/api/valid', { body: { areaCode: '853', mobileNumber: numbers[3], token: codes[3] }, headers: { 'x-forwarded-for': '203.0.113.78' } });
    expect(right.status).toBe(200);
  });
});
