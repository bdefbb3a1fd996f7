// routing="hash" (docs/element-contract.md): the route lives in location.hash ("#/search"), so
// a reload reopens it and the browser's back button walks the routes. Only <booking-app> uses
// it, and the router loads this module only then; routing="memory" (the default) never touches
// the host's URL. A hash that is not one of our routes (the host's own "#section" anchor) is left
// alone.
import type { RoutePath } from '../domain/route-guard.ts';
import type { BookingStore } from '../store/booking-store.ts';
import { hashOf, routeFromHash } from './route-hash.ts';

type HashWindow = Pick<Window, 'location' | 'history' | 'addEventListener' | 'removeEventListener'>;

/**
 * Keeps the store's route and the hash in step: a push in the store adds a history entry, a
 * replace or an in-app back rewrites the current one, and a hash change (browser back, forward,
 * a typed URL) is adopted by the store. `startHash` is the hash start-up read, if it read one.
 * Returns the function that disconnects.
 */
export function connectHashRouting(store: BookingStore, win: HashWindow = window, startHash?: string): () => void {
  const write = (route: RoutePath, push: boolean) => {
    const hash = hashOf(route);
    if (win.location.hash === hash) return;
    if (push) win.location.hash = hash;
    else win.history.replaceState(win.history.state, '', hash);
  };
  const adopt = () => {
    const route = routeFromHash(win.location.hash);
    if (route && route !== store.getState().route) store.getState().syncRoute(route);
  };
  // A route typed or followed while the element started (after start-up read `startHash`) is the
  // citizen's latest word: adopted, not overwritten with the route start-up chose.
  const changedWhileStarting = startHash !== undefined && win.location.hash !== startHash && routeFromHash(win.location.hash) !== null;
  if (changedWhileStarting) adopt();
  else write(store.getState().route, false);

  const unsubscribe = store.subscribe((state, previous) => {
    if (state.route === previous.route && state.history === previous.history) return;
    if (state.lastNavigation === 'sync') return;
    write(state.route, state.lastNavigation === 'push');
  });
  win.addEventListener('hashchange', adopt);
  return () => {
    unsubscribe();
    win.removeEventListener('hashchange', adopt);
  };
}
