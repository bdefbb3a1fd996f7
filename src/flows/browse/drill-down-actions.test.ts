// The drill-down's actions over in-memory data standing in for the reads they make (the API
// client itself is tested against the real server): where each choice leads, with what context,
// and what a citizen is told when it cannot go on.
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/api-error.ts';
import type { Category, Department, Location, LocationServiceAnswer, Service, ServiceType } from '../../common/api-contract.ts';
import type { RoutePath } from '../../domain/route-guard.ts';
import { t } from '../../i18n/translate.ts';
import type { CbEventDetails } from '../../platform/events.ts';
import { createBookingStore } from '../../store/booking-store.ts';
import {
  openCategory,
  openDepartment,
  openDepartmentById,
  openLocation,
  openService,
  openServiceAtLocation,
  openServiceAtLocationById,
  openServiceById,
  openServiceType,
  type BrowseCalls,
  type OpenDeps,
  type OpenOutcome,
} from './drill-down-actions.ts';

const location = (id: number, extra: Partial<Location> = {}): Location => ({ id, name: `L${id}`, suspended: false, remoteCounter: false, rcServiceLogin: false, ...extra });
const service = (id: number, extra: Partial<Service> = {}): Service => ({
  id, name: `S${id}`, showServiceDetail: false, openReservationParameter: false, reservationRecommend: false, suspended: false, ...extra,
});
const department = (id: number, extra: Partial<Department> = {}): Department => ({ id, code: `D${id}`, name: `D${id}`, suspended: false, showHome: true, ...extra });
type Open = { booking?: boolean; timed?: boolean; queue?: boolean; officeTime?: boolean };
const open = (o: Open): LocationServiceAnswer => ({
  booking: { status: o.booking ?? false, timeTicketStatus: o.timed ?? false },
  ticket: { status: o.queue ?? false, isOfficeTime: o.officeTime ?? true, pass: 'Y', queueState: 'NOTBUSY' },
  checkIdCardReservation: true,
  checkIdCardQueue: false,
});

const SERVICES: Record<string, Service> = {
  '1': service(1),
  '2': service(2, { openReservationParameter: true }),
  '3': service(3),
  '9': service(9, { suspended: true }),
  '10': service(10),
};
const LOCATIONS: Record<string, Location> = {
  '201': location(201),
  '202': location(202),
  '203': location(203),
  '221': location(221, { remoteCounter: true, rcServiceLogin: true }),
  '299': location(299, { suspended: true }),
};
const LOCATIONS_OF: Record<string, Location[]> = {
  '1': [LOCATIONS['201']!, LOCATIONS['202']!],
  '2': [LOCATIONS['201']!],
  '3': [LOCATIONS['221']!],
  '9': [LOCATIONS['201']!],
  '10': [],
};
/** The availability sum of each offering, as the server's flags. */
const AVAILABILITY: Record<string, Open> = {
  '1/201': { booking: true, queue: true }, // 5
  '1/202': { timed: true }, // 2
  '2/201': { booking: true }, // 1
  '3/221': { queue: true }, // 4
};
const SERVICES_OF_TYPE: Record<string, Service[]> = { '71': [SERVICES['1']!, SERVICES['2']!], '72': [SERVICES['2']!], '73': [], '79': [SERVICES['9']!] };
const DEPARTMENTS_OF: Record<string, Department[]> = { '1': [department(101), department(102)], '2': [department(103)], '3': [department(114, { suspended: true })], '4': [] };

const notFound = () => new ApiError({ status: 404, messageKey: 'messages.network.notFound', text: 'Unable to find resources' });
const found = <T,>(table: Record<string, T>, key: string | number) => (String(key) in table ? Promise.resolve(table[String(key)]!) : Promise.reject(notFound()));

interface Harness extends OpenDeps {
  selected: CbEventDetails['cb-service-selected'][];
}

