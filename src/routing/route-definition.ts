// What a route is to the router, and what the router hands the screen it shows. The table of
// the product's routes (src/app/route-table.ts) is built from these and handed to the router by
// the composition, since the table loads the flows' screens and the flows sit above the router.
import type { ComponentType } from 'react';
import type { BackBehaviour } from '../domain/header-buttons.ts';
import type { Requirement, RoutePath, RouteStateMap } from '../domain/route-guard.ts';
import type { TextsPart } from '../i18n/dictionary-parts.ts';
import type { MessageKey } from '../i18n/translate.ts';

/** What the router passes to every screen: its route and the state it was entered with. */
export interface ScreenProps<R extends RoutePath = RoutePath> {
  route: R;
  routeState: RouteStateMap[R];
}

export type ScreenModule<R extends RoutePath = RoutePath> = { default: ComponentType<ScreenProps<R>> };

export interface RouteDefinition<R extends RoutePath = RoutePath> {
  path: R;
  titleKey: MessageKey;
  requires: readonly Requirement[];
  /** Whether the router draws the page header above the screen. */
  header: boolean;
  /** What the header's back arrow does here (src/domain/header-buttons.ts). */
  back: BackBehaviour | ((state: RouteStateMap[R]) => BackBehaviour);
  /** The part of the dictionary its screen needs (src/i18n/dictionary-parts.ts): the router shows it once that part is in. */
  texts: TextsPart;
  load(): Promise<ScreenModule<R>>;
}

/** Every route's definition. */
export type RouteTable = { [R in RoutePath]: RouteDefinition<R> };

export function backBehaviourOf<R extends RoutePath>(table: RouteTable, route: R, state: RouteStateMap[R]): BackBehaviour {
  const back: RouteDefinition<R>['back'] = table[route].back;
  return typeof back === 'function' ? back(state) : back;
}
