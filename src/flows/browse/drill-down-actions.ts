// The drill-down's actions (docs/behaviour/4-states.md (Drill-down, Service-type item, Availability)): what
// the citizen chose — a category, a department, a service type, a service, a location — taken to
// the right next route with the context set, by the rules of src/domain. Every screen, the
// search and the start-up from attributes open through here, so one choice always leads to one
// place. A single item is skipped as if chosen; a refused choice leaves the route as it was and
// says why (the caller tells the citizen and the host).
// @chunk start-up: start-up opens what the attributes name through it (docs/build.md).
// @texts rest-first: its refusals are told by the drill-down's runner and by start-up, which ask for the rest first.
import { isAbortError, isApiError } from '../../api/api-error.ts';
import type { Category, Department, Location, LocationServiceAnswer, Service, ServiceType } from '../../common/api-contract.ts';
import { availabilitySum, nextAfterAvailability } from '../../domain/availability.ts';
import {
  chooseDepartment,
  chooseLocation,
  chooseService,
  departmentsStep,
  locationsStep,
  servicesStep,
  type DrillStep,
} from '../../domain/drill-down.ts';
import type { LocationAccess } from '../../domain/location-item-state.ts';
import type { RoutePath } from '../../domain/route-guard.ts';
import type { MessageKey } from '../../i18n/translate.ts';
import type { CbEventDetails } from '../../platform/events.ts';
import type { BookingStore } from '../../store/booking-store.ts';
import type { NavigateOptions } from '../../store/navigation.ts';

/** The reads the drill-down makes, already carrying the remote-counter query and the abort signal. */
export interface BrowseCalls {
  /** GET booking/departments: every department (a department named by id or code). */
  departments(): Promise<Department[]>;
  /** GET booking/departments/{categoryId} */
  departmentsOfCategory(categoryId: Category['id']): Promise<Department[]>;
  /** GET booking/otherCategories: the departments outside any category. */
  otherDepartments(): Promise<Department[]>;
  /** GET app/serviceType/{id}[/{locationId}]: a service type's services (offered at that location). */
  servicesOfType(serviceTypeId: ServiceType['id'], locationId: Location['id'] | null): Promise<Service[]>;
  /** GET booking/service/id/{id} */
  service(serviceId: Service['id']): Promise<Service>;
  /** GET booking/locations/{serviceId} */
  locationsOfService(serviceId: Service['id']): Promise<Location[]>;
  /** GET booking/location/{id} */
  location(locationId: Location['id']): Promise<Location>;
  /** GET booking/locationService/{serviceId}/{locationId} */
  locationService(serviceId: Service['id'], locationId: Location['id']): Promise<LocationServiceAnswer>;
}

export interface OpenDeps {
  store: BookingStore;
  calls: BrowseCalls;
  /** Whether the citizen is logged in with one-account (the remote flow is the store's flag). */
  oneAccount: boolean;
  /** Whether this element shows `route` itself; <service-search> leaves the booking steps to its host. */
  shows(route: RoutePath): boolean;
  /** Tells the host; hands back the event, whose default a listener that takes over prevents. */
  emit(name: 'cb-service-selected', detail: CbEventDetails['cb-service-selected']): { defaultPrevented: boolean } | undefined;
  /** Aborted when the choice is superseded (another tap, the screen gone): nothing changes then. */
  signal?: AbortSignal | undefined;
}

/** Why a choice was refused, as the citizen is told it. */
export interface OpenProblem {
  messageKey: MessageKey;
  /** The HTTP status or server code behind it, for `cb-error`; null for a rule of the spec. */
  code: number | string | null;
  /** A failed load: trying again may work. */
  retry: boolean;
  /** Logging in with one-account would lift the refusal. */
  needsLogin?: boolean;
  /** The failed call, when a load failed. */
  cause?: unknown;
}

