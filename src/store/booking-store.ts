// Per-element-instance store (SPEC.md §3 "Booking state"): one per widget, so two widgets on
// one page never share navigation state. It holds the citizen's selections (context), the loaded
// lists, the citizen's own things (my), flags, the route with its entry state, and the key of the
// current booking or ticket attempt. Nothing here is persisted: identity and mobile numbers stay
// in memory (§6).
import { createStore, type StoreApi } from 'zustand/vanilla';
import { randomId } from '../api/random-id.ts';
import type { LocationServiceAnswer } from '../common/api-contract.ts';
import type { SentRequest } from '../domain/queue-attempt.ts';
import type { FilledParameter } from '../domain/reservation-payload.ts';
import { HOME_ROUTE, type AnyRouteState, type RoutePath, type RouteStateMap } from '../domain/route-guard.ts';
import { getSessionStore } from './session-store.ts';
import type {
  BookingUserInfo,
  Department,
  Favourite,
  Guide,
  JettonDetail,
  Location,
  Profile,
  RecommendedDate,
  SelectedTab,
  Service,
  ServiceType,
  TicketLists,
} from './booking-entities.ts';

export const DEFAULT_MOB_AREA = '853';

export interface BookingContext {
  bookDate: string | null;
  bookTime: string | null;
  cntToAlertNumber: number | null;
  dep: Department | null;
  location: Location | null;
  /** The service's parameters with the values given on the parameter form. */
  paramsObject: FilledParameter[];
  service: Service | null;
  serviceType: ServiceType | null;
  userinfo: BookingUserInfo;
  selectedTab: SelectedTab;
}

export interface BookingLists {
  departments: Department[];
  guides: Guide[];
  hotServices: { services: Service[]; locations: Location[] };
  locations: Location[];
  recommendDatetime: RecommendedDate[];
  serviceKeyword: { services: Service[]; locations: Location[] };
  services: Service[];
  servicePush: Service[];
  serviceTypes: ServiceType[];
}

export interface BookingMy {
  counter: { count: number };
  favourite: Favourite[];
  jettonDetail: JettonDetail | null;
  jettons: TicketLists;
  userProfile: Profile | null;
}

export interface MustInputIdCard {
  checkIdCardReservation: boolean;
  checkIdCardTime: boolean;
  checkIdCardQueue: boolean;
}

export interface BookingFlags {
  remoteCounter: boolean;
  onlyTimeTicket: boolean;
  mustInputIdCard: MustInputIdCard;
  globalBooking: boolean;
}

/** The state of the current route: one of RouteStateMap's (src/domain/route-guard.ts). */
export type RouteState = Readonly<AnyRouteState>;
export interface RouteEntry { route: RoutePath; state: RouteState }
/** How the current entry was reached; the hash router mirrors it onto the browser history. */
export type NavigationKind = 'initial' | 'push' | 'replace' | 'pop' | 'sync';

export interface NavigateOptions {
  /** Replace the current entry instead of adding one. */
  replace?: boolean;
  /** Start the history anew from this entry (a finished flow is not walked back into). */
  reset?: boolean;
}

/**
 * A route entered by name alone may omit its state; one entered with state must give it. (An
 * object with no keys is a valid state exactly when every key is optional.)
 */
export type NavigateArgs<R extends RoutePath> = Record<never, never> extends RouteStateMap[R]
  ? [state?: RouteStateMap[R], options?: NavigateOptions]
  : [state: RouteStateMap[R], options?: NavigateOptions];

export interface BookingData {
  context: BookingContext;
  lists: BookingLists;
  my: BookingMy;
  flags: BookingFlags;
  route: RoutePath;
  routeState: RouteState;
  /** Entries before the current one, oldest first. */
  history: RouteEntry[];
  lastNavigation: NavigationKind;
  /**
   * The Idempotency-Key of the current attempt to book, move a booking or take a ticket: every
   * retry of the attempt sends it again, so a retry after a lost answer never books twice. A new
   * one comes when the citizen changes the choice (service, location, date, time, parameters,
   * identity or mobile, alert count) and after a success (`finishAttempt`).
   */
  attemptKey: string;
  /** A queue-ticket request whose answer was lost: its retry sends it again (domain/queue-attempt.ts). */
  ticketInDoubt: SentRequest | null;
  /**
   * The last location-service answer (§3) and when it came: the queue pages show its figures
   * until their own first poll answers (domain/offer-page.ts heldFigures).
   */
  availability: HeldAvailability | null;
}

export interface HeldAvailability {
  serviceId: string;
  locationId: string;
  answer: LocationServiceAnswer;
  /** Date.now() when it came. */
  at: number;
}

