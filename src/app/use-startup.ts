// Start-up of an element from its attributes (and, for <booking-app>, the page's link): runs
// before the router shows its first screen, and waits for what it must open (a department, a
// service, a ticket), so the host hears one `cb-route-change`, for the first route. Runs again
// when a start-up attribute changes (a host page showing another service) or on a retry.
// A login the link brings back (§4 Login) is finished first, by the login flow's lazy chunk: the
// page's own element finishes any; a widget only one this tab started (login-record.ts). The
// start then reads the link the login gives back (its state carried the link's parameters).
import { useLayoutEffect, useRef, useState } from 'react';
import { isOneAccountProfile } from '../domain/profile-user-info.ts';
import { resolveRoute, type RoutePath } from '../domain/route-guard.ts';
import { remoteQuery } from '../domain/remote-query.ts';
import { browseCalls } from '../flows/browse/browse-calls.ts';
import { appEntryParams, startupPlan, type LinkLogin, type StartupAttributes, type StartupPlan } from '../domain/startup-params.ts';
import { loginAbandonedInLink, widgetLoginInLink } from '../flows/account/login-record.ts';
import type { TakenLogin } from '../flows/account/one-account-login.ts';
import { t } from '../i18n/translate.ts';
import { useHost } from '../platform/host-context.ts';
import { getSessionStore } from '../store/session-store.ts';
import { useApi, useBookingStoreApi, useUiStoreApi } from '../store/stores-context.tsx';
import type { ElementConfig } from './element-config.ts';
import { routeFromHash } from './hash-routing.ts';
import { guardStateOf } from './guard-state.ts';
import type { StartProblem } from './start-problem.ts';
import { readShownMemoJump, runStartup, type StartupDeps } from './startup.ts';
import type { Api } from '../api/client.ts';
import type { Lang } from '../i18n/languages.ts';
import type { BookingStore } from '../store/booking-store.ts';
import type { UiStore } from '../store/ui-store.ts';

export interface ElementStart {
  /** starting: what the link or the attributes name is loading; ready: the router may show. */
  status: 'starting' | 'ready';
  /** What could not be opened. */
  problem: StartProblem | null;
  /** Starts again (after a failed load). */
  retry(): void;
  /** This element logged the citizen in as it started (it took the login the link brought back). */
  loggedIn: boolean;
}

export interface StartupDepsInput {
  store: BookingStore;
  ui: UiStore;
  api: Api;
  lang: Lang;
  /** The routes the element shows (every route when absent). */
  routes?: readonly RoutePath[] | undefined;
  applyRoute?: boolean;
}

/** What carrying out a start-up plan needs, for the element's start and for the app-entry route. */
export function startupDeps({ store, ui, api, lang, routes, applyRoute = true }: StartupDepsInput): StartupDeps {
  const session = getSessionStore().getState();
  return {
    store,
    ui,
    lang,
    applyRoute,
    loadTicket: (ticketId) => api.tickets.detail(ticketId),
    browse: {
      calls: browseCalls(api, remoteQuery(store.getState().flags.remoteCounter, session.profile?.euid)),
      oneAccount: isOneAccountProfile(session.profile),
      shows: (route) => !routes || routes.includes(route),
      // The integrator named the service and the location: nothing was chosen to tell about.
      emit: () => undefined,
    },
  };
}

// The login flow: a lazy chunk, loaded only when the link brings a login back.
const loginFlow = () => import('../flows/account/one-account-login.ts');