export type OpenOutcome =
  /** The next route is shown. */
  | { kind: 'opened'; route: RoutePath }
  /** A service at a location was chosen and the host told (`cb-service-selected`); the next route is the host's (a listener took over) or one this element does not show. */
  | { kind: 'selected'; next: RoutePath }
  /** A service type's services, for its item to expand: more than one came back. */
  | { kind: 'expand'; services: Service[] }
  | { kind: 'refused'; problem: OpenProblem }
  /** Superseded before it finished: nothing changed. */
  | { kind: 'cancelled' };

export interface OpenOptions {
  /** A step skipped on arrival replaces the entry it was skipped from, so back does not land on it again. */
  replace?: boolean;
}

class Refused extends Error {
  constructor(readonly problem: OpenProblem) {
    super(problem.messageKey);
  }
}

class Cancelled extends Error {}

const refuse = (messageKey: MessageKey, needsLogin = false): never => {
  throw new Refused({ messageKey, code: null, retry: false, ...(needsLogin ? { needsLogin } : {}) });
};

/**
 * A read that failed: an id the server does not know (404, or 400 for one that is no id at all)
 * is `wrongId` when the id came from outside (an attribute, a link); any other failure may pass
 * on a retry.
 */
async function load<T>(deps: OpenDeps, call: () => Promise<T>, wrongId?: MessageKey): Promise<T> {
  if (deps.signal?.aborted) throw new Cancelled();
  let answer: T;
  try {
    answer = await call();
  } catch (error) {
    if (isAbortError(error) || deps.signal?.aborted) throw new Cancelled();
    const code = isApiError(error) ? (error.code ?? error.status) : null;
    if (wrongId && isApiError(error) && (error.status === 404 || error.status === 400)) throw new Refused({ messageKey: wrongId, code, retry: false, cause: error });
    throw new Refused({ messageKey: 'messages.errorLoadData', code, retry: true, cause: error });
  }
  if (deps.signal?.aborted) throw new Cancelled();
  return answer;
}

async function outcome(run: () => Promise<OpenOutcome>): Promise<OpenOutcome> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof Refused) return { kind: 'refused', problem: error.problem };
    if (error instanceof Cancelled) return { kind: 'cancelled' };
    throw error;
  }
}

function access(deps: OpenDeps): LocationAccess {
  return { remoteFlow: deps.store.getState().flags.remoteCounter, oneAccount: deps.oneAccount };
}

/** The item a step goes on with; an empty or refused step is refused with its message. */
function chosen<T>(step: DrillStep<T>): T {
  switch (step.kind) {
    case 'open':
      return step.item;
    case 'blocked':
      return refuse(step.messageKey, step.needsLogin);
    case 'empty':
      return refuse(step.messageKey);
    case 'list':
      throw new Error('a list is not a choice');
  }
}

function go(deps: OpenDeps, route: RoutePath, state: { list?: 'locations' | 'services' }, options: OpenOptions): OpenOutcome {
  const navigate: NavigateOptions = options.replace ? { replace: true } : {};
  if (route === '/serOrLocationWithoutTabs') deps.store.getState().navigate(route, state, navigate);
  else deps.store.getState().navigate(route, {}, navigate);
  return { kind: 'opened', route };
}

// ——— What the citizen chose ———

/** A category (or "other category"): its departments; one goes straight on, several are listed. */
export function openCategory(entry: Category | 'other', deps: OpenDeps, options: OpenOptions = {}): Promise<OpenOutcome> {
  return outcome(async () => {
    const departments = await load(deps, () => (entry === 'other' ? deps.calls.otherDepartments() : deps.calls.departmentsOfCategory(entry.id)));
    const step = departmentsStep(departments);
    if (step.kind !== 'list') return openChosenDepartment(chosen(step), deps, options);
    deps.store.getState().setList('departments', [...step.items]);
    return go(deps, '/department', {}, options);
  });
}

/** A department: its page (by service type, by location), unless it is suspended. */
export function openDepartment(department: Department, deps: OpenDeps, options: OpenOptions = {}): Promise<OpenOutcome> {
  return outcome(() => openChosenDepartment(department, deps, options));
}

async function openChosenDepartment(department: Department, deps: OpenDeps, options: OpenOptions): Promise<OpenOutcome> {
  const dep = chosen(chooseDepartment(department));
  deps.store.getState().pickDepartment(dep);
  return go(deps, '/serOrLocationWithTabs', {}, options);
}

