// openService / openServiceAtLocation over in-memory data standing in for the four reads they
// make (the API client itself is tested against the real server): where each start leads, and
// what a citizen is told when it cannot.
import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/api-error.ts';
import type { Location, LocationServiceAnswer, Service } from '../api/types.ts';
import { createBookingStore } from '../store/booking-store.ts';
import { openService, openServiceAtLocation, type OpenServiceDeps } from './open-service.ts';

const location = (id: number, extra: Partial<Location> = {}): Location => ({ id, name: `L${id}`, suspended: false, remoteCounter: false, rcServiceLogin: false, ...extra });
const service = (id: number, extra: Partial<Service> = {}): Service => ({
  id, name: `S${id}`, showServiceDetail: false, openReservationParameter: false, reservationRecommend: false, suspended: false, ...extra,
});
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
  '9': service(9, { suspended: true }),
  '10': service(10),
};
const LOCATIONS_OF: Record<string, Location[]> = { '1': [location(201), location(202)], '2': [location(201)], '9': [location(201)], '10': [] };
const LOCATIONS: Record<string, Location> = { '201': location(201), '202': location(202), '203': location(203), '299': location(299, { suspended: true }) };
const AVAILABILITY: Record<string, Open> = { '1/201': { booking: true, queue: true }, '1/202': { timed: true }, '2/201': { booking: true } };

const notFound = () => new ApiError({ status: 404, messageKey: 'messages.network.notFound', text: 'Unable to find resources' });
const found = <T,>(table: Record<string, T>, key: string) => (key in table ? Promise.resolve(table[key]!) : Promise.reject(notFound()));

function deps(overrides: Partial<OpenServiceDeps> = {}): OpenServiceDeps {
  return {
    store: createBookingStore(),
    loadService: (id) => found(SERVICES, id),
    loadLocationsOfService: (id) => found(LOCATIONS_OF, id),
    loadLocation: (id) => found(LOCATIONS, id),
    loadLocationService: (s, l) => (`${s}/${l}` in AVAILABILITY ? Promise.resolve(open(AVAILABILITY[`${s}/${l}`]!)) : Promise.reject(notFound())),
    ...overrides,
  };
}

describe('service-id: open that service', () => {
  it('service-id="1" → /serOrLocationWithoutTabs with the service and its locations', async () => {
    const d = deps();
    expect(await openService('1', d)).toBeNull();
    expect(d.store.getState().route).toBe('/serOrLocationWithoutTabs');
    expect(d.store.getState().context.service?.locations?.map((l) => l.id)).toEqual([201, 202]);
  });

  const refused: [string, string, string][] = [
    ['service-id="77" (unknown) → "The service is invalid"', '77', 'messages.serviceNoValid'],
    ['service-id="9" (suspended) → "The service is suspended"', '9', 'messages.serviceSuspended'],
    ['service-id="10" (no location) → "No service location"', '10', 'messages.locationEmpty'],
  ];
  for (const [name, id, messageKey] of refused) {
    it(name, async () => {
      const d = deps();
      expect(await openService(id, d)).toMatchObject({ messageKey, retry: false });
      expect(d.store.getState().route).toBe('/home');
      expect(d.store.getState().context.service).toBeNull();
    });
  }

  it('the service fails to load (server busy) → errorLoadData, and a retry may help', async () => {
    const busy = new ApiError({ status: 503, messageKey: 'messages.serverBusy', text: 'The system is busy' });
    expect(await openService('1', deps({ loadService: () => Promise.reject(busy) }))).toEqual({ messageKey: 'messages.errorLoadData', code: 503, retry: true });
  });
});

describe('service-id and location-id: open that service there, where its availability leads', () => {
  it('availability 5 (booking and queue) → /queueOrBook with service and location picked, id-card flags kept', async () => {
    const d = deps();
    expect(await openServiceAtLocation('1', '201', null, d)).toBeNull();
    const state = d.store.getState();
    expect(state.route).toBe('/queueOrBook');
    expect([state.context.service?.id, state.context.location?.id]).toEqual([1, 201]);
    expect(state.flags.mustInputIdCard).toEqual({ checkIdCardReservation: true, checkIdCardTime: false, checkIdCardQueue: false });
    expect(state.flags.onlyTimeTicket).toBe(false);
  });

  it('availability 2 (only timed tickets) → /reserve, only timed tickets', async () => {
    const d = deps();
    await openServiceAtLocation('1', '202', null, d);
    expect(d.store.getState().route).toBe('/reserve');
    expect(d.store.getState().flags.onlyTimeTicket).toBe(true);
  });

  it('availability 1 for a service with reservation parameters → /setParams', async () => {
    const d = deps();
    await openServiceAtLocation('2', '201', null, d);
    expect(d.store.getState().route).toBe('/setParams');
  });

  it('availability 0 → "This service cannot be booked at the moment", nothing picked', async () => {
    const d = deps({ loadLocationService: () => Promise.resolve(open({})) });
    expect(await openServiceAtLocation('1', '201', null, d)).toEqual({ messageKey: 'messages.errorServiceCanNotBooking', code: null, retry: false });
    expect(d.store.getState().route).toBe('/home');
    expect(d.store.getState().context.location).toBeNull();
  });

  it('<queue-ticket> opens it at /offerNum whatever the availability (even 0), with its id-card flags', async () => {
    const d = deps({ loadLocationService: () => Promise.resolve({ ...open({}), checkIdCardQueue: true }) });
    expect(await openServiceAtLocation('1', '202', '/offerNum', d)).toBeNull();
    expect(d.store.getState().route).toBe('/offerNum');
    expect(d.store.getState().flags.mustInputIdCard.checkIdCardQueue).toBe(true);
    // Held for the offer page, whose figures show from it until its first poll answers.
    expect(d.store.getState().availability).toMatchObject({ serviceId: '1', locationId: '202', answer: { ticket: { status: false } } });
  });

  it('the availability answering first with a 404 does not hide an unknown location behind "no service here"', async () => {
    const d = deps({ loadLocation: () => new Promise((_, reject) => setTimeout(() => reject(notFound()), 20)) });
    expect(await openServiceAtLocation('1', '999', '/offerNum', d)).toMatchObject({ messageKey: 'messages.locationNoValid' });
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
        expect(await openServiceAtLocation(serviceId, locationId, route, d)).toMatchObject({ messageKey, retry: false });
        expect(d.store.getState().route).toBe('/home');
      });
    }
  }
});