function deps(overrides: Partial<BrowseCalls> = {}, more: Partial<OpenDeps> = {}): Harness {
  const selected: CbEventDetails['cb-service-selected'][] = [];
  return {
    store: createBookingStore(),
    calls: {
      departments: async () => Object.values(DEPARTMENTS_OF).flat(),
      departmentsOfCategory: (id) => found(DEPARTMENTS_OF, id),
      otherDepartments: async () => [department(113)],
      servicesOfType: (id) => found(SERVICES_OF_TYPE, id),
      service: (id) => found(SERVICES, id),
      locationsOfService: (id) => found(LOCATIONS_OF, id),
      location: (id) => found(LOCATIONS, id),
      locationService: (s, l) => (`${s}/${l}` in AVAILABILITY ? Promise.resolve(open(AVAILABILITY[`${s}/${l}`]!)) : Promise.reject(notFound())),
      ...overrides,
    },
    oneAccount: false,
    shows: () => true,
    emit: (_name, detail) => {
      selected.push(detail);
      return { defaultPrevented: false };
    },
    selected,
    ...more,
  };
}

const told = (outcome: OpenOutcome) => (outcome.kind === 'refused' ? t('en_us', outcome.problem.messageKey) : outcome.kind);
const category = (id: number): Category => ({ id, name: `C${id}` });
const serviceType = (id: number): ServiceType => ({ id, name: `T${id}` });

describe('docs/behaviour/4-states.md (Drill-down): a category, then its departments', () => {
  it('a category with two departments → /department listing them', async () => {
    const d = deps();
    expect(await openCategory(category(1), d)).toEqual({ kind: 'opened', route: '/department' });
    expect(d.store.getState().lists.departments.map((x) => x.id)).toEqual([101, 102]);
  });

  it('a category with one department → skipped to that department (/serOrLocationWithTabs)', async () => {
    const d = deps();
    expect(await openCategory(category(2), d)).toEqual({ kind: 'opened', route: '/serOrLocationWithTabs' });
    expect(d.store.getState().context.dep?.id).toBe(103);
  });

  it('"other category" → the departments outside any category (one: skipped to it)', async () => {
    const d = deps();
    await openCategory('other', d);
    expect(d.store.getState().context.dep?.id).toBe(113);
  });

  it('a category whose one department is suspended → "The department is temporarily closed", no move', async () => {
    const d = deps();
    expect(told(await openCategory(category(3), d))).toBe(t('en_us', 'messages.depSuspended'));
    expect(d.store.getState().route).toBe('/home');
  });

  it('a category without departments → departmentEmpty', async () => {
    expect(told(await openCategory(category(4), deps()))).toBe(t('en_us', 'messages.departmentEmpty'));
  });

  it('skipped on arrival (replace): the skipped page leaves no entry to go back to', async () => {
    const d = deps();
    d.store.getState().navigate('/category');
    await openCategory(category(1), d, { replace: true });
    expect(d.store.getState().history.map((e) => e.route)).toEqual(['/home']);
  });
});

describe('docs/behaviour/4-states.md (Drill-down): a department', () => {
  it('a department → its page (/serOrLocationWithTabs), previous choices cleared', async () => {
    const d = deps();
    d.store.getState().pickService(SERVICES['1']!);
    expect(await openDepartment(department(101), d)).toEqual({ kind: 'opened', route: '/serOrLocationWithTabs' });
    expect(d.store.getState().context.dep?.id).toBe(101);
    expect(d.store.getState().context.service).toBeNull();
  });

  it('a suspended department → depSuspended, no move', async () => {
    const d = deps();
    expect(told(await openDepartment(department(114, { suspended: true }), d))).toBe(t('en_us', 'messages.depSuspended'));
    expect(d.store.getState().context.dep).toBeNull();
  });
});

