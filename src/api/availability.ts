// What can be booked where and when (docs/behaviour/7-api.md): the availability of a service at a location,
// its reservation parameters, bookable dates, time slots and recommended times.
// @chunk start-up: with the drill-down, which makes the first of these calls on every way to the queue and booking screens (docs/build.md).
import type { RequestOptions, Transport } from './transport.ts';
import { path } from './transport.ts';
import type {
  BookableDates,
  LocationServiceAnswer,
  ParameterCheck,
  ParameterCheckAnswer,
  RecommendedDate,
  RecommendQuery,
  ReservationParameter,
  TimeData,
  TimeQuery,
} from '../common/api-contract.ts';

type Id = number | string;

export interface DateQuery {
  locationId: Id;
  serviceId: Id;
  departmentId: Id;
  /** When given, inserted as a path segment before the department (docs/behaviour/7-api.md). */
  idCard?: string | null;
}

export function createAvailabilityApi(http: Transport) {
  return {
    /** GET booking/locationService/{serviceId}/{locationId} */
    locationService: (serviceId: Id, locationId: Id, { signal }: RequestOptions = {}) =>
      http.call<LocationServiceAnswer>('GET', path`booking/locationService/${serviceId}/${locationId}`, { signal }),
    /** GET booking/reservationParameters/{serviceId} */
    reservationParameters: (serviceId: Id, { signal }: RequestOptions = {}) =>
      http.call<ReservationParameter[]>('GET', path`booking/reservationParameters/${serviceId}`, { signal }),
    /** POST booking/checkParameter {serviceId, locationId, parameterN} */
    checkParameter: (payload: ParameterCheck, { signal }: RequestOptions = {}) =>
      http.call<ParameterCheckAnswer>('POST', 'booking/checkParameter', { body: payload, signal }),
    /** GET booking/date/{locationId}/{serviceId}/[{idCard}/]{departmentId} */
    dates: ({ locationId, serviceId, departmentId, idCard }: DateQuery, { signal }: RequestOptions = {}) =>
      http.call<BookableDates>(
        'GET',
        idCard
          ? path`booking/date/${locationId}/${serviceId}/${idCard}/${departmentId}`
          : path`booking/date/${locationId}/${serviceId}/${departmentId}`,
        { signal },
      ),
    /** POST booking/time; the answer's value holds style and totalTimeSlot. */
    times: (query: TimeQuery, { signal }: RequestOptions = {}) =>
      http.call<TimeData>('POST', 'booking/time', { body: { ...query, idCard: query.idCard ?? null }, signal }),
    /** POST booking/recommendTimes {locationId, serviceId, bookingDate, bookingTime} */
    recommendTimes: (query: RecommendQuery, { signal }: RequestOptions = {}) =>
      http.call<RecommendedDate[]>('POST', 'booking/recommendTimes', { body: query, signal }),
  };
}
