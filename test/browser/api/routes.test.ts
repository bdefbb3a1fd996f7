// Every function of the API client reaches a route of the reference server: the client's
// paths and methods (docs/behaviour/7-api.md) and the server's agree. A call may be refused for its data
// (unknown id, wrong code: 4xx with a reason), but never with the server's "this function
// does not exist", which is what a path or method mismatch answers.
import { expect } from 'chai';
import { loadAllLanguages } from '../load-dictionaries.ts';
import { ApiError, isAbortError } from '../../../src/api/api-error.ts';
import { createApi, type Api } from '../../../src/api/client.ts';
import { randomId } from '../../../src/api/random-id.ts';
import type { RequestOptions } from '../../../src/api/transport.ts';

await loadAllLanguages();

declare const describe: (name: string, body: () => void) => void;
/** Mocha's `it`; `this.timeout` widens the runner's 10 s for calls that walk the catalogue. */
declare const it: (name: string, body: (this: { timeout(ms: number): void }) => Promise<void>) => void;

const apiBase = (window as { __CB_API__?: string }).__CB_API__ ?? '/api';
/** The reference server's answer to an unknown path or method, in en_us (server/i18n/messages.ts). */
const NO_SUCH_FUNCTION = 'This function does not exist';

/** Each call passes `options` (its AbortSignal) as its last argument. */
type Call = (api: Api, ids: Ids, options: RequestOptions) => Promise<unknown>;

interface Ids {
  categoryId: number | string;
  departmentId: number | string;
  serviceTypeId: number | string;
  serviceId: number | string;
  locationId: number | string;
  bookingDate: string;
}

