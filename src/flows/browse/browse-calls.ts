// The drill-down's reads from one element's API client: each carries the abort signal of the
// choice it serves, and those that take it the remote-counter query (src/domain/remote-query.ts).
import type { Api } from '../../api/client.ts';
import type { RemoteQuery } from '../../common/api-contract.ts';
import type { BrowseCalls } from './drill-down-actions.ts';

export function browseCalls(api: Api, query: RemoteQuery, signal?: AbortSignal): BrowseCalls {
  const options = { signal };
  return {
    departments: () => api.catalogue.departments(query, options),
    departmentsOfCategory: (categoryId) => api.catalogue.departmentsOfCategory(categoryId, options),
    otherDepartments: () => api.catalogue.otherCategories(options),
    servicesOfType: (serviceTypeId, locationId) => api.app.serviceType(serviceTypeId, locationId, query, options),
    service: (serviceId) => api.catalogue.service(serviceId, options),
    locationsOfService: (serviceId) => api.catalogue.locationsOfService(serviceId, query, options),
    location: (locationId) => api.catalogue.location(locationId, options),
    locationService: (serviceId, locationId) => api.availability.locationService(serviceId, locationId, options),
  };
}
