// The strict-contract mode, call by call: every call of docs/behaviour/7-api.md is made against a
// server started with API_CONTRACT=strict, and its answer's fields are compared with the
// contract's list for that call (server/contract/contract-calls.ts): a field the list does not
// name fails, and so does one the list says is always there and the answer lacks.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { s256 } from '../auth/pkce.ts';
import { issueToken } from '../auth/token.ts';
import { TEST_CLOCK, bookableDays, plainOffering, reservation, type PlainOffering } from '../booking/test-kit.ts';
import { call, type CallOptions } from '../test-support/http.ts';
import { startTestServer, type TestServer } from '../test-support/test-server.ts';
import { CONTRACT_CALLS, contractCallOf, type Answer, type Shape } from './contract-calls.ts';

/** A call as the widgets make it: bookingSource on every call (a code request needs it). */
const widgetCall = (baseUrl: string, path: string, opts: CallOptions = {}) =>
  call(baseUrl, path, { ...opts, headers: { bookingSource: 'PCWeb', ...opts.headers } });

/** Where an answer strays from the contract's list: extra fields, and fields always there that are missing. */
function strays(value: unknown, answer: Answer, where = 'value'): string[] {
  if (answer === 'empty') return value === undefined || value === null ? [] : [`${where}: an answer where the contract has none`];
  if (answer === 'scalars') {
    if (!Array.isArray(value)) return [`${where}: not a list`];
    return value.flatMap((item, i) => (item !== null && typeof item === 'object' ? [`${where}[${i}]: an object in a list of plain values`] : []));
  }
  return shapeStrays(value, answer, where);
}

function shapeStrays(value: unknown, shape: Shape, where: string): string[] {
  if (Array.isArray(value)) return value.flatMap((item, i) => shapeStrays(item, shape, `${where}[${i}]`));
  if (value === null || typeof value !== 'object') return [`${where}: ${JSON.stringify(value)} where the contract has an object`];
  const found: string[] = [];
  for (const key of Object.keys(value)) if (!Object.hasOwn(shape, key)) found.push(`${where}.${key}: not in the contract`);
  for (const [key, rule] of Object.entries(shape)) {
    const present = Object.hasOwn(value, key);
    const presence = typeof rule === 'string' ? rule : rule.presence;
    if (!present) {
      if (presence === 'always') found.push(`${where}.${key}: missing, the contract says it is always there`);
      continue;
    }
    const field = (value as Record<string, unknown>)[key];
    if (typeof rule !== 'string' && field !== null) found.push(...shapeStrays(field, rule.fields, `${where}.${key}`));
  }
  return found;
}

interface Sample {
  path: string;
  body?: unknown;
  token?: string;
  /** Lists that must not be empty, so their entries' fields are checked too. */
  nonEmpty?: boolean;
}

let server: TestServer;
let samples: Record<string, () => Promise<Sample>>;

