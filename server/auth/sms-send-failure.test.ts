// A server whose codes go through an HTTP gateway (docs/abuse-resistance.md "Sending"), here a
// stand-in in the test's process: the code it received signs in; a send that fails is a 503 with
// the catalogue's message and keeps nothing (no code, no budget spent), so the citizen may ask again
// at once; a gateway that takes its time holds no other code request. Time moves with the server
// clock (CLOCK); the waits between tries are a millisecond. A server without a gateway outside test
// mode: server/test-mode.test.ts.
import { afterAll, beforeAll, beforeEach, expect, test, vi } from 'vitest';
import { call, value } from '../test-support/http.ts';
import { startStandInGateway, type StandInGateway } from '../test-support/sms-gateway-stand-in.ts';
import { startTestServer, type TestServer } from '../test-support/test-server.ts';
import { TEST_CLOCK } from '../booking/test-kit.ts';

/** Small budgets per client address and per destination prefix, so that spending one shows. */
const PER_ADDRESS = 2;
const PER_PREFIX = 3;
const NOT_SENT = { code: 603, message: 'The SMS could not be sent; please ask for the code again' };

let gateway: StandInGateway;
let server: TestServer;
beforeAll(async () => {
  gateway = await startStandInGateway();
  server = await startTestServer({
    clock: TEST_CLOCK, background: false, trustProxy: true, smsCodesPerAddressPerHour: PER_ADDRESS, smsPerPrefixPerHour: PER_PREFIX,
    smsGatewayUrl: gateway.url, smsGatewayTimeoutMs: 2_000, smsGatewayRetries: 2, smsGatewayBackoffMs: 1,
  });
});
afterAll(async () => {
  await server?.close();
  await gateway?.close();
});
beforeEach(() => gateway.plan());

let n = 0;
/** A fresh number and client address per request, each number of its own destination prefix, so that no test meets another's limits. */
const fresh = () => {
  n += 1;
  return { num: `6${String(n).padStart(3, '0')}1000`, address: `198.51.100.${n}` };
};
const ask = (num: string, address: string, language = 'en_us') =>
  call(server.url, `/api/verificationCode/853${num}`, { language, headers: { bookingSource: 'PCWeb', 'x-forwarded-for': address } });
const check = (num: string, code: string) => call(server.url, '/api/valid', { body: { areaCode: '853', mobileNumber: num, token: code }, language: 'en_us' });
const later = (seconds: number) => server.clock.set(new Date(server.clock.now().getTime() + seconds * 1000));
const rows = async (table: 'sms_codes' | 'sms_sends', num: string) => (await server.db.query(`SELECT 1 FROM ${table} WHERE phone = $1`, [`853${num}`])).length;
/** A failed send logs its reason; the tests that fail sends on purpose keep the console quiet. */
const quietly = async <T>(run: () => Promise<T>): Promise<T> => {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  try {
    return await run();
  } finally {
    warn.mockRestore();
  }
};

test('the code goes to the gateway, in the request\'s language, not to the outbox; the code it received signs in', async () => {
  const { num, address } = fresh();
  expect((await ask(num, address, 'pt_pt')).status).toBe(200);
  const [sms] = gateway.received.map((r) => JSON.parse(r.body) as { to: string; text: string }).filter((m) => m.to === `+853${num}`);
  expect(sms!.text).toMatch(/^\[Balcão online\] O seu código de verificação é \d{6}/);
  expect(await value(server.url, `/dev/outbox?to=853${num}`)).toEqual([]);
  expect((await check(num, gateway.codeSentTo(`853${num}`)!)).status).toBe(200);
});

