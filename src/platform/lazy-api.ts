// The API client (ofetch, ufo, destr and the typed areas) is not needed to paint: nothing calls
// it before a screen's first effect. So the providers hand screens a stand-in of the same shape
// whose calls load the client (a lazy chunk) on first use and then forward to it; every call of
// the client is already asynchronous, so the stand-in changes no caller.
import { ApiError } from '../api/api-error.ts';
import type { Api, ApiOptions } from '../api/client.ts';
import { t } from '../i18n/translate.ts';

type Area = Record<string, (...args: unknown[]) => Promise<unknown>>;

/** createApi's areas (src/api/client.ts); the type check holds this list to the client's. */
const API_AREAS = ['catalogue', 'availability', 'booking', 'queue', 'tickets', 'favourites', 'search', 'account', 'app'] as const;
type SameAreas<A, B> = [A] extends [B] ? ([B] extends [A] ? true : never) : never;
const sameAreas: SameAreas<(typeof API_AREAS)[number], keyof Api> = true;
void sameAreas;

type ClientModule = Pick<typeof import('../api/client.ts'), 'createApi'>;
let provided: ClientModule | undefined;

/**
 * Hands over the client's module from a chunk that carries it (element-body.tsx, which every
 * element loads before its first screen): calls then need no request for it, where a lazy import
 * would load a re-export of that very chunk, queued behind the first screen's code.
 */
export function provideApiClient(module: ClientModule): void {
  provided ??= module;
}

export function createLazyApi(options: ApiOptions): Api {
  let client: Promise<Api> | undefined;
  const load = () =>
    (client ??= (provided ? Promise.resolve(provided) : import('../api/client.ts')).then(
      (module) => module.createApi(options),
      (error: unknown) => {
        // Offline or a CDN hiccup: fail as a call that got no answer does (§8), and try again next time.
        client = undefined;
        const messageKey = 'messages.network.connectFailed';
        const text = t(options.getLanguage(), messageKey);
        options.feedback.toast(text);
        throw new ApiError({ status: 0, messageKey, text }, { cause: error });
      },
    ));
  // Only the client's own names answer: `then` (so `await api.catalogue` is no thenable) and
  // symbols stay undefined, as on the real object. One function per name, as on the real object.
  const standIn = (area: string): Area => {
    const calls = new Map<string, Area[string]>();
    return new Proxy({} as Area, {
      get: (_, fn) => {
        if (typeof fn !== 'string' || fn === 'then') return undefined;
        let forward = calls.get(fn);
        if (!forward) {
          forward = (...args) => load().then((api) => (api as unknown as Record<string, Area>)[area]![fn]!(...args));
          calls.set(fn, forward);
        }
        return forward;
      },
    });
  };
  const areas = new Map(API_AREAS.map((area) => [area, standIn(area)]));
  return new Proxy({} as Api, { get: (_, name) => areas.get(name as (typeof API_AREAS)[number]) });
}
