// Each language's dictionary reaches the browser in two parts, cut from the one source file at
// build time (vite.config.ts, dictionaryParts): the FIRST part, which an element waits for before
// it renders, and the REST, which a route whose screen needs it loads alongside the screen's
// chunk (src/routing/router.tsx). Why: <booking-app>'s first screen, the home, needs about a third of
// the ~450 texts, and every new flow adds texts that it never shows (bench/budgets.json,
// bookingAppFirstScreenGzipKB). This file is the one place that says which texts go first: the
// texts the modules an element loads before such a route show, and no more (each text less there
// is less for every element's first render):
// - the chrome every element may show from its first paint: its common words, the language names,
//   the elements' titles and app-wide texts, the page header, the session timeout alert, and the
//   messages of docs/behaviour/8-errors.md that any call may end with;
// - the screens of the routes that need only the first part and what their modules use: the
//   home's search bar, a location's state on the remote-counter home, a suspended department;
// - every route's title, which the router's header shows while the route's screen and texts load.
// Which routes need only the first part is the route table's to say (src/app/route-table.ts,
// each route's `texts`). A text used by a module the first screens load must be in the first
// part, unless that module asks for the rest (or runs only once it is in) before it shows a text
// of its own, and says so with a line `// @texts rest-first: <how>`: the test beside this file
// fails otherwise, naming the module. Anything not listed goes to the rest, so a new flow's texts
// stay off the first screen by default.
export type TextsPart = 'first' | 'rest';

/** Key paths of the first part: a name per level, `*` for any one name. */
export const FIRST_PART_KEYS = [
  'common.back',
  'common.home',
  'common.close',
  'common.confirm',
  'common.cancel',
  'common.refresh',
  'common.loading',
  'common.language',
  'languageNames',
  'elements.*.title',
  'app.startUpError',
  'app.notice',
  'app.ticketDetail',
  'components.pageHeader',
  // The environment ribbon, drawn by every element once a profile names a test environment.
  'components.ribbon',
  // The session timeout's alert may come while the network is gone, when the rest could not load.
  'components.sessionTimeout',
  'messages.network',
  'messages.serverBusy',
  'messages.errorLoadData',
  'messages.noData',
  'messages.timeoutAlert',
  'messages.nullServiceAndLocation',
  // What an action says when it failed for no reason the API client names (platform/use-action.ts,
  // which the home's menu loads for its logout).
  'messages.actionFail',
  // The privacy consent's refusal when its box is not ticked (src/domain/privacy-agreement.ts).
  'messages.checkAgree',
  // The home and the remote-counter home, with a location's state there (location-item-state.ts).
  'pages.home',
  'pages.menu',
  'pages.remoteCounterHome',
  'pages.department.suspended',
  'components.searchBar',
  'messages.departmentEmpty',
  'messages.errorServiceCanNotBooking',
  'messages.locationNoRemote',
  'messages.locationSuspended',
  'messages.notLoggedIn',
  'components.locationItem.noRemote',
  'components.locationItem.suspended',
  // Every route's title (src/app/route-table.ts), which the router's header shows while the route loads.
  'pages.about.title',
  'pages.appEntry.title',
  'pages.category.title',
  'pages.department.title',
  'pages.favourites.title',
  'pages.home.title',
  'pages.hotServices.title',
  'pages.myBooking.title',
  'pages.offerNum.title',
  'pages.privacyClause.title',
  'pages.queueOrBook.title',
  'pages.recentlyUsed.title',
  'pages.remoteCounterHome.title',
  'pages.reserve.title',
  'pages.search.title',
  'pages.sendMessage.title',
  'pages.sendMessageByReserve.title',
  'pages.serOrLocation.title',
  'pages.setParams.title',
] as const;

/** Whether the first part holds `key` (a leaf or a branch: `pages.home.ticketCount`, `common`). */
export function inFirstPart(key: string): boolean {
  const names = key.split('.');
  return FIRST_PART_KEYS.some((path) => {
    const pattern = path.split('.');
    return pattern.length <= names.length && pattern.every((name, i) => name === '*' || name === names[i]);
  });
}
