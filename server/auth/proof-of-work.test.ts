// The proof-of-work challenge (docs/abuse-resistance.md "Proof of work"): asked for only past the
// risk rules' thresholds (an address's share of SMS, the service's, many wrong codes), solved as
// altcha-lib's own solver does, accepted once, refused when wrong, expired or replayed. Each test
// starts an hour later on the server clock (CLOCK), so the hourly windows start empty.
import { solveChallenge } from 'altcha-lib/v1';
import { afterAll, beforeAll, beforeEach, expect, test } from 'vitest';
import { call, value } from '../test-support/http.ts';
import { startTestServer, type TestServer } from '../test-support/test-server.ts';
import { TEST_CLOCK } from '../booking/test-kit.ts';

/** Small thresholds, so that crossing one takes a few requests. */
const RULES = { challengeCodesPerAddressPerHour: 2, challengeSmsPerHour: 6, challengeWrongCodes: 2, challengeMaxNumber: 2_000 };

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ clock: TEST_CLOCK, background: false, trustProxy: true, ...RULES });
});
afterAll(async () => server?.close());

const later = (seconds: number) => server.clock.set(new Date(server.clock.now().getTime() + seconds * 1000));
beforeEach(() => later(3600));

let n = 0;
/** A fresh number (and prefix) per request: the per-number and per-prefix rules stay out of the way. */
const freshNumber = () => `66${String(100 + ++n).padStart(3, '0')}123`;
let a = 0;
const freshAddress = () => `198.51.100.${++a}`;

interface AltchaChallenge { algorithm: string; challenge: string; maxnumber: number; salt: string; signature: string }
interface Refused { code: number; message: string; altcha?: AltchaChallenge }

const ask = (num: string, from: string, solution?: string) =>
  call<Refused>(server.url, `/api/verificationCode/853${num}`, {
    language: 'en_us',
    headers: { bookingSource: 'PCWeb', 'x-forwarded-for': from, ...(solution ? { Altcha: solution } : {}) },
  });
const check = (num: string, code: string, from: string, solution?: string) =>
  call<Refused>(server.url, '/api/valid', {
    body: { areaCode: '853', mobileNumber: num, token: code },
    language: 'en_us',
    headers: { 'x-forwarded-for': from, ...(solution ? { Altcha: solution } : {}) },
  });
const sentTo = async (num: string) => (await value(server.url, `/dev/outbox?to=853${num}`)) as Array<{ code: string }>;

/** The solution as the widget sends it: ALTCHA's payload, JSON in base64. */
async function solve(challenge: AltchaChallenge | undefined, number?: number): Promise<string> {
  if (!challenge) throw new Error('no challenge in the answer');
  const found = number ?? (await solveChallenge(challenge.challenge, challenge.salt, challenge.algorithm, challenge.maxnumber).promise)?.number;
  const { algorithm, salt, signature } = challenge;
  return Buffer.from(JSON.stringify({ algorithm, challenge: challenge.challenge, number: found, salt, signature })).toString('base64');
}

const CHALLENGE = {
  code: 602,
  message: 'A short security check is needed first; please try again',
  altcha: { algorithm: 'SHA-256', challenge: expect.stringMatching(/^[0-9a-f]{64}$/), maxnumber: RULES.challengeMaxNumber, salt: expect.stringMatching(/\?expires=\d+&$/), signature: expect.stringMatching(/^[0-9a-f]{64}$/) },
};

test('below the thresholds no challenge: an address\'s first 2 codes of the hour are sent as they are asked for', async () => {
  const from = freshAddress();
  for (const num of [freshNumber(), freshNumber()]) {
    const sent = await ask(num, from);
    expect([sent.status, sent.body]).toEqual([200, expect.objectContaining({ code: 200 })]);
    expect(await sentTo(num)).toHaveLength(1);
  }
});

test('past an address\'s 2 codes an hour: 403 with a signed challenge and nothing sent; solved, the same request sends the code, once', async () => {
  const from = freshAddress();
  await ask(freshNumber(), from);
  await ask(freshNumber(), from);
  const num = freshNumber();
  const asked = await ask(num, from);
  expect([asked.status, asked.body]).toEqual([403, CHALLENGE]);
  expect(await sentTo(num)).toEqual([]);
  const solution = await solve(asked.body.altcha);
  const solved = await ask(num, from, solution);
  expect(solved.status).toBe(200);
  expect(await sentTo(num)).toHaveLength(1);
  // The same solution again, for another number: spent.
  const other = freshNumber();
  const replayed = await ask(other, from, solution);
  expect([replayed.status, replayed.body]).toEqual([403, { code: 602, message: 'This security check was already used; please try again' }]);
  expect(await sentTo(other)).toEqual([]);
  // Another address is not touched.
  expect((await ask(freshNumber(), freshAddress())).status).toBe(200);
});

