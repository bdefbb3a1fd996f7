// Every catalogue call of docs/behaviour/7-api.md answers the documented shape (docs/behaviour/3-entities.md entities), in the
// request's language, with 400/601 for malformed ids and 404 for unknown ones.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Category, Department, Guide, HotServices, Location, ReservationParameter, Service, ServiceType } from '../../src/common/api-contract.ts';
import { issueToken } from '../auth/token.ts';
import { call, value } from '../test-support/http.ts';
import { startTestServer, type TestServer } from '../test-support/test-server.ts';

const DEPARTMENT_KEYS = ['id', 'code', 'name', 'suspended', 'officeTel', 'showHome', 'uiIcon'];
const LOCATION_KEYS = ['id', 'name', 'uiName', 'uiIcon', 'suspended', 'remoteCounter', 'rcServiceLogin', 'longitude', 'latitude', 'address', 'description', 'telephone', 'depId', 'depCode'];
const SERVICE_KEYS = ['id', 'name', 'uiName', 'uiColor', 'uiIcon', 'departmentNames', 'showServiceDetail', 'serviceDetailType', 'serviceDetailUrl', 'serviceDetailHtml', 'openReservationParameter', 'reservationRecommend', 'suspended', 'locations'];

function expectKeys(entity: object | undefined, keys: string[]) {
  for (const key of keys) expect(entity, `missing ${key}`).toHaveProperty(key);
}

let server: TestServer;
let url: string;
// Monday 23 November 2026, 10:00 in Macau: inside office hours of the seed's locations.
const MONDAY_10AM = '2026-11-23T02:00:00Z';

beforeAll(async () => {
  server = await startTestServer({ clock: MONDAY_10AM, background: false });
  url = `${server.url}/api`;
});
afterAll(() => server?.close());