const calls: Record<string, Call> = {
  'catalogue.categories': (api, _ids, o) => api.catalogue.categories(o),
  'catalogue.departmentsOfCategory': (api, ids, o) => api.catalogue.departmentsOfCategory(ids.categoryId, o),
  'catalogue.departments': (api, _ids, o) => api.catalogue.departments({ remoteCounter: false }, o),
  'catalogue.otherCategories': (api, _ids, o) => api.catalogue.otherCategories(o),
  'catalogue.serviceTypes': (api, ids, o) => api.catalogue.serviceTypes(ids.departmentId, {}, o),
  'catalogue.location': (api, ids, o) => api.catalogue.location(ids.locationId, o),
  'catalogue.locationsOfDepartment': (api, ids, o) => api.catalogue.locationsOfDepartment(ids.departmentId, {}, o),
  'catalogue.locationsOfService': (api, ids, o) => api.catalogue.locationsOfService(ids.serviceId, {}, o),
  'catalogue.service': (api, ids, o) => api.catalogue.service(ids.serviceId, o),
  'catalogue.hotServices': (api, _ids, o) => api.catalogue.hotServices({}, o),
  'catalogue.guides': (api, _ids, o) => api.catalogue.guides(o),
  'catalogue.count': (api, _ids, o) => api.catalogue.count({ remoteCounter: true }, o),
  'catalogue.grayTestWhitelist': (api, _ids, o) => api.catalogue.grayTestWhitelist(o),
  'catalogue.showGrayTestFunc': (api, _ids, o) => api.catalogue.showGrayTestFunc('euid-1', o),
  'catalogue.remoteCounterFlag': (api, ids, o) => api.catalogue.remoteCounterFlag(ids.locationId, o),
  'availability.locationService': (api, ids, o) => api.availability.locationService(ids.serviceId, ids.locationId, o),
  'availability.reservationParameters': (api, ids, o) => api.availability.reservationParameters(ids.serviceId, o),
  'availability.checkParameter': (api, ids, o) => api.availability.checkParameter({ serviceId: ids.serviceId, locationId: ids.locationId }, o),
  'availability.dates': (api, ids, o) => api.availability.dates(ids, o),
  'availability.times': (api, ids, o) => api.availability.times(ids, o),
  'availability.recommendTimes': (api, ids, o) => api.availability.recommendTimes({ ...ids, bookingTime: '10:00' }, o),
  'booking.book': (api, ids, o) => api.booking.book(reservation(ids), { ...o, idempotencyKey: randomId() }),
  'booking.update': (api, ids, o) => api.booking.update({ ...reservation(ids), id: 999_999 }, { ...o, idempotencyKey: randomId() }),
  'booking.registerTicket': (api, _ids, o) => api.booking.registerTicket({ mobArea: '853', mobNum: '66000000', qrcodeContent: 'nothing' }, o),
  'queue.requestTicket': (api, ids, o) => api.queue.requestTicket({ serviceId: ids.serviceId, locationId: ids.locationId, mobArea: '853', mobNum: '66000000', messageCode: '000000' }, { ...o, idempotencyKey: randomId() }),
  'queue.counterInfo': (api, ids, o) => api.queue.counterInfo(ids.locationId, ids.serviceId, o),
  'queue.waitingInfo': (api, _ids, o) => api.queue.waitingInfo(999_999, o),
  'tickets.list': (api, _ids, o) => api.tickets.list({}, o),
  'tickets.detail': (api, _ids, o) => api.tickets.detail(999_999, o),
  'tickets.cancel': (api, _ids, o) => api.tickets.cancel(999_999, o),
  'tickets.count': (api, _ids, o) => api.tickets.count({}, o),
  'tickets.addMemo': (api, _ids, o) => api.tickets.addMemo('euid-1', 999_999, o),
  'tickets.removeMemo': (api, _ids, o) => api.tickets.removeMemo(999_999, o),
  'favourites.list': (api, _ids, o) => api.favourites.list(o),
  'favourites.get': (api, _ids, o) => api.favourites.get(999_999, o),
  'favourites.add': (api, ids, o) => api.favourites.add({ mobNum: '66000000', serviceId: ids.serviceId, locationId: ids.locationId, type: 'QUEUE' }, o),
  'favourites.remove': (api, _ids, o) => api.favourites.remove(999_999, o),
  'favourites.checkService': (api, ids, o) => api.favourites.checkService(ids.serviceId, ids.locationId, o),
  'favourites.check': (api, ids, o) => api.favourites.check(ids.serviceId, o),
  'favourites.recentlyUsed': (api, _ids, o) => api.favourites.recentlyUsed({}, o),
  'search.recommended': (api, _ids, o) => api.search.recommended('a', undefined, o),
  'search.keyword': (api, _ids, o) => api.search.keyword('tax', undefined, o),
  'search.search': (api, _ids, o) => api.search.search({ euid: null, keyword: 'tax', record: true, remoteCounter: false }, o),
  'search.history': (api, _ids, o) => api.search.history(null, o),
  'search.clearHistory': (api, _ids, o) => api.search.clearHistory(undefined, o),
  'search.byServiceCode': (api, _ids, o) => api.search.byServiceCode('A001', undefined, o),
  'account.sendCode': (api, _ids, o) => api.account.sendCode(`8536${String(Date.now() % 10_000_000).padStart(7, '0')}`, o),
  'account.checkCode': (api, _ids, o) => api.account.checkCode({ areaCode: '853', mobileNumber: '66000001', token: '000000' }, o),
  'account.testToken': (api, _ids, o) => api.account.testToken('85366000002', o),
  'account.exchangeCode': (api, _ids, o) => api.account.exchangeCode({ code: 'nope', url: 'http://localhost/', codeVerifier: 'x'.repeat(43) }, o),
  'account.profile': (api, _ids, o) => api.account.profile(o),
  'app.location': (api, ids, o) => api.app.location(ids.locationId, {}, o),
  'app.locationsOfService': (api, ids, o) => api.app.locationsOfService(ids.serviceId, ids.departmentId, {}, o),
  'app.service': (api, ids, o) => api.app.service(ids.serviceId, ids.locationId, {}, o),
  'app.serviceType': (api, ids, o) => api.app.serviceType(ids.serviceTypeId, null, {}, o),
  'app.checkConsent': (api, _ids, o) => api.app.checkConsent({ account: 'acc-1', deviceId: 'dev-1' }, o),
  'app.consent': (api, _ids, o) => api.app.consent({ account: 'acc-1', deviceId: 'dev-1' }, o),
  'app.privacyClause': (api, _ids, o) => api.app.privacyClause(1, o),
  // Last: they revoke the token the calls above use (sign out everywhere then answers 401, which
  // still names a route of the server).
  'account.logout': (api, _ids, o) => api.account.logout(o),
  'account.logoutEverywhere': (api, _ids, o) => api.account.logoutEverywhere(o),
};

