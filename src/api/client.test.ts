// The API client against a tiny real HTTP server (node:http on a free port), not a fetch mock:
// every row of docs/behaviour/8-errors.md end to end (the error each answer becomes, with the text the citizen is
// told), the headers of docs/behaviour/7-api.md, retries and the timeout. What the citizen then sees of a call (the
// toast, the spinner) is its caller's: platform/tell-failure.test.ts, use-action.test.tsx. The
// server answers cross-origin (as a real API does for an embedded widget), so the test page's
// preflight requests are left out of the counts.
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import { serverMessage602, systemError601, TEXTS, type Texts } from '../../test/unit-support/http-failure.fixture.ts';
import { LANGUAGES, type Lang } from '../common/languages.ts';
import { ApiError, isAbortError } from './api-error.ts';
import { createApi, type ApiOptions } from './client.ts';
import { hangUp, json, later, ok, plain, silent, startFixtureServer, type FixtureServer, type Handler, type Seen } from '../../test/unit-support/http-server.fixture.ts';
import { API_TIMEOUT_MS } from './transport.ts';

let server: FixtureServer;
let origin: string;
let seen: Seen[] = [];
let handler: Handler;

beforeAll(async () => {
  server = await startFixtureServer((req, res, entry) => {
    seen.push(entry);
    handler(req, res, entry);
  });
  origin = server.origin;
});

afterEach(() => {
  seen = [];
  server.closeConnections();
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => true });
});

afterAll(() => server.close());

function setup(overrides: Partial<ApiOptions> & { language?: Lang; token?: string | null } = {}) {
  let language: Lang = overrides.language ?? 'en_us';
  const token = overrides.token === undefined ? 'tok-123' : overrides.token;
  const api = createApi({
    baseURL: `${origin}/api`,
    platform: 'PCWeb',
    getLanguage: () => language,
    getToken: () => token,
    ...overrides,
  });
  return { api, setLanguage: (lang: Lang) => (language = lang) };
}

