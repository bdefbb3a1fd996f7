// The route table of <booking-app> (SPEC.md §2 Routes): each route's title, the screen it loads
// (a lazy chunk, so the first screen does not carry the others) and the context it requires
// (src/domain/route-guard.ts, where the redirect home is decided and tested).
// A flow replaces a route's `load` with its own screen when the screen exists.
import type { ComponentType } from 'react';
import { ROUTE_PATHS, ROUTE_REQUIREMENTS, type Requirement, type RoutePath } from '../domain/route-guard.ts';
import type { MessageKey } from '../i18n/translate.ts';
import type { RouteState } from '../store/booking-store.ts';

/** What the router passes to every screen. */
export interface ScreenProps {
  route: RoutePath;
  routeState: RouteState;
}

export type ScreenModule = { default: ComponentType<ScreenProps> };

export interface RouteDefinition {
  path: RoutePath;
  titleKey: MessageKey;
  requires: readonly Requirement[];
  load(): Promise<ScreenModule>;
}

const placeholder = () => import('./placeholder-screen.tsx');

const TITLES: Record<RoutePath, MessageKey> = {
  '/home': 'pages.home.title',
  '/remoteCounterHome': 'pages.remoteCounterHome.title',
  '/category': 'pages.category.title',
  '/department': 'pages.department.title',
  '/serOrLocationWithoutTabs': 'pages.serOrLocation.title',
  '/serOrLocationWithTabs': 'pages.serOrLocation.title',
  '/queueOrBook': 'pages.queueOrBook.title',
  '/setParams': 'pages.setParams.title',
  '/offerNum': 'pages.offerNum.title',
  '/myBooking': 'pages.myBooking.title',
  '/reserve': 'pages.reserve.title',
  '/sendMessage': 'pages.sendMessage.title',
  '/sendMessageByReserve': 'pages.sendMessageByReserve.title',
  '/search': 'pages.search.title',
  '/hotServices': 'pages.hotServices.title',
  '/success': 'app.ticketDetail',
  '/app': 'pages.appEntry.title',
  '/AboutPage': 'pages.about.title',
  '/PrivacyClausePage': 'pages.privacyClause.title',
  '/MyFavoritePage': 'pages.favourites.title',
  '/RecentlyUsedPage': 'pages.recentlyUsed.title',
};

const LOADERS: Partial<Record<RoutePath, () => Promise<ScreenModule>>> = {};

export const ROUTES: Record<RoutePath, RouteDefinition> = Object.fromEntries(
  ROUTE_PATHS.map((path) => [path, { path, titleKey: TITLES[path], requires: ROUTE_REQUIREMENTS[path], load: LOADERS[path] ?? placeholder }]),
) as Record<RoutePath, RouteDefinition>;
