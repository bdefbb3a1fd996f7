// One citizen's data never reaches another citizen, nor a caller without a token. Citizen A
// (a one-account user) books, takes a queue ticket, keeps a note, a favourite, a search and a
// consent; then every route the server registers (ROUTES below, checked against the app's own
// list, so a new route must be added here) is called with A's ids — ticket ids and uids, the
// note's code, the favourite's id, A's euid, mobile and device — by another one-account citizen,
// by an SMS-verified citizen and with no token. No answer may carry A's mobile, identity
// numbers, euid, names or note code, and A's data must be as A left it. The server runs as a
// deployment does (no test mode) with the catalogue cache on, so an answer cached for A would
// show up in the others' answers too.
import { afterAll, beforeAll, expect, test } from 'vitest';
import { issueToken } from './auth/token.ts';
import { call, type Answer } from './test-support/http.ts';
import { startTestServer, type TestServer } from './test-support/test-server.ts';
import { TEST_CLOCK, bookableDays, plainOffering, reservation, smsCitizen, type PlainOffering } from './booking/test-kit.ts';

const A = {
  euid: 'MO-0000004', name: 'MARIA FERNANDES', nameCn: '費瑪利', mobArea: '853', mobNum: '66554433',
  identityNos: ['71234567', '17654321'], deviceId: 'maria-phone',
};

interface Ids {
  booking: PlainOffering;
  queue: PlainOffering;
  day: string;
  bookingId: number;
  bookingUid: string;
  queueId: number;
  queueUid: string;
  memoCode: string;
  favouriteId: number;
}

interface Request {
  path: string;
  body?: unknown;
}

