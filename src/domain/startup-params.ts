// Start-up (docs/behaviour/2-screens.md (Routes), docs/behaviour/8-errors.md): an element's first route and what must happen before it
// shows, decided from the page's query parameters (only <booking-app> reads the link) and the
// element's attributes.
// - error: alert it and stop start-up (nothing else runs)
// - code: a one-account authorization code (with its state), handed to the login flow first;
//   what the link names is known only once the state is checked (it carries the link's own
//   parameters), so the caller plans again from the link the login flow gives back
// - testMobile: test mode's token for a mock mobile number (docs/behaviour/6-roles.md), when no code is there
// - memoJump: load that ticket and show the success page once (a reload with the same link
//   does not show it again: the caller remembers the shown id, the host's URL stays untouched)
// - qrcodeContent: a ticket's QR content: the success page asks for the mobile to register the
//   ticket to, then shows it as registered (domain/ticket-registration.ts)
// - serviceId with locationId: open that service at that location (the link <service-search>
//   hands over with, src/domain/app-hand-over.ts)
// - serviceCode: open search with that code (one match opens at once)
// - departmentId: open that department
// - service-id (with location-id): open that service (at that location)
// - language / lang: the language (docs/behaviour/1-product.md); the link wins over the `language` attribute
// - ticket-id (<my-tickets>): open that ticket's page, as memoJump does but every time
// A host app may open the page at the app-entry route with the parameters in the hash
// (`page#/app?serviceId=…&locationId=…`, as a hash-routed page receives them): appEntryParams
// (startup-link.ts, with the names of the link's parameters).
// The link names what to open before the attributes do; among the attributes the most precise
// wins: a service at a location, a service, a service code, a department.
import { resolveLanguage, type Lang } from '../common/languages.ts';
import type { MessageKey } from '../i18n/translate.ts';
import { HOME_ROUTE, ROUTE_REQUIREMENTS, type AnyRouteState, type RoutePath } from './route-guard.ts';
import { readLink, TEST_MOBILE_PARAM, type LinkParams } from './startup-link.ts';

export interface StartupAttributes {
  departmentId?: string | number | null;
  serviceCode?: string | null;
  serviceId?: string | number | null;
  locationId?: string | number | null;
  /** A ticket's id or uid (<my-tickets>): its page first. */
  ticketId?: string | number | null;
  language?: string | null;
}

export type StartupAction =
  | { type: 'loadTicket'; ticketId: string }
  | { type: 'openDepartment'; departmentId: string }
  /** The service's locations (/serOrLocationWithoutTabs). */
  | { type: 'openService'; serviceId: string }
  /** `route`: where the element opens it; null: where its availability leads (docs/behaviour/4-states.md). */
  | { type: 'openServiceAtLocation'; serviceId: string; locationId: string; route: RoutePath | null };

/** The login the link brings: the provider's answer (docs/behaviour/4-states.md (Login)), or test mode's mock mobile (docs/behaviour/6-roles.md). */
export type LinkLogin = { type: 'exchangeLoginCode'; code: string; state: string | null } | { type: 'testModeLogin'; mobile: string };

export type StartupPlan =
  | { kind: 'stop'; alert: string; language: Lang }
  /** The element cannot start: its start route needs what the attributes do not give. */
  | { kind: 'unavailable'; messageKey: MessageKey; language: Lang }
  | {
      kind: 'start';
      language: Lang;
      /** The route to show first; actions may move on from it (openDepartment, openService…). */
      route: RoutePath;
      routeState: AnyRouteState;
      /** A login to finish before anything else (src/flows/account/one-account-login.ts). */
      login: LinkLogin | null;
      actions: StartupAction[];
      /** The memo-jump ticket this start-up shows; the caller remembers it as shown. */
      memoJump: string | null;
    };

