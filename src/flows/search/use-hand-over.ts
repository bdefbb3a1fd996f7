// <service-search app-url>: when the citizen has chosen a service at a location and no listener
// took over `cb-service-selected` (a <booking-app> on the page, the host's own flow), the widget
// offers the full app, opened at that choice (src/domain/app-hand-over.ts). The event is heard
// on the element itself and read once every listener of the page has had it.
import { useEffect, useState } from 'react';
import { appHandOverUrl } from '../../domain/app-hand-over.ts';
import { displayName } from '../../domain/display-name.ts';
import type { CbEvent } from '../../platform/events.ts';
import { useHost } from '../../platform/host-context.ts';

export interface HandOver {
  service: string;
  location: string;
  /** The full app's link, opened at the choice. */
  url: string;
}

const idOf = (item: Record<string, unknown> | null): string | number | null => {
  const id = item?.['id'];
  return typeof id === 'string' || typeof id === 'number' ? id : null;
};
const nameOf = (item: Record<string, unknown> | null): string => (typeof item?.['name'] === 'string' ? displayName(item['name']) : '');

/** The choice to hand over, until the citizen closes it; none without an app-url. */
export function useHandOver(): [HandOver | null, () => void] {
  const { host, settings } = useHost();
  const [chosen, setChosen] = useState<HandOver | null>(null);
  const { appUrl, language } = settings;

  useEffect(() => {
    if (!appUrl) return undefined;
    function selected(event: CbEvent<'cb-service-selected'>) {
      // The page's listeners (on the document, the window) hear the event after this one on the
      // element: their answer is known once the dispatch is over.
      queueMicrotask(() => {
        if (event.defaultPrevented) return;
        const { service, location } = event.detail;
        const serviceId = idOf(service);
        const locationId = idOf(location);
        if (serviceId === null || locationId === null) return;
        const url = appHandOverUrl(appUrl, document.baseURI, { serviceId, locationId, language });
        if (url) setChosen({ service: nameOf(service), location: nameOf(location), url });
      });
    }
    host.addEventListener('cb-service-selected', selected);
    return () => host.removeEventListener('cb-service-selected', selected);
  }, [host, appUrl, language]);

  return [chosen, () => setChosen(null)];
}
