// An expandable service type with its services (docs/behaviour/2-screens.md (Service-type list) "expandable service-type list with an
// info icon for some services"). The flow fetches the services on the first open and selects a
// lone service directly (docs/behaviour/4-states.md (Service-type item)); this shows the disclosure and the list.
import { useId } from 'react';
import type { Service, ServiceType } from '../common/api-contract.ts';
import { displayName } from '../domain/display-name.ts';
import { t } from '../i18n/translate.ts';
import { useStyles } from '../platform/use-styles.ts';
import { ChevronDownIcon } from './icons.tsx';
import { Spinner } from './spinner.tsx';
import { useProgressiveCount } from './use-progressive-count.ts';
import { useLang } from './use-lang.ts';
import css from './service-type-list.css?inline';

export interface ServiceTypeListProps {
  serviceType: ServiceType;
  /** The services once fetched (undefined until then). */
  services?: readonly Service[];
  expanded: boolean;
  /** The services are being fetched. */
  loading?: boolean;
  onToggle(serviceType: ServiceType): void;
  onSelectService(service: Service): void;
  /** Shown as an info button on services with showServiceDetail. */
  onServiceInfo?: (service: Service) => void;
}

function InfoIcon() {
  return (
    <svg className="cb-service-type__icon" viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
      <path d="M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM12 11v6M12 7.5v.5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

export function ServiceTypeList({ serviceType, services, expanded, loading = false, onToggle, onSelectService, onServiceInfo }: ServiceTypeListProps) {
  useStyles(css);
  const lang = useLang();
  const listId = useId();
  const count = useProgressiveCount(services?.length ?? 0);
  return (
    <div className="cb-service-type" part="service-type">
      <button
        type="button"
        className="cb-service-type__head"
        aria-expanded={expanded ? 'true' : 'false'}
        aria-controls={listId}
        onClick={() => onToggle(serviceType)}
      >
        <span className="cb-service-type__name">{displayName(serviceType.name)}</span>
        <ChevronDownIcon className={expanded ? 'cb-service-type__chevron cb-service-type__chevron--open' : 'cb-service-type__chevron'} />
      </button>
      <div id={listId} hidden={!expanded}>
        {expanded && loading && <Spinner />}
        {expanded && !loading && services && (
          <ul className="cb-service-type__services">
            {services.slice(0, count).map((service) => {
              const name = displayName(service.name);
              return (
                <li key={String(service.id)} className="cb-service-type__service">
                  <button type="button" className="cb-service-type__pick" onClick={() => onSelectService(service)}>
                    <span>{name}</span>
                    {service.suspended && <span className="cb-service-type__badge">{t(lang, 'components.locationItem.suspended')}</span>}
                  </button>
                  {onServiceInfo && service.showServiceDetail && (
                    <button
                      type="button"
                      className="cb-service-type__info"
                      aria-label={`${t(lang, 'components.serviceTypeList.info')}: ${name}`}
                      onClick={() => onServiceInfo(service)}
                    >
                      <InfoIcon />
                    </button>
                  )}
                </li>
              );
            })}
          </ul>
        )}
      </div>
    </div>
  );
}
