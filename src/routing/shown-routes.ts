// Which routes the element around a screen shows, and where it starts: the router hands them
// down, so an action that leads to a route (the drill-down's next step) knows whether this
// element goes there itself or leaves it to its host (<service-search> stops at the choice).
import { createContext, useContext } from 'react';
import { HOME_ROUTE, type RoutePath } from '../domain/route-guard.ts';

export interface ElementRoutes {
  /** The routes the element may show; every route when absent. */
  routes?: readonly RoutePath[] | undefined;
  start: RoutePath;
}

export const ElementRoutesContext = createContext<ElementRoutes>({ start: HOME_ROUTE });

export function useElementRoutes(): ElementRoutes {
  return useContext(ElementRoutesContext);
}

export function showsRoute({ routes }: ElementRoutes, route: RoutePath): boolean {
  return !routes || routes.includes(route);
}