async function failureOf(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('docs/behaviour/7-api.md headers on every request', () => {
  test('content type, bookingSource, Origin-Platform, language, traceId and Authorization are sent', async () => {
    handler = ok([]);
    const { api } = setup({ language: 'pt_pt', platform: 'mobileWeb' });
    await api.catalogue.categories();
    await api.search.search({ euid: null, keyword: 'bi', record: true, remoteCounter: false });
    expect(seen.map((s) => `${s.method} ${s.url}`)).toEqual(['GET /api/booking/categories', 'POST /api/appms/services/keyword']);
    for (const { headers } of seen) {
      expect(headers['content-type']).toBe('application/json');
      expect(headers['bookingsource']).toBe('mobileWeb');
      expect(headers['origin-platform']).toBe('one-account');
      expect(headers['language']).toBe('pt_pt');
      expect(headers['traceid']).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
      expect(headers['authorization']).toBe('Bearer tok-123');
    }
    expect(seen[0]?.headers['traceid']).not.toBe(seen[1]?.headers['traceid']);
    expect(JSON.parse(seen[1]?.body ?? '')).toEqual({ euid: null, keyword: 'bi', record: true, remoteCounter: false });
  });

  test('a token given to the call is sent instead of the stored one (a test token checked before it is kept, a sign-out)', async () => {
    handler = ok(null);
    const { api } = setup();
    await api.account.profile({ token: 'tok-given' });
    await api.account.logout({ token: 'tok-leaving' });
    await api.account.profile();
    expect(seen.filter((r) => r.method !== 'OPTIONS').map((r) => r.headers.authorization)).toEqual(['Bearer tok-given', 'Bearer tok-leaving', 'Bearer tok-123']);
  });

  test('a call in a language of its own (a login coming back in the language it left in): its header and its failure text', async () => {
    handler = json(400, { code: 602, message: 'Código inválido' });
    const { api } = setup({ language: 'zh_hant' });
    const error = await failureOf(api.account.exchangeCode({ code: 'c', url: 'http://x/', codeVerifier: 'v' }, { language: 'pt_pt' }));
    expect(seen.filter((r) => r.method !== 'OPTIONS').map((r) => r.headers.language)).toEqual(['pt_pt']);
    expect(error.text).toBe(serverMessage602('Código inválido').pt_pt);
  });

  test('no Authorization header without a stored token', async () => {
    handler = ok([]);
    const { api } = setup({ token: null });
    await api.catalogue.categories();
    expect(seen[0]?.headers).not.toHaveProperty('authorization');
  });

  test('the language header follows a live language switch', async () => {
    handler = ok([]);
    const { api, setLanguage } = setup({ language: 'zh_hant' });
    await api.catalogue.categories();
    setLanguage('zh_hans');
    await api.catalogue.categories();
    expect(seen.map((s) => s.headers['language'])).toEqual(['zh_hant', 'zh_hans']);
  });
});

describe('paths, queries and the {code, message, value} envelope', () => {
  test('a 200 answer is unwrapped to its value', async () => {
    handler = ok([{ id: 1, name: 'Identity' }]);
    const { api } = setup();
    await expect(api.catalogue.categories()).resolves.toEqual([{ id: 1, name: 'Identity' }]);
  });

  test('a body goes as JSON and asks for JSON back; an answer that names no content type is read as JSON', async () => {
    handler = (_req, res) => res.writeHead(200).end(JSON.stringify({ code: 200, message: 'OK', value: [{ id: 2 }] }));
    const { api } = setup();
    await expect(api.catalogue.categories()).resolves.toEqual([{ id: 2 }]);
    await api.search.search({ euid: null, keyword: 'bi', record: true, remoteCounter: false });
    expect(seen.map((s) => [s.method, s.headers['content-type'], s.headers['accept']])).toEqual([
      ['GET', 'application/json', '*/*'],
      ['POST', 'application/json', 'application/json'],
    ]);
    expect(seen[1]?.body).toBe('{"euid":null,"keyword":"bi","record":true,"remoteCounter":false}');
  });

  test('query values are sent, absent ones are left out', async () => {
    handler = ok([]);
    const { api } = setup();
    await api.catalogue.departments({ remoteCounter: true, euid: null });
    await api.catalogue.departments({ remoteCounter: false });
    await api.favourites.recentlyUsed({ euid: 'e-1' });
    await api.favourites.recentlyUsed({ page: 2, remoteCounter: true });
    expect(seen.map((s) => s.url)).toEqual([
      '/api/booking/departments?remoteCounter=true',
      '/api/booking/departments?remoteCounter=false',
      '/api/history/services?page=0&size=5&euid=e-1',
      '/api/history/services?page=2&size=5&remoteCounter=true',
    ]);
  });

  test('path segments are encoded one by one', async () => {
    handler = ok([]);
    const { api } = setup();
    await api.search.keyword('a/b c?');
    await api.availability.dates({ locationId: 3, serviceId: 7, departmentId: 2, idCard: '1234567(8)' });
    await api.availability.dates({ locationId: 3, serviceId: 7, departmentId: 2 });
    expect(seen.map((s) => s.url)).toEqual([
      '/api/appms/services/keyword/a%2Fb%20c%3F',
      '/api/booking/date/3/7/1234567(8)/2',
      '/api/booking/date/3/7/2',
    ]);
  });
});

type Row = [name: string, answer: Handler, status: number, code: number | undefined, texts: Texts];

const long = 'é'.repeat(150) + 'z'.repeat(50) + 'NEVER SHOWN';

const rows: Row[] = [
  ['400 + code 601 → "system error (601): " + message', json(400, { code: 601, message: 'Bad identity number' }), 400, 601, systemError601('Bad identity number')],
  ['500 + code 601 → first 200 characters of the message', json(500, { code: 601, message: long }), 500, 601, systemError601('é'.repeat(150) + 'z'.repeat(50))],
  ['400 + code 602 → server message + " (602)"', json(400, { code: 602, message: 'Slot full' }), 400, 602, serverMessage602('Slot full')],
  ['500 + code 602 → server message + " (602)"', json(500, { code: 602, message: 'Queue closed' }), 500, 602, serverMessage602('Queue closed')],
  ['400 + code 603 → "system error (603)"', json(400, { code: 603, message: 'x' }), 400, 603, TEXTS.systemError603],
  ['500 + code 603 → "system error (603)"', json(500, { code: 603, message: 'x' }), 500, 603, TEXTS.systemError603],
  ['plain 400 → "400 Bad Request"', plain(400, 'Bad Request'), 400, undefined, TEXTS.badRequest],
  ['plain 500 → server busy', plain(500), 500, undefined, TEXTS.serverBusy],
  ['401 → unauthorized', plain(401, 'Unauthorized'), 401, undefined, TEXTS.unauthorized],
  ['403 → unauthorized', plain(403, 'Forbidden'), 403, undefined, TEXTS.unauthorized],
  ['404 → resource not found', plain(404, 'Not Found'), 404, undefined, TEXTS.notFound],
  ['410 → function not available', plain(410, 'Gone'), 410, undefined, TEXTS.unavailable],
  ['other status (418) → server busy', plain(418), 418, undefined, TEXTS.serverBusy],
  ['other status (503) → server busy', json(503, { code: 602, message: 'x' }), 503, 602, TEXTS.serverBusy],
];

describe('docs/behaviour/8-errors.md (HTTP handling), end to end', () => {
  test.each(rows)('%s, in all four languages: the text the citizen is told', async (_name, answer, status, code, texts) => {
    handler = answer;
    for (const language of LANGUAGES) {
      const { api } = setup({ language });
      const error = await failureOf(api.catalogue.categories());
      expect({ status: error.status, code: error.code, text: error.text }).toEqual({ status, code, text: texts[language] });
    }
  });

  test('204 → resolves with nothing (its success toast is the caller\'s)', async () => {
    handler = (_req, res) => res.writeHead(204).end();
    const { api } = setup();
    await expect(api.favourites.remove(9)).resolves.toBeUndefined();
    await expect(api.tickets.cancel(41)).resolves.toBeUndefined();
    expect(seen.map((s) => `${s.method} ${s.url}`)).toEqual(['DELETE /api/favourite/9', 'DELETE /api/favourite/tickets/41']);
  });

  test('the error keeps the server message and the Retry-After seconds', async () => {
    handler = json(400, { code: 602, message: 'Wait 42 s' }, { 'Retry-After': '42' });
    const { api } = setup();
    const error = await failureOf(api.account.checkCode({ areaCode: '853', mobileNumber: '66123456', token: '000000' }));
    expect(error).toMatchObject({ messageKey: 'messages.network.serverMessage602', serverMessage: 'Wait 42 s', retryAfterSeconds: 42 });
    expect(error.params).toEqual({ message: 'Wait 42 s' });
  });

  test('Retry-After as an HTTP date becomes the seconds left', async () => {
    const at = new Date(Date.now() + 30_000).toUTCString();
    handler = json(400, { code: 602, message: 'Wait' }, { 'Retry-After': at });
    const { api } = setup();
    const error = await failureOf(api.catalogue.categories());
    expect(error.retryAfterSeconds).toBeGreaterThanOrEqual(28);
    expect(error.retryAfterSeconds).toBeLessThanOrEqual(30);
  });

  test('send-code failure: the server message as it is, for the button to show (docs/behaviour/4-states.md), and its wait', async () => {
    handler = later(100, json(400, { code: 602, message: 'Wait 42 s' }, { 'Retry-After': '42' }));
    const { api } = setup();
    const error = await failureOf(api.account.sendCode('85366123456'));
    expect(error).toMatchObject({ serverMessage: 'Wait 42 s', retryAfterSeconds: 42, text: 'Wait 42 s (602)' });
    expect(seen.map((s) => s.url)).toEqual(['/api/verificationCode/85366123456']);
  });

  test('a refusal that names a field (a booking past the citizen\'s share) keeps it on the error, for the form (docs/abuse-resistance.md)', async () => {
    handler = json(400, { code: 602, message: 'You already have 2 bookings', field: 'bookingDate' });
    const { api } = setup();
    const error = await failureOf(api.catalogue.categories());
    expect(error).toMatchObject({ code: 602, field: 'bookingDate', text: 'You already have 2 bookings (602)' });
    handler = json(400, { code: 602, message: 'Full' });
    expect((await failureOf(api.catalogue.categories())).field).toBeUndefined();
  });

  test('a code request carries bookingSource, which no cross-site simple request can, and a queue ticket\'s code says its purpose (docs/abuse-resistance.md)', async () => {
    handler = json(200, { code: 200, message: 'OK', value: { expiresIn: 300, resendIn: 60 } });
    const { api } = setup();
    await api.account.sendCode('85366123456');
    await api.account.sendCode('85366123456', { purpose: 'ticket' });
    expect(seen.map((s) => `${s.url} ${s.headers['bookingsource']}`)).toEqual([
      '/api/verificationCode/85366123456 PCWeb',
      '/api/verificationCode/85366123456?purpose=ticket PCWeb',
    ]);
  });

  describe('docs/abuse-resistance.md (Proof of work): a refusal with a challenge', () => {
    const CHALLENGE = { code: 602, message: 'A short security check is needed first', altcha: { algorithm: 'SHA-256', challenge: 'ab'.repeat(32), maxnumber: 10, salt: 's?expires=1&', signature: 'cd'.repeat(32) } };
    /** Challenges the first request, answers the ones that carry a solution. */
    const challengeThenOk: Handler = (req, res, entry) => (entry.headers['altcha'] ? ok({ expiresIn: 300 }) : json(403, CHALLENGE))(req, res, entry);

    test('is solved and the same request sent again with the solution in Altcha, once; "checking" spans the solving', async () => {
      handler = challengeThenOk;
      const events: string[] = [];
      const { api } = setup({
        onChallenge: () => {
          events.push('checking');
          return () => events.push('checked');
        },
        solveChallenge: async (refusal) => {
          events.push(`solve ${JSON.stringify((refusal as typeof CHALLENGE).altcha.salt)}`);
          return 'the-solution';
        },
      });
      expect(await api.account.sendCode('85366123456')).toEqual({ expiresIn: 300 });
      expect(events).toEqual(['checking', 'solve "s?expires=1&"', 'checked']);
      expect(seen.map((s) => `${s.method} ${s.url} ${s.headers['altcha'] ?? '-'} ${s.headers['bookingsource']}`)).toEqual([
        'GET /api/verificationCode/85366123456 - PCWeb',
        'GET /api/verificationCode/85366123456 the-solution PCWeb',
      ]);
    });

    test('a POST is sent again with its body', async () => {
      handler = challengeThenOk;
      const { api } = setup({ solveChallenge: async () => 'the-solution' });
      await api.account.checkCode({ areaCode: '853', mobileNumber: '66123456', token: '123456' });
      expect(seen.map((s) => `${s.method} ${s.body} ${s.headers['altcha'] ?? '-'}`)).toEqual([
        'POST {"areaCode":"853","mobileNumber":"66123456","token":"123456"} -',
        'POST {"areaCode":"853","mobileNumber":"66123456","token":"123456"} the-solution',
      ]);
    });

    test('challenged again after solving, or unsolvable here: the refusal with its message, no third request', async () => {
      handler = json(403, CHALLENGE);
      const { api } = setup({ solveChallenge: async () => 'the-solution' });
      expect((await failureOf(api.account.sendCode('85366123456'))).serverMessage).toBe('A short security check is needed first');
      expect(seen).toHaveLength(2);
      seen = [];
      const unsolvable = setup({ solveChallenge: () => Promise.reject(new TypeError('crypto.subtle is undefined')) });
      expect(await failureOf(unsolvable.api.account.sendCode('85366123456'))).toMatchObject({ status: 403, serverMessage: 'A short security check is needed first' });
      expect(seen).toHaveLength(1);
    });

    test('a refusal without one (any backend that never asks) is not solved: nothing more is sent', async () => {
      handler = json(403, { code: 602, message: 'No' });
      let asked = 0;
      const { api } = setup({ solveChallenge: async () => `solution ${++asked}` });
      await failureOf(api.account.sendCode('85366123456'));
      expect([asked, seen.length]).toEqual([0, 1]);
    });
  });

  test('docs/behaviour/9-constants.md: the API timeout is 60 s', () => {
    expect(API_TIMEOUT_MS).toBe(60_000);
  });

  test('a text body (a proxy error page) is never taken as the server message', async () => {
    handler = plain(502, '<html><body><h1>502 Bad Gateway</h1></body></html>');
    const { api } = setup();
    const error = await failureOf(api.catalogue.categories());
    expect({ status: error.status, text: error.text, serverMessage: error.serverMessage }).toEqual({
      status: 502,
      text: TEXTS.serverBusy.en_us,
      serverMessage: undefined,
    });
  });

  test('timeout → timeout message, status 0', async () => {
    handler = silent;
    for (const language of ['en_us', 'zh_hant'] as const) {
      const { api } = setup({ language, timeoutMs: 100 });
      const error = await failureOf(api.catalogue.categories());
      expect({ status: error.status, text: error.text }).toEqual({ status: 0, text: TEXTS.timeout[language] });
    }
    // A GET that timed out is not sent again: one request per language.
    expect(seen).toHaveLength(2);
  });

  test('failed to connect → failed-to-connect message', async () => {
    const { api } = setup({ baseURL: 'http://127.0.0.1:9/api' });
    const error = await failureOf(api.catalogue.categories());
    expect({ status: error.status, text: error.text }).toEqual({ status: 0, text: TEXTS.connectFailed.en_us });
  });

  test('offline (navigator.onLine false) → offline network message', async () => {
    Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => false });
    const { api } = setup({ baseURL: 'http://127.0.0.1:9/api', language: 'pt_pt' });
    const error = await failureOf(api.catalogue.categories());
    expect(error.text).toBe(TEXTS.offline.pt_pt);
  });
});