export function useStartup(config: ElementConfig): ElementStart {
  const { settings, emit, adoptLanguage } = useHost();
  const store = useBookingStoreApi();
  const ui = useUiStoreApi();
  const api = useApi();
  const [state, setState] = useState<Omit<ElementStart, 'retry'>>({ status: 'starting', problem: null, loggedIn: false });
  const [attempt, setAttempt] = useState(0);
  const first = useRef(true);
  const attributes: StartupAttributes = { language: settings.language };
  for (const name of config.attributes) attributes[name] = settings[name] ?? null;
  const { departmentId, serviceCode, serviceId, locationId, ticketId } = attributes;

  useLayoutEffect(() => {
    const isFirst = first.current;
    first.current = false;
    if (!isFirst) {
      store.getState().reset();
      setState({ status: 'starting', problem: null, loggedIn: false });
    }
    // Only the first start of the page's own element reads the link: the link is the citizen's
    // arrival, not something to apply again.
    const readsLink = config.ownsPage === true && isFirst;
    const search = globalThis.location?.search ?? '';
    // A host app opening the app-entry route hands over in the hash (`#/app?serviceId=…`): the
    // same parameters as the link's, carried out the same way, in the entry's place.
    const hash = readsLink && settings.routing === 'hash' ? (globalThis.location?.hash ?? '') : '';
    const entry = appEntryParams(hash);
    const linkWith = (params: URLSearchParams) => {
      for (const [name, value] of entry ?? []) params.set(name, value);
      return params;
    };
    const planOf = (link: URLSearchParams, returnTo: TakenLogin['returnTo'] = null) =>
      startupPlan(link, attributes, { shownMemoJump: readsLink ? readShownMemoJump() : null, startRoute: config.start, returnTo });
    const namesLanguage = (link: URLSearchParams) => readsLink && Boolean(link.get('language') ?? link.get('lang'));
    const firstLink = linkWith(new URLSearchParams(readsLink ? search : ''));
    const linkPlan = planOf(firstLink);
    let live = true;

    // A login the link brings back, or test mode's mock mobile (§6): finished before the start.
    let login: LinkLogin | null = null;
    if (readsLink) login = linkPlan.kind === 'start' ? linkPlan.login : null;
    else if (isFirst && !config.ownsPage) login = widgetLoginInLink(search);
    if (isFirst && loginAbandonedInLink(search)) void loginFlow().then((flow) => flow.abandonLogin(), () => undefined);
    if (!login) {
      begin(linkPlan, namesLanguage(firstLink), null);
    } else {
      void loginFlow()
        .then((flow) => flow.finishLinkLogin(login, { api, ui, lang: linkPlan.language, followsLink: config.ownsPage === true }))
        .catch((): TakenLogin => ({ link: new URLSearchParams(), language: null, returnTo: null, loggedIn: false, taken: false }))
        .then((outcome) => {
          if (!live) return;
          // Only the page's own element takes up the link and the language the login carried back.
          const link = linkWith(config.ownsPage ? outcome.link : new URLSearchParams());
          const language = config.ownsPage ? outcome.language : null;
          begin(planOf(link, outcome.returnTo), namesLanguage(link), language, outcome.loggedIn && outcome.taken);
        });
    }

    function begin(plan: StartupPlan, linkNamesLanguage: boolean, carriedLanguage: TakenLogin['language'], loggedIn = false) {
      const wanted = carriedLanguage ?? (linkNamesLanguage ? plan.language : null);
      if (wanted && wanted !== settings.language) adoptLanguage?.(wanted);
      // A reload in hash routing keeps the route of its hash.
      const hashRoute = entry ? null : routeFromHash(hash);
      if (hashRoute) store.getState().navigate(hashRoute, {}, { replace: true });

      const finish = (problem: StartProblem | null) => {
        if (!live) return;
        setState({ status: 'ready', problem, loggedIn });
        if (!problem) return;
        const message = t(plan.language, problem.messageKey);
        emit('cb-error', { code: problem.code, messageKey: problem.messageKey, message, route: store.getState().route });
        // Where the element still has a screen to show, a toast says what could not be opened (a
        // failed load has had the API client's); where it has none, the layout says it in full.
        const guard = guardStateOf(store.getState(), Boolean(getSessionStore().getState().token));
        const canShow = resolveRoute(store.getState().route, guard, { ...(config.routes ? { allowed: config.routes } : {}), start: config.start }) !== null;
        if (canShow && !problem.retry) ui.getState().showToast(message);
      };
      const running = runStartup(plan, startupDeps({ store, ui, api, lang: plan.language, routes: config.routes, applyRoute: !hashRoute }));
      if (plan.kind === 'start' && plan.actions.length > 0) {
        running.then(finish, () => finish({ messageKey: 'messages.errorLoadData', code: null, retry: true }));
      } else {
        // Nothing to wait for: the first route is set already (an `error` alert does not hold it up).
        finish(plan.kind === 'unavailable' ? { messageKey: plan.messageKey, code: null, retry: false } : null);
      }
    }
    return () => {
      live = false;
    };
    // A start happens once, and again only when an attribute naming the start changes or on a
    // retry; a language or theme change is not a new start.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only the start's own inputs start it again
  }, [attempt, departmentId, serviceCode, serviceId, locationId, ticketId]);

  return { ...state, retry: () => setAttempt((n) => n + 1) };
}
