// Start-up from a service id, or a service id and a location id (the `service-id` and
// `location-id` attributes): load what they name, check it can be opened, and go where it leads
// (SPEC.md §4: the drill-down's checks, then the availability sum). A lazy chunk: only an element
// given these attributes loads it.
import { isApiError } from '../api/api-error.ts';
import type { Location, LocationServiceAnswer, Service } from '../api/types.ts';
import { availabilitySum, nextAfterAvailability } from '../domain/availability.ts';
import type { RoutePath } from '../domain/route-guard.ts';
import type { MessageKey } from '../i18n/translate.ts';
import type { BookingStore } from '../store/booking-store.ts';
import type { StartProblem } from './start-problem.ts';

export interface OpenServiceDeps {
  store: BookingStore;
  /** GET booking/service/id/{id} */
  loadService(serviceId: string): Promise<Service>;
  /** GET booking/locations/{serviceId} */
  loadLocationsOfService(serviceId: string): Promise<Location[]>;
  /** GET booking/location/{id} */
  loadLocation(locationId: string): Promise<Location>;
  /** GET booking/locationService/{serviceId}/{locationId} */
  loadLocationService(serviceId: string, locationId: string): Promise<LocationServiceAnswer>;
}

class Refused extends Error {
  constructor(readonly problem: StartProblem) {
    super(problem.messageKey);
  }
}

const refuse = (messageKey: MessageKey): never => {
  throw new Refused({ messageKey, code: null, retry: false });
};

/** An id the server does not know (404, or 400 for one that is no id at all) is `wrongId`; any other failure may pass on a retry. */
async function load<T>(call: Promise<T>, wrongId: MessageKey): Promise<T> {
  try {
    return await call;
  } catch (error) {
    if (!isApiError(error)) throw error;
    const code = error.code ?? error.status;
    if (error.status === 404 || error.status === 400) throw new Refused({ messageKey: wrongId, code, retry: false });
    throw new Refused({ messageKey: 'messages.errorLoadData', code, retry: true });
  }
}

async function outcome(open: () => Promise<void>): Promise<StartProblem | null> {
  try {
    await open();
    return null;
  } catch (error) {
    if (error instanceof Refused) return error.problem;
    throw error;
  }
}

async function serviceWithLocations(serviceId: string, deps: OpenServiceDeps): Promise<Service> {
  const [service, locations] = await Promise.all([
    load(deps.loadService(serviceId), 'messages.serviceNoValid'),
    load(deps.loadLocationsOfService(serviceId), 'messages.serviceNoValid'),
  ]);
  if (service.suspended) refuse('messages.serviceSuspended');
  return { ...service, locations };
}

/** `service-id` alone: the service's locations to choose from. */
export function openService(serviceId: string, deps: OpenServiceDeps): Promise<StartProblem | null> {
  return outcome(async () => {
    const service = await serviceWithLocations(serviceId, deps);
    if (service.locations?.length === 0) refuse('messages.locationEmpty');
    deps.store.getState().pickService(service);
    deps.store.getState().navigate('/serOrLocationWithoutTabs', {}, { replace: true });
  });
}

/**
 * `service-id` and `location-id`: that service at that location, opened at `route` (<queue-ticket>:
 * its offer page, whatever else is open there) or, when null, where the availability sum leads.
 * The availability is asked for either way, beside the other reads: its identity-card flags say
 * whether the pages ahead ask for an identity number.
 */
export function openServiceAtLocation(serviceId: string, locationId: string, route: RoutePath | null, deps: OpenServiceDeps): Promise<StartProblem | null> {
  return outcome(async () => {
    const availability = deps.loadLocationService(serviceId, locationId);
    // Read in its turn below; until then a failure must not count as unhandled.
    availability.catch(() => undefined);
    const [service, location] = await Promise.all([
      serviceWithLocations(serviceId, deps),
      load(deps.loadLocation(locationId), 'messages.locationNoValid'),
    ]);
    if (location.suspended) refuse('messages.locationSuspended');
    if (!service.locations?.some((l) => String(l.id) === String(location.id))) refuse('messages.serviceEmptyByLocation');
    const answer = await load(availability, 'messages.serviceEmptyByLocation');
    const next = route ? ({ kind: 'route', route, onlyTimeTicket: false } as const) : nextAfterAvailability(availabilitySum(answer), service);
    if (next.kind === 'error') refuse(next.messageKey);
    else {
      const store = deps.store.getState();
      store.pickService(service);
      store.pickLocation(location);
      store.setMustInputIdCard({
        checkIdCardReservation: answer.checkIdCardReservation ?? false,
        checkIdCardTime: answer.checkIdCardTime ?? false,
        checkIdCardQueue: answer.checkIdCardQueue ?? false,
      });
      store.setOnlyTimeTicket(next.onlyTimeTicket);
      // Its queue figures show on the next page before that page's own first poll answers.
      store.holdAvailability(service.id, location.id, answer);
      deps.store.getState().navigate(next.route, {}, { replace: true });
    }
  });
}