describe('aborting a call (AbortSignal)', () => {
  /** Holds each request until the test ends; notes when the client gave up on it. */
  let closed: string[] = [];
  const hold: Handler = (req, res) => res.on('close', () => closed.push(req.url ?? ''));
  afterEach(() => {
    closed = [];
  });

  async function abortedWith(promise: Promise<unknown>): Promise<unknown> {
    const error = await promise.then(
      () => null,
      (e: unknown) => e,
    );
    expect(isAbortError(error)).toBe(true);
    return error;
  }

  test('aborted while the server holds it: rejects with an AbortError (no ApiError, so nothing to tell), the connection is dropped', async () => {
    handler = hold;
    const { api } = setup();
    const controller = new AbortController();
    const call = api.catalogue.categories({ signal: controller.signal });
    await expect.poll(() => seen.length).toBe(1);
    controller.abort();
    const error = await abortedWith(call);
    expect(error).not.toBeInstanceOf(ApiError);
    await expect.poll(() => closed).toEqual(['/api/booking/categories']);
  });

  test('a POST aborted in flight is not sent again', async () => {
    handler = hold;
    const { api } = setup();
    const controller = new AbortController();
    const call = api.booking.book(reservation, { idempotencyKey: 'b-1', signal: controller.signal });
    await expect.poll(() => seen.length).toBe(1);
    controller.abort();
    const error = await abortedWith(call);
    expect(error).not.toBeInstanceOf(ApiError);
    expect(seen).toHaveLength(1);
  });

  test('already aborted: nothing is sent', async () => {
    handler = ok([]);
    const { api } = setup();
    await abortedWith(api.catalogue.guides({ signal: AbortSignal.abort() }));
    expect(seen).toEqual([]);
  });

  test('with a signal that never aborts, the 60 s timeout (here 100 ms) still applies', async () => {
    handler = silent;
    const { api } = setup({ timeoutMs: 100 });
    const error = await failureOf(api.catalogue.guides({ signal: new AbortController().signal }));
    expect(error.text).toBe(TEXTS.timeout.en_us);
  });
});

