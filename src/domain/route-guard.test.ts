import { describe, expect, it } from 'vitest';
import { missingRequirements, normalizeRoutePath, resolveRoute, ROUTE_PATHS, ROUTE_REQUIREMENTS, type GuardState, type RoutePath } from './route-guard.ts';

const empty = (): GuardState => ({
  context: { dep: null, serviceType: null, service: null, location: null },
  lists: { departments: [] },
  my: { jettonDetail: null },
  routeState: {},
  loggedIn: false,
});

/** Everything every route could need. */
const full = (): GuardState => ({
  context: {
    dep: { id: 1 },
    serviceType: { id: 2, services: [{ id: 3 }] },
    service: { id: 3, locations: [{ id: 4 }] },
    location: { id: 4 },
  },
  lists: { departments: [{ id: 1 }] },
  my: { jettonDetail: { id: 9 } },
  routeState: { queueInfo: { waitCount: 1 }, reservation: { bookingDate: '01/12/2026' }, ticketId: 9 },
  loggedIn: true,
});

describe('docs/behaviour/2-screens.md (Routes): a page whose required context is missing redirects home', () => {
  const rows: [RoutePath, string, (s: GuardState) => void][] = [
    ['/department', 'no departments of a chosen category', (s) => { s.lists.departments = []; }],
    ['/serOrLocationWithoutTabs', 'neither a service type with services nor a service with locations', (s) => {
      s.context.serviceType = { id: 2, services: [] };
      s.context.service = { id: 3 };
    }],
    ['/serOrLocationWithoutTabs', 'the services of a location, but no location', (s) => {
      s.routeState = { list: 'services' };
      s.context.location = null;
    }],
    ['/serOrLocationWithTabs', 'no department', (s) => { s.context.dep = null; }],
    ['/queueOrBook', 'a service without locations', (s) => { s.context.service = { id: 3, locations: [] }; }],
    ['/queueOrBook', 'no location', (s) => { s.context.location = null; }],
    ['/setParams', 'no service', (s) => { s.context.service = null; }],
    ['/setParams', 'a location without an id', (s) => { s.context.location = { id: '' }; }],
    ['/offerNum', 'no location', (s) => { s.context.location = null; }],
    ['/offerNum', 'a service without an id', (s) => { s.context.service = { locations: [{ id: 4 }] }; }],
    ['/reserve', 'no service', (s) => { s.context.service = null; }],
    ['/reserve', 'no location', (s) => { s.context.location = null; }],
    ['/sendMessage', 'no queueInfo entry state', (s) => { s.routeState = { reservation: {} }; }],
    ['/sendMessageByReserve', 'no booking info carried', (s) => { s.routeState = { queueInfo: {} }; }],
    ['/success', 'no ticket detail and no ticket id', (s) => { s.my.jettonDetail = null; s.routeState = {}; }],
    ['/RecentlyUsedPage', 'no login token', (s) => { s.loggedIn = false; }],
  ];
  for (const [route, what, strip] of rows) {
    it(`${route} with ${what} → /home`, () => {
      const state = full();
      expect(resolveRoute(route, state)).toBe(route); // with everything, the route itself
      strip(state);
      expect(resolveRoute(route, state)).toBe('/home');
    });
  }

  it('every route with requirements has a row above', () => {
    const withRequirements = ROUTE_PATHS.filter((route) => ROUTE_REQUIREMENTS[route].length > 0);
    expect(new Set(rows.map(([route]) => route))).toEqual(new Set(withRequirements));
  });

  const open = ROUTE_PATHS.filter((route) => ROUTE_REQUIREMENTS[route].length === 0);
  for (const route of open) {
    it(`${route} needs no context → itself`, () => expect(resolveRoute(route, empty())).toBe(route));
  }
});

describe('docs/behaviour/2-screens.md (Routes): entry state and paths', () => {
  it('/serOrLocationWithoutTabs with a service type and its services → itself', () => {
    const state = empty();
    state.context.serviceType = { id: 2, services: [{ id: 3 }] };
    expect(resolveRoute('/serOrLocationWithoutTabs', state)).toBe('/serOrLocationWithoutTabs');
  });
  it('/serOrLocationWithoutTabs showing the services of a chosen location → itself, with no service chosen', () => {
    const state = empty();
    state.context.location = { id: 4 };
    state.routeState = { list: 'services' };
    expect(resolveRoute('/serOrLocationWithoutTabs', state)).toBe('/serOrLocationWithoutTabs');
  });
  it('/success reached by a memo jump ticket id alone → itself', () => {
    const state = empty();
    state.routeState = { ticketId: 'T-1' };
    expect(resolveRoute('/success', state)).toBe('/success');
  });
  it('/ → /home', () => expect(resolveRoute('/', empty())).toBe('/home'));
  it('an unknown path → /home', () => expect(resolveRoute('/nowhere', empty())).toBe('/home'));
  it('a query and a trailing slash are ignored', () => expect(normalizeRoutePath('/search/?q=1')).toBe('/search'));
  it('a path without its leading slash is accepted', () => expect(normalizeRoutePath('myBooking')).toBe('/myBooking'));
  it('names what is missing', () => expect(missingRequirements('/reserve', empty())).toEqual(['service', 'location']));
});

describe('a single-purpose element shows only its own routes', () => {
  const queueTicket = { allowed: ['/offerNum', '/sendMessage', '/success'] as const, start: '/offerNum' as const };
  const withServiceAtLocation = () => {
    const state = empty();
    state.context.service = { id: 3, locations: [{ id: 4 }] };
    state.context.location = { id: 4 };
    return state;
  };
  it('<queue-ticket> at /offerNum with its service and location → itself', () => {
    expect(resolveRoute('/offerNum', withServiceAtLocation(), queueTicket)).toBe('/offerNum');
  });
  it('<queue-ticket> asked for /reserve (not one of its routes) → its start route /offerNum', () => {
    expect(resolveRoute('/reserve', withServiceAtLocation(), queueTicket)).toBe('/offerNum');
  });
  it('<queue-ticket> asked for /home → /offerNum', () => expect(resolveRoute('/home', withServiceAtLocation(), queueTicket)).toBe('/offerNum'));
  it('<queue-ticket> at /sendMessage without queueInfo → /offerNum', () => {
    expect(resolveRoute('/sendMessage', withServiceAtLocation(), queueTicket)).toBe('/offerNum');
  });
  it('<queue-ticket> without a service and location → nothing it can show (null)', () => {
    expect(resolveRoute('/offerNum', empty(), queueTicket)).toBeNull();
  });
  it('<my-tickets> asked for /search → /myBooking', () => {
    expect(resolveRoute('/search', empty(), { allowed: ['/myBooking', '/success'], start: '/myBooking' })).toBe('/myBooking');
  });
  it('<service-search> asked for an unknown path → /search', () => {
    expect(resolveRoute('/nowhere', empty(), { allowed: ['/search', '/category'], start: '/search' })).toBe('/search');
  });
});
