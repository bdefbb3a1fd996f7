// An element's navigation: the route shown, the state it was entered with, and the entries before
// it (for back), apart from the booking draft the routes fill in (booking-store.ts holds both in
// one store, so one subscription sees a route and the choice it shows change together).
import { HOME_ROUTE, type AnyRouteState, type RoutePath, type RouteStateMap } from '../domain/route-guard.ts';

/** The state of the current route: one of RouteStateMap's (src/domain/route-guard.ts). */
export type RouteState = Readonly<AnyRouteState>;
interface RouteEntry { route: RoutePath; state: RouteState }
/** How the current entry was reached; the hash router mirrors it onto the browser history. */
type NavigationKind = 'initial' | 'push' | 'replace' | 'pop' | 'sync';

export interface NavigateOptions {
  /** Replace the current entry instead of adding one. */
  replace?: boolean;
  /** Start the history anew from this entry (a finished flow is not walked back into). */
  reset?: boolean;
}

/**
 * A route entered by name alone may omit its state; one entered with state must give it. (An
 * object with no keys is a valid state exactly when every key is optional.)
 */
type NavigateArgs<R extends RoutePath> = Record<never, never> extends RouteStateMap[R]
  ? [state?: RouteStateMap[R], options?: NavigateOptions]
  : [state: RouteStateMap[R], options?: NavigateOptions];

export interface NavigationData {
  route: RoutePath;
  routeState: RouteState;
  /** Entries before the current one, oldest first. */
  history: RouteEntry[];
  lastNavigation: NavigationKind;
}

export interface NavigationActions {
  /** Go to a route, entering it with its state (e.g. search's serviceCode, sendMessage's queueInfo). */
  navigate<R extends RoutePath>(route: R, ...args: NavigateArgs<R>): void;
  /** Previous entry; false when there is none (home's back closes the page instead). */
  back(): boolean;
  /**
   * Back to the latest entry of `route` that `matches` (the steps after it dropped), entered anew
   * with `state`; false when there is none.
   */
  returnTo<R extends RoutePath>(route: R, matches: (state: RouteState) => boolean, state: RouteStateMap[R]): boolean;
  /** The route changed outside the store (browser back, a typed hash): adopt it as is. */
  syncRoute(route: RoutePath, state?: RouteState): void;
}

export function initialNavigation(route: RoutePath = HOME_ROUTE, routeState: RouteState = {}): NavigationData {
  return { route, routeState, history: [], lastNavigation: 'initial' };
}

type Set = (change: Partial<NavigationData> | ((s: NavigationData) => Partial<NavigationData>)) => void;

export function navigationActions(set: Set, get: () => NavigationData): NavigationActions {
  return {
    navigate: (route: RoutePath, state: RouteState = {}, options: NavigateOptions = {}) =>
      set((s) => ({
        route,
        routeState: state,
        history: options.reset ? [] : options.replace ? s.history : [...s.history, { route: s.route, state: s.routeState }],
        lastNavigation: options.replace || options.reset ? 'replace' : 'push',
      })),
    back: () => {
      const previous = get().history.at(-1);
      if (!previous) return false;
      set((s) => ({ route: previous.route, routeState: previous.state, history: s.history.slice(0, -1), lastNavigation: 'pop' }));
      return true;
    },
    returnTo: (route, matches, state) => {
      const { history } = get();
      let at = history.length - 1;
      while (at >= 0 && !(history[at]!.route === route && matches(history[at]!.state))) at--;
      if (at < 0) return false;
      set({ route, routeState: state, history: history.slice(0, at), lastNavigation: 'pop' });
      return true;
    },
    syncRoute: (route, state = {}) =>
      set((s) => {
        // Browser back lands on the entry before: drop it from our stack too.
        const previous = s.history.at(-1);
        const history = previous?.route === route ? s.history.slice(0, -1) : [...s.history, { route: s.route, state: s.routeState }];
        return { route, routeState: previous?.route === route ? previous.state : state, history, lastNavigation: 'sync' };
      }),
  };
}