describe('booking/* catalogue calls', () => {
  test('grayTestWhitelist → the caller\'s own entry only; showGrayTestFunc → true only for the listed token holder', async () => {
    const listed = await issueToken(server, { euid: 'MO-0000001', mobArea: '853', mobNum: '66123456', kind: 'oneAccount' });
    const unlisted = await issueToken(server, { euid: 'MO-0000002', mobArea: '853', mobNum: '62345678', kind: 'oneAccount' });
    expect(await value<string[]>(url, '/booking/grayTestWhitelist', { token: listed })).toEqual(['MO-0000001']);
    expect(await value<string[]>(url, '/booking/grayTestWhitelist', { token: unlisted })).toEqual([]);
    expect(await value<string[]>(url, '/booking/grayTestWhitelist')).toEqual([]);
    expect(await value(url, '/booking/showGrayTestFunc', { token: listed, body: { euid: 'MO-0000001' } })).toEqual({ showGrayTestFunc: true });
    expect(await value(url, '/booking/showGrayTestFunc', { token: unlisted, body: { euid: 'MO-0000002' } })).toEqual({ showGrayTestFunc: false });
    // The euid in the body is not the caller: naming a listed citizen changes nothing.
    expect(await value(url, '/booking/showGrayTestFunc', { token: unlisted, body: { euid: 'MO-0000001' } })).toEqual({ showGrayTestFunc: false });
    expect(await value(url, '/booking/showGrayTestFunc', { body: { euid: 'MO-0000001' } })).toEqual({ showGrayTestFunc: false });
  });

  test('count → depSize and serSize (suspended left out); remoteCounter narrows it', async () => {
    const all = await value(url, '/booking/count');
    expect(all).toEqual({ depSize: 16, serSize: 251 });
    const remote = await value(url, '/booking/count?remoteCounter=true&euid=x');
    expect(remote.depSize).toBe(1);
    expect(remote.serSize).toBeGreaterThan(0);
    expect(remote.serSize).toBeLessThan(all.serSize);
  });

  test('categories in the request language, each with icon and colour', async () => {
    const en = await value<Category[]>(url, '/booking/categories', { language: 'en_us' });
    const pt = await value<Category[]>(url, '/booking/categories', { language: 'pt_pt' });
    const zh = await value<Category[]>(url, '/booking/categories');
    expect(en.length).toBeGreaterThanOrEqual(4);
    expectKeys(en[0], ['id', 'name', 'uiIcon', 'uiColor']);
    expect(en[0]!.name).toBe('Identity and documents');
    expect(en[0]!.uiIcon).toMatch(/^data:image\/png;base64,/);
    expect(pt[0]!.name).toBe('Documentos e identificação');
    expect(zh[0]!.name).toBe('證照及身份');
  });

  test('departments/{categoryId}, departments, otherCategories', async () => {
    const inCategory = await value<Department[]>(url, '/booking/departments/1');
    expect(inCategory.map((d) => d.id)).toEqual([101, 102, 103]);
    expectKeys(inCategory[0], DEPARTMENT_KEYS);
    expect(inCategory[0]!.uiIcon).toMatch(/^data:image\/png;base64,/);
    const all = await value<Department[]>(url, '/booking/departments');
    expect(all.length).toBeGreaterThanOrEqual(10);
    expect(all.find((d) => d.id === 114)!.suspended).toBe(true);
    expect(all.find((d) => d.id === 115)!.showHome).toBe(false);
    const remote = await value<Department[]>(url, '/booking/departments?remoteCounter=true');
    expect(remote.map((d) => d.id)).toEqual([115]);
    const other = await value<Department[]>(url, '/booking/otherCategories');
    expect(other.map((d) => d.code)).toEqual(['DSAL']);
    expect((await call(url, '/booking/departments/999')).status).toBe(404);
    const bad = await call(url, '/booking/departments/1x', { language: 'en_us' });
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ code: 601, message: 'The id must be a number: categoryId' });
  });

  test('serviceTypes/{departmentId} → types with colours, fonts and their services', async () => {
    const types = await value<ServiceType[]>(url, '/booking/serviceTypes/101', { language: 'en_us' });
    expect(types.map((t) => t.id)).toEqual([1011, 1012]);
    expectKeys(types[0], ['id', 'name', 'services', 'uiColor', 'fontColor', 'fontSize', 'fontBold']);
    expect(types[0]!.services!.length).toBeGreaterThan(0);
    expectKeys(types[0]!.services![0], SERVICE_KEYS);
    expect((await call(url, '/booking/serviceTypes/1')).status).toBe(404);
  });

  test('location/{id}, locations/department/{id}, locations/{serviceId}', async () => {
    const location = await value(url, '/booking/location/201', { language: 'en_us' });
    expectKeys(location, LOCATION_KEYS);
    expect(location).toMatchObject({ id: 201, depId: 101, depCode: 'DSI', latitude: 22.19108, longitude: 113.54292 });
    expect(location.description).toContain('09:00');
    const ofDepartment = await value<Location[]>(url, '/booking/locations/department/101');
    expect(ofDepartment.map((l) => l.id)).toEqual([201, 202, 203]);
    const ofService = await value<Location[]>(url, '/booking/locations/3002');
    expect(ofService.map((l) => l.id)).toEqual([201, 202, 203]);
    expectKeys(ofService[0], LOCATION_KEYS);
    // The offering of service 3050 at location 203 is suspended: the location shows suspended there.
    const photo = await value<Location[]>(url, '/booking/locations/3050');
    expect(photo.find((l) => l.id === 203)!.suspended).toBe(true);
    expect(photo.find((l) => l.id === 201)!.suspended).toBe(false);
    expect((await call(url, '/booking/location/9999')).status).toBe(404);
    expect((await call(url, '/booking/locations/9999')).status).toBe(404);
  });

  test('locationService/{serviceId}/{locationId} → booking, ticket and identity-card flags', async () => {
    const both = await value(url, '/booking/locationService/3002/201');
    expect(both).toEqual({
      booking: { status: true, timeTicketStatus: false },
      ticket: expect.objectContaining({ status: true, isOfficeTime: true, pass: expect.stringMatching(/^[YN]$/) }),
      checkIdCardReservation: true,
      checkIdCardTime: false,
      checkIdCardQueue: true,
    });
    expect(both.ticket).toHaveProperty('queueState');
    const timedOnly = await value(url, '/booking/locationService/3005/201');
    expect(timedOnly.booking).toEqual({ status: false, timeTicketStatus: true });
    expect(timedOnly.ticket.status).toBe(false);
    expect(timedOnly.ticket.pass).toBe('N');
    // Suspended department: nothing is open.
    const post = await value(url, '/booking/locationService/3044/220');
    expect([post.booking.status, post.ticket.status]).toEqual([false, false]);
    expect((await call(url, '/booking/locationService/3002/204')).status).toBe(404);
  });

  test('locationService waitCount follows real queue tickets', async () => {
    const before = await value(url, '/booking/locationService/3004/201');
    expect(before.ticket).toMatchObject({ status: true, isOfficeTime: true });
    const token = await issueToken(server, { euid: 'MO-0000003', mobArea: '86', mobNum: '13812345678', kind: 'oneAccount' });
    await value(url, '/queue/requestQueueTicket', { token, body: { serviceId: 3004, locationId: 201, mobArea: '86', mobNum: '13812345678', cntToAlert: null } });
    const after = await value(url, '/booking/locationService/3004/201');
    expect(after.ticket.waitCount).toBe(before.ticket.waitCount + 1);
  });

  test('locationService outside office hours: ticket not in office time, pass N', async () => {
    server.clock.set('2026-11-22T03:00:00Z'); // Sunday 11:00 in Macau: the DSI headquarters is closed
    try {
      const answer = await value(url, '/booking/locationService/3002/201');
      expect(answer.ticket).toMatchObject({ status: true, isOfficeTime: false, pass: 'N' });
    } finally {
      server.clock.set(MONDAY_10AM);
    }
  });

  test('reservationParameters/{serviceId} → every parameter type, with options in the request language', async () => {
    const all: ReservationParameter[] = [];
    for (const id of [3001, 3007, 3017]) all.push(...(await value<ReservationParameter[]>(url, `/booking/reservationParameters/${id}`, { language: 'pt_pt' })));
    expect(new Set(all.map((p) => p.parameterType))).toEqual(new Set(['NAME', 'IDNUMBER', 'MOBILENUMBER', 'DATE', 'BIRTHDAY', 'GENDER', 'OPTION', 'NUMBER']));
    expectKeys(all[0], ['parameterType', 'name', 'value', 'options', 'description']);
    const marriage = await value<ReservationParameter[]>(url, '/booking/reservationParameters/3007', { language: 'en_us' });
    expect(marriage.map((p) => p.key)).toEqual(['parameter1', 'parameter2', 'parameter3', 'parameter4', 'parameter5', 'parameter6']);
    expect(marriage.find((p) => p.parameterType === 'OPTION')!.options).toEqual([
      { value: 'OFFICE', name: 'Registry hall' },
      { value: 'OUTSIDE', name: 'Outside the registry' },
    ]);
    expect(await value(url, '/booking/reservationParameters/3004')).toEqual([]);
    expect((await call(url, '/booking/reservationParameters/1')).status).toBe(404);
  });

  test('service/hotServices → services by rank with their locations', async () => {
    const hot = await value<HotServices>(url, '/booking/service/hotServices');
    expect(hot.services.map((s) => s.id).slice(0, 3)).toEqual([3002, 3001, 3003]);
    expectKeys(hot.services[0], SERVICE_KEYS);
    expect(hot.locations.length).toBeGreaterThan(0);
    expectKeys(hot.locations[0], LOCATION_KEYS);
  });

  test('service/id/{id} → one service: detail HTML or URL, recommendation flag, department names', async () => {
    const renew = await value(url, '/booking/service/id/3002', { language: 'en_us' });
    expectKeys(renew, SERVICE_KEYS);
    expect(renew).toMatchObject({ serviceDetailType: 'HTML', showServiceDetail: true, departmentNames: ['Identification Services Bureau'] });
    expect(renew.serviceDetailHtml).toContain('<li>');
    expect(renew.uiName).toContain('<b>');
    const passport = await value(url, '/booking/service/id/3003');
    expect(passport).toMatchObject({ serviceDetailType: 'URL', serviceDetailUrl: 'https://www.dsi.gov.mo/' });
    const marriage = await value(url, '/booking/service/id/3007');
    expect(marriage).toMatchObject({ reservationRecommend: false, openReservationParameter: true });
    expect((await call(url, '/booking/service/id/77')).status).toBe(404);
  });

  test('guides → titles and data-URI PNG images', async () => {
    const guides = await value<Guide[]>(url, '/booking/guides', { language: 'en_us' });
    expect(guides.length).toBe(4);
    expect(guides[0]!.title).toBe('Choose a service and a location');
    expect(guides[0]!.imageUrl).toMatch(/^data:image\/png;base64,iVBORw0KGgo/);
  });

  test('remoteCounterflag/{locationId} → remote counter and login flags', async () => {
    expect(await value(url, '/booking/remoteCounterflag/221')).toEqual({ remoteCounter: true, rcServiceLogin: true });
    expect(await value(url, '/booking/remoteCounterflag/222')).toEqual({ remoteCounter: true, rcServiceLogin: false });
    expect(await value(url, '/booking/remoteCounterflag/201')).toEqual({ remoteCounter: false, rcServiceLogin: false });
  });
});

