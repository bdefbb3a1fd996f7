// Root of <service-search>, shipped with its element (elements/service-search.ts): search, and the
// drill-down from a category or department down to a service at a location. There it tells the
// host (`cb-service-selected`); unless a listener takes over, it links to the full app when it
// has an `app-url` (hand-over-dialog.tsx), and otherwise goes on to the next step itself.
import { Suspense, lazy, useEffect, useState } from 'react';
import type { ElementConfig } from './root-config.ts';
import type { ReservedHeight } from './reserved-height.ts';
import { ElementLayout } from './layout.tsx';
import type { RoutePath } from '../domain/route-guard.ts';
import type { CbEvent } from '../platform/events.ts';
import { useHost } from '../platform/host-context.ts';

const HandOverDialog = lazy(() => import('../flows/search/hand-over-dialog.tsx'));

const SEARCH_AND_DRILL_DOWN: readonly RoutePath[] = ['/search', '/category', '/department', '/serOrLocationWithTabs', '/serOrLocationWithoutTabs'];
/** Where a service at a location leads (docs/behaviour/4-states.md (Availability)), and the steps after it. */
const NEXT_STEPS: readonly RoutePath[] = ['/queueOrBook', '/offerNum', '/setParams', '/reserve', '/sendMessage', '/sendMessageByReserve', '/success'];

const SERVICE_SEARCH: ElementConfig = {
  tag: 'service-search',
  routes: [...SEARCH_AND_DRILL_DOWN, ...NEXT_STEPS],
  start: '/search',
  attributes: ['departmentId', 'serviceCode'],
};

/** With an app-url the next steps are the full app's: the widget stops at the choice. */
const HANDING_OVER: ElementConfig = { ...SERVICE_SEARCH, routes: SEARCH_AND_DRILL_DOWN };

/** Its first screen's height (a department's tabs with two service types), kept from its first paint on. */
export const SERVICE_SEARCH_HEIGHT: ReservedHeight = { narrow: 290, wide: 256 };

/** Search and the drill-down to a service at a location. */
export default function ServiceSearchRoot() {
  const { host, settings } = useHost();
  const { appUrl } = settings;
  // The last choice heard on the element itself; the dialog reads it once every listener has.
  const [selected, setSelected] = useState<CbEvent<'cb-service-selected'> | null>(null);
  useEffect(() => {
    if (!appUrl) return undefined;
    const hear = (event: CbEvent<'cb-service-selected'>) => setSelected(event);
    host.addEventListener('cb-service-selected', hear);
    return () => host.removeEventListener('cb-service-selected', hear);
  }, [host, appUrl]);
  return (
    <>
      <ElementLayout config={appUrl ? HANDING_OVER : SERVICE_SEARCH} />
      {selected && appUrl && (
        <Suspense fallback={null}>
          <HandOverDialog event={selected} appUrl={appUrl} onClose={() => setSelected(null)} />
        </Suspense>
      )}
    </>
  );
}