export interface StartupOptions {
  /** The memoJump id already shown in this browser session. */
  shownMemoJump?: string | null;
  /** The element's first route when nothing says otherwise (home, for <booking-app>). */
  startRoute?: RoutePath;
  /**
   * After a login: the route it started from, taken when nothing else names where to start and
   * the route needs no choice made before it (the choices did not survive the redirect).
   */
  returnTo?: RoutePath | null;
}

function present(value: string | number | null | undefined): string | null {
  const text = value == null ? '' : String(value).trim();
  return text === '' ? null : text;
}

export function startupPlan(link: LinkParams, attributes: StartupAttributes = {}, options: StartupOptions = {}): StartupPlan {
  const languageParam = readLink(link, 'language') ?? readLink(link, 'lang') ?? attributes.language ?? null;
  const language = resolveLanguage(languageParam);
  const error = readLink(link, 'error');
  if (error) return { kind: 'stop', alert: error, language };

  const startRoute = options.startRoute ?? HOME_ROUTE;
  const code = readLink(link, 'code');
  const testMobile = readLink(link, TEST_MOBILE_PARAM);
  const login: LinkLogin | null = code
    ? { type: 'exchangeLoginCode', code, state: readLink(link, 'state') }
    : testMobile
      ? { type: 'testModeLogin', mobile: testMobile }
      : null;
  const start = (route: RoutePath, routeState: AnyRouteState, actions: StartupAction[]): StartupPlan => ({
    kind: 'start', language, route, routeState, login, actions, memoJump: null,
  });

  const memoJump = readLink(link, 'memoJump');
  if (memoJump && memoJump !== options.shownMemoJump) {
    const actions: StartupAction[] = [{ type: 'loadTicket', ticketId: memoJump }];
    return { kind: 'start', language, route: '/success', routeState: { ticketId: memoJump, memoJump: true }, login, actions, memoJump };
  }

  const qrcodeContent = readLink(link, 'qrcodeContent');
  if (qrcodeContent) return start('/success', { qrcodeContent }, []);

  const ticketId = present(attributes.ticketId);
  if (ticketId) return start('/success', { ticketId }, [{ type: 'loadTicket', ticketId }]);

  // <queue-ticket> starts at a service at a location: it cannot start without both.
  const startNeeds = ROUTE_REQUIREMENTS[startRoute];
  const startsAtServiceAndLocation = startNeeds.includes('service') && startNeeds.includes('location');
  const atLocation = (serviceId: string, locationId: string): StartupAction => ({
    type: 'openServiceAtLocation', serviceId, locationId, route: startsAtServiceAndLocation ? startRoute : null,
  });

  const linkServiceId = readLink(link, 'serviceId');
  const linkLocationId = readLink(link, 'locationId');
  if (linkServiceId && linkLocationId) return start(startRoute, {}, [atLocation(linkServiceId, linkLocationId)]);
  const linkServiceCode = readLink(link, 'serviceCode');
  if (linkServiceCode) return start('/search', { serviceCode: linkServiceCode }, []);
  const linkDepartmentId = readLink(link, 'departmentId');
  if (linkDepartmentId) return start(startRoute, {}, [{ type: 'openDepartment', departmentId: linkDepartmentId }]);

  const serviceId = present(attributes.serviceId);
  const locationId = present(attributes.locationId);
  if (serviceId && locationId) return start(startRoute, {}, [atLocation(serviceId, locationId)]);
  if (startsAtServiceAndLocation) return { kind: 'unavailable', messageKey: 'messages.nullServiceAndLocation', language };
  if (serviceId) return start(startRoute, {}, [{ type: 'openService', serviceId }]);

  const serviceCode = present(attributes.serviceCode);
  if (serviceCode) return start('/search', { serviceCode }, []);
  const departmentId = present(attributes.departmentId);
  if (departmentId) return start(startRoute, {}, [{ type: 'openDepartment', departmentId }]);
  const returnTo = options.returnTo;
  if (returnTo && ROUTE_REQUIREMENTS[returnTo].length === 0) return start(returnTo, {}, []);
  return start(startRoute, {}, []);
}
