// Search (with the signed-in citizen's search records), favourite services and recently used
// (docs/behaviour/3-entities.md (Favourite), Recently used, Search; docs/behaviour/5-validation.md (Search input); docs/behaviour/9-constants.md page 0 size 5).
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Favourite, RecentlyUsed, SearchResult, Service } from '../../src/common/api-contract.ts';
import { issueToken } from '../auth/token.ts';
import { call, value } from '../test-support/http.ts';
import { startTestServer, type TestServer } from '../test-support/test-server.ts';

let server: TestServer;
let url: string;
let token: string;
let otherToken: string;

beforeAll(async () => {
  server = await startTestServer({ clock: '2026-11-23T02:00:00Z', background: false });
  url = `${server.url}/api`;
  token = await issueToken(server, { euid: 'MO-0000001', mobArea: '853', mobNum: '66123456', kind: 'oneAccount' });
  otherToken = await issueToken(server, { euid: 'MO-0000002', mobArea: '853', mobNum: '62345678', kind: 'oneAccount' });
});
afterAll(() => server?.close());

describe('search (appms/*)', () => {
  test('keyword GET finds services in any language and departments by name or code', async () => {
    const byEnglish = await value<SearchResult>(url, `/appms/services/keyword/${encodeURIComponent('passport')}`, { language: 'zh_hant' });
    expect(byEnglish.services.map((s) => s.id)).toEqual([3003]);
    expect(byEnglish.services[0]!.name).toBe('申請特區護照');
    const byChinese = await value<SearchResult>(url, `/appms/services/keyword/${encodeURIComponent('身份證')}`);
    expect(byChinese.services.map((s) => s.id)).toEqual(expect.arrayContaining([3001, 3002]));
    const department = await value<SearchResult>(url, '/appms/services/keyword/DSAT');
    expect(department.departments.map((d) => d.id)).toEqual([107]);
    expect(await value(url, '/appms/services/keyword/zzzznothing')).toEqual({ departments: [], services: [] });
  });

  test.each([
    ['a<b', 'prohibitInput'], ["o'brien", 'prohibitInput'], ['100%', 'prohibitInput'], ['a.b', 'prohibitInput'],
    ['x$y', 'prohibitInput'], ['   ', 'keywordEmpty'], ['x'.repeat(51), 'tooLong'],
  ])('docs/behaviour/5-validation.md search input %j → 400/601 (%s)', async (keyword, rule) => {
    const answer = await call(url, '/appms/services/keyword', { body: { keyword, record: true }, language: 'en_us' });
    expect(answer.status).toBe(400);
    expect(answer.body.code).toBe(601);
    const expected = { prohibitInput: 'The input contains prohibited characters', keywordEmpty: 'Please enter the enquiry content', tooLong: 'Value too long: keyword' }[rule];
    expect(answer.body.message).toBe(expected);
  });

  test('POST keyword records history only for a signed-in citizen who asks for it; newest first, deletable', async () => {
    await value(url, '/appms/services/keyword', { body: { euid: 'MO-0000001', keyword: 'passport', record: true, remoteCounter: false } });
    expect(await value(url, '/appms/getSearchRecords', { body: { euid: 'MO-0000001' } })).toEqual([]);
    await value(url, '/appms/services/keyword', { token, body: { keyword: 'passport', record: true } });
    await value(url, '/appms/services/keyword', { token, body: { keyword: 'tax', record: true } });
    await value(url, '/appms/services/keyword', { token, body: { keyword: 'vaccine', record: false } });
    await value(url, '/appms/services/keyword', { token, body: { keyword: 'passport', record: true } });
    expect(await value(url, '/appms/getSearchRecords', { token, body: { euid: 'MO-0000001' } })).toEqual(['passport', 'tax']);
    expect(await value(url, '/appms/getSearchRecords', { token: otherToken, body: {} })).toEqual([]);
    expect((await call(url, '/appms/searchRecord', { method: 'DELETE' })).status).toBe(401);
    expect((await call(url, '/appms/searchRecord?euid=MO-0000001', { method: 'DELETE', token })).status).toBe(204);
    expect(await value(url, '/appms/getSearchRecords', { token, body: {} })).toEqual([]);
  });

  test('at most 10 search records are shown', async () => {
    for (let i = 0; i < 12; i++) await value(url, '/appms/services/keyword', { token: otherToken, body: { keyword: `word${i}`, record: true } });
    const records = await value<string[]>(url, '/appms/getSearchRecords', { token: otherToken, body: {} });
    expect(records).toHaveLength(10);
    expect(records[0]).toBe('word11');
  });

  test('recommend: hot services without a keyword, matches with one', async () => {
    const hot = await value<Service[]>(url, '/appms/services/recommend');
    expect(hot[0]!.id).toBe(3002);
    const matches = await value<Service[]>(url, `/appms/services/recommend?keyword=${encodeURIComponent('driving')}`);
    expect(matches.map((s) => s.id)).toEqual([3024, 3025]);
  });

  test('publicService/{code} → exactly the service with that code; remoteCounter narrows', async () => {
    expect((await value<Service[]>(url, '/appms/services/publicService/dsi-passport')).map((s) => s.id)).toEqual([3003]);
    expect(await value(url, '/appms/services/publicService/NO-SUCH')).toEqual([]);
    expect(await value(url, '/appms/services/publicService/DSI-PASSPORT?remoteCounter=true')).toEqual([]);
    expect((await call(url, `/appms/services/publicService/${encodeURIComponent('a b<')}`)).status).toBe(400);
  });
});

