// Which context each route of docs/behaviour/2-screens.md needs before it can render, the state each is entered
// with, and the redirect when that context is missing ("Pages whose required context is missing
// redirect to the home route"; in a single-purpose element, to its start route) or the route is
// not one the element shows. Pure: the router feeds it the booking state and whether a login
// token exists.
import type { JettonDetail, QueueInfo, ReservationPayload } from '../common/api-contract.ts';
import type { SlotChoice } from './lost-slot.ts';

export const ROUTE_PATHS = [
  '/home',
  '/remoteCounterHome',
  '/category',
  '/department',
  '/serOrLocationWithoutTabs',
  '/serOrLocationWithTabs',
  '/queueOrBook',
  '/setParams',
  '/offerNum',
  '/myBooking',
  '/reserve',
  '/sendMessage',
  '/sendMessageByReserve',
  '/search',
  '/hotServices',
  '/success',
  '/app',
  '/AboutPage',
  '/PrivacyClausePage',
  '/MyFavoritePage',
  '/RecentlyUsedPage',
] as const;
export type RoutePath = (typeof ROUTE_PATHS)[number];

export const HOME_ROUTE: RoutePath = '/home';

/** A route entered by name alone. */
type NoState = Record<string, never>;

/** docs/behaviour/2-screens.md: the routes entered with state, and its shape. */
interface EnteredWithState {
  /**
   * What the single list shows: a service's locations (the default, or a service type's services),
   * or the services offered at the chosen location (a location picked first).
   */
  '/serOrLocationWithoutTabs': { list?: 'locations' | 'services' };
  '/search': { comeFromHomePage?: boolean; searchString?: string; serviceCode?: string };
  '/sendMessage': { queueInfo: QueueInfo };
  /**
   * editTicket: edit mode, prefilled from that reservation and saved with PUT booking/updateTicket
   * (the ticket detail's "Edit reservation" opens it, src/flows/booking/edit-reservation.ts).
   * lostSlot: the slot the server refused as full after the form was sent; the form offers the
   * nearest free times instead.
   */
  '/reserve': { editTicket?: JettonDetail; lostSlot?: SlotChoice };
  /** editTicket: the reservation being edited, carried on to /reserve once the parameters pass. */
  '/setParams': { editTicket?: JettonDetail };
  /** The booking that the code of the verification page confirms. */
  '/sendMessageByReserve': { reservation: ReservationPayload };
  /**
   * isNew: the ticket was just taken or booked (back goes home); a memo jump shows an existing one.
   * qrcodeContent: a ticket's QR content from the link, to be registered to a mobile first
   * (domain/ticket-registration.ts); registered: the ticket was just registered that way.
   */
  '/success': { ticketId?: string | number; isNew?: boolean; memoJump?: boolean; qrcodeContent?: string; registered?: boolean };
}

/** The state each route is entered with: `navigate(route, state)` is checked against it. */
export type RouteStateMap = { [R in RoutePath]: R extends keyof EnteredWithState ? EnteredWithState[R] : NoState };
export type AnyRouteState = RouteStateMap[RoutePath];

/**
 * Named pieces of context (docs/behaviour/4-states.md (Required context): the selected service
 * needs an id and locations, the selected service type an id and services, the selected
 * location an id).
 */
export type Requirement =
  | 'departments' // a category was chosen: its departments are loaded
  | 'department' // context.dep with an id
  | 'serviceTypeOrService' // single list: a service type's services or a service's locations; a location's services when entered with list 'services'
  | 'service' // context.service with an id and locations
  | 'location' // context.location with an id
  | 'queueInfo' // route state queueInfo (sendMessage is entered with it)
  | 'reservation' // route state reservation (the booking info carried to sendMessageByReserve)
  | 'ticket' // a ticket to show: my.jettonDetail, route state ticketId, or a QR content to register
  | 'login'; // a login token exists