export interface BookingActions {
  pickDepartment(dep: Department | null): void;
  pickServiceType(serviceType: ServiceType | null): void;
  pickService(service: Service | null): void;
  pickLocation(location: Location | null): void;
  setBookingDate(date: string | null): void;
  setBookingTime(time: string | null): void;
  setAlertCount(count: number | null): void;
  setParams(params: readonly FilledParameter[]): void;
  setUserInfo(info: Partial<BookingUserInfo>): void;
  selectTab(tab: SelectedTab): void;
  setList<K extends keyof BookingLists>(name: K, value: BookingLists[K]): void;
  setMy<K extends keyof BookingMy>(name: K, value: BookingMy[K]): void;
  setMustInputIdCard(flags: Partial<MustInputIdCard>): void;
  setRemoteCounter(on: boolean): void;
  setOnlyTimeTicket(on: boolean): void;
  setGlobalBooking(on: boolean): void;
  /** Go to a route, entering it with its state (e.g. search's serviceCode, sendMessage's queueInfo). */
  navigate<R extends RoutePath>(route: R, ...args: NavigateArgs<R>): void;
  /** Previous entry; false when there is none (home's back closes the page instead). */
  back(): boolean;
  /**
   * Back to the latest entry of `route` that `matches` (the steps after it dropped), entered anew
   * with `state`; false when there is none.
   */
  returnTo<R extends RoutePath>(route: R, matches: (state: RouteState) => boolean, state: RouteStateMap[R]): boolean;
  /** The route changed outside the store (browser back, a typed hash): adopt it as is. */
  syncRoute(route: RoutePath, state?: RouteState): void;
  /**
   * The citizen signed out (§6: identity and mobile are never kept): the identity and mobile of
   * the forms, and the citizen's tickets, favourites and profile go.
   */
  forgetCitizen(): void;
  /** Home on load: clear saved navigation parameters and the remote-counter flag (§2 Home). */
  clearNavigation(): void;
  /** A booking or ticket was made: the next request is a new attempt, with a key of its own. */
  finishAttempt(): void;
  // Taking a queue ticket.
  /** The ticket request sent last, while its answer is unknown; null once one came back. */
  setTicketInDoubt(sent: SentRequest | null): void;
  /** The form's typed values go (the offer page's time-out): identity, mobile, reminder. */
  clearQueueForm(): void;
  /** A location-service answer came for this service at this location. */
  holdAvailability(serviceId: number | string, locationId: number | string, answer: LocationServiceAnswer): void;
  /** Everything back to the first state (a new start-up). */
  reset(): void;
}

export type BookingState = BookingData & BookingActions;
export type BookingStore = StoreApi<BookingState>;

export interface BookingInit {
  route?: RoutePath;
  routeState?: RouteState;
  context?: Partial<BookingContext>;
  flags?: Partial<BookingFlags>;
}

export function emptyUserInfo(): BookingUserInfo {
  return { euid: null, identifyNo: '', mobNum: '', mobArea: DEFAULT_MOB_AREA, name: '' };
}

function emptyContext(): BookingContext {
  return {
    bookDate: null,
    bookTime: null,
    cntToAlertNumber: null,
    dep: null,
    location: null,
    paramsObject: [],
    service: null,
    serviceType: null,
    userinfo: emptyUserInfo(),
    selectedTab: 0,
  };
}

function emptyLists(): BookingLists {
  return {
    departments: [],
    guides: [],
    hotServices: { services: [], locations: [] },
    locations: [],
    recommendDatetime: [],
    serviceKeyword: { services: [], locations: [] },
    services: [],
    servicePush: [],
    serviceTypes: [],
  };
}

function emptyMy(): BookingMy {
  return {
    counter: { count: 0 },
    favourite: [],
    jettonDetail: null,
    jettons: { bookingTickets: [], queueTickets: [] },
    userProfile: null,
  };
}

function emptyFlags(): BookingFlags {
  return {
    remoteCounter: false,
    onlyTimeTicket: false,
    mustInputIdCard: { checkIdCardReservation: false, checkIdCardTime: false, checkIdCardQueue: false },
    globalBooking: false,
  };
}

/** The booking choices below a selection depend on it, so picking anew clears them. */
const clearedBooking = { bookDate: null, bookTime: null, cntToAlertNumber: null, paramsObject: [] };

/** What a booking or ticket request is made of, as one comparable value. */
function choiceOf(c: BookingContext): string {
  const { identifyNo, mobArea, mobNum } = c.userinfo;
  return JSON.stringify([c.service?.id, c.location?.id, c.bookDate, c.bookTime, c.paramsObject, identifyNo, mobArea, mobNum, c.cntToAlertNumber]);
}

/** The new context, and a new attempt key when the choice in it changed. */
function withContext(s: BookingData, context: BookingContext): Pick<BookingData, 'context'> & Partial<BookingData> {
  return choiceOf(context) === choiceOf(s.context) ? { context } : { context, attemptKey: randomId() };
}

