// Whatever the body, no POST or PUT call of docs/behaviour/7-api.md answers 5xx: at least 1,000 malformed
// bodies (invalid JSON, wrong JSON types, wrong field types, NUL characters, huge strings,
// injection attempts, unknown ids), with and without a valid token, across every call.
import { afterAll, beforeAll, expect, test } from 'vitest';
import { issueToken } from './auth/token.ts';
import { startTestServer, type TestServer } from './test-support/test-server.ts';

/** Every POST and PUT of docs/behaviour/7-api.md (the catalogue side and the booking side). */
const CALLS: Array<[method: 'POST' | 'PUT', path: string]> = [
  ['POST', '/api/booking/showGrayTestFunc'],
  ['POST', '/api/booking/time'],
  ['POST', '/api/booking/webJetton'],
  ['PUT', '/api/booking/updateTicket'],
  ['POST', '/api/queue/requestQueueTicket'],
  ['POST', '/api/booking/checkParameter'],
  ['POST', '/api/booking/registerTicket'],
  ['POST', '/api/booking/recommendTimes'],
  ['POST', '/api/favourite'],
  ['POST', '/api/favourite/memo'],
  ['POST', '/api/appms/services/keyword'],
  ['POST', '/api/appms/getSearchRecords'],
  ['POST', '/api/valid'],
  ['POST', '/api/getAccessToken'],
  ['POST', '/api/app/consent'],
];

const FIELDS = [
  'euid', 'locationId', 'serviceId', 'departmentId', 'departmentCode', 'bookingDate', 'bookingTime', 'idCard', 'identifyNo',
  'contactType', 'mobNum', 'mobArea', 'contactEmail', 'otherContact', 'id', 'parameter1', 'parameter2', 'parameter3',
  'cntToAlert', 'messageCode', 'ticketId', 'qrcodeContent', 'keyword', 'record', 'remoteCounter', 'areaCode', 'mobileNumber',
  'token', 'code', 'url', 'codeVerifier', 'account', 'deviceId', 'type', 'ticketType',
];

const NASTY_VALUES: unknown[] = [
  null, true, false, 0, -1, 1.5, 1e308, -1e308, Number.MAX_SAFE_INTEGER, 2 ** 31, '2147483648', '', ' ', '\u0000', 'a\u0000b',
  'x'.repeat(10_000), '9'.repeat(400), "'; DROP TABLE services; --", '1 OR 1=1', '<script>alert(1)</script>', '../../etc/passwd',
  '%00', '\uD800', '😀'.repeat(50), '32/13/2026', '2026-02-30', '25:61', '99:99', '00/00/0000', '31/12/9999', '01/01/1899',
  [], [1, 2], ['a'], {}, { a: 1 }, { mobArea: '853', mobNum: '1' }, { __proto__: { polluted: true } }, [[[[[]]]]],
  '853', '66123456', '12345678', '201', '3002', 'QUEUE', 'RESERCATION', 'NaN', 'Infinity', '-0', '0x10', '1e3',
];

