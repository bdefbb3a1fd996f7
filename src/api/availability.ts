// What can be booked where and when (SPEC.md §7): the availability of a service at a location,
// its reservation parameters, bookable dates, time slots and recommended times.
import type { Transport } from './transport.ts';
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
} from './types.ts';

type Id = number | string;

export interface DateQuery {
  locationId: Id;
  serviceId: Id;
  departmentId: Id;
  /** When given, inserted as a path segment before the department (SPEC.md §7). */
  idCard?: string | null;
}

export function createAvailabilityApi(http: Transport) {
  return {
    /** GET booking/locationService/{serviceId}/{locationId} */
    locationService: (serviceId: Id, locationId: Id) =>
      http.call<LocationServiceAnswer>('GET', path`booking/locationService/${serviceId}/${locationId}`),
    /** GET booking/reservationParameters/{serviceId} */
    reservationParameters: (serviceId: Id) =>
      http.call<ReservationParameter[]>('GET', path`booking/reservationParameters/${serviceId}`),
    /** POST booking/checkParameter {serviceId, locationId, parameterN} */
    checkParameter: (payload: ParameterCheck) =>
      http.call<ParameterCheckAnswer>('POST', 'booking/checkParameter', { body: payload }),
    /** GET booking/date/{locationId}/{serviceId}/[{idCard}/]{departmentId} */
    dates: ({ locationId, serviceId, departmentId, idCard }: DateQuery) =>
      http.call<BookableDates>(
        'GET',
        idCard
          ? path`booking/date/${locationId}/${serviceId}/${idCard}/${departmentId}`
          : path`booking/date/${locationId}/${serviceId}/${departmentId}`,
      ),
    /** POST booking/time; the answer's value holds style and totalTimeSlot. */
    times: (query: TimeQuery) =>
      http.call<TimeData>('POST', 'booking/time', { body: { ...query, idCard: query.idCard ?? null } }),
    /** POST booking/recommendTimes {locationId, serviceId, bookingDate, bookingTime} */
    recommendTimes: (query: RecommendQuery) =>
      http.call<RecommendedDate[]>('POST', 'booking/recommendTimes', { body: query }),
  };
}

export type AvailabilityApi = ReturnType<typeof createAvailabilityApi>;