test('past the service\'s 6 SMS an hour: every code request is challenged, from any address', async () => {
  for (let i = 0; i < RULES.challengeSmsPerHour; i++) expect((await ask(freshNumber(), freshAddress())).status).toBe(200);
  const num = freshNumber();
  const from = freshAddress();
  const asked = await ask(num, from);
  expect([asked.status, asked.body]).toEqual([403, CHALLENGE]);
  expect(await sentTo(num)).toEqual([]);
  expect((await ask(num, from, await solve(asked.body.altcha))).status).toBe(200);
  expect(await sentTo(num)).toHaveLength(1);
});

test('after 2 wrong codes for a number: its code check is challenged, even with the right code and from another address, and so is its next code request', async () => {
  const num = freshNumber();
  const from = freshAddress();
  await ask(num, from);
  const [{ code }] = await sentTo(num) as [{ code: string }];
  const wrong = code === '000000' ? '111111' : '000000';
  expect((await check(num, wrong, from)).status).toBe(400);
  expect((await check(num, wrong, from)).status).toBe(400);
  const elsewhere = freshAddress();
  const asked = await check(num, code, elsewhere);
  expect([asked.status, asked.body]).toEqual([403, CHALLENGE]);
  const solved = await check(num, code, elsewhere, await solve(asked.body.altcha));
  expect(solved.status).toBe(200);
  expect(solved.body).toMatchObject({ value: { jwt: expect.any(String) } });
  later(61);
  expect(await ask(num, freshAddress())).toMatchObject({ status: 403, body: CHALLENGE });
});

test('after 2 wrong codes from an address (an hour): its checks of any number are challenged', async () => {
  const from = freshAddress();
  for (const num of [freshNumber(), freshNumber()]) {
    // A number without a live code has nothing to guess: only a wrong code of a live one counts.
    await ask(num, freshAddress());
    const wrong = (await sentTo(num))[0]!.code === '000000' ? '111111' : '000000';
    expect((await check(num, wrong, from)).status).toBe(400);
  }
  const num = freshNumber();
  await ask(num, freshAddress());
  const asked = await check(num, (await sentTo(num))[0]!.code, from);
  expect([asked.status, asked.body]).toEqual([403, CHALLENGE]);
});

test('a wrong solution is 400/601 and sends nothing: a wrong number, a changed signature or salt, a foreign algorithm, not ALTCHA at all', async () => {
  const from = freshAddress();
  await ask(freshNumber(), from);
  await ask(freshNumber(), from);
  const num = freshNumber();
  const { altcha } = (await ask(num, from)).body;
  const right = JSON.parse(Buffer.from(await solve(altcha), 'base64').toString()) as { number: number };
  const encode = (payload: object) => Buffer.from(JSON.stringify(payload)).toString('base64');
  const wrongs = [
    await solve(altcha, (right.number + 1) % (RULES.challengeMaxNumber + 1)),
    encode({ ...right, signature: '0'.repeat(64) }),
    encode({ ...right, salt: `${altcha!.salt.split('?')[0]}?expires=9999999999&` }),
    encode({ ...right, algorithm: 'SHA-1' }),
    'not-altcha',
  ];
  for (const solution of wrongs) {
    const refused = await ask(num, from, solution);
    expect([refused.status, refused.body]).toEqual([400, { code: 601, message: 'The security check did not pass; please try again' }]);
  }
  expect(await sentTo(num)).toEqual([]);
  // The right one still works: a wrong try does not spend the challenge.
  expect((await ask(num, from, encode(right))).status).toBe(200);
});

test('a solution sent after its challenge\'s 120 s on the server clock is 403 expired, and sends nothing', async () => {
  const from = freshAddress();
  await ask(freshNumber(), from);
  await ask(freshNumber(), from);
  const num = freshNumber();
  const solution = await solve((await ask(num, from)).body.altcha);
  later(121);
  const expired = await ask(num, from, solution);
  expect([expired.status, expired.body]).toEqual([403, { code: 602, message: 'The security check has expired; please try again' }]);
  expect(await sentTo(num)).toEqual([]);
});

test('spent solutions are kept until their challenge expires, then purged', async () => {
  const { purgeExpired } = await import('../retention.ts');
  const spent = async () => (await server.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM altcha_spent`))[0]!.n;
  expect(await spent()).toBeGreaterThan(0);
  await purgeExpired(server.db, server.clock);
  expect(await spent()).toBe(0);
});