describe('docs/behaviour/4-states.md (Service-type item): the first tap fetches its services', () => {
  it('several services → the item expands with them', async () => {
    const outcome = await openServiceType(serviceType(71), deps());
    expect(outcome.kind === 'expand' && outcome.services.map((s) => s.id)).toEqual([1, 2]);
  });

  it('exactly one service → selected directly (one location: its availability; 1 with parameters → /setParams)', async () => {
    const d = deps();
    expect(await openServiceType(serviceType(72), d)).toEqual({ kind: 'opened', route: '/setParams' });
    expect([d.store.getState().context.service?.id, d.store.getState().context.location?.id]).toEqual([2, 201]);
  });

  it('no service → serviceEmpty', async () => {
    expect(told(await openServiceType(serviceType(73), deps()))).toBe(t('en_us', 'messages.serviceEmpty'));
  });

  it('its one service suspended → serviceSuspended', async () => {
    expect(told(await openServiceType(serviceType(79), deps()))).toBe(t('en_us', 'messages.serviceSuspended'));
  });

  it('at a location chosen first: the services offered there are asked for', async () => {
    let asked: unknown[] = [];
    const d = deps({ servicesOfType: async (...args) => ((asked = args), [SERVICES['1']!, SERVICES['2']!]) });
    await openServiceType(serviceType(71), d, { at: LOCATIONS['202']! });
    expect(asked).toEqual([71, 202]);
  });
});

describe('docs/behaviour/4-states.md (Drill-down): a service, then its locations', () => {
  it('several locations → /serOrLocationWithoutTabs listing them', async () => {
    const d = deps();
    expect(await openService(service(1), d)).toEqual({ kind: 'opened', route: '/serOrLocationWithoutTabs' });
    expect(d.store.getState().routeState).toEqual({ list: 'locations' });
    expect(d.store.getState().context.service?.locations?.map((l) => l.id)).toEqual([201, 202]);
  });

  it('the locations it came with are used as they are (no read)', async () => {
    const d = deps({ locationsOfService: () => Promise.reject(new Error('not read')) });
    await openService(service(1, { locations: [LOCATIONS['201']!, LOCATIONS['203']!] }), d);
    expect(d.store.getState().context.service?.locations?.map((l) => l.id)).toEqual([201, 203]);
  });

  it('a suspended service → serviceSuspended', async () => {
    expect(told(await openService(service(9, { suspended: true }), deps()))).toBe(t('en_us', 'messages.serviceSuspended'));
  });

  it('no location → locationEmpty', async () => {
    expect(told(await openService(service(10), deps()))).toBe(t('en_us', 'messages.locationEmpty'));
  });

  it('a single remote-counter location needing one-account, not logged in → notLoggedIn, login would lift it', async () => {
    const outcome = await openService(service(3), deps());
    expect(outcome).toMatchObject({ kind: 'refused', problem: { messageKey: 'messages.notLoggedIn', needsLogin: true } });
  });

  it('the same in the remote flow → locationNoRemote', async () => {
    const d = deps();
    d.store.getState().setRemoteCounter(true);
    expect(await openService(service(3), d)).toMatchObject({ kind: 'refused', problem: { messageKey: 'messages.locationNoRemote', needsLogin: true } });
    d.store.getState().setRemoteCounter(false);
  });

  it('the same logged in with one-account → its availability (4 → /offerNum)', async () => {
    expect(await openService(service(3), deps({}, { oneAccount: true }))).toEqual({ kind: 'opened', route: '/offerNum' });
  });

  it('a service at a location chosen first → straight to its availability there', async () => {
    const d = deps();
    expect(await openService(service(1), d, { at: LOCATIONS['202']! })).toEqual({ kind: 'opened', route: '/reserve' });
  });
});