/** Every route of the server (as registered), and the requests that put A's ids into it. */
const ROUTES: Record<string, (i: Ids) => Request[]> = {
  'GET /api/favourite/tickets': () => [{ path: '/api/favourite/tickets' }],
  'GET /api/favourite/tickets/:id': (i) => [i.bookingId, i.bookingUid, i.queueId, i.queueUid].map((id) => ({ path: `/api/favourite/tickets/${id}` })),
  'DELETE /api/favourite/tickets/:id': (i) => [i.bookingId, i.queueId].map((id) => ({ path: `/api/favourite/tickets/${id}` })),
  'POST /api/favourite/memo': (i) => [{ path: '/api/favourite/memo', body: { euid: A.euid, ticketId: i.bookingId } }],
  'DELETE /api/favourite/memo/:id': (i) => [i.bookingId, i.memoCode].map((id) => ({ path: `/api/favourite/memo/${id}` })),
  'GET /api/ticket/count': () => [{ path: '/api/ticket/count' }],
  'GET /api/booking/date/:locationId/:serviceId/:departmentId': ({ booking: o }) => [{ path: `/api/booking/date/${o.locationId}/${o.serviceId}/${o.departmentId}` }],
  'GET /api/booking/date/:locationId/:serviceId/:idCard/:departmentId': ({ booking: o }) => [
    { path: `/api/booking/date/${o.locationId}/${o.serviceId}/${A.identityNos[1]}/${o.departmentId}` },
  ],
  'POST /api/booking/time': ({ booking: o, day }) => [{ path: '/api/booking/time', body: { serviceId: o.serviceId, locationId: o.locationId, bookingDate: day } }],
  'POST /api/booking/webJetton': ({ booking: o, day }) => [{ path: '/api/booking/webJetton', body: reservation(o, { mobArea: '853', mobNum: '' }, day, '11:00') }],
  'PUT /api/booking/updateTicket': (i) => [{ path: '/api/booking/updateTicket', body: { ...reservation(i.booking, { mobArea: '853', mobNum: '' }, i.day, '11:30'), id: i.bookingId } }],
  'POST /api/booking/recommendTimes': ({ booking: o, day }) => [{ path: '/api/booking/recommendTimes', body: { serviceId: o.serviceId, locationId: o.locationId, bookingDate: day } }],
  'POST /api/booking/checkParameter': ({ booking: o }) => [{ path: '/api/booking/checkParameter', body: { serviceId: o.serviceId, locationId: o.locationId } }],
  // The QR content and the holder's own number: what a finder of A's paper or screenshot knows.
  'POST /api/booking/registerTicket': (i) => [i.bookingUid, i.queueUid].map((uid) => ({
    path: '/api/booking/registerTicket', body: { mobArea: A.mobArea, mobNum: A.mobNum, qrcodeContent: `CB:${uid}` },
  })),
  'GET /api/booking/counterInfo/:a/:b': ({ queue: o }) => [{ path: `/api/booking/counterInfo/${o.locationId}/${o.serviceId}` }],
  'GET /api/booking/waitingInfo/:id': (i) => [i.queueId, i.queueUid, i.bookingId].map((id) => ({ path: `/api/booking/waitingInfo/${id}` })),
  'POST /api/queue/requestQueueTicket': ({ queue: o }) => [{
    path: '/api/queue/requestQueueTicket', body: { serviceId: o.serviceId, locationId: o.locationId, mobArea: '853', mobNum: '66000098', messageCode: '000000' },
  }],
  'GET /api/verificationCode/:n': () => [{ path: `/api/verificationCode/${A.mobArea}${A.mobNum}` }],
  'POST /api/valid': () => [{ path: '/api/valid', body: { areaCode: A.mobArea, mobileNumber: A.mobNum, token: '000000' } }],
  'POST /api/logout': () => [{ path: '/api/logout', body: {} }],
  'POST /api/logoutEverywhere': () => [{ path: '/api/logoutEverywhere', body: {} }],
  'POST /api/getAccessToken': () => [{ path: '/api/getAccessToken', body: { code: 'not-a-code', url: 'http://127.0.0.1/', codeVerifier: 'v'.repeat(43) } }],
  'GET /api/profile-info': () => [{ path: '/api/profile-info' }],
  'GET /api/booking/grayTestWhitelist': () => [{ path: '/api/booking/grayTestWhitelist' }],
  'POST /api/booking/showGrayTestFunc': () => [{ path: '/api/booking/showGrayTestFunc', body: { euid: A.euid } }],
  'GET /api/booking/count': () => [{ path: `/api/booking/count?euid=${A.euid}` }],
  'GET /api/booking/categories': () => [{ path: '/api/booking/categories' }],
  'GET /api/booking/departments/:categoryId': () => [{ path: '/api/booking/departments/1' }],
  'GET /api/booking/departments': () => [{ path: '/api/booking/departments' }],
  'GET /api/booking/otherCategories': () => [{ path: '/api/booking/otherCategories' }],
  'GET /api/booking/serviceTypes/:id': ({ booking: o }) => [{ path: `/api/booking/serviceTypes/${o.departmentId}` }],
  'GET /api/booking/location/:id': ({ booking: o }) => [{ path: `/api/booking/location/${o.locationId}` }],
  'GET /api/booking/locations/department/:id': ({ booking: o }) => [{ path: `/api/booking/locations/department/${o.departmentId}` }],
  'GET /api/booking/guides': () => [{ path: '/api/booking/guides' }],
  'GET /api/booking/remoteCounterflag/:x': ({ booking: o }) => [{ path: `/api/booking/remoteCounterflag/${o.locationId}` }],
  'GET /api/booking/locations/:serviceId': ({ booking: o }) => [{ path: `/api/booking/locations/${o.serviceId}` }],
  'GET /api/booking/locationService/:serviceId/:locationId': ({ queue: o }) => [{ path: `/api/booking/locationService/${o.serviceId}/${o.locationId}` }],
  'GET /api/booking/reservationParameters/:serviceId': ({ booking: o }) => [{ path: `/api/booking/reservationParameters/${o.serviceId}` }],
  'GET /api/booking/service/hotServices': () => [{ path: '/api/booking/service/hotServices' }],
  'GET /api/booking/service/id/:id': ({ booking: o }) => [{ path: `/api/booking/service/id/${o.serviceId}` }],
  'GET /api/app/location/service/:serviceId/:depId?': ({ booking: o }) => [{ path: `/api/app/location/service/${o.serviceId}/${o.departmentId}` }],
  'GET /api/app/location/:id': ({ booking: o }) => [{ path: `/api/app/location/${o.locationId}` }],
  'GET /api/app/service/:id/:locationId?': ({ booking: o }) => [{ path: `/api/app/service/${o.serviceId}/${o.locationId}` }],
  'GET /api/app/serviceType/:id/:locationId?': () => [{ path: '/api/app/serviceType/1011' }],
  'GET /api/app/checkConsent/:account/:deviceId': () => [{ path: `/api/app/checkConsent/${A.euid}/${A.deviceId}` }],
  'POST /api/app/consent': () => [{ path: '/api/app/consent', body: { account: A.euid, deviceId: A.deviceId } }],
  'GET /api/app/privacyClause/:id': () => [{ path: '/api/app/privacyClause/1' }],
  'GET /api/appms/services/recommend': () => [{ path: '/api/appms/services/recommend' }],
  'GET /api/appms/services/keyword/:keyword': () => [{ path: '/api/appms/services/keyword/passport' }],
  'POST /api/appms/services/keyword': () => [{ path: '/api/appms/services/keyword', body: { euid: A.euid, keyword: 'passport', record: true } }],
  'POST /api/appms/getSearchRecords': () => [{ path: '/api/appms/getSearchRecords', body: { euid: A.euid } }],
  'DELETE /api/appms/searchRecord': () => [{ path: `/api/appms/searchRecord?euid=${A.euid}` }],
  'GET /api/appms/services/publicService/:code': () => [{ path: '/api/appms/services/publicService/A001' }],
  'GET /api/favourite/services': () => [{ path: '/api/favourite/services' }],
  'POST /api/favourite': ({ queue: o }) => [{ path: '/api/favourite', body: { mobNum: '66000098', serviceId: o.serviceId, locationId: o.locationId, type: 'QUEUE' } }],
  'GET /api/favourite/checkService/:serviceId/:locationId': ({ queue: o }) => [{ path: `/api/favourite/checkService/${o.serviceId}/${o.locationId}` }],
  'GET /api/favourite/check/:id': ({ queue: o }) => [{ path: `/api/favourite/check/${o.serviceId}` }],
  'GET /api/favourite/:id{[0-9]+}': (i) => [{ path: `/api/favourite/${i.favouriteId}` }],
  'DELETE /api/favourite/:id{[0-9]+}': (i) => [{ path: `/api/favourite/${i.favouriteId}` }],
  'GET /api/history/services': () => [{ path: '/api/history/services' }],
  'GET /health/live': () => [{ path: '/health/live' }],
  'GET /health/ready': () => [{ path: '/health/ready' }],
  'GET /unique.json': () => [{ path: '/unique.json' }],
  'GET /map.html': () => [{ path: '/map.html?lat=22.19&lon=113.54&platform=web' }],
  'GET /dist/*': () => [{ path: '/dist/civic-booking.js' }],
  'GET /*': () => [{ path: '/' }],
};

