// Hot services (docs/behaviour/2-screens.md): the services most asked for; choosing one opens it by the
// drill-down's rules. A refusal here shows for 1 s (docs/behaviour/8-errors.md).
import type { ScreenProps } from '../../routing/route-definition.ts';
import { useScreenData } from '../../routing/screen-data.ts';
import { LoadState } from '../../components/load-state.tsx';
import { displayName } from '../../domain/display-name.ts';
import { useLoad } from '../../platform/use-load.ts';
import { useStyles } from '../../platform/use-styles.ts';
import { ChevronRightIcon, FlameIcon } from './browse-icons.tsx';
import { useOpen } from './use-drill-down.ts';
import { remoteQuery } from '../../domain/remote-query.ts';
import { useRemoteQuery } from './use-remote-query.ts';
import css from './list.css?inline';

export default function HotServicesScreen({ route, routeState }: ScreenProps<'/hotServices'>) {
  useStyles(css);
  const open = useOpen({ toastMs: 1000 });
  const { remote, euid } = useRemoteQuery();
  const hot = useLoad((signal, api) => api.catalogue.hotServices(remoteQuery(remote, euid), { signal }), [remote, euid]);
  return (
    <section className="cb-browse" {...useScreenData(route, routeState)}>
      <div className="cb-browse__body" part="body">
        <LoadState load={hot} isEmpty={(data) => data.services.length === 0} emptyKey="messages.noPushService">
          {(data) => (
            <ul className="cb-browse__list">
              {data.services.map((service) => (
                <li key={String(service.id)}>
                  <button type="button" className="cb-row" onClick={() => void open.service(service)}>
                    <span className="cb-row__icon"><FlameIcon /></span>
                    <span className="cb-row__text">
                      {displayName(service.name)}
                      {service.departmentNames?.[0] && <span className="cb-row__sub">{displayName(service.departmentNames[0])}</span>}
                    </span>
                    <ChevronRightIcon className="cb-row__chevron" />
                  </button>
                </li>
              ))}
            </ul>
          )}
        </LoadState>
      </div>
    </section>
  );
}
