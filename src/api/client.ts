// createApi: one client per element instance (docs/conventions.md (Factories, not singletons)), grouped by
// area as docs/architecture.md lists them. Store actions call it; screens never do.
import { createAccountApi } from './account.ts';
import { createAppApi } from './app.ts';
import { createAvailabilityApi } from './availability.ts';
import { createBookingApi } from './booking.ts';
import { createCatalogueApi } from './catalogue.ts';
import { createFavouritesApi } from './favourites.ts';
import { createQueueApi } from './queue.ts';
import { createSearchApi } from './search.ts';
import { createTicketsApi } from './tickets.ts';
import { createTransport, type TransportOptions } from './transport.ts';

export type ApiOptions = TransportOptions;

export function createApi(options: ApiOptions) {
  const http = createTransport(options);
  return {
    catalogue: createCatalogueApi(http),
    availability: createAvailabilityApi(http),
    booking: createBookingApi(http),
    queue: createQueueApi(http),
    tickets: createTicketsApi(http),
    favourites: createFavouritesApi(http),
    search: createSearchApi(http),
    account: createAccountApi(http),
    app: createAppApi(http),
  };
}

export type Api = ReturnType<typeof createApi>;