/**
 * A service type's item tapped for the first time (docs/behaviour/4-states.md (Service-type item)): its services are
 * fetched (those offered at `at` when a location was chosen first); exactly one is chosen
 * directly, several are handed back for the item to expand.
 */
export function openServiceType(serviceType: ServiceType, deps: OpenDeps, options: OpenOptions & { at?: Location | null } = {}): Promise<OpenOutcome> {
  return outcome(async () => {
    const at = options.at ?? null;
    const services = await load(deps, () => deps.calls.servicesOfType(serviceType.id, at?.id ?? null));
    const step = servicesStep(services, { atLocation: at !== null });
    deps.store.getState().pickServiceType({ ...serviceType, services: step.kind === 'list' ? [...step.items] : services });
    if (step.kind === 'list') return { kind: 'expand', services: [...step.items] };
    return openChosenService(chosen(step), at, deps, options);
  });
}

/**
 * A service: at `at` when the location was chosen first, where its availability leads;
 * otherwise its locations, a single one chosen at once.
 */
export function openService(service: Service, deps: OpenDeps, options: OpenOptions & { at?: Location | null } = {}): Promise<OpenOutcome> {
  return outcome(() => openChosenService(service, options.at ?? null, deps, options));
}

async function openChosenService(service: Service, at: Location | null, deps: OpenDeps, options: OpenOptions): Promise<OpenOutcome> {
  chosen(chooseService(service));
  if (at) return openServiceAt(service, at, deps, options);
  const locations = service.locations ?? (await load(deps, () => deps.calls.locationsOfService(service.id)));
  const withLocations = { ...service, locations };
  const step = locationsStep(locations, access(deps));
  if (step.kind !== 'list') return openServiceAt(withLocations, chosen(step), deps, options);
  deps.store.getState().pickService(withLocations);
  return go(deps, '/serOrLocationWithoutTabs', { list: 'locations' }, options);
}

/**
 * A location: with the service already chosen, where the availability there leads; chosen first
 * (the department's "by location" tab), the services offered there.
 */
export function openLocation(location: Location, deps: OpenDeps, options: OpenOptions & { service?: Service | null } = {}): Promise<OpenOutcome> {
  return outcome(async () => {
    if (options.service) return openServiceAt(options.service, location, deps, options);
    const place = chosen(chooseLocation(location, access(deps)));
    deps.store.getState().pickService(null);
    deps.store.getState().pickLocation(place);
    return go(deps, '/serOrLocationWithoutTabs', { list: 'services' }, options);
  });
}

/**
 * The service at the location: refused when either is suspended or the location needs a login
 * the citizen lacks; otherwise the availability sum decides the route (docs/behaviour/4-states.md). The host hears
 * `cb-service-selected`; an element that shows the route goes there itself.
 */
async function openServiceAt(
  service: Service,
  location: Location,
  deps: OpenDeps,
  options: OpenOptions,
  /** The availability when it was asked for already. */
  asked?: Promise<LocationServiceAnswer>,
): Promise<OpenOutcome> {
  chosen(chooseService(service));
  chosen(chooseLocation(location, access(deps)));
  const answer = await (asked ?? load(deps, () => deps.calls.locationService(service.id, location.id), 'messages.serviceEmptyByLocation'));
  const next = nextAfterAvailability(availabilitySum(answer), service);
  if (next.kind === 'error') return refuse(next.messageKey);
  const withLocations = service.locations?.length ? service : { ...service, locations: [location] };
  const told = deps.emit('cb-service-selected', { service: { ...withLocations }, location: { ...location }, next: next.route });
  pickAt(withLocations, location, answer, next.onlyTimeTicket, deps);
  // A listener that took over (a <booking-app> on the page, the host's own flow) keeps this element where it is.
  if (told?.defaultPrevented || !deps.shows(next.route)) return { kind: 'selected', next: next.route };
  return go(deps, next.route, {}, options);
}