describe('retries: POST, PUT and DELETE never, GET once on a network failure', () => {
  test.each([
    ['POST booking/webJetton', (api: ReturnType<typeof setup>['api']) => api.booking.book(reservation, { idempotencyKey: 'b-1' })],
    ['PUT booking/updateTicket', (api: ReturnType<typeof setup>['api']) => api.booking.update({ ...reservation, id: 5 }, { idempotencyKey: 'u-1' })],
    ['DELETE favourite/tickets/{id}', (api: ReturnType<typeof setup>['api']) => api.tickets.cancel(5)],
    ['POST queue/requestQueueTicket', (api: ReturnType<typeof setup>['api']) => api.queue.requestTicket(queueRequest, { idempotencyKey: 'q-1' })],
  ])('%s: a 500 and a dropped connection each reach the server once', async (_name, send) => {
    const { api } = setup();
    handler = json(500, { code: 603, message: 'x' });
    await failureOf(send(api));
    expect(seen).toHaveLength(1);
    seen = [];
    handler = hangUp;
    const error = await failureOf(send(api));
    expect(error.text).toBe(TEXTS.connectFailed.en_us);
    expect(seen).toHaveLength(1);
  });

  test('GET: a dropped connection is tried once more, then answers', async () => {
    let calls = 0;
    handler = (req, res, s) => (++calls === 1 ? hangUp(req, res, s) : ok(['second'])(req, res, s));
    const { api } = setup();
    await expect(api.catalogue.categories()).resolves.toEqual(['second']);
    expect(seen).toHaveLength(2);
  });

  test('GET: only once more, then the failure shows', async () => {
    handler = hangUp;
    const { api } = setup();
    await failureOf(api.catalogue.categories());
    expect(seen).toHaveLength(2);
  });

  test('GET: an HTTP 500 is not retried', async () => {
    handler = plain(500);
    const { api } = setup();
    await failureOf(api.catalogue.categories());
    expect(seen).toHaveLength(1);
  });
});

