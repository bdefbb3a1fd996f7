// The router of <booking-app>: renders the screen of the store's route once the route guard
// (src/domain/route-guard.ts) has checked its context, redirects home when that context is
// missing, tells the host each route it shows (`cb-route-change`), and with routing="hash"
// mirrors the route in location.hash.
import { Suspense, lazy, useEffect, type ComponentType } from 'react';
import { Spinner } from '../components/spinner.tsx';
import { resolveRoute, type GuardState, type RoutePath } from '../domain/route-guard.ts';
import { useHost } from '../platform/host-context.ts';
import type { BookingState } from '../store/booking-store.ts';
import { useBookingStore, useBookingStoreApi, useSession } from '../store/stores-context.tsx';
import { connectHashRouting } from './hash-routing.ts';
import { ROUTES, type ScreenProps } from './routes.ts';

export type Routing = 'memory' | 'hash';

const screens = new Map<RoutePath, ComponentType<ScreenProps>>();

function screenOf(route: RoutePath): ComponentType<ScreenProps> {
  let screen = screens.get(route);
  if (!screen) {
    screen = lazy(ROUTES[route].load);
    screens.set(route, screen);
  }
  return screen;
}

export function guardStateOf(state: BookingState, loggedIn: boolean): GuardState {
  return { context: state.context, lists: state.lists, my: state.my, routeState: state.routeState, loggedIn };
}

export function Router({ routing = 'memory' }: { routing?: Routing }) {
  const store = useBookingStoreApi();
  const { emit } = useHost();
  const loggedIn = useSession((s) => Boolean(s.token));
  const route = useBookingStore((s) => s.route);
  const routeState = useBookingStore((s) => s.routeState);
  const shown = useBookingStore((s) => resolveRoute(s.route, guardStateOf(s, loggedIn)));

  useEffect(() => {
    if (routing === 'hash') return connectHashRouting(store);
    return undefined;
  }, [routing, store]);

  useEffect(() => {
    if (shown !== route) store.getState().navigate(shown, {}, { replace: true });
  }, [shown, route, store]);

  useEffect(() => {
    emit('cb-route-change', { route: shown });
    // emit is rebuilt with the settings; the event is about the route only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [shown]);

  const Screen = screenOf(shown);
  return (
    <Suspense fallback={<Spinner />}>
      <Screen route={shown} routeState={shown === route ? routeState : {}} />
    </Suspense>
  );
}
