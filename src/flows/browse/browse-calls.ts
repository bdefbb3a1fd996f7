// The drill-down's reads from one element's API client: each carries the abort signal of the
// choice it serves, and those that take it the remote-counter query (SPEC.md §7: remoteCounter
// and euid, so the remote flow lists only what its counters serve).
import type { Api } from '../../api/client.ts';
import type { RemoteQuery } from '../../api/types.ts';
import type { BrowseCalls } from './open.ts';

/** The query of the remote-counter aware reads: the flow's flag, and the one-account citizen's euid when known. */
export function remoteQuery(remoteCounter: boolean, euid: string | null | undefined): RemoteQuery {
  return euid ? { remoteCounter, euid } : { remoteCounter };
}

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
