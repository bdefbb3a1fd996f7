// The drill-down's actions as a screen calls them: `const open = useOpen(); open.department(dep)`.
// Each call supersedes the one before (a second tap never opens twice) and ends with the screen;
// a refusal is told to the citizen (a toast; a failed load has had the API client's) and to the
// host (`cb-error`, and `cb-login-required` when a one-account login would lift it). The rules
// and the telling load on the first choice (drill-down-runner.ts), not with the screen.
import { useEffect, useMemo, useRef } from 'react';
import type { Category, Department, Location, Service, ServiceType } from '../../common/api-contract.ts';
import { useElementRoutes } from '../../routing/shown-routes.ts';
import { t } from '../../i18n/translate.ts';
import { useHost } from '../../platform/host-context.ts';
import { useApi, useBookingStoreApi, useUiStoreApi } from '../../store/stores-context.tsx';
import type { OpenOptions, OpenOutcome } from './drill-down-actions.ts';
import type { Action } from './drill-down-runner.ts';

export interface Opener {
  category(entry: Category | 'other', options?: OpenOptions): Promise<OpenOutcome>;
  department(department: Department, options?: OpenOptions): Promise<OpenOutcome>;
  /** A service-type item's first tap; `at`: the location chosen first. */
  serviceType(serviceType: ServiceType, options?: OpenOptions & { at?: Location | null }): Promise<OpenOutcome>;
  /** `at`: the location chosen first. */
  service(service: Service, options?: OpenOptions & { at?: Location | null }): Promise<OpenOutcome>;
  /** `service`: the service chosen first. */
  location(location: Location, options?: OpenOptions & { service?: Service | null }): Promise<OpenOutcome>;
  /** A service at a location known by their ids (a favourite, a recently used entry). */
  serviceAt(pair: { serviceId: Service['id']; locationId: Location['id'] }, options?: OpenOptions): Promise<OpenOutcome>;
}

export interface UseOpenOptions {
  /** How long a refusal's toast shows (docs/behaviour/8-errors.md: 1 s on hot services, else the 2 s default). */
  toastMs?: number;
}

export function useOpen({ toastMs }: UseOpenOptions = {}): Opener {
  const store = useBookingStoreApi();
  const api = useApi();
  const ui = useUiStoreApi();
  const host = useHost();
  const routes = useElementRoutes();
  const latest = useRef({ store, api, ui, host, routes, toastMs });
  latest.current = { store, api, ui, host, routes, toastMs };
  const lastChoice = useRef<AbortController | null>(null);

  useEffect(() => () => lastChoice.current?.abort(), []);

  return useMemo(() => {
    async function run(action: Action, ...args: unknown[]): Promise<OpenOutcome> {
      lastChoice.current?.abort();
      const controller = new AbortController();
      lastChoice.current = controller;
      let runner: typeof import('./drill-down-runner.ts');
      try {
        runner = await import('./drill-down-runner.ts');
      } catch {
        // The rules' chunk did not load (offline): say so, as a failed load that a retry may mend.
        const { host: h, ui: feedback, toastMs: ms } = latest.current;
        feedback.getState().showToast(t(h.settings.language, 'messages.errorLoadData'), ms);
        return { kind: 'refused', problem: { messageKey: 'messages.errorLoadData', code: null, retry: true } };
      }
      const outcome = await runner.runOpen(latest.current, controller.signal, action, args);
      if (lastChoice.current === controller) lastChoice.current = null;
      return outcome;
    }
    return {
      category: (entry, options) => run('openCategory', entry, options),
      department: (department, options) => run('openDepartment', department, options),
      serviceType: (serviceType, options) => run('openServiceType', serviceType, options),
      service: (service, options) => run('openService', service, options),
      location: (location, options) => run('openLocation', location, options),
      serviceAt: (pair, options) => run('openServiceAtLocation', pair, options),
    };
  }, []);
}
