// The remote-counter home (docs/behaviour/2-screens.md (Remote-counter home), docs/behaviour/6-roles.md): the remote variant of the service,
// whose counters serve by video and need a one-account login. Arriving sets the remote-counter
// flag (kept for the page session), so every read from here on asks for remote counters only
// (remoteCounter and euid), and a location needing a login is covered for a citizen without one.
import { useLayoutEffect } from 'react';
import type { ScreenProps } from '../../routing/route-definition.ts';
import { useScreenData } from '../../routing/screen-data.ts';
import { LoadState } from '../../components/load-state.tsx';
import { SearchBar } from '../search/search-bar.tsx';
import { useLang } from '../../components/use-lang.ts';
import { t } from '../../i18n/translate.ts';
import { useLoad } from '../../platform/use-load.ts';
import { useStyles } from '../../platform/use-styles.ts';
import { useBookingStoreApi, useSession } from '../../store/stores-context.tsx';
import { remoteQuery } from '../../domain/remote-query.ts';
import { DepartmentTile } from './department-tile.tsx';
import { useOpen } from './use-drill-down.ts';
import css from './list.css?inline';
import tilesCss from './tiles.css?inline';

export default function RemoteCounterHomeScreen({ route, routeState }: ScreenProps<'/remoteCounterHome'>) {
  useStyles(css);
  useStyles(tilesCss);
  const lang = useLang();
  const store = useBookingStoreApi();
  const open = useOpen();
  const euid = useSession((s) => s.profile?.euid ?? null);
  useLayoutEffect(() => store.getState().setRemoteCounter(true), [store]);
  const departments = useLoad((signal, api) => api.catalogue.departments(remoteQuery(true, euid), { signal }), [euid]);
  return (
    <section className="cb-browse" {...useScreenData(route, routeState)}>
      <div className="cb-browse__body" part="body">
        <p className="cb-browse__intro">{t(lang, 'pages.remoteCounterHome.intro')}</p>
        <SearchBar remote />
        <h2 className="cb-browse__heading">{t(lang, 'pages.home.departments')}</h2>
        <LoadState load={departments} emptyKey="messages.departmentEmpty">
          {(list) => (
            <ul className="cb-grid" data-tiles="departments">
              {list.map((department) => (
                <li key={String(department.id)}>
                  <DepartmentTile department={department} onChoose={() => void open.department(department)} />
                </li>
              ))}
            </ul>
          )}
        </LoadState>
      </div>
    </section>
  );
}
