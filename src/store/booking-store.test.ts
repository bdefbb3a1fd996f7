import { beforeEach, describe, expect, it } from 'vitest';
import type { Location, Service } from '../common/api-contract.ts';
import { createBookingStore, emptyUserInfo, type BookingState } from './booking-store.ts';
import { getSessionStore, REMOTE_COUNTER_STORAGE_KEY } from './session-store.ts';

const location: Location = { id: 7, name: 'Lok', suspended: false, remoteCounter: false, rcServiceLogin: false };
const service: Service = {
  id: 3, name: 'Svc', showServiceDetail: false, openReservationParameter: false, reservationRecommend: false, suspended: false, locations: [location],
};

beforeEach(() => {
  sessionStorage.clear();
  getSessionStore().getState().setRemoteCounter(false);
});

describe('booking store (docs/behaviour/3-entities.md (Booking state))', () => {
  it('two stores never share state', () => {
    const a = createBookingStore();
    const b = createBookingStore();
    a.getState().pickService(service);
    a.getState().navigate('/queueOrBook');
    a.getState().setUserInfo({ mobNum: '66123456' });
    a.getState().setList('departments', [{ id: 1, code: 'D', name: 'Dep', suspended: false, showHome: true }]);
    expect(b.getState().context.service).toBeNull();
    expect(b.getState().route).toBe('/home');
    expect(b.getState().context.userinfo.mobNum).toBe('');
    expect(b.getState().lists.departments).toEqual([]);
  });

  it('starts with the docs/behaviour/3-entities.md defaults: mobile area 853, tab 0, id-card flags false', () => {
    const state = createBookingStore().getState();
    expect(state.context.userinfo.mobArea).toBe('853');
    expect(state.context.selectedTab).toBe(0);
    expect(state.flags.mustInputIdCard).toEqual({ checkIdCardReservation: false, checkIdCardTime: false, checkIdCardQueue: false });
    expect(state.my.jettonDetail).toBeNull();
  });

  it('picking a department clears the service, location and booking choices below it', () => {
    const store = createBookingStore();
    const s = store.getState();
    s.pickService(service);
    s.pickLocation(location);
    s.setBookingDate('01/12/2026');
    s.setBookingTime('09:30');
    store.getState().pickDepartment({ id: 1, code: 'D', name: 'Dep', suspended: false, showHome: true });
    const { context } = store.getState();
    expect(context.dep?.id).toBe(1);
    expect([context.service, context.location, context.bookDate, context.bookTime]).toEqual([null, null, null, null]);
  });

  it('a new booking date clears the picked time', () => {
    const store = createBookingStore();
    store.getState().setBookingTime('10:00');
    store.getState().setBookingDate('02/12/2026');
    expect(store.getState().context.bookTime).toBeNull();
    expect(store.getState().context.bookDate).toBe('02/12/2026');
  });

  it('navigate pushes, back pops with the entry state, replace does not push', () => {
    const store = createBookingStore();
    store.getState().navigate('/search', { serviceCode: 'A1' });
    store.getState().navigate('/myBooking', {}, { replace: true });
    expect(store.getState().history.map((e) => e.route)).toEqual(['/home']);
    store.getState().navigate('/AboutPage');
    expect(store.getState().back()).toBe(true);
    expect(store.getState().route).toBe('/myBooking');
    expect(store.getState().back()).toBe(true);
    expect(store.getState().route).toBe('/home');
    expect(store.getState().back()).toBe(false);
  });

  it('returnTo goes back to the latest matching entry, entered anew, and drops the steps after it', () => {
    const store = createBookingStore();
    store.getState().navigate('/myBooking');
    store.getState().navigate('/success', { ticketId: 7 });
    store.getState().navigate('/success', { ticketId: 41 });
    store.getState().navigate('/reserve', {});
    store.getState().navigate('/sendMessageByReserve', { reservation: {} as never });
    const byId = (id: number) => (state: Readonly<Record<string, unknown>>) => state.ticketId === id;
    expect(store.getState().returnTo('/success', byId(99), { ticketId: 99 })).toBe(false);
    expect(store.getState().route).toBe('/sendMessageByReserve');
    expect(store.getState().returnTo('/success', byId(41), { ticketId: 41, isNew: false })).toBe(true);
    const { route, routeState, history } = store.getState();
    expect([route, routeState, history.map((e) => e.route)]).toEqual(['/success', { ticketId: 41, isNew: false }, ['/home', '/myBooking', '/success']]);
    expect(store.getState().back()).toBe(true);
    expect(store.getState().routeState).toEqual({ ticketId: 7 });
  });

  it('back restores the state a route was entered with', () => {
    const store = createBookingStore();
    store.getState().navigate('/search', { searchString: 'id card' });
    store.getState().navigate('/hotServices');
    store.getState().back();
    expect(store.getState().routeState).toEqual({ searchString: 'id card' });
  });

  it('syncRoute to the previous entry (browser back) pops it', () => {
    const store = createBookingStore();
    store.getState().navigate('/search', { serviceCode: 'X' });
    store.getState().navigate('/AboutPage');
    store.getState().syncRoute('/search');
    expect(store.getState().route).toBe('/search');
    expect(store.getState().routeState).toEqual({ serviceCode: 'X' });
    expect(store.getState().history.map((e) => e.route)).toEqual(['/home']);
  });

  it('home clears saved navigation and the remote-counter flag, keeping typed user info', () => {
    const store = createBookingStore();
    store.getState().setRemoteCounter(true);
    store.getState().pickService(service);
    store.getState().setUserInfo({ mobNum: '66123456' });
    expect(sessionStorage.getItem(REMOTE_COUNTER_STORAGE_KEY)).toBe('true');
    store.getState().clearNavigation();
    expect(store.getState().context.service).toBeNull();
    expect(store.getState().flags.remoteCounter).toBe(false);
    expect(sessionStorage.getItem(REMOTE_COUNTER_STORAGE_KEY)).toBe('false');
    expect(store.getState().context.userinfo.mobNum).toBe('66123456');
  });

  it('a new store takes the remote-counter mode of the page session', () => {
    getSessionStore().getState().setRemoteCounter(true);
    expect(createBookingStore().getState().flags.remoteCounter).toBe(true);
  });

  it('reset returns to the initial route and empty context', () => {
    const store = createBookingStore({ route: '/myBooking' });
    store.getState().navigate('/search');
    store.getState().pickLocation(location);
    store.getState().reset();
    expect(store.getState().route).toBe('/myBooking');
    expect(store.getState().context.location).toBeNull();
    expect(store.getState().history).toEqual([]);
  });
});