let server: TestServer;
let ids: Ids;
let tokenA: string;
let secrets: string[];

const methodOf = (route: string) => route.slice(0, route.indexOf(' '));

async function send(route: string, req: Request, token: string | undefined): Promise<Answer> {
  const method = methodOf(route);
  // bookingSource: as the widgets send it on every call (a code request needs it).
  return call(server.url, req.path, { method, token, language: 'en_us', headers: { bookingSource: 'PCWeb' }, ...(req.body !== undefined ? { body: req.body } : {}) });
}

/** Calls every request of the given routes with a token (or none); lists each answer that carries one of A's secrets. */
async function sweep(routes: string[], token: string | undefined, who: string): Promise<string[]> {
  const found: string[] = [];
  // Logouts last: they end the caller's tokens, and the other routes should see them alive.
  const last = (r: string) => r === 'POST /api/logout' || r === 'POST /api/logoutEverywhere';
  const ordered = [...routes.filter((r) => !last(r)), ...routes.filter(last)];
  for (const route of ordered) {
    for (const req of ROUTES[route]!(ids)) {
      const answer = await send(route, req, token);
      const text = typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body ?? '');
      const seen = secrets.filter((s) => text.includes(s));
      if (seen.length > 0) found.push(`${who} ${methodOf(route)} ${req.path} → ${answer.status} shows ${seen.join(', ')}`);
    }
  }
  return found;
}

