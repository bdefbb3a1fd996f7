// Catalogue reads of SPEC.md §7 "Booking and catalogue": categories, departments, service
// types, locations, hot services, guides, counts and the gray-test switches of the home page.
import type { Transport } from './transport.ts';
import { path } from './transport.ts';
import type {
  Category,
  Counts,
  Department,
  Guide,
  HotServices,
  Location,
  RemoteCounterFlag,
  RemoteQuery,
  Service,
  ServiceType,
} from './types.ts';

type Id = number | string;

export function createCatalogueApi(http: Transport) {
  return {
    /** GET booking/categories */
    categories: () => http.call<Category[]>('GET', 'booking/categories'),
    /** GET booking/departments/{categoryId} */
    departmentsOfCategory: (categoryId: Id) => http.call<Department[]>('GET', path`booking/departments/${categoryId}`),
    /** GET booking/departments ?remoteCounter, euid */
    departments: (query: RemoteQuery = {}) => http.call<Department[]>('GET', 'booking/departments', { query: { ...query } }),
    /** GET booking/otherCategories: departments outside any category. */
    otherCategories: () => http.call<Department[]>('GET', 'booking/otherCategories'),
    /** GET booking/serviceTypes/{departmentId} */
    serviceTypes: (departmentId: Id, query: RemoteQuery = {}) =>
      http.call<ServiceType[]>('GET', path`booking/serviceTypes/${departmentId}`, { query: { ...query } }),
    /** GET booking/location/{id} */
    location: (locationId: Id) => http.call<Location>('GET', path`booking/location/${locationId}`),
    /** GET booking/locations/department/{id} */
    locationsOfDepartment: (departmentId: Id, query: RemoteQuery = {}) =>
      http.call<Location[]>('GET', path`booking/locations/department/${departmentId}`, { query: { ...query } }),
    /** GET booking/locations/{serviceId} */
    locationsOfService: (serviceId: Id, query: RemoteQuery = {}) =>
      http.call<Location[]>('GET', path`booking/locations/${serviceId}`, { query: { ...query } }),
    /** GET booking/service/id/{id} */
    service: (serviceId: Id) => http.call<Service>('GET', path`booking/service/id/${serviceId}`),
    /** GET booking/service/hotServices */
    hotServices: (query: RemoteQuery = {}) =>
      http.call<HotServices>('GET', 'booking/service/hotServices', { query: { ...query } }),
    /** GET booking/guides */
    guides: () => http.call<Guide[]>('GET', 'booking/guides'),
    /** GET booking/count ?remoteCounter, euid (getDepAndServiceCount) */
    count: (query: RemoteQuery = {}) => http.call<Counts>('GET', 'booking/count', { query: { ...query } }),
    /** GET booking/grayTestWhitelist */
    grayTestWhitelist: () => http.call<string[]>('GET', 'booking/grayTestWhitelist'),
    /** POST booking/showGrayTestFunc {euid} */
    showGrayTestFunc: (euid: string | null) =>
      http.call<{ showGrayTestFunc: boolean }>('POST', 'booking/showGrayTestFunc', { body: { euid } }),
    /** GET booking/remoteCounterflag/{locationId} */
    remoteCounterFlag: (locationId: Id) => http.call<RemoteCounterFlag>('GET', path`booking/remoteCounterflag/${locationId}`),
  };
}

export type CatalogueApi = ReturnType<typeof createCatalogueApi>;
