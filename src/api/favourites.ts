// Favourite services and the recently used list (docs/behaviour/7-api.md).
import type { RequestOptions, Transport } from './transport.ts';
import { path } from './transport.ts';
import type { Favourite, FavouriteAdd, FavouriteCheck, PageQuery, RecentlyUsed } from '../common/api-contract.ts';

type Id = number | string;

/** docs/behaviour/9-constants.md: recently used page 0, size 5. */
const RECENTLY_USED_PAGE_SIZE = 5;

export function createFavouritesApi(http: Transport) {
  return {
    /** GET favourite/services */
    list: ({ signal }: RequestOptions = {}) => http.call<Favourite[]>('GET', 'favourite/services', { signal }),
    /** GET favourite/{id} */
    get: (favouriteId: Id, { signal }: RequestOptions = {}) => http.call<Favourite>('GET', path`favourite/${favouriteId}`, { signal }),
    /** POST favourite {mobNum, serviceId, locationId, type} */
    add: (payload: FavouriteAdd, { signal }: RequestOptions = {}) => http.call<Favourite>('POST', 'favourite', { body: payload, signal }),
    /** DELETE favourite/{id} (204) */
    remove: (favouriteId: Id, { signal }: RequestOptions = {}) => http.call<void>('DELETE', path`favourite/${favouriteId}`, { signal }),
    /** GET favourite/checkService/{serviceId}/{locationId}: is this pair a favourite? */
    checkService: (serviceId: Id, locationId: Id, { signal }: RequestOptions = {}) =>
      http.call<FavouriteCheck>('GET', path`favourite/checkService/${serviceId}/${locationId}`, { signal }),
    /** GET favourite/check/{serviceId}: is this service a favourite at any location? */
    check: (serviceId: Id, { signal }: RequestOptions = {}) =>
      http.call<FavouriteCheck>('GET', path`favourite/check/${serviceId}`, { signal }),
    /** GET history/services ?page, size, remoteCounter, euid */
    recentlyUsed: ({ page = 0, size = RECENTLY_USED_PAGE_SIZE, ...rest }: PageQuery = {}, { signal }: RequestOptions = {}) =>
      http.call<RecentlyUsed[]>('GET', 'history/services', { query: { page, size, ...rest }, signal }),
  };
}
