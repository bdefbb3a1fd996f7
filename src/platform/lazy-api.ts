// The API client (ofetch and the typed areas) is not needed to paint: nothing calls it before a
// screen's first effect. So the providers hand screens a stand-in of the same shape whose calls
// load the client on first use and then forward to it; every call of the client is already
// asynchronous, so the stand-in changes no caller. The transport and the catalogue come with the
// body chunk (src/api/first-areas.ts); each other area is a chunk of its own (or rides with the
// screen that calls it first, vite.config.ts), loaded by its first call, so a screen that never
// books does not carry booking.
import { ApiError } from '../api/api-error.ts';
import type { Api, ApiOptions } from '../api/client.ts';
import type { Transport } from '../api/transport.ts';
import { t } from '../i18n/translate.ts';

type Area = Record<string, (...args: unknown[]) => Promise<unknown>>;
type AreaName = keyof Api;
type FirstAreasModule = typeof import('../api/first-areas.ts');
type FirstAreaName = keyof FirstAreasModule['FIRST_AREAS'];
type LaterAreaName = Exclude<AreaName, FirstAreaName>;

/** The areas each loaded on its first call: most screens call one or two of them. */
const LATER_AREAS: { [Name in LaterAreaName]: () => Promise<(http: Transport) => Api[Name]> } = {
  app: () => import('../api/app.ts').then((module) => module.createAppApi),
  tickets: () => import('../api/tickets.ts').then((module) => module.createTicketsApi),
  account: () => import('../api/account.ts').then((module) => module.createAccountApi),
  availability: () => import('../api/availability.ts').then((module) => module.createAvailabilityApi),
  booking: () => import('../api/booking.ts').then((module) => module.createBookingApi),
  queue: () => import('../api/queue.ts').then((module) => module.createQueueApi),
  search: () => import('../api/search.ts').then((module) => module.createSearchApi),
  favourites: () => import('../api/favourites.ts').then((module) => module.createFavouritesApi),
};

/** createApi's areas (src/api/client.ts); the type check holds this list to the client's. */
const API_AREAS = ['catalogue', 'availability', 'booking', 'queue', 'tickets', 'favourites', 'search', 'account', 'app'] as const;
type SameAreas<A, B> = [A] extends [B] ? ([B] extends [A] ? true : never) : never;
const sameAreas: SameAreas<(typeof API_AREAS)[number], AreaName> = true;
void sameAreas;

let provided: FirstAreasModule | undefined;

/**
 * Hands over the transport and first areas from the chunk that carries them (layout-body.tsx,
 * which every element loads before its first screen): calls then need no request for them, where
 * a lazy import would load a re-export of that very chunk, queued behind the first screen's code.
 */
export function provideApiClient(module: FirstAreasModule): void {
  provided ??= module;
}

const isFirstArea = (module: FirstAreasModule, name: AreaName): name is FirstAreaName => name in module.FIRST_AREAS;

export function createLazyApi(options: ApiOptions): Api {
  let transport: Promise<{ module: FirstAreasModule; http: Transport }> | undefined;
  const areas = new Map<AreaName, Promise<unknown>>();
  // A chunk that failed to load is asked for again by the next call.
  const loadTransport = () =>
    (transport ??= (provided ? Promise.resolve(provided) : import('../api/first-areas.ts')).then(
      (module) => ({ module, http: module.createTransport(options) }),
      (error: unknown) => {
        transport = undefined;
        throw error;
      },
    ));
  const loadArea = (name: AreaName): Promise<unknown> => {
    let area = areas.get(name);
    if (!area) {
      area = loadTransport()
        .then<unknown>(({ module, http }) => (isFirstArea(module, name) ? module.FIRST_AREAS[name](http) : LATER_AREAS[name]().then((make) => make(http))))
        .catch((error: unknown) => {
          // Offline or a CDN hiccup: fail as a call that got no answer does (docs/behaviour/8-errors.md), and try again next time.
          areas.delete(name);
          const messageKey = 'messages.network.connectFailed';
          throw new ApiError({ status: 0, messageKey, text: t(options.getLanguage(), messageKey) }, { cause: error });
        });
      areas.set(name, area);
    }
    return area;
  };
  // Only the client's own names answer: `then` (so `await api.catalogue` is no thenable) and
  // symbols stay undefined, as on the real object. One function per name, as on the real object.
  const standIn = (name: AreaName): Area => {
    const calls = new Map<string, Area[string]>();
    return new Proxy({} as Area, {
      get: (_, fn) => {
        if (typeof fn !== 'string' || fn === 'then') return undefined;
        let forward = calls.get(fn);
        if (!forward) {
          forward = (...args) => loadArea(name).then((area) => (area as Area)[fn]!(...args));
          calls.set(fn, forward);
        }
        return forward;
      },
    });
  };
  const standIns = new Map(API_AREAS.map((name) => [name, standIn(name)]));
  return new Proxy({} as Api, { get: (_, name) => standIns.get(name as AreaName) });
}
