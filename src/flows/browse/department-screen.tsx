// The department page (docs/behaviour/2-screens.md): two tabs, by service type (0) and by location (1). The
// service types load at once, and a single one opens by itself; the locations load on the first
// visit of their tab. The department's name is the page's title.
import { useState } from 'react';
import type { ScreenProps } from '../../routing/route-definition.ts';
import { useHeaderActions } from '../../routing/use-header-actions.ts';
import { useScreenData } from '../../routing/screen-data.ts';
import { LoadState } from '../../components/load-state.tsx';
import { Tabs, serviceLocationTabs } from '../../components/tabs.tsx';
import { useLang } from '../../components/use-lang.ts';
import { displayName } from '../../domain/display-name.ts';
import { t } from '../../i18n/translate.ts';
import { useLoad } from '../../platform/use-load.ts';
import { useStyles } from '../../platform/use-styles.ts';
import { useBookingStore, useBookingStoreApi } from '../../store/stores-context.tsx';
import { LocationList } from './location-list.tsx';
import { ServiceTypeGroup } from './service-type-group.tsx';
import { useOpen } from './use-drill-down.ts';
import { remoteQuery } from '../../domain/remote-query.ts';
import { useRemoteQuery } from './use-remote-query.ts';
import css from './list.css?inline';

export default function DepartmentScreen({ route, routeState }: ScreenProps<'/serOrLocationWithTabs'>) {
  useStyles(css);
  const lang = useLang();
  const open = useOpen();
  const store = useBookingStoreApi();
  // The route guard lets this screen render only with a department chosen.
  const dep = useBookingStore((s) => s.context.dep)!;
  const tab = useBookingStore((s) => s.context.selectedTab);
  const [locationsOpened, setLocationsOpened] = useState(tab === 1);
  const { remote, euid } = useRemoteQuery();
  useHeaderActions({ title: displayName(dep.name) });

  const types = useLoad((signal, api) => api.catalogue.serviceTypes(dep.id, remoteQuery(remote, euid), { signal }), [dep.id, remote, euid]);
  const locations = useLoad(
    (signal, api) => (locationsOpened ? api.catalogue.locationsOfDepartment(dep.id, remoteQuery(remote, euid), { signal }) : null),
    [dep.id, remote, euid, locationsOpened],
  );

  function select(next: 0 | 1) {
    store.getState().selectTab(next);
    if (next === 1) setLocationsOpened(true);
  }

  return (
    <section className="cb-browse" {...useScreenData(route, routeState)}>
      <div className="cb-browse__body" part="body">
        <Tabs<0 | 1> tabs={serviceLocationTabs(lang)} selected={tab} onSelect={select} label={t(lang, 'pages.serOrLocation.title')}>
          {/* Both stay mounted once shown, so a tab visited again is as it was left (expanded types). */}
          <div hidden={tab !== 0}>
            <LoadState load={types} emptyKey="messages.serviceEmpty">
              {(serviceTypes) => <ServiceTypeGroup serviceTypes={serviceTypes} open={open} />}
            </LoadState>
          </div>
          {locationsOpened && (
            <div hidden={tab !== 1}>
              <LoadState load={locations} emptyKey="messages.locationEmpty">
                {(list) => <LocationList locations={list} onSelect={(location) => void open.location(location)} />}
              </LoadState>
            </div>
          )}
        </Tabs>
      </div>
    </section>
  );
}
