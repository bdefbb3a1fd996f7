// A route as routing="hash" writes it in location.hash ("#/search"), and read back: start-up reads
// the hash a reload or a host app's link carries before the router connects (hash-routing.ts).
import { normalizeRoutePath, type RoutePath } from '../domain/route-guard.ts';

/** "#/search" → '/search'; an empty hash or one that is not a route → null. */
export function routeFromHash(hash: string): RoutePath | null {
  const bare = hash.replace(/^#/, '');
  if (!bare.startsWith('/')) return null;
  return normalizeRoutePath(bare);
}

export function hashOf(route: RoutePath): string {
  return `#${route}`;
}
