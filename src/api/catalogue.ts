// Catalogue reads of docs/behaviour/7-api.md (Booking and catalogue): categories, departments, service
// types, locations, hot services, guides, counts and the gray-test switches of the home page.
import type { RequestOptions, Transport } from './transport.ts';
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
} from '../common/api-contract.ts';

type Id = number | string;

export function createCatalogueApi(http: Transport) {
  return {
    /** GET booking/categories */
    categories: ({ signal }: RequestOptions = {}) => http.call<Category[]>('GET', 'booking/categories', { signal }),
    /** GET booking/departments/{categoryId} */
    departmentsOfCategory: (categoryId: Id, { signal }: RequestOptions = {}) =>
      http.call<Department[]>('GET', path`booking/departments/${categoryId}`, { signal }),
    /** GET booking/departments ?remoteCounter, euid */
    departments: (query: RemoteQuery = {}, { signal }: RequestOptions = {}) =>
      http.call<Department[]>('GET', 'booking/departments', { query: { ...query }, signal }),
    /** GET booking/otherCategories: departments outside any category. */
    otherCategories: ({ signal }: RequestOptions = {}) => http.call<Department[]>('GET', 'booking/otherCategories', { signal }),
    /** GET booking/serviceTypes/{departmentId} */
    serviceTypes: (departmentId: Id, query: RemoteQuery = {}, { signal }: RequestOptions = {}) =>
      http.call<ServiceType[]>('GET', path`booking/serviceTypes/${departmentId}`, { query: { ...query }, signal }),
    /** GET booking/location/{id} */
    location: (locationId: Id, { signal }: RequestOptions = {}) =>
      http.call<Location>('GET', path`booking/location/${locationId}`, { signal }),
    /** GET booking/locations/department/{id} */
    locationsOfDepartment: (departmentId: Id, query: RemoteQuery = {}, { signal }: RequestOptions = {}) =>
      http.call<Location[]>('GET', path`booking/locations/department/${departmentId}`, { query: { ...query }, signal }),
    /** GET booking/locations/{serviceId} */
    locationsOfService: (serviceId: Id, query: RemoteQuery = {}, { signal }: RequestOptions = {}) =>
      http.call<Location[]>('GET', path`booking/locations/${serviceId}`, { query: { ...query }, signal }),
    /** GET booking/service/id/{id} */
    service: (serviceId: Id, { signal }: RequestOptions = {}) =>
      http.call<Service>('GET', path`booking/service/id/${serviceId}`, { signal }),
    /** GET booking/service/hotServices */
    hotServices: (query: RemoteQuery = {}, { signal }: RequestOptions = {}) =>
      http.call<HotServices>('GET', 'booking/service/hotServices', { query: { ...query }, signal }),
    /** GET booking/guides */
    guides: ({ signal }: RequestOptions = {}) => http.call<Guide[]>('GET', 'booking/guides', { signal }),
    /** GET booking/count ?remoteCounter, euid (getDepAndServiceCount) */
    count: (query: RemoteQuery = {}, { signal }: RequestOptions = {}) =>
      http.call<Counts>('GET', 'booking/count', { query: { ...query }, signal }),
    /** GET booking/grayTestWhitelist */
    grayTestWhitelist: ({ signal }: RequestOptions = {}) => http.call<string[]>('GET', 'booking/grayTestWhitelist', { signal }),
    /** POST booking/showGrayTestFunc {euid} */
    showGrayTestFunc: (euid: string | null, { signal }: RequestOptions = {}) =>
      http.call<{ showGrayTestFunc: boolean }>('POST', 'booking/showGrayTestFunc', { body: { euid }, signal }),
    /** GET booking/remoteCounterflag/{locationId} */
    remoteCounterFlag: (locationId: Id, { signal }: RequestOptions = {}) =>
      http.call<RemoteCounterFlag>('GET', path`booking/remoteCounterflag/${locationId}`, { signal }),
  };
}
