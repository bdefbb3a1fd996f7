// The expandable service types of a department (or of a location chosen first), docs/behaviour/4-states.md
// (Service-type item): the first tap fetches the type's services; exactly one is chosen directly,
// several expand the item; later taps expand or collapse it. A single type opens by itself, as if
// tapped, when the screen is reached (docs/behaviour/2-screens.md (Department page) "A single service type opens automatically").
import { useEffect, useRef, useState } from 'react';
import type { Location, Service, ServiceType } from '../../common/api-contract.ts';
import { ServiceDetailDialog } from '../../components/service-detail-dialog.tsx';
import { ServiceTypeList } from '../../components/service-type-list.tsx';
import type { Opener } from './use-drill-down.ts';

interface ItemState {
  expanded: boolean;
  loading: boolean;
  services?: Service[];
}

export interface ServiceTypeGroupProps {
  serviceTypes: readonly ServiceType[];
  open: Opener;
  /** The location chosen first: only the services offered there. */
  at?: Location | null;
}

export function ServiceTypeGroup({ serviceTypes, open, at = null }: ServiceTypeGroupProps) {
  const [items, setItems] = useState<Record<string, ItemState>>({});
  const [detail, setDetail] = useState<Service | null>(null);
  const opened = useRef(false);

  async function toggle(serviceType: ServiceType, { replace = false } = {}) {
    const key = String(serviceType.id);
    const item = items[key];
    if (item?.services) {
      setItems((all) => ({ ...all, [key]: { ...item, expanded: !item.expanded } }));
      return;
    }
    if (item?.loading) return;
    setItems((all) => ({ ...all, [key]: { expanded: true, loading: true } }));
    const outcome = await open.serviceType(serviceType, { at, replace });
    setItems((all) =>
      outcome.kind === 'expand'
        ? { ...all, [key]: { expanded: true, loading: false, services: outcome.services } }
        : { ...all, [key]: { expanded: false, loading: false } },
    );
  }

  useEffect(() => {
    const only = serviceTypes.length === 1 ? serviceTypes[0] : undefined;
    if (!only || opened.current) return;
    opened.current = true;
    // Skipped on arrival: if it leads on, back does not return to this screen.
    void toggle(only, { replace: true });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, for the types the screen arrived with; toggle is the current render's
  }, [serviceTypes]);

  return (
    <>
      <ul className="cb-browse__list">
        {serviceTypes.map((serviceType) => {
          const item = items[String(serviceType.id)];
          return (
            <li key={String(serviceType.id)}>
              <ServiceTypeList
                serviceType={serviceType}
                {...(item?.services ? { services: item.services } : {})}
                expanded={item?.expanded ?? false}
                loading={item?.loading ?? false}
                onToggle={(type) => void toggle(type)}
                onSelectService={(service) => void open.service(service, { at })}
                onServiceInfo={setDetail}
              />
            </li>
          );
        })}
      </ul>
      <ServiceDetailDialog open={detail !== null} service={detail} onClose={() => setDetail(null)} />
    </>
  );
}
