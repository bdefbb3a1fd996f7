// Start-up of an element from its attributes (and, for <booking-app>, the page's link): runs
// before the router shows its first screen, and waits for what it must open (a department, a
// service, a ticket), so the host hears one `cb-route-change`, for the first route. Runs again
// when a start-up attribute changes (a host page showing another service) or on a retry.
// A plain start (nothing named by the link, its hash or a start attribute, a start route that
// needs nothing) shows the start route at once. Any other loads what plans and carries it out,
// a login the link brings back included (startup.ts), as a chunk of its own, which the home of a
// plain <booking-app> never needs.
import { useLayoutEffect, useRef, useState } from 'react';
import { resolveRoute, ROUTE_REQUIREMENTS } from '../domain/route-guard.ts';
import { appEntryParams, linkNamesAStart } from '../domain/startup-link.ts';
import type { StartupAttributes } from '../domain/startup-params.ts';
import type { Lang } from '../common/languages.ts';
import { t } from '../i18n/translate.ts';
import { useHost } from '../platform/host-context.ts';
import { getSessionStore } from '../store/session-store.ts';
import { useApi, useBookingStoreApi, useUiStoreApi } from '../store/stores-context.tsx';
import type { ElementConfig } from './root-config.ts';
import { guardStateOf } from '../routing/guard-state.ts';
import { routeFromHash } from '../routing/route-hash.ts';
import { LOAD_FAILED, type StartProblem } from './start-problem.ts';

export interface ElementStart {
  /** starting: what the link or the attributes name is loading; ready: the router may show. */
  status: 'starting' | 'ready';
  /** What could not be opened. */
  problem: StartProblem | null;
  /** Starts again (after a failed load). */
  retry(): void;
  /** This element logged the citizen in as it started (it took the login the link brought back). */
  loggedIn: boolean;
  /** The hash start-up read its route from (hash routing, first start), for the router to see a later change. */
  startHash?: string;
}

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
    const readsLink = config.ownsPage === true && isFirst;
    const search = globalThis.location?.search ?? '';
    const hash = readsLink && settings.routing === 'hash' ? (globalThis.location?.hash ?? '') : '';
    let live = true;
    const finish = ({ problem, language, loggedIn }: { problem: StartProblem | null; language: Lang; loggedIn: boolean }) => {
      if (!live) return;
      setState({ status: 'ready', problem, loggedIn, ...(readsLink && settings.routing === 'hash' ? { startHash: hash } : {}) });
      if (!problem) return;
      const message = t(language, problem.messageKey);
      emit('cb-error', { code: problem.code, messageKey: problem.messageKey, message, route: store.getState().route });
      // Where the element still has a screen to show, a toast says what could not be opened (a
      // failed load has had the API client's); where it has none, the layout says it in full.
      const guard = guardStateOf(store.getState(), Boolean(getSessionStore().getState().token));
      const canShow = resolveRoute(store.getState().route, guard, { ...(config.routes ? { allowed: config.routes } : {}), start: config.start }) !== null;
      if (canShow && !problem.retry) ui.getState().showToast(message);
    };
    // Every element looks at the link on its first start: a widget for a login this tab started.
    const linkNames = isFirst && linkNamesAStart(new URLSearchParams(search));
    const attributesName = config.attributes.some((name) => String(attributes[name] ?? '').trim() !== '');
    if (!linkNames && !attributesName && !appEntryParams(hash) && ROUTE_REQUIREMENTS[config.start].length === 0) {
      // A reload in hash routing keeps the route of its hash.
      const hashRoute = routeFromHash(hash);
      store.getState().navigate(hashRoute ?? config.start, {}, { replace: true });
      finish({ problem: null, language: settings.language, loggedIn: false });
    } else {
      // A department, a service or a location named: start-up will open it with the drill-down's
      // code, so that loads beside start-up's own rather than after it (one round trip less).
      const namesAPlace = [departmentId, serviceCode, serviceId, locationId].some((value) => String(value ?? '').trim() !== '');
      if (namesAPlace) void import('../flows/browse/drill-down-actions.ts').catch(() => undefined);
      // Offline, start-up's code may not load: the same as a failed load of what it names.
      import('./startup.ts').then(
        (startup) => {
          if (!live) return;
          const started = startup.startElement({ config, attributes, isFirst, settings, store, ui, api, adoptLanguage, live: () => live });
          void started.then(finish);
        },
        () => finish({ problem: LOAD_FAILED, language: settings.language, loggedIn: false }),
      );
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