test('a send the gateway refuses on every try is 503 with the catalogue\'s message in the request\'s language, and keeps no code and no send; asking again at once sends a code that works', async () => {
  const { num, address } = fresh();
  gateway.plan(500, 502, 503);
  const failed = await quietly(() => ask(num, address));
  expect([failed.status, failed.body]).toEqual([503, NOT_SENT]);
  expect(gateway.received.filter((r) => r.body.includes(num))).toHaveLength(3);
  expect([await rows('sms_codes', num), await rows('sms_sends', num)]).toEqual([0, 0]);
  gateway.plan(503, 503, 503);
  const chinese = await quietly(() => ask(num, address, 'zh_hant'));
  expect([chinese.status, chinese.body]).toEqual([503, { code: 603, message: '短訊未能發出，請重新索取驗證碼' }]);

  // No 60 s wait, no budget spent: the next request is sent.
  expect((await ask(num, address)).status).toBe(200);
  expect((await check(num, gateway.codeSentTo(`853${num}`)!)).status).toBe(200);
});

test('a gateway that does not answer: the try ends at the timeout and is made again; all failing, 503, and nothing is kept', async () => {
  const { num, address } = fresh();
  gateway.plan('never', 500, 500);
  const failed = await quietly(() => ask(num, address));
  expect([failed.status, failed.body]).toEqual([503, NOT_SENT]);
  expect([await rows('sms_codes', num), await rows('sms_sends', num)]).toEqual([0, 0]);
}, 10_000);

test('failed sends take nothing from the budgets: after 3 failures an address still gets its 2 codes an hour, and a prefix its 3', async () => {
  const { address } = fresh();
  const prefix = fresh().num.slice(0, 4);
  const numbers = ['1001', '1002', '1003', '1004', '1005', '1006'].map((end) => `${prefix}${end}`);
  gateway.plan(500, 500, 500, 500, 500, 500, 500, 500, 500);
  for (const num of numbers.slice(0, 3)) expect((await quietly(() => ask(num, address))).status).toBe(503);
  expect([(await ask(numbers[0]!, address)).status, (await ask(numbers[1]!, address)).status, (await ask(numbers[2]!, address)).status]).toEqual([200, 200, 429]);
  // The prefix: two sent from the address above, one more from another, then full.
  expect([(await ask(numbers[3]!, fresh().address)).status, (await ask(numbers[4]!, fresh().address)).status]).toEqual([200, 429]);
});

test('a live code sent again whose send fails still works, and gets no more time: it expires 5 minutes after the send that reached the citizen', async () => {
  const first = fresh();
  const second = fresh();
  for (const { num, address } of [first, second]) expect((await ask(num, address)).status).toBe(200);
  const codes = [first, second].map(({ num }) => gateway.codeSentTo(`853${num}`)!);
  later(61);
  gateway.plan(500, 500, 500, 500, 500, 500);
  for (const { num, address } of [first, second]) expect((await quietly(() => ask(num, address))).status).toBe(503);
  expect((await check(first.num, codes[0]!)).status).toBe(200);
  later(240);
  expect((await check(second.num, codes[1]!)).body).toEqual({ code: 602, message: 'The code has expired; please request a new one' });
});

test('a gateway that takes its time holds no other code request: the send happens after the budgets\' lock is released', async () => {
  const slow = fresh();
  const other = fresh();
  gateway.plan('held');
  let answered = false;
  const waiting = ask(slow.num, slow.address).finally(() => (answered = true));
  await expect.poll(() => gateway.received.some((r) => r.body.includes(slow.num))).toBe(true);
  // Meanwhile its code, which the gateway holds, cannot be spent: it is not sent until the gateway says so.
  const code = gateway.codeSentTo(`853${slow.num}`)!;
  expect((await check(slow.num, code)).body).toEqual({ code: 602, message: 'Verification failed' });
  expect((await ask(other.num, other.address)).status).toBe(200);
  // Answered while the first still waits on its one try (the gateway's timeout is 2 s).
  expect([answered, gateway.received.filter((r) => r.body.includes(slow.num)).length]).toEqual([false, 1]);
  gateway.release();
  expect((await waiting).status).toBe(200);
  expect((await check(slow.num, code)).status).toBe(200);
});