beforeAll(async () => {
  server = await startTestServer({ clock: TEST_CLOCK, background: false, strictContract: true });
  const db = server.db;
  const booking: PlainOffering = await plainOffering(db, 'booking');
  const queue: PlainOffering = await plainOffering(db, 'queue');
  const [day] = await bookableDays(server.url, booking);
  const euid = 'MO-0000001';
  const token = await issueToken(server, { euid, kind: 'oneAccount', mobArea: '853', mobNum: '66123456' });
  const one = async <T>(sql: string, params: unknown[] = []) => (await db.query<T>(sql, params))[0]!;
  const { categoryId } = await one<{ categoryId: number }>('SELECT category_id AS "categoryId" FROM departments WHERE category_id IS NOT NULL LIMIT 1');
  const { serviceTypeId } = await one<{ serviceTypeId: number }>('SELECT service_type_id AS "serviceTypeId" FROM services WHERE id = $1', [booking.serviceId]);
  const { parameterService } = await one<{ parameterService: number }>('SELECT service_id AS "parameterService" FROM reservation_parameters LIMIT 1');
  const { code } = await one<{ code: string }>('SELECT code FROM services WHERE id = $1', [booking.serviceId]);
  await widgetCall(server.url, '/dev/queue/tick', { method: 'POST' });
  const { uid: walkIn } = await one<{ uid: string }>(
    `SELECT uid FROM tickets WHERE source = 'onsite' AND state IN ('WAITING', 'CALLED') AND mob_num = '' ORDER BY id DESC LIMIT 1`,
  );
  const at = { serviceId: booking.serviceId, locationId: booking.locationId };
  const json = async (path: string, body: unknown, method = 'POST') => (await widgetCall(server.url, `/api/${path}`, { method, body, token })).body.value;
  const booked = await json('booking/webJetton', reservation(booking, { mobArea: '853', mobNum: '66123456' }, day!, '10:00'));
  const favourite = await json('favourite', { mobNum: '66123456', ...at, type: 'RESERCATION' });
  const memo = await json('favourite/memo', { euid, ticketId: booked.id });
  const verifier = randomBytes(32).toString('base64url');
  const redirectUri = `${server.url}/index.html`;
  const sso = await fetch(`${server.url}/dev/sso/authorize`, {
    method: 'POST', redirect: 'manual',
    body: new URLSearchParams({
      client_id: 'civic-booking', redirect_uri: redirectUri, response_type: 'code', scope: 'profile',
      code_challenge_method: 'S256', code_challenge: s256(verifier), state: 's', euid: 'MO-0000004',
    }),
  });
  const ssoCode = new URL(sso.headers.get('location')!).searchParams.get('code');

  const get = (path: string, extra: Partial<Sample> = {}) => async (): Promise<Sample> => ({ path, token, ...extra });
  const post = (path: string, body: unknown, extra: Partial<Sample> = {}) => async (): Promise<Sample> => ({ path, body, token, ...extra });
  samples = {
    grayTestWhitelist: get('booking/grayTestWhitelist'),
    showGrayTestFunc: post('booking/showGrayTestFunc', { euid }),
    getDepAndServiceCount: get('booking/count'),
    categories: get('booking/categories', { nonEmpty: true }),
    'departments of a category': get(`booking/departments/${categoryId}`, { nonEmpty: true }),
    departments: get('booking/departments', { nonEmpty: true }),
    otherCategories: get('booking/otherCategories'),
    serviceTypes: get(`booking/serviceTypes/${booking.departmentId}`, { nonEmpty: true }),
    location: get(`booking/location/${booking.locationId}`),
    'locations of a department': get(`booking/locations/department/${booking.departmentId}`, { nonEmpty: true }),
    'locations of a service': get(`booking/locations/${booking.serviceId}`, { nonEmpty: true }),
    locationService: get(`booking/locationService/${queue.serviceId}/${queue.locationId}`),
    reservationParameters: get(`booking/reservationParameters/${parameterService}`, { nonEmpty: true }),
    date: get(`booking/date/${booking.locationId}/${booking.serviceId}/${booking.departmentId}`),
    'date with id card': get(`booking/date/${booking.locationId}/${booking.serviceId}/12345678/${booking.departmentId}`),
    time: post('booking/time', { ...at, departmentId: booking.departmentId, bookingDate: day, idCard: null }),
    webJetton: post('booking/webJetton', reservation(booking, { mobArea: '853', mobNum: '66123456' }, day!, '11:00')),
    updateTicket: async () => ({ path: 'booking/updateTicket', token, body: { ...reservation(booking, { mobArea: '853', mobNum: '66123456' }, day!, '11:30'), id: booked.id } }),
    requestQueueTicket: post('queue/requestQueueTicket', { serviceId: queue.serviceId, locationId: queue.locationId, mobArea: '853', mobNum: '66123456', cntToAlert: null }),
    checkParameter: post('booking/checkParameter', at),
    gethotServices: get('booking/service/hotServices'),
    getServiceConter: get(`booking/counterInfo/${queue.locationId}/${queue.serviceId}`),
    waitingInfo: get(`booking/waitingInfo/${walkIn}`),
    registerTicket: post('booking/registerTicket', { mobArea: '853', mobNum: '66123456', qrcodeContent: walkIn }),
    recommendTimes: post('booking/recommendTimes', { ...at, bookingDate: day, bookingTime: '10:00' }, { nonEmpty: true }),
    guides: get('booking/guides', { nonEmpty: true }),
    'service by id': get(`booking/service/id/${booking.serviceId}`),
    remoteCounterflag: get(`booking/remoteCounterflag/${booking.locationId}`),
    'ticket detail': get(`favourite/tickets/${booked.id}`),
    getTicketsServices: get('favourite/tickets'),
    favourites: get('favourite/services', { nonEmpty: true }),
    'favourite add': post('favourite', { mobNum: '66123456', serviceId: queue.serviceId, locationId: queue.locationId, type: 'QUEUE' }),
    favourite: get(`favourite/${favourite.id}`),
    checkService: get(`favourite/checkService/${booking.serviceId}/${booking.locationId}`),
    check: get(`favourite/check/${booking.serviceId}`),
    'memo add': post('favourite/memo', { euid, ticketId: booked.id }),
    getTicketCount: get('ticket/count'),
    'recently used': get('history/services?page=0&size=5', { nonEmpty: true }),
    recommend: get('appms/services/recommend', { nonEmpty: true }),
    keyword: get(`appms/services/keyword/${encodeURIComponent('身份')}`),
    postKeyword: post('appms/services/keyword', { euid, keyword: '身份', record: true, remoteCounter: false }),
    getSearchRecords: post('appms/getSearchRecords', { euid }, { nonEmpty: true }),
    getServiceByServiceCode: get(`appms/services/publicService/${code}`, { nonEmpty: true }),
    validSMS: async () => {
      await widgetCall(server.url, '/api/verificationCode/85366220001');
      const [sent] = (await widgetCall(server.url, '/dev/outbox?to=85366220001')).body.value;
      return { path: 'valid', body: { areaCode: '853', mobileNumber: '66220001', token: sent.code } };
    },
    verificationCode: async () => ({ path: 'verificationCode/85366220002' }),
    getAccessToken: async () => ({ path: 'getAccessToken', body: { code: ssoCode, url: redirectUri, codeVerifier: verifier } }),
    getProfile: get('profile-info'),
    getAppLocation: get(`app/location/${booking.locationId}?size=999`, { nonEmpty: true }),
    'locations of a service (app)': get(`app/location/service/${booking.serviceId}?size=999`, { nonEmpty: true }),
    'locations of a service in a department (app)': get(`app/location/service/${booking.serviceId}/${booking.departmentId}?size=999`, { nonEmpty: true }),
    getAppService: get(`app/service/${booking.serviceId}?size=999`),
    'getAppService at a location': get(`app/service/${booking.serviceId}/${booking.locationId}?size=999`),
    'services of a service type (app)': get(`app/serviceType/${serviceTypeId}?size=999`, { nonEmpty: true }),
    'services of a service type at a location (app)': get(`app/serviceType/${serviceTypeId}/${booking.locationId}?size=999`, { nonEmpty: true }),
    checkConsent: get(`app/checkConsent/${euid}/device-1`),
    consent: post('app/consent', { account: euid, deviceId: 'device-1' }),
    privacyClause: get('app/privacyClause/1'),
    'memo delete': get(`favourite/memo/${memo.businessCode}`),
    'favourite delete': get(`favourite/${favourite.id}`),
    'delete ticket by id': get(`favourite/tickets/${booked.id}`),
    deleteSearchRecords: get('appms/searchRecord'),
  };
});
afterAll(() => server?.close());