// A small deterministic generator so a failure is reproducible.
function rng(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

function bodies(count: number, seed: number): string[] {
  const random = rng(seed);
  const pick = <T,>(list: T[]) => list[Math.floor(random() * list.length)]!;
  const fixed = [
    '', '{', '}', '{"a":', 'null', 'true', '42', '"text"', '[]', '[{}]', '{"serviceId":}', '\u0000', '{"a":1}{"b":2}',
    `{"keyword":"${'\\u0000'.repeat(10)}"}`, JSON.stringify({ a: 'x'.repeat(60_000) }), '{"__proto__":{"x":1}}',
    '{"constructor":{"prototype":{"x":1}}}', '{'.repeat(5000), JSON.stringify(Array(5000).fill(0)),
  ];
  const out = [...fixed];
  while (out.length < count) {
    const body: Record<string, unknown> = {};
    const n = 1 + Math.floor(random() * 12);
    for (let i = 0; i < n; i++) body[pick(FIELDS)] = pick(NASTY_VALUES);
    // Some bodies are almost right, so validation deeper in each call is reached.
    if (random() < 0.3) Object.assign(body, { serviceId: 3002, locationId: 201, departmentId: 101, mobArea: '853', mobNum: '66123456' });
    out.push(JSON.stringify(body));
  }
  return out;
}

let server: TestServer;
let token: string;

beforeAll(async () => {
  server = await startTestServer({ clock: '2026-11-23T02:00:00Z', background: false });
  token = await issueToken(server, { euid: 'MO-0000001', mobArea: '853', mobNum: '66123456', kind: 'oneAccount' });
});
afterAll(() => server?.close());

test('≥1,000 malformed bodies across every POST and PUT: never a 5xx, always a JSON answer', async () => {
  const perCall = 70;
  const jobs: Array<{ method: string; path: string; body: string; auth: boolean }> = [];
  CALLS.forEach(([method, path], i) => {
    bodies(perCall, 1000 + i).forEach((body, j) => jobs.push({ method, path, body, auth: j % 2 === 1 }));
  });
  expect(jobs.length).toBeGreaterThanOrEqual(1000);

  const failures: string[] = [];
  const statuses = new Map<string, Set<number>>();
  const inFlight = 8;
  for (let i = 0; i < jobs.length; i += inFlight) {
    await Promise.all(jobs.slice(i, i + inFlight).map(async ({ method, path, body, auth }) => {
      const headers: Record<string, string> = { 'content-type': 'application/json', language: 'en_us' };
      if (auth) headers.authorization = `Bearer ${token}`;
      const res = await fetch(`${server.url}${path}`, { method, headers, body });
      const text = await res.text();
      const seen = statuses.get(path) ?? new Set<number>();
      seen.add(res.status);
      statuses.set(path, seen);
      if (res.status >= 500) failures.push(`${method} ${path} ${res.status} ← ${body.slice(0, 120)} → ${text.slice(0, 200)}`);
      else if (res.status !== 204) {
        try {
          JSON.parse(text);
        } catch {
          failures.push(`${method} ${path} ${res.status} answered non-JSON: ${text.slice(0, 100)}`);
        }
      }
    }));
  }
  expect(failures).toEqual([]);
  // Each catalogue-side call really validated (400s seen), so the bodies reached its code.
  for (const path of ['/api/booking/showGrayTestFunc', '/api/favourite', '/api/appms/services/keyword', '/api/app/consent']) {
    expect([...statuses.get(path)!]).toContain(400);
  }
});

/** Every catalogue-side GET of docs/behaviour/7-api.md, with {x} where a path segment goes. */
const GET_TEMPLATES = [
  '/api/booking/departments/{x}', '/api/booking/serviceTypes/{x}', '/api/booking/location/{x}', '/api/booking/locations/department/{x}',
  '/api/booking/locations/{x}', '/api/booking/locationService/{x}/{x}', '/api/booking/reservationParameters/{x}',
  '/api/booking/service/id/{x}', '/api/booking/remoteCounterflag/{x}', '/api/favourite/checkService/{x}/{x}', '/api/favourite/check/{x}',
  '/api/favourite/{x}', '/api/appms/services/keyword/{x}', '/api/appms/services/publicService/{x}', '/api/app/location/{x}',
  '/api/app/location/service/{x}/{x}', '/api/app/service/{x}/{x}', '/api/app/serviceType/{x}/{x}', '/api/app/checkConsent/{x}/{x}',
  '/api/app/privacyClause/{x}', '/api/booking/count?remoteCounter={x}&euid={x}', '/api/booking/departments?remoteCounter={x}',
  '/api/history/services?page={x}&size={x}', '/api/appms/services/recommend?keyword={x}', '/map.html?lat={x}&lon={x}&platform={x}',
];
const SEGMENTS = [
  '%00', '%E0%A4%A', '%FF', '..', '%2e%2e%2f%2e%2e', '-1', '0', '1.5', '1e3', '99999999999', '2147483648', 'NaN', '%20', 'x'.repeat(3000),
  encodeURIComponent("'; DROP TABLE services; --"), encodeURIComponent('<script>'), encodeURIComponent('😀'), '3002', '201', 'true',
];

test('catalogue-side GETs with hostile path segments and queries: never a 5xx', async () => {
  const random = rng(7);
  const urls: string[] = [];
  for (const template of GET_TEMPLATES) {
    for (let i = 0; i < 24; i++) urls.push(template.replace(/\{x\}/g, () => SEGMENTS[Math.floor(random() * SEGMENTS.length)]!));
  }
  const failures: string[] = [];
  for (let i = 0; i < urls.length; i += 8) {
    await Promise.all(urls.slice(i, i + 8).map(async (path, j) => {
      const res = await fetch(`${server.url}${path}`, { headers: j % 2 ? { authorization: `Bearer ${token}` } : {} });
      await res.arrayBuffer();
      if (res.status >= 500) failures.push(`GET ${path.slice(0, 120)} → ${res.status}`);
    }));
  }
  expect(urls.length).toBeGreaterThanOrEqual(600);
  expect(failures).toEqual([]);
});
