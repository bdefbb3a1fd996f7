// The single list (docs/behaviour/2-screens.md (Services or locations)): the locations of the chosen
// service (entered with list 'locations'), the services offered at a location chosen first (list
// 'services', grouped by service type, a single type opening by itself), or the services of a
// chosen service type. Each choice goes on by the drill-down's rules.
import type { Location, Service, ServiceType } from '../../common/api-contract.ts';
import type { ScreenProps } from '../../routing/route-definition.ts';
import { useHeaderActions } from '../../routing/use-header-actions.ts';
import { useScreenData } from '../../routing/screen-data.ts';
import { LoadState } from '../../components/load-state.tsx';
import { useLang } from '../../components/use-lang.ts';
import { displayName } from '../../domain/display-name.ts';
import { t } from '../../i18n/translate.ts';
import { useLoad } from '../../platform/use-load.ts';
import { useStyles } from '../../platform/use-styles.ts';
import { useBookingStore } from '../../store/stores-context.tsx';
import { ChevronRightIcon } from './browse-icons.tsx';
import { LocationList } from './location-list.tsx';
import { ServiceTypeGroup } from './service-type-group.tsx';
import { useOpen, type Opener } from './use-drill-down.ts';
import { remoteQuery } from '../../domain/remote-query.ts';
import { useRemoteQuery } from './use-remote-query.ts';
import css from './list.css?inline';

export default function ServiceOrLocationScreen({ route, routeState }: ScreenProps<'/serOrLocationWithoutTabs'>) {
  useStyles(css);
  const open = useOpen();
  const service = useBookingStore((s) => s.context.service);
  const location = useBookingStore((s) => s.context.location);
  const serviceType = useBookingStore((s) => s.context.serviceType);
  // The route guard lets this screen render only with what its list needs.
  const list = routeState.list ?? (service?.locations?.length ? 'locations' : 'serviceType');
  return (
    <section className="cb-browse" {...useScreenData(route, routeState)}>
      <div className="cb-browse__body" part="body">
        {list === 'locations' && service && <LocationsOfService service={service} open={open} />}
        {list === 'services' && location && <ServicesAtLocation location={location} open={open} />}
        {list === 'serviceType' && serviceType && <ServicesOfType serviceType={serviceType} open={open} />}
      </div>
    </section>
  );
}

function Intro({ title, text }: { title: string; text: string }) {
  useHeaderActions({ title });
  return <p className="cb-browse__intro">{text}</p>;
}

function LocationsOfService({ service, open }: { service: Service; open: Opener }) {
  const lang = useLang();
  return (
    <>
      <Intro title={displayName(service.name)} text={t(lang, 'pages.serOrLocation.chooseLocation')} />
      <LocationList locations={service.locations ?? []} onSelect={(location) => void open.location(location, { service })} />
    </>
  );
}

function ServicesAtLocation({ location, open }: { location: Location; open: Opener }) {
  const lang = useLang();
  const { remote, euid } = useRemoteQuery();
  const types = useLoad((signal, api) => api.app.location(location.id, remoteQuery(remote, euid), { signal }), [location.id, remote, euid]);
  return (
    <>
      <Intro title={displayName(location.uiName || location.name)} text={t(lang, 'pages.serOrLocation.chooseService')} />
      <LoadState load={types} emptyKey="messages.serviceTypeEmptyByLocation">
        {(serviceTypes) => <ServiceTypeGroup serviceTypes={serviceTypes} open={open} at={location} />}
      </LoadState>
    </>
  );
}

function ServicesOfType({ serviceType, open }: { serviceType: ServiceType; open: Opener }) {
  const lang = useLang();
  return (
    <>
      <Intro title={displayName(serviceType.name)} text={t(lang, 'pages.serOrLocation.chooseService')} />
      <ul className="cb-browse__list">
        {(serviceType.services ?? []).map((item) => (
          <li key={String(item.id)}>
            <button type="button" className="cb-row" onClick={() => void open.service(item)}>
              <span className="cb-row__text">{displayName(item.name)}</span>
              <ChevronRightIcon className="cb-row__chevron" />
            </button>
          </li>
        ))}
      </ul>
    </>
  );
}
