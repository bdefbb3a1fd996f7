// Per-element-instance store (docs/behaviour/3-entities.md (Booking state)): one per widget, so two widgets on
// one page never share navigation state. It holds the booking draft (the citizen's selections,
// the departments a category listed, the ticket shown, flags, the key of the current booking or
// ticket attempt) and, apart from it, the navigation (navigation.ts). Nothing here is persisted:
// identity and mobile numbers stay in memory (docs/behaviour/6-roles.md).
import { createStore, type StoreApi } from 'zustand/vanilla';
import { randomId } from '../api/random-id.ts';
import type { LocationServiceAnswer } from '../common/api-contract.ts';
import type { SentRequest } from '../domain/queue-attempt.ts';
import type { FilledParameter } from '../domain/reservation-payload.ts';
import type { RoutePath } from '../domain/route-guard.ts';
import { initialNavigation, navigationActions, type NavigationActions, type NavigationData, type RouteState } from './navigation.ts';
import { getSessionStore } from './session-store.ts';
import type { BookingUserInfo, Department, JettonDetail, Location, SelectedTab, Service, ServiceType } from './booking-entities.ts';

const DEFAULT_MOB_AREA = '853';

interface BookingContext {
  bookDate: string | null;
  bookTime: string | null;
  /** The advance reminder: how many people ahead the citizen is told (null: no reminder). */
  alertCount: number | null;
  dep: Department | null;
  location: Location | null;
  /** The service's parameters with the values given on the parameter form. */
  parameters: FilledParameter[];
  service: Service | null;
  serviceType: ServiceType | null;
  userinfo: BookingUserInfo;
  selectedTab: SelectedTab;
}

interface BookingLists {
  /** A category's departments, for the department list (the drill-down fills it). */
  departments: Department[];
}

interface BookingMy {
  /** The ticket the success page shows (taken, booked, or opened from a link). */
  jettonDetail: JettonDetail | null;
}

interface MustInputIdCard {
  checkIdCardReservation: boolean;
  checkIdCardTime: boolean;
  checkIdCardQueue: boolean;
}

interface BookingFlags {
  remoteCounter: boolean;
  onlyTimeTicket: boolean;
  mustInputIdCard: MustInputIdCard;
  globalBooking: boolean;
}

/** The booking draft: what the citizen chose and what the flows hold for the next step. */
interface BookingDraft {
  context: BookingContext;
  lists: BookingLists;
  my: BookingMy;
  flags: BookingFlags;
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
   * The last location-service answer (docs/behaviour/3-entities.md) and when it came: the queue pages show its figures
   * until their own first poll answers (domain/offer-page.ts heldFigures).
   */
  availability: HeldAvailability | null;
}

type BookingData = BookingDraft & NavigationData;

interface HeldAvailability {
  serviceId: string;
  locationId: string;
  answer: LocationServiceAnswer;
  /** Date.now() when it came. */
  at: number;
}

interface BookingDraftActions {
  pickDepartment(dep: Department | null): void;
  pickServiceType(serviceType: ServiceType | null): void;
  pickService(service: Service | null): void;
  pickLocation(location: Location | null): void;
  setBookingDate(date: string | null): void;
  setBookingTime(time: string | null): void;
  setAlertCount(count: number | null): void;
  setParameters(parameters: readonly FilledParameter[]): void;
  setUserInfo(info: Partial<BookingUserInfo>): void;
  selectTab(tab: SelectedTab): void;
  setList<K extends keyof BookingLists>(name: K, value: BookingLists[K]): void;
  setMy<K extends keyof BookingMy>(name: K, value: BookingMy[K]): void;
  setMustInputIdCard(flags: Partial<MustInputIdCard>): void;
  setRemoteCounter(on: boolean): void;
  setOnlyTimeTicket(on: boolean): void;
  setGlobalBooking(on: boolean): void;
  /**
   * The citizen signed out (docs/behaviour/6-roles.md: identity and mobile are never kept): the identity and mobile of
   * the forms, and the ticket shown, go.
   */
  forgetCitizen(): void;
  /** Home on load: clear saved navigation parameters and the remote-counter flag (docs/behaviour/2-screens.md (Home)). */
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

export type BookingState = BookingData & BookingDraftActions & NavigationActions;
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
    alertCount: null,
    dep: null,
    location: null,
    parameters: [],
    service: null,
    serviceType: null,
    userinfo: emptyUserInfo(),
    selectedTab: 0,
  };
}

function emptyLists(): BookingLists {
  return { departments: [] };
}

function emptyMy(): BookingMy {
  return { jettonDetail: null };
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
const clearedBooking = { bookDate: null, bookTime: null, alertCount: null, parameters: [] };

/** What a booking or ticket request is made of, as one comparable value. */
function choiceOf(c: BookingContext): string {
  const { identifyNo, mobArea, mobNum } = c.userinfo;
  return JSON.stringify([c.service?.id, c.location?.id, c.bookDate, c.bookTime, c.parameters, identifyNo, mobArea, mobNum, c.alertCount]);
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
    // The remote-counter mode survives a reload through the page session (docs/behaviour/9-constants.md `remoteCounter`).
    flags: { ...emptyFlags(), remoteCounter: getSessionStore().getState().remoteCounter, ...init.flags },
    ...initialNavigation(init.route, init.routeState),
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
      setAlertCount: (alertCount) => setContext({ alertCount }),
      setParameters: (parameters) => setContext({ parameters: [...parameters] }),
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
      ...navigationActions(set, get),
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
        set((s) => withContext(s, { ...s.context, alertCount: null, userinfo: { ...s.context.userinfo, identifyNo: '', mobNum: '', mobArea: DEFAULT_MOB_AREA } })),
      reset: () => set(initialData(init)),
    };
  });
}