describe('docs/behaviour/4-states.md (Availability): the sum decides the route', () => {
  const rows: [string, Open, Partial<Service>, RoutePath | null, boolean][] = [
    ['0 (nothing open) → "This service cannot be booked", no move', {}, {}, null, false],
    ['1 (booking), no parameters → /reserve', { booking: true }, {}, '/reserve', false],
    ['1 (booking), reservation parameters → /setParams', { booking: true }, { openReservationParameter: true }, '/setParams', false],
    ['2 (only timed tickets) → /reserve, only timed tickets', { timed: true }, {}, '/reserve', true],
    ['2 with reservation parameters → /setParams, only timed tickets', { timed: true }, { openReservationParameter: true }, '/setParams', true],
    ['3 (booking and timed tickets) → /reserve', { booking: true, timed: true }, {}, '/reserve', false],
    ['4 (queue in office hours) → /offerNum', { queue: true }, {}, '/offerNum', false],
    ['5 (booking, queue in office hours) → /queueOrBook', { booking: true, queue: true }, {}, '/queueOrBook', false],
    ['8 (queue outside office hours) → /queueOrBook', { queue: true, officeTime: false }, {}, '/queueOrBook', false],
    ['9 (booking, queue outside office hours) → /queueOrBook', { booking: true, queue: true, officeTime: false }, {}, '/queueOrBook', false],
  ];
  for (const [name, flags, extra, route, onlyTimed] of rows) {
    it(name, async () => {
      const d = deps({ locationService: async () => open(flags) });
      d.store.getState().navigate('/serOrLocationWithoutTabs', { list: 'locations' });
      const outcome = await openLocation(LOCATIONS['201']!, d, { service: service(1, extra) });
      const state = d.store.getState();
      if (route === null) {
        expect(told(outcome)).toBe(t('en_us', 'messages.errorServiceCanNotBooking'));
        expect(state.route).toBe('/serOrLocationWithoutTabs');
        expect(state.context.location).toBeNull();
        expect(d.selected).toEqual([]);
        return;
      }
      expect(outcome).toEqual({ kind: 'opened', route });
      expect(state.route).toBe(route);
      expect([state.context.service?.id, state.context.location?.id]).toEqual([1, 201]);
      expect(state.flags.onlyTimeTicket).toBe(onlyTimed);
      expect(state.flags.mustInputIdCard).toEqual({ checkIdCardReservation: true, checkIdCardTime: false, checkIdCardQueue: false });
      expect(d.selected.map((e) => [e.service.id, e.location?.id, e.next])).toEqual([[1, 201, route]]);
      expect(state.availability).toMatchObject({ serviceId: '1', locationId: '201' });
    });
  }

  it('a suspended location → locationSuspended, availability not asked', async () => {
    const d = deps({ locationService: () => Promise.reject(new Error('not asked')) });
    expect(told(await openLocation(LOCATIONS['299']!, d, { service: service(1) }))).toBe(t('en_us', 'messages.locationSuspended'));
  });

  it('an element that does not show the next route (<service-search>) tells its host and stays', async () => {
    const d = deps({}, { shows: (route) => route !== '/queueOrBook' });
    d.store.getState().navigate('/serOrLocationWithoutTabs', { list: 'locations' });
    expect(await openLocation(LOCATIONS['201']!, d, { service: service(1) })).toEqual({ kind: 'selected', next: '/queueOrBook' });
    expect(d.store.getState().route).toBe('/serOrLocationWithoutTabs');
    expect(d.selected.map((e) => e.next)).toEqual(['/queueOrBook']);
  });

  it('a listener that takes over cb-service-selected (preventDefault) keeps the element where it is, though it shows the route', async () => {
    const d = deps({}, { emit: () => ({ defaultPrevented: true }) });
    d.store.getState().navigate('/serOrLocationWithoutTabs', { list: 'locations' });
    expect(await openLocation(LOCATIONS['201']!, d, { service: service(1) })).toEqual({ kind: 'selected', next: '/queueOrBook' });
    expect(d.store.getState().route).toBe('/serOrLocationWithoutTabs');
  });
});

describe('a location chosen first (the department page’s "by location" tab)', () => {
  it('→ /serOrLocationWithoutTabs listing the services offered there; a service chosen before is forgotten', async () => {
    const d = deps();
    d.store.getState().pickService(SERVICES['1']!);
    expect(await openLocation(LOCATIONS['202']!, d)).toEqual({ kind: 'opened', route: '/serOrLocationWithoutTabs' });
    expect(d.store.getState().routeState).toEqual({ list: 'services' });
    expect(d.store.getState().context.location?.id).toBe(202);
    expect(d.store.getState().context.service).toBeNull();
  });

  it('a suspended one → locationSuspended', async () => {
    expect(told(await openLocation(LOCATIONS['299']!, deps()))).toBe(t('en_us', 'messages.locationSuspended'));
  });
});

