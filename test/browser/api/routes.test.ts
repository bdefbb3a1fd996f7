// Every function of the API client reaches a route of the reference server: the client's
// paths and methods (SPEC.md §7) and the server's agree. A call may be refused for its data
// (unknown id, wrong code: 4xx with a reason), but never with the server's "this function
// does not exist", which is what a path or method mismatch answers.
import { expect } from 'chai';
import { loadAllLanguages } from '../load-dictionaries.ts';
import { ApiError } from '../../../src/api/api-error.ts';
import { createApi, type Api } from '../../../src/api/client.ts';

await loadAllLanguages();

declare const describe: (name: string, body: () => void) => void;
/** Mocha's `it`; `this.timeout` widens the runner's 10 s for calls that walk the catalogue. */
declare const it: (name: string, body: (this: { timeout(ms: number): void }) => Promise<void>) => void;

const apiBase = (window as { __CB_API__?: string }).__CB_API__ ?? '/api';
/** The reference server's answer to an unknown path or method, in en_us (server/i18n/messages.ts). */
const NO_SUCH_FUNCTION = 'This function does not exist';

type Call = (api: Api, ids: Ids) => Promise<unknown>;

interface Ids {
  categoryId: number | string;
  departmentId: number | string;
  serviceTypeId: number | string;
  serviceId: number | string;
  locationId: number | string;
  bookingDate: string;
}

const calls: Record<string, Call> = {
  'catalogue.categories': (api) => api.catalogue.categories(),
  'catalogue.departmentsOfCategory': (api, ids) => api.catalogue.departmentsOfCategory(ids.categoryId),
  'catalogue.departments': (api) => api.catalogue.departments({ remoteCounter: false }),
  'catalogue.otherCategories': (api) => api.catalogue.otherCategories(),
  'catalogue.serviceTypes': (api, ids) => api.catalogue.serviceTypes(ids.departmentId),
  'catalogue.location': (api, ids) => api.catalogue.location(ids.locationId),
  'catalogue.locationsOfDepartment': (api, ids) => api.catalogue.locationsOfDepartment(ids.departmentId),
  'catalogue.locationsOfService': (api, ids) => api.catalogue.locationsOfService(ids.serviceId),
  'catalogue.service': (api, ids) => api.catalogue.service(ids.serviceId),
  'catalogue.hotServices': (api) => api.catalogue.hotServices(),
  'catalogue.guides': (api) => api.catalogue.guides(),
  'catalogue.count': (api) => api.catalogue.count({ remoteCounter: true }),
  'catalogue.grayTestWhitelist': (api) => api.catalogue.grayTestWhitelist(),
  'catalogue.showGrayTestFunc': (api) => api.catalogue.showGrayTestFunc('euid-1'),
  'catalogue.remoteCounterFlag': (api, ids) => api.catalogue.remoteCounterFlag(ids.locationId),
  'availability.locationService': (api, ids) => api.availability.locationService(ids.serviceId, ids.locationId),
  'availability.reservationParameters': (api, ids) => api.availability.reservationParameters(ids.serviceId),
  'availability.checkParameter': (api, ids) => api.availability.checkParameter({ serviceId: ids.serviceId, locationId: ids.locationId }),
  'availability.dates': (api, ids) => api.availability.dates(ids),
  'availability.times': (api, ids) => api.availability.times(ids),
  'availability.recommendTimes': (api, ids) => api.availability.recommendTimes({ ...ids, bookingTime: '10:00' }),
  'booking.book': (api, ids) => api.booking.book(reservation(ids)),
  'booking.update': (api, ids) => api.booking.update({ ...reservation(ids), id: 999_999 }),
  'booking.registerTicket': (api) => api.booking.registerTicket({ mobArea: '853', mobNum: '66000000', qrcodeContent: 'nothing' }),
  'queue.requestTicket': (api, ids) => api.queue.requestTicket({ serviceId: ids.serviceId, locationId: ids.locationId, mobArea: '853', mobNum: '66000000', messageCode: '000000' }),
  'queue.counterInfo': (api, ids) => api.queue.counterInfo(ids.locationId, ids.serviceId),
  'queue.waitingInfo': (api) => api.queue.waitingInfo(999_999),
  'tickets.list': (api) => api.tickets.list(),
  'tickets.detail': (api) => api.tickets.detail(999_999),
  'tickets.cancel': (api) => api.tickets.cancel(999_999),
  'tickets.count': (api) => api.tickets.count(),
  'tickets.addMemo': (api) => api.tickets.addMemo('euid-1', 999_999),
  'tickets.removeMemo': (api) => api.tickets.removeMemo(999_999),
  'favourites.list': (api) => api.favourites.list(),
  'favourites.get': (api) => api.favourites.get(999_999),
  'favourites.add': (api, ids) => api.favourites.add({ mobNum: '66000000', serviceId: ids.serviceId, locationId: ids.locationId, type: 'QUEUE' }),
  'favourites.remove': (api) => api.favourites.remove(999_999),
  'favourites.checkService': (api, ids) => api.favourites.checkService(ids.serviceId, ids.locationId),
  'favourites.check': (api, ids) => api.favourites.check(ids.serviceId),
  'favourites.recentlyUsed': (api) => api.favourites.recentlyUsed(),
  'search.recommended': (api) => api.search.recommended('a'),
  'search.keyword': (api) => api.search.keyword('tax'),
  'search.search': (api) => api.search.search({ euid: null, keyword: 'tax', record: true, remoteCounter: false }),
  'search.history': (api) => api.search.history(null),
  'search.clearHistory': (api) => api.search.clearHistory(),
  'search.byServiceCode': (api) => api.search.byServiceCode('A001'),
  'account.sendCode': (api) => api.account.sendCode(`8536${String(Date.now() % 10_000_000).padStart(7, '0')}`),
  'account.checkCode': (api) => api.account.checkCode({ areaCode: '853', mobileNumber: '66000001', token: '000000' }),
  'account.testToken': (api) => api.account.testToken('85366000002'),
  'account.exchangeCode': (api) => api.account.exchangeCode({ code: 'nope', url: 'http://localhost/', codeVerifier: 'x'.repeat(43) }),
  'account.profile': (api) => api.account.profile(),
  'app.location': (api, ids) => api.app.location(ids.locationId),
  'app.locationsOfService': (api, ids) => api.app.locationsOfService(ids.serviceId, ids.departmentId),
  'app.service': (api, ids) => api.app.service(ids.serviceId, ids.locationId),
  'app.serviceType': (api, ids) => api.app.serviceType(ids.serviceTypeId),
  'app.checkConsent': (api) => api.app.checkConsent({ account: 'acc-1', deviceId: 'dev-1' }),
  'app.consent': (api) => api.app.consent({ account: 'acc-1', deviceId: 'dev-1' }),
  'app.privacyClause': (api) => api.app.privacyClause(1),
  // Last: it revokes the token the calls above use.
  'account.logout': (api) => api.account.logout(),
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
    feedback: { beginLoading: () => () => undefined, toast: () => undefined },
  });
}

describe('every API client function reaches a route of the reference server (SPEC.md §7)', () => {
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
      const outcome = await call(api, ids).then(
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
});
