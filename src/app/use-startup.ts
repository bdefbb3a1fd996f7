// Start-up of <booking-app> from the page's link and the element's attributes (SPEC.md §2): runs
// once, before the router shows its first screen, so the host hears one `cb-route-change` for
// the first route rather than home and then that route.
import { useLayoutEffect, useState } from 'react';
import { startupPlan } from '../domain/startup-params.ts';
import { useHost } from '../platform/host-context.ts';
import { useApi, useBookingStoreApi, useUiStoreApi } from '../store/stores-context.tsx';
import { routeFromHash } from './hash-routing.ts';
import { readShownMemoJump, runStartup } from './startup.ts';

/** True once the first route is decided. */
export function useStartup(): boolean {
  const { host, settings } = useHost();
  const store = useBookingStoreApi();
  const ui = useUiStoreApi();
  const api = useApi();
  const [ready, setReady] = useState(false);

  useLayoutEffect(() => {
    const link = new URLSearchParams(globalThis.location?.search ?? '');
    const plan = startupPlan(link, { departmentId: settings.departmentId, serviceCode: settings.serviceCode, language: settings.language }, { shownMemoJump: readShownMemoJump() });
    // A language in the link applies to this element as if the host had set its attribute.
    const linkLanguage = link.get('language') ?? link.get('lang');
    if (linkLanguage && plan.language !== settings.language) host.setAttribute('language', plan.language);
    // A reload in hash routing keeps the route of its hash.
    const hashRoute = settings.routing === 'hash' ? routeFromHash(globalThis.location?.hash ?? '') : null;
    if (hashRoute) store.getState().navigate(hashRoute, {}, { replace: true });
    void runStartup(plan, {
      store,
      ui,
      lang: plan.language,
      applyRoute: !hashRoute,
      loadTicket: (ticketId) => api.tickets.detail(ticketId),
      loadDepartments: () => api.catalogue.departments(),
    });
    setReady(true);
    // Start-up happens once per element: later attribute changes are not a new start.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return ready;
}