describe('a failed read, a superseded choice', () => {
  it('a read fails (server busy) → errorLoadData, retry may help, the failure kept for cb-error', async () => {
    const busy = new ApiError({ status: 503, messageKey: 'messages.serverBusy', text: 'The system is busy' });
    const outcome = await openCategory(category(1), deps({ departmentsOfCategory: () => Promise.reject(busy) }));
    expect(outcome).toEqual({ kind: 'refused', problem: { messageKey: 'messages.errorLoadData', code: 503, retry: true, cause: busy } });
  });

  it('aborted while the availability is asked → nothing changes', async () => {
    const controller = new AbortController();
    const d = deps({ locationService: async () => (controller.abort(), open({ booking: true })) }, { signal: controller.signal });
    expect(await openLocation(LOCATIONS['201']!, d, { service: service(1) })).toEqual({ kind: 'cancelled' });
    expect(d.store.getState().route).toBe('/home');
    expect(d.store.getState().context.service).toBeNull();
  });
});

describe('start-up: department-id', () => {
  it('an id or a code → that department, replacing the start route', async () => {
    for (const id of ['102', 'D102']) {
      const d = deps();
      expect(await openDepartmentById(id, d)).toEqual({ kind: 'opened', route: '/serOrLocationWithTabs' });
      expect(d.store.getState().context.dep?.id).toBe(102);
      expect(d.store.getState().history).toEqual([]);
    }
  });

  it('an unknown one → depNoValid; a suspended one → depSuspended', async () => {
    expect(told(await openDepartmentById('99', deps()))).toBe(t('en_us', 'messages.depNoValid'));
    expect(told(await openDepartmentById('114', deps()))).toBe(t('en_us', 'messages.depSuspended'));
  });
});

describe('start-up: service-id', () => {
  it('service-id="1" → /serOrLocationWithoutTabs with the service and its locations', async () => {
    const d = deps();
    expect(await openServiceById('1', d)).toEqual({ kind: 'opened', route: '/serOrLocationWithoutTabs' });
    expect(d.store.getState().context.service?.locations?.map((l) => l.id)).toEqual([201, 202]);
  });

  it('service-id="2" (one location) → skipped to its availability there (1 with parameters → /setParams)', async () => {
    const d = deps();
    expect(await openServiceById('2', d)).toEqual({ kind: 'opened', route: '/setParams' });
  });

  const refused: [string, string, string][] = [
    ['service-id="77" (unknown) → "The service is invalid"', '77', 'messages.serviceNoValid'],
    ['service-id="9" (suspended) → "The service is suspended"', '9', 'messages.serviceSuspended'],
    ['service-id="10" (no location) → "No service location"', '10', 'messages.locationEmpty'],
  ];
  for (const [name, id, messageKey] of refused) {
    it(name, async () => {
      const d = deps();
      expect(await openServiceById(id, d)).toMatchObject({ kind: 'refused', problem: { messageKey, retry: false } });
      expect(d.store.getState().route).toBe('/home');
      expect(d.store.getState().context.service).toBeNull();
    });
  }

  it('the service fails to load (server busy) → errorLoadData, and a retry may help', async () => {
    const busy = new ApiError({ status: 503, messageKey: 'messages.serverBusy', text: 'The system is busy' });
    expect(await openServiceById('1', deps({ service: () => Promise.reject(busy) }))).toMatchObject({
      kind: 'refused',
      problem: { messageKey: 'messages.errorLoadData', code: 503, retry: true },
    });
  });
});