function initialData(init: BookingInit): BookingData {
  return {
    context: { ...emptyContext(), ...init.context },
    lists: emptyLists(),
    my: emptyMy(),
    // The remote-counter mode survives a reload through the page session (§9 `remoteCounter`).
    flags: { ...emptyFlags(), remoteCounter: getSessionStore().getState().remoteCounter, ...init.flags },
    route: init.route ?? HOME_ROUTE,
    routeState: init.routeState ?? {},
    history: [],
    lastNavigation: 'initial',
    attemptKey: randomId(),
    ticketInDoubt: null,
    availability: null,
  };
}

export function createBookingStore(init: BookingInit = {}): BookingStore {
  return createStore<BookingState>()((set, get) => {
    const setContext = (patch: Partial<BookingContext>) => set((s) => withContext(s, { ...s.context, ...patch }));
    const setFlags = (patch: Partial<BookingFlags>) => set((s) => ({ flags: { ...s.flags, ...patch } }));
    return {
      ...initialData(init),
      pickDepartment: (dep) =>
        setContext({ dep, serviceType: null, service: null, location: null, selectedTab: 0, ...clearedBooking }),
      pickServiceType: (serviceType) => setContext({ serviceType }),
      pickService: (service) => setContext({ service, ...clearedBooking }),
      pickLocation: (location) => setContext({ location, ...clearedBooking }),
      setBookingDate: (bookDate) => setContext({ bookDate, bookTime: null }),
      setBookingTime: (bookTime) => setContext({ bookTime }),
      setAlertCount: (cntToAlertNumber) => setContext({ cntToAlertNumber }),
      setParams: (paramsObject) => setContext({ paramsObject: [...paramsObject] }),
      setUserInfo: (info) => set((s) => withContext(s, { ...s.context, userinfo: { ...s.context.userinfo, ...info } })),
      selectTab: (selectedTab) => setContext({ selectedTab }),
      setList: (name, value) => set((s) => ({ lists: { ...s.lists, [name]: value } })),
      setMy: (name, value) => set((s) => ({ my: { ...s.my, [name]: value } })),
      setMustInputIdCard: (patch) => set((s) => ({ flags: { ...s.flags, mustInputIdCard: { ...s.flags.mustInputIdCard, ...patch } } })),
      setRemoteCounter: (remoteCounter) => {
        setFlags({ remoteCounter });
        getSessionStore().getState().setRemoteCounter(remoteCounter);
      },
      setOnlyTimeTicket: (onlyTimeTicket) => setFlags({ onlyTimeTicket }),
      setGlobalBooking: (globalBooking) => setFlags({ globalBooking }),
      navigate: (route: RoutePath, state: RouteState = {}, options: NavigateOptions = {}) =>
        set((s) => ({
          route,
          routeState: state,
          history: options.reset ? [] : options.replace ? s.history : [...s.history, { route: s.route, state: s.routeState }],
          lastNavigation: options.replace || options.reset ? 'replace' : 'push',
        })),
      back: () => {
        const previous = get().history.at(-1);
        if (!previous) return false;
        set((s) => ({ route: previous.route, routeState: previous.state, history: s.history.slice(0, -1), lastNavigation: 'pop' }));
        return true;
      },
      returnTo: (route, matches, state) => {
        const { history } = get();
        let at = history.length - 1;
        while (at >= 0 && !(history[at]!.route === route && matches(history[at]!.state))) at--;
        if (at < 0) return false;
        set({ route, routeState: state, history: history.slice(0, at), lastNavigation: 'pop' });
        return true;
      },
      syncRoute: (route, state = {}) =>
        set((s) => {
          // Browser back lands on the entry before: drop it from our stack too.
          const previous = s.history.at(-1);
          const history = previous?.route === route ? s.history.slice(0, -1) : [...s.history, { route: s.route, state: s.routeState }];
          return { route, routeState: previous?.route === route ? previous.state : state, history, lastNavigation: 'sync' };
        }),
      forgetCitizen: () => set((s) => ({ ...withContext(s, { ...s.context, userinfo: emptyUserInfo() }), my: emptyMy() })),
      clearNavigation: () => {
        set((s) => ({
          ...withContext(s, { ...emptyContext(), userinfo: s.context.userinfo }),
          flags: { ...s.flags, remoteCounter: false },
        }));
        getSessionStore().getState().setRemoteCounter(false);
      },
      finishAttempt: () => set({ attemptKey: randomId(), ticketInDoubt: null }),
      setTicketInDoubt: (ticketInDoubt) => set({ ticketInDoubt }),
      holdAvailability: (serviceId, locationId, answer) =>
        set({ availability: { serviceId: String(serviceId), locationId: String(locationId), answer, at: Date.now() } }),
      clearQueueForm: () =>
        set((s) => withContext(s, { ...s.context, cntToAlertNumber: null, userinfo: { ...s.context.userinfo, identifyNo: '', mobNum: '', mobArea: DEFAULT_MOB_AREA } })),
      reset: () => set(initialData(init)),
    };
  });
}
