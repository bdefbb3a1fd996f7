// Carries out a start-up plan (src/domain/startup-params.ts) for one element: the first route,
// the memo-jump ticket loaded, the department or the service named by the link or the attributes
// opened (as the drill-down opens a choice, src/flows/browse/drill-down-start.ts); or, with an `error` in the
// link, only the alert. What could not be opened comes back as a StartProblem for the layout to
// tell. A login the link brings is finished before (startElement). A lazy chunk (use-startup.ts):
// a start that names nothing to open never loads it.
// @chunk start-up: with the drill-down it opens the link's and the attributes' choices by (docs/build.md).
import { isApiError } from '../api/api-error.ts';
import type { Api } from '../api/client.ts';
import type { JettonDetail } from '../common/api-contract.ts';
import { dropAbandonedLogin, takeLinkLogin } from '../flows/account/link-login.ts';
import { widgetLoginInLink } from '../flows/account/login-record.ts';
import type { TakenLogin } from '../flows/account/one-account-login.ts';
import type { OpenDeps } from '../flows/browse/drill-down-actions.ts';
import { drillDownAtStart, openAtStart } from '../flows/browse/drill-down-start.ts';
import { HOME_ROUTE, type RoutePath } from '../domain/route-guard.ts';
import { appEntryParams } from '../domain/startup-link.ts';
import { startupPlan, type LinkLogin, type StartupAttributes, type StartupPlan } from '../domain/startup-params.ts';
import type { Lang } from '../common/languages.ts';
import { loadTexts, t } from '../i18n/translate.ts';
import type { ElementSettings } from '../platform/attribute-settings.ts';
import type { HostValue } from '../platform/host-context.ts';
import type { BookingStore } from '../store/booking-store.ts';
import type { SessionStorageLike } from '../store/session-store.ts';
import type { UiStore } from '../store/ui-store.ts';
import type { ElementConfig } from './root-config.ts';
import { routeFromHash } from '../routing/route-hash.ts';
import { LOAD_FAILED, type StartProblem } from './start-problem.ts';

/** The memo-jump ticket shown in this browser session (a ticket id: no personal data). */
export const MEMO_JUMP_STORAGE_KEY = 'civic-booking.memoJump';

export interface StartupDeps {
  store: BookingStore;
  ui: UiStore;
  lang: Lang;
  /** The ticket detail of a memo jump (api.tickets.detail). */
  loadTicket(ticketId: string): Promise<JettonDetail>;
  /** The drill-down's reads and what it needs to know, to open a department or a service named by id. */
  browse: Omit<OpenDeps, 'store'>;
  /** False when the route is already decided elsewhere (a reload in hash routing keeps its hash). */
  applyRoute?: boolean;
  storage?: SessionStorageLike | null;
}

export function readShownMemoJump(storage: SessionStorageLike | null = pageStorage()): string | null {
  try {
    return storage?.getItem(MEMO_JUMP_STORAGE_KEY) ?? null;
  } catch {
    return null;
  }
}

function pageStorage(): SessionStorageLike | null {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    return null;
  }
}

/**
 * Resolves when start-up is over (the alert answered, or every action done), with what could
 * not be opened, if anything.
 */
export async function runStartup(plan: StartupPlan, deps: StartupDeps): Promise<StartProblem | null> {
  const { store, ui, lang } = deps;
  if (plan.kind === 'stop') {
    await ui.getState().openDialog({ kind: 'alert', text: t(lang, 'app.startUpError', { error: plan.alert }), confirmKey: 'common.confirm' });
    return null;
  }
  if (plan.kind === 'unavailable') return { messageKey: plan.messageKey, code: null, retry: false };
  if (deps.applyRoute !== false) store.getState().navigate(plan.route, plan.routeState, { replace: true });
  if (plan.memoJump) {
    const storage = deps.storage === undefined ? pageStorage() : deps.storage;
    try {
      storage?.setItem(MEMO_JUMP_STORAGE_KEY, plan.memoJump);
    } catch {
      // Storage blocked: the ticket may show again on reload, nothing worse.
    }
  }
  let problem: StartProblem | null = null;
  for (const action of plan.actions) {
    switch (action.type) {
      case 'loadTicket':
        try {
          store.getState().setMy('jettonDetail', await deps.loadTicket(action.ticketId));
        } catch (error) {
          // Said as the API client words it; without the ticket there is no success page.
          ui.getState().showToast(isApiError(error) ? error.text : t(lang, 'messages.errorLoadData'));
          if (store.getState().route === '/success') store.getState().navigate(HOME_ROUTE, {}, { replace: true });
        }
        break;
      case 'openDepartment':
      case 'openService':
      case 'openServiceAtLocation':
        problem = await openAtStart(action, { store, ...deps.browse }, ui);
        break;
    }
  }
  return problem;
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
  return {
    store,
    ui,
    lang,
    applyRoute,
    loadTicket: (ticketId) => api.tickets.detail(ticketId),
    browse: drillDownAtStart({ store, api, routes }),
  };
}

