// App lookups (docs/behaviour/7-api.md (App lookups)): services and locations as the app lists them (size 999,
// remote-counter aware), and the privacy consent of a device.
import type { RequestOptions, Transport } from './transport.ts';
import { path } from './transport.ts';
import type { Location, PrivacyClause, RemoteQuery, Service, ServiceType } from '../common/api-contract.ts';

type Id = number | string;

/** docs/behaviour/9-constants.md: list size for app lookups. */
const APP_LIST_SIZE = 999;

export interface Consent {
  account: string;
  deviceId: string;
}

export function createAppApi(http: Transport) {
  const query = (q: RemoteQuery, signal: AbortSignal | undefined) => ({ query: { size: APP_LIST_SIZE, ...q }, signal });
  return {
    /** GET app/location/{id} (getAppLocation): the service types offered there, with their services. */
    location: (locationId: Id, q: RemoteQuery = {}, { signal }: RequestOptions = {}) =>
      http.call<ServiceType[]>('GET', path`app/location/${locationId}`, query(q, signal)),
    /** GET app/location/service/{serviceId}[/{depId}]: locations offering a service. */
    locationsOfService: (serviceId: Id, departmentId?: Id | null, q: RemoteQuery = {}, { signal }: RequestOptions = {}) =>
      http.call<Location[]>(
        'GET',
        departmentId != null
          ? path`app/location/service/${serviceId}/${departmentId}`
          : path`app/location/service/${serviceId}`,
        query(q, signal),
      ),
    /** GET app/service/{id}[/{locationId}] (getAppService) */
    service: (serviceId: Id, locationId?: Id | null, q: RemoteQuery = {}, { signal }: RequestOptions = {}) =>
      http.call<Service>(
        'GET',
        locationId != null ? path`app/service/${serviceId}/${locationId}` : path`app/service/${serviceId}`,
        query(q, signal),
      ),
    /** GET app/serviceType/{id}[/{locationId}]: a service type's services (getServices). */
    serviceType: (serviceTypeId: Id, locationId?: Id | null, q: RemoteQuery = {}, { signal }: RequestOptions = {}) =>
      http.call<Service[]>(
        'GET',
        locationId != null ? path`app/serviceType/${serviceTypeId}/${locationId}` : path`app/serviceType/${serviceTypeId}`,
        query(q, signal),
      ),
    /** GET app/checkConsent/{account}/{deviceId}: whether to show the consent dialog. */
    checkConsent: ({ account, deviceId }: Consent, { signal }: RequestOptions = {}) =>
      http.call<{ show: boolean }>('GET', path`app/checkConsent/${account}/${deviceId}`, { signal }),
    /** POST app/consent {account, deviceId} */
    consent: (consent: Consent, { signal }: RequestOptions = {}) =>
      http.call<{ show: boolean }>('POST', 'app/consent', { body: consent, signal }),
    /** GET app/privacyClause/{id} */
    privacyClause: (id: Id, { signal }: RequestOptions = {}) =>
      http.call<PrivacyClause>('GET', path`app/privacyClause/${id}`, { signal }),
  };
}