describe('API_CONTRACT=strict: each answer carries exactly the contract\'s fields', () => {
  test('every contract call has a sample here, and each sample is the call it is named after', () => {
    expect(CONTRACT_CALLS.map((c) => c.name).filter((name) => !samples[name])).toEqual([]);
    expect(Object.keys(samples).filter((name) => !CONTRACT_CALLS.some((c) => c.name === name))).toEqual([]);
  });

  // The deletions last: they take away what the reads read.
  const inOrder = [...CONTRACT_CALLS].sort((a, b) => Number(a.method === 'DELETE') - Number(b.method === 'DELETE'));
  test.each(inOrder.map((c) => [`${c.method} ${c.path} (${c.name})`, c] as const))('%s', async (_, contractCall) => {
    const sample = await samples[contractCall.name]!();
    expect(contractCallOf(contractCall.method, sample.path.split('?')[0]!)).toBe(contractCall);
    const answer = await widgetCall(server.url, `/api/${sample.path}`, { method: contractCall.method, body: sample.body, token: sample.token });
    expect(answer.status, JSON.stringify(answer.body)).toBe(contractCall.answer === 'empty' ? 204 : 200);
    const value = (answer.body as { value?: unknown } | undefined)?.value;
    if (sample.nonEmpty) expect(Array.isArray(value) ? value.length : 1, 'a list with entries to check').toBeGreaterThan(0);
    expect(strays(value, contractCall.answer)).toEqual([]);
  });
});