describe('app/* lookups', () => {
  test('app/location/{id} → service types offered there, with only those services', async () => {
    const types = await value<ServiceType[]>(url, '/app/location/203?size=999&euid=&remoteCounter=false');
    const ids = types.flatMap((t) => t.services!.map((s) => s.id));
    expect(ids).toEqual(expect.arrayContaining([3002, 3003, 3021, 3024, 3030, 3041, 3050]));
    for (const t of types) for (const s of t.services!) expect(s.locations!.map((l) => l.id)).toEqual([203]);
  });

  test('app/location/service/{serviceId}[/{depId}] → its locations', async () => {
    expect((await value<Location[]>(url, '/app/location/service/3024?size=999')).map((l) => l.id)).toEqual([203, 211, 212]);
    expect((await value<Location[]>(url, '/app/location/service/3024/107?size=999')).map((l) => l.id)).toEqual([211, 212]);
    expect(await value(url, '/app/location/service/3024/101?size=999')).toEqual([203].map(() => expect.objectContaining({ id: 203 })));
  });

  test('app/service/{id}[/{locationId}] and app/serviceType/{id}[/{locationId}]', async () => {
    const service = await value(url, '/app/service/3002?size=999');
    expect(service.locations).toHaveLength(3);
    const atLocation = await value<Service>(url, '/app/service/3002/202?size=999');
    expect(atLocation.locations!.map((l) => l.id)).toEqual([202]);
    expect((await call(url, '/app/service/3002/299')).status).toBe(404);
    const ofType = await value<Service[]>(url, '/app/serviceType/1011?size=999');
    expect(ofType.map((s) => s.id)).toEqual([3001, 3002, 3006, 3050]);
    const ofTypeThere = await value<Service[]>(url, '/app/serviceType/1011/203?size=999');
    expect(ofTypeThere.map((s) => s.id)).toEqual([3002, 3050]);
    expect((await value<Service[]>(url, '/app/serviceType/1011?size=2&page=1')).map((s) => s.id)).toEqual([3006, 3050]);
    expect((await call(url, '/app/serviceType/1011?size=x')).status).toBe(400);
  });

  test('checkConsent shows until the token holder has consented on that device; consent needs a token and is the holder\'s own', async () => {
    const mine = await issueToken(server, { euid: 'MO-0000002', mobArea: '853', mobNum: '62345678', kind: 'oneAccount' });
    const theirs = await issueToken(server, { euid: 'MO-0000003', mobArea: '86', mobNum: '13812345678', kind: 'oneAccount' });
    expect(await value(url, '/app/checkConsent/MO-0000002/device-1', { token: mine })).toEqual({ show: true });
    expect(await value(url, '/app/consent', { token: mine, body: { account: 'MO-0000002', deviceId: 'device-1' } })).toEqual({ show: false });
    expect(await value(url, '/app/checkConsent/MO-0000002/device-1', { token: mine })).toEqual({ show: false });
    expect(await value(url, '/app/checkConsent/MO-0000002/device-2', { token: mine })).toEqual({ show: true });
    // Another citizen naming this account reads and writes only their own consent.
    expect(await value(url, '/app/checkConsent/MO-0000002/device-1', { token: theirs })).toEqual({ show: true });
    await value(url, '/app/consent', { token: theirs, body: { account: 'MO-0000002', deviceId: 'device-2' } });
    expect(await value(url, '/app/checkConsent/MO-0000002/device-2', { token: mine })).toEqual({ show: true });
    expect(await value(url, '/app/checkConsent/anything/device-2', { token: theirs })).toEqual({ show: false });
    // Without a token: 401, read or write.
    expect((await call(url, '/app/checkConsent/MO-0000002/device-1')).status).toBe(401);
    expect((await call(url, '/app/consent', { body: { account: 'MO-0000002', deviceId: 'device-3' } })).status).toBe(401);
    expect((await call(url, '/app/consent', { token: mine, body: { account: 'MO-0000002' } })).status).toBe(400);
  });

  test('privacyClause/{id} → HTML content in the request language', async () => {
    expect((await value(url, '/app/privacyClause/1', { language: 'en_us' })).content).toContain('Personal data collection statement');
    expect((await value(url, '/app/privacyClause/1')).content).toContain('個人資料收集聲明');
    expect((await call(url, '/app/privacyClause/2')).status).toBe(404);
  });
});