const reservation = {
  departmentId: 1,
  departmentCode: 'DSI',
  locationId: 2,
  serviceId: 3,
  bookingDate: '02/12/2026',
  bookingTime: '10:30',
  identifyNo: '12345678',
  contactType: 'phone',
  mobNum: '66123456',
  mobArea: '853',
  contactEmail: null,
  otherContact: null,
};
const queueRequest = { locationId: 2, serviceId: 3, mobArea: '853', mobNum: '66123456', messageCode: '123456' };

describe('Idempotency-Key on webJetton, updateTicket and requestQueueTicket', () => {
  test('the key the caller keeps is sent again on the citizen retry', async () => {
    handler = ok({ id: 1 });
    const { api } = setup();
    await api.booking.book(reservation, { idempotencyKey: 'attempt-1' });
    await api.booking.book(reservation, { idempotencyKey: 'attempt-1' });
    await api.booking.update({ ...reservation, id: 1 }, { idempotencyKey: 'move-1' });
    await api.queue.requestTicket(queueRequest, { idempotencyKey: 'q-1' });
    expect(seen.map((s) => s.headers['idempotency-key'])).toEqual(['attempt-1', 'attempt-1', 'move-1', 'q-1']);
    expect(JSON.parse(seen[0]?.body ?? '')).toEqual(reservation);
  });

  test('other calls carry none', async () => {
    handler = ok({ id: 1 });
    const { api } = setup();
    await api.booking.registerTicket({ mobArea: '853', mobNum: '66123456', qrcodeContent: 'x' });
    await api.tickets.cancel(1);
    expect(seen.map((s) => s.headers['idempotency-key'])).toEqual([undefined, undefined]);
  });
});

describe('the calls whose failures the product ignores still say what went wrong (their callers show nothing)', () => {
  const ignoredCalls: Array<[string, (api: ReturnType<typeof setup>['api']) => Promise<unknown>]> = [
    ['counterInfo', (api) => api.queue.counterInfo(2, 3)],
    ['waitingInfo', (api) => api.queue.waitingInfo(7)],
    ['ticket count', (api) => api.tickets.count({ euid: 'e' })],
    ['memo add', (api) => api.tickets.addMemo('e', 7)],
    ['memo delete', (api) => api.tickets.removeMemo(7)],
    ['favourite add', (api) => api.favourites.add({ mobNum: '66123456', serviceId: 3, locationId: 2, type: 'QUEUE' })],
  ];

  test.each(ignoredCalls)('%s: a failure rejects with its ApiError', async (_name, send) => {
    handler = later(120, json(500, { code: 603, message: 'x' }));
    const { api } = setup();
    const error = await failureOf(send(api));
    expect(error.text).toBe(TEXTS.systemError603.en_us);
  });
});