function reservation(ids: Ids) {
  return {
    departmentId: ids.departmentId,
    departmentCode: 'X',
    locationId: ids.locationId,
    serviceId: ids.serviceId,
    bookingDate: ids.bookingDate,
    bookingTime: '10:00',
    identifyNo: '12345678',
    contactType: 'phone',
    mobNum: '66000003',
    mobArea: '853',
    contactEmail: null,
    otherContact: null,
  };
}

function clientWith(token: () => string | null): Api {
  return createApi({
    baseURL: apiBase,
    platform: 'PCWeb',
    getLanguage: () => 'en_us',
    getToken: token,
  });
}

describe('every API client function reaches a route of the reference server (docs/behaviour/7-api.md)', () => {
  it('no call answers "this function does not exist", and every function of createApi is called', async function () {
    this.timeout(60_000);
    let token: string | null = null;
    const api = clientWith(() => token);
    token = (await api.account.testToken('85366000004')).jwt;

    const department = (await api.catalogue.departments()).find((d) => !d.suspended);
    const serviceTypes = await api.catalogue.serviceTypes(department!.id);
    const service = serviceTypes.flatMap((t) => t.services ?? []).find((s) => (s.locations ?? []).length > 0)!;
    const [category] = await api.catalogue.categories();
    const today = new Date();
    const ids: Ids = {
      categoryId: category!.id,
      departmentId: department!.id,
      serviceTypeId: serviceTypes[0]!.id,
      serviceId: service.id,
      locationId: service.locations![0]!.id,
      bookingDate: `${String(today.getDate()).padStart(2, '0')}/${String(today.getMonth() + 1).padStart(2, '0')}/${today.getFullYear()}`,
    };

    const unmatched: string[] = [];
    for (const [name, call] of Object.entries(calls)) {
      const outcome = await call(api, ids, {}).then(
        () => 'ok',
        (e: unknown) => (e instanceof ApiError ? `${e.status} ${e.serverMessage ?? ''}` : `threw ${String(e)}`),
      );
      if (outcome.includes(NO_SUCH_FUNCTION) || outcome.startsWith('threw') || outcome.startsWith('0 ')) unmatched.push(`${name}: ${outcome}`);
    }
    expect(unmatched).to.deep.equal([]);

    const functions = Object.entries(api).flatMap(([area, fns]) => Object.keys(fns).map((fn) => `${area}.${fn}`));
    expect(Object.keys(calls).sort()).to.deep.equal(functions.sort());
  });

  it('logout revokes the token: the same token answers 401 afterwards', async () => {
    let token: string | null = null;
    const api = clientWith(() => token);
    token = (await api.account.testToken('85366000006')).jwt;
    expect((await api.account.profile()).mobNum).to.equal('66000006');
    await api.account.logout();
    const after = await api.account.profile().then(
      () => 'answered',
      (e: unknown) => (e instanceof ApiError ? e.status : 'threw'),
    );
    expect(after).to.equal(401);
  });

  it('every function takes an AbortSignal: aborted in flight, each rejects with an AbortError (no ApiError: nothing to tell)', async function () {
    this.timeout(60_000);
    const api = createApi({
      baseURL: apiBase,
      platform: 'PCWeb',
      getLanguage: () => 'en_us',
      getToken: () => null,
    });
    const ids: Ids = { categoryId: 1, departmentId: 1, serviceTypeId: 1, serviceId: 1, locationId: 1, bookingDate: '01/12/2026' };
    const notAborted: string[] = [];
    for (const [name, call] of Object.entries(calls)) {
      const controller = new AbortController();
      const outcome = call(api, ids, { signal: controller.signal }).then(
        () => 'answered',
        (e: unknown) => (isAbortError(e) ? 'aborted' : `failed: ${String(e)}`),
      );
      // The request is on its way (fetch started synchronously): abort it there.
      controller.abort();
      const result = await outcome;
      if (result !== 'aborted') notAborted.push(`${name}: ${result}`);
    }
    expect(notAborted).to.deep.equal([]);
  });
});