describe('favourite services', () => {
  test('need a token', async () => {
    expect((await call(url, '/favourite/services')).status).toBe(401);
    expect((await call(url, '/favourite', { body: { mobNum: '66123456', serviceId: 3002, locationId: 201, type: 'QUEUE' } })).status).toBe(401);
  });

  test('add, list, get, check, checkService, delete — each citizen sees only their own', async () => {
    const added = await value(url, '/favourite', { token, body: { mobNum: '66123456', serviceId: 3002, locationId: 201, type: 'QUEUE' } });
    expect(added).toMatchObject({
      serviceId: 3002, locationId: 201, type: 'QUEUE', serviceName: '換領居民身份證', locationName: '身份證明局總部',
      serviceDetailType: 'HTML', showServiceDetail: true, reservationRecommend: true, openReservationParameter: false,
    });
    for (const key of ['id', 'uiServiceName', 'uiLocationName', 'serviceDetailUrl', 'serviceDetailHtml']) expect(added).toHaveProperty(key);
    const again = await value(url, '/favourite', { token, body: { mobNum: '66123456', serviceId: 3002, locationId: 201, type: 'queue' } });
    expect(again.id).toBe(added.id);
    const booking = await value(url, '/favourite', { token, body: { mobNum: '66123456', serviceId: 3007, locationId: 204, ticketType: 'RESERCATION' } });
    expect(booking.type).toBe('RESERCATION');

    const list = await value<Favourite[]>(url, '/favourite/services', { token, language: 'en_us' });
    expect(list.map((f) => f.id)).toEqual([booking.id, added.id]);
    expect(list[1]!.serviceName).toBe('Identity card renewal');
    expect(await value(url, '/favourite/services', { token: otherToken })).toEqual([]);

    expect((await value(url, `/favourite/${added.id}`, { token })).serviceId).toBe(3002);
    expect((await call(url, `/favourite/${added.id}`, { token: otherToken })).status).toBe(404);
    expect(await value(url, '/favourite/checkService/3002/201', { token })).toMatchObject({ favourite: true, id: added.id });
    expect(await value(url, '/favourite/checkService/3002/202', { token })).toMatchObject({ favourite: false, id: null });
    expect(await value(url, '/favourite/check/3007', { token })).toMatchObject({ favourite: true, id: booking.id });

    expect((await call(url, `/favourite/${added.id}`, { method: 'DELETE', token: otherToken })).status).toBe(404);
    expect((await call(url, `/favourite/${added.id}`, { method: 'DELETE', token })).status).toBe(204);
    expect((await call(url, `/favourite/${added.id}`, { method: 'DELETE', token })).status).toBe(404);
    expect((await value<Favourite[]>(url, '/favourite/services', { token })).map((f) => f.id)).toEqual([booking.id]);
  });

  test.each([
    [{ serviceId: 3002, locationId: 201, type: 'QUEUE' }, 400],
    [{ mobNum: '66123456', serviceId: 'x', locationId: 201, type: 'QUEUE' }, 400],
    [{ mobNum: '66123456', serviceId: 3002, locationId: 201, type: 'OTHER' }, 400],
    [{ mobNum: '66-123', serviceId: 3002, locationId: 201, type: 'QUEUE' }, 400],
    [{ mobNum: '66123456', serviceId: 3002, locationId: 204, type: 'QUEUE' }, 404],
    [{ mobNum: '66123456', serviceId: 99999, locationId: 201, type: 'QUEUE' }, 404],
  ])('docs/behaviour/5-validation.md add favourite needs mobile, service, location and type: %j → %i', async (body, status) => {
    expect((await call(url, '/favourite', { token, body })).status).toBe(status);
  });
});