export const ROUTE_REQUIREMENTS: Record<RoutePath, readonly Requirement[]> = {
  '/home': [],
  '/remoteCounterHome': [],
  '/category': [],
  '/department': ['departments'],
  '/serOrLocationWithoutTabs': ['serviceTypeOrService'],
  '/serOrLocationWithTabs': ['department'],
  '/queueOrBook': ['service', 'location'],
  '/setParams': ['service', 'location'],
  '/offerNum': ['service', 'location'],
  '/myBooking': [],
  '/reserve': ['service', 'location'],
  '/sendMessage': ['service', 'location', 'queueInfo'],
  '/sendMessageByReserve': ['service', 'location', 'reservation'],
  '/search': [],
  '/hotServices': [],
  '/success': ['ticket'],
  '/app': [],
  '/AboutPage': [],
  '/PrivacyClausePage': [],
  '/MyFavoritePage': [],
  '/RecentlyUsedPage': ['login'],
};

type WithId = { id?: unknown } | null | undefined;
type WithList<K extends string> = ({ id?: unknown } & { [key in K]?: unknown }) | null | undefined;

export interface GuardState {
  context: {
    dep: WithId;
    serviceType: WithList<'services'>;
    service: WithList<'locations'>;
    location: WithId;
  };
  lists: { departments: readonly unknown[] };
  my: { jettonDetail: unknown };
  routeState: Readonly<Record<string, unknown>>;
  loggedIn: boolean;
}

const hasId = (value: WithId): boolean =>
  value != null && value.id !== undefined && value.id !== null && value.id !== '';
const hasNonEmptyList = (value: unknown): boolean => Array.isArray(value) && value.length > 0;

const CHECKS: Record<Requirement, (state: GuardState) => boolean> = {
  departments: (s) => s.lists.departments.length > 0,
  department: (s) => hasId(s.context.dep),
  serviceTypeOrService: (s) =>
    s.routeState.list === 'services'
      ? CHECKS.location(s)
      : CHECKS.service(s) || (hasId(s.context.serviceType) && hasNonEmptyList(s.context.serviceType?.services)),
  service: (s) => hasId(s.context.service) && hasNonEmptyList(s.context.service?.locations),
  location: (s) => hasId(s.context.location),
  queueInfo: (s) => s.routeState.queueInfo != null,
  reservation: (s) => s.routeState.reservation != null,
  ticket: (s) =>
    s.my.jettonDetail != null || (s.routeState.ticketId != null && s.routeState.ticketId !== '') || Boolean(s.routeState.qrcodeContent),
  login: (s) => s.loggedIn,
};

function isRoutePath(path: string): path is RoutePath {
  return (ROUTE_PATHS as readonly string[]).includes(path);
}

/** '/' and '' are home; a query or trailing slash is ignored; an unknown path is not a route. */
export function normalizeRoutePath(path: string): RoutePath | null {
  const bare = (path.split(/[?#]/)[0] ?? '').replace(/\/+$/, '');
  if (bare === '' || bare === '/') return HOME_ROUTE;
  const withSlash = bare.startsWith('/') ? bare : `/${bare}`;
  return isRoutePath(withSlash) ? withSlash : null;
}

export function missingRequirements(route: RoutePath, state: GuardState): Requirement[] {
  return ROUTE_REQUIREMENTS[route].filter((requirement) => !CHECKS[requirement](state));
}

export interface ElementRoutes {
  /** The routes the element may show; all of them when absent. */
  allowed?: readonly RoutePath[];
  /** Where an unknown, not allowed or context-less route goes; home when absent. */
  start?: RoutePath;
}

/**
 * The route to render for `path`: itself when the element shows it and its context is there,
 * else the element's start route; null when the start route's own context is missing too
 * (<queue-ticket> without its service and location), which only the element can explain.
 */
export function resolveRoute(path: string, state: GuardState, { allowed, start = HOME_ROUTE }: ElementRoutes = {}): RoutePath | null {
  const route = normalizeRoutePath(path);
  const shows = (r: RoutePath) => (!allowed || allowed.includes(r)) && missingRequirements(r, state).length === 0;
  if (route && shows(route)) return route;
  return shows(start) ? start : null;
}
