// What every element's first screen calls, with the transport all calls share: the catalogue
// (the home's departments, the drill-down, what start-up opens from the attributes). This module
// travels in the body chunk every element loads (vite.config.ts); every other area loads on its
// first call (src/platform/lazy-api.ts), so a first screen carries no calls it does not make:
// <booking-app>'s home, for a citizen not logged in, calls the catalogue alone.
import { createCatalogueApi } from './catalogue.ts';

export { createTransport } from './transport.ts';

export const FIRST_AREAS = {
  catalogue: createCatalogueApi,
};