describe('the seed: a development citizen with favourites and a long recently used list', () => {
  test('MO-0000003 has four favourites, newest first, queue items and reservations', async () => {
    const t3 = await issueToken(server, { euid: 'MO-0000003', mobArea: '86', mobNum: '13812345678', kind: 'oneAccount' });
    const list = await value<Favourite[]>(url, '/favourite/services', { token: t3, language: 'en_us' });
    expect(list.map((f) => [f.serviceId, f.locationId, f.type])).toEqual([
      [3011, 205, 'RESERCATION'], [3002, 201, 'QUEUE'], [3024, 211, 'QUEUE'], [3017, 209, 'RESERCATION'],
    ]);
    expect(list[1]).toMatchObject({ serviceName: 'Identity card renewal', locationName: 'DSI Headquarters', validity: true });
  });

  test('MO-0000003 has 13 recently used entries: pages of 5, 5 and 3; two no longer offered', async () => {
    const t3 = await issueToken(server, { euid: 'MO-0000003', mobArea: '86', mobNum: '13812345678', kind: 'oneAccount' });
    const pages = await Promise.all([0, 1, 2, 3].map((page) => value<RecentlyUsed[]>(url, `/history/services?page=${page}&size=5`, { token: t3 })));
    expect(pages.map((p) => p.length)).toEqual([5, 5, 3, 0]);
    const entries = pages.flat();
    expect(entries[0]).toMatchObject({ serviceId: 3002, locationId: 201, validity: true });
    expect(entries.filter((h) => !h.validity).map((h) => [h.serviceId, h.locationId])).toEqual([[3050, 203], [3038, 216]]);
  });
});

describe('recently used (history/services)', () => {
  test('the seed gives a development citizen a recently used list, newest first', async () => {
    const list = await value<RecentlyUsed[]>(url, '/history/services', { token: otherToken, language: 'en_us' });
    expect(list.map((h) => [h.serviceId, h.locationId, h.type])).toEqual([[3024, 211, 'QUEUE'], [3017, 209, 'RESERCATION'], [3002, 201, 'QUEUE']]);
    expect(list[0]).toMatchObject({ serviceName: 'Driving licence renewal', departmentCode: 'DSAT', validity: true });
  });

  test('latest use per service, location and kind, newest first, page 0 size 5; validity shown', async () => {
    expect((await call(url, '/history/services')).status).toBe(401);
    const uses: Array<[number, number, string, string]> = [
      [3002, 201, 'QUEUE', '2026-11-01T01:00:00Z'], [3003, 201, 'RESERCATION', '2026-11-02T01:00:00Z'],
      [3004, 201, 'QUEUE', '2026-11-03T01:00:00Z'], [3007, 204, 'RESERCATION', '2026-11-04T01:00:00Z'],
      [3024, 211, 'QUEUE', '2026-11-05T01:00:00Z'], [3038, 216, 'RESERCATION', '2026-11-06T01:00:00Z'],
      [3002, 201, 'QUEUE', '2026-11-07T01:00:00Z'],
    ];
    for (const [s, l, type, at] of uses) {
      await server.db.query('INSERT INTO usage_history (euid, service_id, location_id, type, used_at) VALUES ($1, $2, $3, $4, $5)', ['MO-0000004', s, l, type, at]);
    }
    const t4 = await issueToken(server, { euid: 'MO-0000004', mobArea: '853', mobNum: '66554433', kind: 'oneAccount' });
    const page0 = await value<RecentlyUsed[]>(url, '/history/services?page=0&size=5', { token: t4 });
    expect(page0.map((h) => h.serviceId)).toEqual([3002, 3038, 3024, 3007, 3004]);
    expect(page0[0]).toMatchObject({ departmentId: 101, departmentCode: 'DSI', validity: true, type: 'QUEUE' });
    // 3038 is a suspended service: shown, but not valid.
    expect(page0[1]!.validity).toBe(false);
    const page1 = await value<RecentlyUsed[]>(url, '/history/services?page=1&size=5', { token: t4 });
    expect(page1.map((h) => h.serviceId)).toEqual([3003]);
    expect((await value<RecentlyUsed[]>(url, '/history/services', { token: t4 }))).toHaveLength(5);
    expect((await call(url, '/history/services?page=-1', { token: t4 })).status).toBe(400);
  });
});