describe('the attempt key (Idempotency-Key of a booking or ticket request)', () => {
  /** A store with a complete choice, as the booking verification page sees it. */
  function chosen() {
    const store = createBookingStore();
    const s = store.getState();
    s.pickService(service);
    s.pickLocation(location);
    s.setBookingDate('02/12/2026');
    s.setBookingTime('10:30');
    s.setParameters([{ key: 'parameter1', parameterType: 'NAME', name: 'Plate', value: 'MA-12-34' }]);
    s.setAlertCount(3);
    s.setUserInfo({ identifyNo: '12345678', mobArea: '853', mobNum: '66123456' });
    return store;
  }

  it('two stores, two keys', () => {
    expect(createBookingStore().getState().attemptKey).not.toBe(createBookingStore().getState().attemptKey);
  });

  it('a retry of the same choice keeps the key: nothing changed, or only what the request does not carry', () => {
    const store = chosen();
    const key = store.getState().attemptKey;
    const s = store.getState();
    s.setBookingTime('10:30');
    s.setParameters([{ key: 'parameter1', parameterType: 'NAME', name: 'Plate', value: 'MA-12-34' }]);
    s.setAlertCount(3);
    s.setUserInfo({ identifyNo: '12345678', mobNum: '66123456', name: 'Chan Tai Man' });
    s.pickServiceType({ id: 4, name: 'Vehicles' });
    s.selectTab(1);
    s.setList('departments', [{ id: 1, code: 'D', name: 'Dep', suspended: false, showHome: true }]);
    s.navigate('/reserve');
    s.back();
    expect(store.getState().attemptKey).toBe(key);
  });

  it.each([
    ['another service', (s: BookingState) => s.pickService({ ...service, id: 4 })],
    ['another location', (s: BookingState) => s.pickLocation({ ...location, id: 8 })],
    ['another date', (s: BookingState) => s.setBookingDate('03/12/2026')],
    ['another time', (s: BookingState) => s.setBookingTime('11:00')],
    ['another parameter value', (s: BookingState) => s.setParameters([{ key: 'parameter1', parameterType: 'NAME', name: 'Plate', value: 'MB-56-78' }])],
    ['another identity number', (s: BookingState) => s.setUserInfo({ identifyNo: '87654321' })],
    ['another mobile number', (s: BookingState) => s.setUserInfo({ mobNum: '66999999' })],
    ['another mobile area', (s: BookingState) => s.setUserInfo({ mobArea: '852' })],
    ['another alert count', (s: BookingState) => s.setAlertCount(5)],
    ['another department (clears the choice)', (s: BookingState) => s.pickDepartment({ id: 2, code: 'E', name: 'Other', suspended: false, showHome: true })],
    ['home (clears the choice)', (s: BookingState) => s.clearNavigation()],
    ['a success (finishAttempt)', (s: BookingState) => s.finishAttempt()],
    ['the offer page timed out (clearQueueForm)', (s: BookingState) => s.clearQueueForm()],
    ['a new start-up (reset)', (s: BookingState) => s.reset()],
  ])('%s → a new key', (_name, change) => {
    const store = chosen();
    const key = store.getState().attemptKey;
    change(store.getState());
    expect(store.getState().attemptKey).not.toBe(key);
    expect(store.getState().attemptKey).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  it('a ticket request in doubt is kept until a success; the time-out clears what was typed', () => {
    const store = chosen();
    const sent = { key: store.getState().attemptKey, request: { serviceId: 3, locationId: 7, mobArea: '853', mobNum: '66123456', messageCode: '123456' } };
    store.getState().setTicketInDoubt(sent);
    store.getState().navigate('/sendMessage', { queueInfo: { waitCount: 1, openCounter: 1, notCheckInCount: 0 } });
    expect(store.getState().ticketInDoubt).toEqual(sent);
    store.getState().finishAttempt();
    expect(store.getState().ticketInDoubt).toBeNull();
    store.getState().setAlertCount(3);
    store.getState().clearQueueForm();
    expect(store.getState().context.userinfo).toMatchObject({ identifyNo: '', mobNum: '', mobArea: '853' });
    expect(store.getState().context.alertCount).toBeNull();
  });

  it('going back to the same choice after a change is a new attempt too', () => {
    const store = chosen();
    const key = store.getState().attemptKey;
    store.getState().setBookingTime('11:00');
    store.getState().setBookingTime('10:30');
    expect(store.getState().attemptKey).not.toBe(key);
  });
});

describe('signing out forgets the citizen (docs/behaviour/6-roles.md)', () => {
  it('identity and mobile of the forms and the ticket shown go; the choice of service stays', () => {
    const store = createBookingStore();
    const service = { id: 3002, name: 'Renewal' } as Service;
    store.getState().pickService(service);
    store.getState().setUserInfo({ identifyNo: '12345678', mobNum: '66123456', mobArea: '', name: 'CHAN TAI MAN', euid: 'MO-0000001' });
    store.getState().setMy('jettonDetail', { id: 'T9', jettonCode: 'A001', ticketType: 'QUEUE' });
    store.getState().forgetCitizen();
    const { context, my } = store.getState();
    expect(context.userinfo).toEqual(emptyUserInfo());
    expect(my.jettonDetail).toBeNull();
    expect(context.service).toBe(service);
  });
});

describe('route state is typed per route (the type check holds each call to RouteStateMap)', () => {
  it('a route entered with state must be given it, of its shape; a route entered by name takes none', () => {
    const store = createBookingStore();
    store.getState().navigate('/search', { serviceCode: 'A1', comeFromHomePage: true });
    store.getState().navigate('/success', { ticketId: 'T1', isNew: true });
    store.getState().navigate('/home');
    // @ts-expect-error sendMessage is entered with queueInfo
    store.getState().navigate('/sendMessage');
    // @ts-expect-error a service code is text
    store.getState().navigate('/search', { serviceCode: 3 });
    // @ts-expect-error home is entered by name alone
    store.getState().navigate('/home', { serviceCode: 'A1' });
    expect(store.getState().history.map((e) => e.route)).toEqual(['/home', '/search', '/success', '/home', '/sendMessage', '/search']);
  });

  it('reset starts the history anew from the entry', () => {
    const store = createBookingStore();
    store.getState().navigate('/search');
    store.getState().navigate('/myBooking', {}, { reset: true });
    expect(store.getState().history).toEqual([]);
    expect(store.getState().lastNavigation).toBe('replace');
    expect(store.getState().back()).toBe(false);
  });
});
