// What a search found (docs/behaviour/2-screens.md (Search)): the departments, then the services, each a button that
// opens it; a suspended one says so (choosing it tells why it cannot be opened).
import { useId } from 'react';
import type { Department, SearchResult, Service } from '../../common/api-contract.ts';
import { ChevronDownIcon } from '../../components/icons.tsx';
import { useLang } from '../../components/use-lang.ts';
import { displayName } from '../../domain/display-name.ts';
import { t } from '../../i18n/translate.ts';

export interface SearchResultsListProps {
  result: SearchResult;
  onDepartment(department: Department): void;
  onService(service: Service): void;
}

export function SearchResultsList({ result, onDepartment, onService }: SearchResultsListProps) {
  const lang = useLang();
  const departmentsId = useId();
  const servicesId = useId();
  const suspended = <span className="cb-search-results__badge">{t(lang, 'pages.department.suspended')}</span>;
  return (
    <div className="cb-search-results">
      {result.departments.length > 0 && (
        <section aria-labelledby={departmentsId}>
          <h2 className="cb-search__heading" id={departmentsId}>
            {t(lang, 'pages.search.departments')}
          </h2>
          <ul className="cb-search-results__list">
            {result.departments.map((department) => (
              <li key={String(department.id)}>
                <button type="button" className="cb-search-results__item" onClick={() => onDepartment(department)}>
                  <span className="cb-search-results__name">{displayName(department.name)}</span>
                  {department.suspended && suspended}
                  <ChevronDownIcon className="cb-search-results__chevron" />
                </button>
              </li>
            ))}
          </ul>
        </section>
      )}
      {result.services.length > 0 && (
        <section aria-labelledby={servicesId}>
          <h2 className="cb-search__heading" id={servicesId}>
            {t(lang, 'pages.search.services')}
          </h2>
          <ul className="cb-search-results__list">
            {result.services.map((service) => (
              <li key={String(service.id)}>
                <button type="button" className="cb-search-results__item" onClick={() => onService(service)}>
                  <span className="cb-search-results__text">
                    <span className="cb-search-results__name">{displayName(service.name)}</span>
                    {service.departmentNames && service.departmentNames.length > 0 && (
                      <span className="cb-search-results__detail">{service.departmentNames.map(displayName).join(' · ')}</span>
                    )}
                  </span>
                  {service.suspended && suspended}
                  <ChevronDownIcon className="cb-search-results__chevron" />
                </button>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