/**
 * The service and location in the context, with what their availability says for the pages ahead:
 * whether they ask for an identity number, whether only timed tickets are open, and the answer
 * itself, whose queue figures the next page shows until its own first poll answers.
 */
function pickAt(service: Service, location: Location, answer: LocationServiceAnswer, onlyTimeTicket: boolean, deps: OpenDeps): void {
  const store = deps.store.getState();
  store.pickService(service);
  store.pickLocation(location);
  store.setMustInputIdCard({
    checkIdCardReservation: answer.checkIdCardReservation ?? false,
    checkIdCardTime: answer.checkIdCardTime ?? false,
    checkIdCardQueue: answer.checkIdCardQueue ?? false,
  });
  store.setOnlyTimeTicket(onlyTimeTicket);
  store.holdAvailability(service.id, location.id, answer);
}

// ——— What the link or the attributes named (ids, not yet loaded) ———

/** `department-id`: a department by id or code, opened as if chosen. */
export function openDepartmentById(idOrCode: string, deps: OpenDeps): Promise<OpenOutcome> {
  return outcome(async () => {
    const departments = await load(deps, () => deps.calls.departments());
    const dep = departments.find((d) => String(d.id) === idOrCode || d.code === idOrCode);
    if (!dep) return refuse('messages.depNoValid');
    return openChosenDepartment(dep, deps, { replace: true });
  });
}

async function loadService(serviceId: string, deps: OpenDeps): Promise<Service> {
  const [service, locations] = await Promise.all([
    load(deps, () => deps.calls.service(serviceId), 'messages.serviceNoValid'),
    load(deps, () => deps.calls.locationsOfService(serviceId), 'messages.serviceNoValid'),
  ]);
  return { ...service, locations };
}

/** `service-id`: that service, opened as if chosen. */
export function openServiceById(serviceId: string, deps: OpenDeps): Promise<OpenOutcome> {
  return outcome(async () => {
    return openChosenService(await loadService(serviceId, deps), null, deps, { replace: true });
  });
}

/**
 * `service-id` and `location-id`: that service at that location, opened at `route` (<queue-ticket>:
 * its offer page, whatever else is open there) or, when null, where the availability sum leads.
 * The availability is asked for either way, beside the other reads: its identity-card flags say
 * whether the pages ahead ask for an identity number.
 */
export function openServiceAtLocationById(serviceId: string, locationId: string, route: RoutePath | null, deps: OpenDeps): Promise<OpenOutcome> {
  return openByIds(serviceId, locationId, route, deps, { replace: true });
}

/**
 * A service at a location known by their ids (a favourite, a recently used entry, another widget's
 * choice that <booking-app> takes over): both read by id, then where the availability there
 * leads, as if chosen in the drill-down, as a step of its own (back returns where it started).
 */
export function openServiceAtLocation(pair: { serviceId: Service['id']; locationId: Location['id'] }, deps: OpenDeps, options: OpenOptions = {}): Promise<OpenOutcome> {
  return openByIds(String(pair.serviceId), String(pair.locationId), null, deps, options);
}

function openByIds(serviceId: string, locationId: string, route: RoutePath | null, deps: OpenDeps, options: OpenOptions): Promise<OpenOutcome> {
  return outcome(async () => {
    const availability = load(deps, () => deps.calls.locationService(serviceId, locationId), 'messages.serviceEmptyByLocation');
    // Read in its turn below: until then a failure must not count as unhandled, nor hide what the
    // other reads say first (an unknown location is that, not "no service here").
    availability.catch(() => undefined);
    const [service, location] = await Promise.all([
      loadService(serviceId, deps),
      load(deps, () => deps.calls.location(locationId), 'messages.locationNoValid'),
    ]);
    chosen(chooseService(service));
    chosen(chooseLocation(location, access(deps)));
    if (!service.locations?.some((l) => String(l.id) === String(location.id))) refuse('messages.serviceEmptyByLocation');
    if (!route) return openServiceAt(service, location, deps, options, availability);
    pickAt(service, location, await availability, false, deps);
    return go(deps, route, {}, options);
  });
}
