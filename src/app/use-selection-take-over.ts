// A <booking-app> on the page takes over a choice made in another widget: when <service-search>
// tells the page that a service at a location was chosen (`cb-service-selected`), the first
// <booking-app> to hear it prevents the event, so that widget stays where it is, and opens that
// service at that location itself, where its availability leads (README "Events").
import { useEffect, useRef } from 'react';
import type { CbEvent } from '../platform/events.ts';
import { useHost } from '../platform/host-context.ts';
import { useApi, useBookingStoreApi, useUiStoreApi } from '../store/stores-context.tsx';
import type { ElementConfig } from './root-config.ts';

const idOf = (value: unknown): string | null => {
  const id = (value as { id?: unknown } | null)?.id;
  return typeof id === 'number' || (typeof id === 'string' && id !== '') ? String(id) : null;
};

/** Listens while the element's config says it takes over (`takesOverSelections`). */
export function useSelectionTakeOver({ takesOverSelections, routes, start }: ElementConfig): void {
  const store = useBookingStoreApi();
  const api = useApi();
  const ui = useUiStoreApi();
  const host = useHost();
  const latest = useRef({ store, api, ui, host, routes: { routes, start } });
  latest.current = { store, api, ui, host, routes: { routes, start } };

  useEffect(() => {
    if (!takesOverSelections) return undefined;
    let inFlight: AbortController | null = null;
    const hear = (event: Event) => {
      const { detail, target } = event as CbEvent<'cb-service-selected'>;
      // Its own choices are its own; a choice another listener took is not this one's.
      if (event.defaultPrevented || target === latest.current.host.host) return;
      const serviceId = idOf(detail.service);
      const locationId = idOf(detail.location);
      if (serviceId === null || locationId === null) return;
      event.preventDefault();
      inFlight?.abort();
      const controller = new AbortController();
      inFlight = controller;
      void import('../flows/browse/drill-down-runner.ts').then((runner) => runner.runTakeOver(latest.current, controller.signal, serviceId, locationId));
    };
    document.addEventListener('cb-service-selected', hear);
    return () => {
      document.removeEventListener('cb-service-selected', hear);
      inFlight?.abort();
    };
  }, [takesOverSelections]);
}