export interface ElementStartInput {
  config: ElementConfig;
  attributes: StartupAttributes;
  /** Its first start (the page's own element then reads the link). */
  isFirst: boolean;
  settings: ElementSettings;
  store: BookingStore;
  ui: UiStore;
  api: Api;
  adoptLanguage: HostValue['adoptLanguage'];
  /** False once the start is superseded (an attribute changed, the element left). */
  live(): boolean;
}

export interface ElementStarted {
  problem: StartProblem | null;
  /** The language to tell the problem in. */
  language: Lang;
  /** This element logged the citizen in as it started (it took the login the link brought back). */
  loggedIn: boolean;
}

/**
 * An element's start from the link and its attributes (use-startup.ts): a login the link brings
 * back is finished first, by the login flow's lazy chunk (the page's own element finishes any; a
 * widget only one this tab started, login-record.ts), then the start is planned from the link the
 * login gives back (its state carried the link's parameters), the link's language adopted, and the
 * plan carried out. Resolves once the first route may show (what it waits for is done).
 */
export function startElement(input: ElementStartInput): Promise<ElementStarted> {
  const { config, attributes, isFirst, settings, store, ui, api, live } = input;
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

  const beginPlan = async (plan: StartupPlan, linkNamesLanguage: boolean, carriedLanguage: TakenLogin['language'], loggedIn = false): Promise<ElementStarted> => {
    const wanted = carriedLanguage ?? (linkNamesLanguage ? plan.language : null);
    if (wanted && wanted !== settings.language) input.adoptLanguage?.(wanted);
    // A reload in hash routing keeps the route of its hash.
    const hashRoute = entry ? null : routeFromHash(hash);
    if (hashRoute) store.getState().navigate(hashRoute, {}, { replace: true });
    const running = runStartup(plan, startupDeps({ store, ui, api, lang: plan.language, routes: config.routes, applyRoute: !hashRoute }));
    const language = plan.language;
    if (plan.kind === 'start' && plan.actions.length > 0) return { problem: await running.catch(() => LOAD_FAILED), language, loggedIn };
    // Nothing to wait for: the first route is set already (an `error` alert does not hold it up).
    return { problem: plan.kind === 'unavailable' ? { messageKey: plan.messageKey, code: null, retry: false } : null, language, loggedIn };
  };

  // A refusal of what the link or the attributes name (a suspended department, …) is a text of the
  // dictionary's rest (src/i18n/dictionary-parts.ts): in before the element tells it.
  const withTexts = async (started: ElementStarted): Promise<ElementStarted> => {
    if (started.problem) await loadTexts(started.language, 'rest').catch(() => undefined);
    return started;
  };
  const begin = async (plan: StartupPlan, linkNamesLanguage: boolean, carriedLanguage: TakenLogin['language'], loggedIn = false): Promise<ElementStarted> =>
    withTexts(await beginPlan(plan, linkNamesLanguage, carriedLanguage, loggedIn));

  // A login the link brings back, or test mode's mock mobile (docs/behaviour/6-roles.md): finished before the start.
  let login: LinkLogin | null = null;
  if (readsLink) login = linkPlan.kind === 'start' ? linkPlan.login : null;
  else if (isFirst && !config.ownsPage) login = widgetLoginInLink(search);
  if (isFirst) dropAbandonedLogin(search);
  if (!login) return begin(linkPlan, namesLanguage(firstLink), null);
  return takeLinkLogin(login, { api, ui, lang: linkPlan.language, followsLink: config.ownsPage === true })
    .then((outcome) => {
      // Superseded meanwhile: the newer start tells what it opens.
      if (!live()) return { problem: null, language: linkPlan.language, loggedIn: false };
      // Only the page's own element takes up the link and the language the login carried back.
      const link = linkWith(config.ownsPage ? outcome.link : new URLSearchParams());
      const language = config.ownsPage ? outcome.language : null;
      return begin(planOf(link, outcome.returnTo), namesLanguage(link), language, outcome.loggedIn && outcome.taken);
    });
}