beforeAll(async () => {
  server = await startTestServer({ clock: TEST_CLOCK, background: false, testMode: false, catalogueCacheMs: 60_000 });
  tokenA = await issueToken(server, { euid: A.euid, kind: 'oneAccount', mobArea: A.mobArea, mobNum: A.mobNum });
  const booking = await plainOffering(server.db, 'booking');
  const queue = await plainOffering(server.db, 'queue');
  const [day] = await bookableDays(server.url, booking, 1);
  const asA = async <T>(path: string, body: unknown, method = 'POST'): Promise<T> => {
    const answer = await call(server.url, path, { method, token: tokenA, body });
    if (answer.status !== 200) throw new Error(`${path} → ${answer.status} ${JSON.stringify(answer.body)}`);
    return (answer.body as { value: T }).value;
  };
  const booked = await asA<{ id: number; uid: string }>('/api/booking/webJetton', { ...reservation(booking, A, day!, '10:00'), identifyNo: A.identityNos[1] });
  const queued = await asA<{ id: number; uid: string }>('/api/queue/requestQueueTicket', { serviceId: queue.serviceId, locationId: queue.locationId, identifyNo: A.identityNos[0] });
  const memo = await asA<{ businessCode: string }>('/api/favourite/memo', { euid: A.euid, ticketId: booked.id });
  const favourite = await asA<{ id: number }>('/api/favourite', { mobNum: A.mobNum, serviceId: queue.serviceId, locationId: queue.locationId, type: 'QUEUE' });
  await asA('/api/appms/services/keyword', { keyword: 'passport', record: true });
  await asA('/api/app/consent', { account: A.euid, deviceId: A.deviceId });
  ids = {
    booking, queue, day: day!, bookingId: booked.id, bookingUid: booked.uid, queueId: queued.id, queueUid: queued.uid,
    memoCode: memo.businessCode, favouriteId: favourite.id,
  };
  secrets = [A.mobNum, ...A.identityNos, A.euid, A.name, A.nameCn, memo.businessCode];
});
afterAll(() => server?.close());

test('the sweep covers every route the server registers', () => {
  const registered = new Set(server.app.routes.filter((r) => r.method !== 'ALL').map((r) => `${r.method} ${r.path}`));
  expect(Object.keys(ROUTES).sort()).toEqual([...registered].sort());
});

test('no route shows citizen A\'s data to another citizen or to a caller without a token, and A\'s data stays as it was', async () => {
  const routes = Object.keys(ROUTES);
  // A reads everything first: the sweep can find A's data (it does, below), and whatever a
  // cache keeps from A's answers is there when the others ask.
  const reads = routes.filter((r) => r.startsWith('GET '));
  const seenByA = await sweep(reads, tokenA, 'A');
  for (const route of ['/api/favourite/tickets/', '/api/profile-info', '/api/booking/grayTestWhitelist', '/api/favourite/services']) {
    expect(seenByA.some((line) => line.includes(route)), `A's own answers of ${route} show A's data`).toBe(true);
  }

  const other = await issueToken(server, { euid: 'MO-0000001', kind: 'oneAccount', mobArea: '853', mobNum: '66123456' });
  const sms = await smsCitizen(server);
  const found = [
    ...(await sweep(routes, other, 'another one-account citizen:')),
    ...(await sweep(routes, sms.token, 'an SMS-verified citizen:')),
    ...(await sweep(routes, undefined, 'no token:')),
  ];
  expect(found).toEqual([]);

  // Nothing of A's was changed by the others' deletes, edits, claims and consents.
  const tickets = await server.db.query<{ id: number; state: string; euid: string; mob_num: string; booking_time: string | null }>(
    `SELECT id, state, euid, mob_num, booking_time FROM tickets WHERE id = ANY($1::int[]) ORDER BY id`,
    [[ids.bookingId, ids.queueId]],
  );
  expect(tickets.map((t) => [t.state, t.euid, t.mob_num])).toEqual([['WAITING', A.euid, A.mobNum], ['WAITING', A.euid, A.mobNum]]);
  expect(tickets.find((t) => t.id === ids.bookingId)!.booking_time).toBe('10:00');
  expect(await server.db.query(`SELECT 1 FROM memos WHERE business_code = $1 AND euid = $2`, [ids.memoCode, A.euid])).toHaveLength(1);
  expect(await server.db.query(`SELECT 1 FROM favourites WHERE id = $1 AND euid = $2`, [ids.favouriteId, A.euid])).toHaveLength(1);
  expect(await server.db.query(`SELECT 1 FROM search_records WHERE euid = $1`, [A.euid])).toHaveLength(1);
  // The others' consents are their own: A's account has only the consent A gave.
  expect(await server.db.query(`SELECT device_id FROM consents WHERE account = $1`, [A.euid])).toEqual([{ device_id: A.deviceId }]);
});