describe('start-up: service-id and location-id', () => {
  it('availability 5 → /queueOrBook with service and location picked, id-card flags kept, the start route replaced', async () => {
    const d = deps();
    expect(await openServiceAtLocationById('1', '201', null, d)).toEqual({ kind: 'opened', route: '/queueOrBook' });
    const state = d.store.getState();
    expect([state.context.service?.id, state.context.location?.id]).toEqual([1, 201]);
    expect(state.flags.mustInputIdCard).toEqual({ checkIdCardReservation: true, checkIdCardTime: false, checkIdCardQueue: false });
    expect(state.history).toEqual([]);
  });

  it('<queue-ticket> opens it at /offerNum whatever the availability (even 0), with its id-card flags', async () => {
    const d = deps({ locationService: async () => ({ ...open({}), checkIdCardQueue: true }) });
    expect(await openServiceAtLocationById('1', '202', '/offerNum', d)).toEqual({ kind: 'opened', route: '/offerNum' });
    expect(d.store.getState().context.location?.id).toBe(202);
    expect(d.store.getState().flags.mustInputIdCard.checkIdCardQueue).toBe(true);
    // Held for the offer page, whose figures show from it until its first poll answers.
    expect(d.store.getState().availability).toMatchObject({ serviceId: '1', locationId: '202', answer: { ticket: { status: false } } });
  });

  it('the availability answering first with a 404 does not hide an unknown location behind "no service here"', async () => {
    // The location's 404 comes only once the availability's has.
    const availability = Promise.reject(notFound());
    const d = deps({ locationService: () => availability, location: () => availability.catch(() => Promise.reject(notFound())) });
    expect(await openServiceAtLocationById('1', '999', '/offerNum', d)).toMatchObject({ kind: 'refused', problem: { messageKey: 'messages.locationNoValid' } });
  });

  it('by availability: the answer asked for beside the other reads is the one used (asked once)', async () => {
    let asked = 0;
    const d = deps({ locationService: async () => ((asked += 1), open({ booking: true, queue: true })) });
    expect(await openServiceAtLocationById('1', '201', null, d)).toEqual({ kind: 'opened', route: '/queueOrBook' });
    expect(asked).toBe(1);
  });

  it('availability 0 → "This service cannot be booked at the moment", nothing picked', async () => {
    const d = deps({ locationService: async () => open({}) });
    expect(await openServiceAtLocationById('1', '201', null, d)).toEqual({
      kind: 'refused',
      problem: { messageKey: 'messages.errorServiceCanNotBooking', code: null, retry: false },
    });
    expect(d.store.getState().context.location).toBeNull();
  });

  const refused: [string, string, string, string][] = [
    ['an unknown service → "The service is invalid"', '77', '201', 'messages.serviceNoValid'],
    ['an unknown location → "The service location is invalid"', '1', '999', 'messages.locationNoValid'],
    ['a suspended location → "The service location is suspended"', '1', '299', 'messages.locationSuspended'],
    ['a location that does not offer the service → "No service available at this location"', '1', '203', 'messages.serviceEmptyByLocation'],
  ];
  for (const [name, serviceId, locationId, messageKey] of refused) {
    for (const route of [null, '/offerNum'] as const) {
      it(`${name} (${route ?? 'by availability'})`, async () => {
        const d = deps();
        expect(await openServiceAtLocationById(serviceId, locationId, route, d)).toMatchObject({ kind: 'refused', problem: { messageKey, retry: false } });
        expect(d.store.getState().route).toBe('/home');
      });
    }
  }
});

describe('a favourite or a recently used entry: the service at the location, by their ids', () => {
  it('availability 5 → /queueOrBook with service and location picked; the list stays behind it (back returns there)', async () => {
    const d = deps();
    d.store.getState().navigate('/MyFavoritePage', {});
    expect(await openServiceAtLocation({ serviceId: 1, locationId: 201 }, d)).toEqual({ kind: 'opened', route: '/queueOrBook' });
    const state = d.store.getState();
    expect([state.context.service?.id, state.context.location?.id]).toEqual([1, 201]);
    expect(state.history.map((entry) => entry.route)).toEqual(['/home', '/MyFavoritePage']);
    expect(d.selected.map((s) => [s.service.id, s.location?.id, s.next])).toEqual([[1, 201, '/queueOrBook']]);
  });

  it('availability 1 with reservation parameters → /setParams', async () => {
    expect(await openServiceAtLocation({ serviceId: 2, locationId: 201 }, deps())).toEqual({ kind: 'opened', route: '/setParams' });
  });

  it('a suspended service → "The service is temporarily suspended", no move', async () => {
    const d = deps();
    d.store.getState().navigate('/RecentlyUsedPage', {});
    expect(await openServiceAtLocation({ serviceId: 9, locationId: 201 }, d)).toMatchObject({ kind: 'refused', problem: { messageKey: 'messages.serviceSuspended', retry: false } });
    expect(d.store.getState().route).toBe('/RecentlyUsedPage');
  });
});
