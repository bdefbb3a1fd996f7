// The drill-down's actions as a screen calls them: `const open = useOpen(); open.department(dep)`.
// Each call supersedes the one before (a second tap never opens twice) and ends with the screen;
// a refusal is told to the citizen (a toast; a failed load has had the API client's) and to the
// host (`cb-error`, and `cb-login-required` when a one-account login would lift it).
import { useEffect, useMemo, useRef } from 'react';
import { isApiError } from '../../api/api-error.ts';
import type { Category, Department, Location, Service, ServiceType } from '../../api/types.ts';
import { useElementRoutes, showsRoute } from '../../app/element-routes.ts';
import { isOneAccount } from '../../domain/location-item-state.ts';
import { t } from '../../i18n/translate.ts';
import { useHost } from '../../platform/host-context.ts';
import { loadFailure } from '../../platform/use-load.ts';
import { getSessionStore } from '../../store/session-store.ts';
import { useApi, useBookingStoreApi, useUiStoreApi } from '../../store/stores-context.tsx';
import { browseCalls, remoteQuery } from './browse-calls.ts';
import {
  openCategory,
  openDepartment,
  openLocation,
  openService,
  openServiceType,
  type OpenDeps,
  type OpenOptions,
  type OpenOutcome,
  type OpenProblem,
} from './open.ts';

export interface Opener {
  category(entry: Category | 'other', options?: OpenOptions): Promise<OpenOutcome>;
  department(department: Department, options?: OpenOptions): Promise<OpenOutcome>;
  /** A service-type item's first tap; `at`: the location chosen first. */
  serviceType(serviceType: ServiceType, options?: OpenOptions & { at?: Location | null }): Promise<OpenOutcome>;
  /** `at`: the location chosen first. */
  service(service: Service, options?: OpenOptions & { at?: Location | null }): Promise<OpenOutcome>;
  /** `service`: the service chosen first. */
  location(location: Location, options?: OpenOptions & { service?: Service | null }): Promise<OpenOutcome>;
}

export function useOpen(): Opener {
  const store = useBookingStoreApi();
  const api = useApi();
  const ui = useUiStoreApi();
  const host = useHost();
  const routes = useElementRoutes();
  const latest = useRef({ host, routes });
  latest.current = { host, routes };
  const inFlight = useRef<AbortController | null>(null);

  useEffect(() => () => inFlight.current?.abort(), []);

  return useMemo(() => {
    function tell(problem: OpenProblem) {
      const { host: h } = latest.current;
      const lang = h.settings.language;
      const route = store.getState().route;
      // A failed call has been told by the API client already (its toast says what went wrong).
      if (isApiError(problem.cause)) {
        h.emit('cb-error', loadFailure(problem.cause, lang, route));
        return;
      }
      const message = t(lang, problem.messageKey);
      ui.getState().showToast(message);
      h.emit('cb-error', { code: problem.code, messageKey: problem.messageKey, message, route });
      if (problem.needsLogin) h.emit('cb-login-required', { returnTo: route });
    }

    async function run(action: (deps: OpenDeps) => Promise<OpenOutcome>): Promise<OpenOutcome> {
      inFlight.current?.abort();
      const controller = new AbortController();
      inFlight.current = controller;
      const session = getSessionStore().getState();
      const euid = session.profile?.euid ?? session.userInfo?.euid ?? null;
      const deps: OpenDeps = {
        store,
        calls: browseCalls(api, remoteQuery(store.getState().flags.remoteCounter, euid), controller.signal),
        oneAccount: isOneAccount(session.profile),
        shows: (route) => showsRoute(latest.current.routes, route),
        emit: (name, detail) => latest.current.host.emit(name, detail),
        signal: controller.signal,
      };
      const outcome = await action(deps);
      if (inFlight.current === controller) inFlight.current = null;
      if (outcome.kind === 'refused') tell(outcome.problem);
      return outcome;
    }

    return {
      category: (entry, options) => run((deps) => openCategory(entry, deps, options)),
      department: (department, options) => run((deps) => openDepartment(department, deps, options)),
      serviceType: (serviceType, options) => run((deps) => openServiceType(serviceType, deps, options)),
      service: (service, options) => run((deps) => openService(service, deps, options)),
      location: (location, options) => run((deps) => openLocation(location, deps, options)),
    };
  }, [store, api, ui]);
}
