// The route table (docs/behaviour/2-screens.md (Routes)): each route's title, the page header the router draws for
// it (whether it shows, what back does), the screen it loads (a lazy chunk, so the first screen
// does not carry the others) and the context it requires (src/domain/route-guard.ts, where the
// state each route is entered with is typed and the redirect decided and tested).
import { ROUTE_PATHS, ROUTE_REQUIREMENTS, type RoutePath } from '../domain/route-guard.ts';
import type { MessageKey } from '../i18n/translate.ts';
import type { RouteDefinition, RouteTable, ScreenModule } from '../routing/route-definition.ts';

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

/** Every other route's back returns to the previous entry. */
const BACK: { [R in RoutePath]?: RouteDefinition<R>['back'] } = {
  // docs/behaviour/2-screens.md (Home): back closes the page (in a host app's web view).
  '/home': 'home-closes-page',
  // docs/behaviour/4-states.md (Ticket page): after a new booking back goes home; for an existing ticket, to the previous page.
  '/success': (state) => (state.isNew ? 'home' : 'back'),
};

/**
 * The routes whose screens show texts of the dictionary's first part only (src/i18n/dictionary-parts.ts):
 * <booking-app>'s home and the remote-counter home, which its first screen may be. Every other
 * route loads the rest of the dictionary beside its screen, so a new route's texts stay off the
 * first screen. The test of the parts holds what these screens import to the first part.
 */
const FIRST_PART_ROUTES: readonly RoutePath[] = ['/home', '/remoteCounterHome'];

const LOADERS: { [R in RoutePath]: () => Promise<ScreenModule<R>> } = {
  // Browse (src/flows/browse).
  '/home': () => import('../flows/browse/home-screen.tsx'),
  '/remoteCounterHome': () => import('../flows/browse/remote-counter-home-screen.tsx'),
  '/category': () => import('../flows/browse/category-screen.tsx'),
  '/department': () => import('../flows/browse/department-list-screen.tsx'),
  '/hotServices': () => import('../flows/browse/hot-services-screen.tsx'),
  '/serOrLocationWithTabs': () => import('../flows/browse/department-screen.tsx'),
  '/serOrLocationWithoutTabs': () => import('../flows/browse/service-or-location-screen.tsx'),
  // Taking a queue ticket.
  '/queueOrBook': () => import('../flows/queue/queue-or-book-screen.tsx'),
  '/offerNum': () => import('../flows/queue/offer-number-screen.tsx'),
  '/sendMessage': () => import('../flows/queue/send-message-screen.tsx'),
  '/success': () => import('../flows/tickets/success-screen.tsx'),
  // My tickets (src/flows/tickets).
  '/myBooking': () => import('../flows/tickets/my-tickets-screen.tsx'),
  // Booking (src/flows/booking): each screen its own chunk, loaded when its route opens.
  '/setParams': () => import('../flows/booking/set-params-screen.tsx'),
  '/reserve': () => import('../flows/booking/reserve-screen.tsx'),
  '/sendMessageByReserve': () => import('../flows/booking/send-message-by-reserve-screen.tsx'),
  // Search, About and the privacy clause.
  '/search': () => import('../flows/search/search-screen.tsx'),
  '/AboutPage': () => import('../flows/account/about-page.tsx'),
  '/PrivacyClausePage': () => import('../flows/account/privacy-clause-page.tsx'),
  // The citizen's own lists: favourites and recently used.
  '/MyFavoritePage': () => import('../flows/account/favourites-screen.tsx'),
  '/RecentlyUsedPage': () => import('../flows/account/recently-used-screen.tsx'),
  // App entry: a host app's hand-over, carried out as the link's start-up is.
  '/app': () => import('./app-entry-screen.tsx'),
};

/** The router shows the screens of this table (layout-body.tsx hands it over). */
export const ROUTES = Object.fromEntries(
  ROUTE_PATHS.map((path) => [
    path,
    {
      path,
      titleKey: TITLES[path],
      requires: ROUTE_REQUIREMENTS[path],
      header: true,
      back: BACK[path] ?? 'back',
      texts: FIRST_PART_ROUTES.includes(path) ? 'first' : 'rest',
      load: LOADERS[path],
    },
  ]),
) as RouteTable;
