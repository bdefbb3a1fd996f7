// One service at one location with everything that decides whether it can be booked or
// queued for: the offering's flags plus the suspension of service, location and department.
import type { Queryable } from '../db/types.ts';
import { shortCached } from './short-cache.ts';
import { notFound, refused } from '../refusal.ts';

export interface Offering {
  serviceId: number;
  locationId: number;
  departmentId: number;
  departmentCode: string;
  bookingOpen: boolean;
  timedTicketOpen: boolean;
  queueOpen: boolean;
  checkIdCardReservation: boolean;
  checkIdCardTime: boolean;
  checkIdCardQueue: boolean;
  remoteCounter: boolean;
  rcServiceLogin: boolean;
  offeringSuspended: boolean;
  serviceSuspended: boolean;
  locationSuspended: boolean;
  departmentSuspended: boolean;
  reservationRecommend: boolean;
  openReservationParameter: boolean;
  parameterCount: number;
}

export async function loadOffering(db: Queryable, serviceId: number, locationId: number): Promise<Offering | undefined> {
  const rows = await db.query<Offering>(
    `SELECT sl.service_id AS "serviceId", sl.location_id AS "locationId", s.department_id AS "departmentId",
            d.code AS "departmentCode", sl.booking_open AS "bookingOpen", sl.timed_ticket_open AS "timedTicketOpen",
            sl.queue_open AS "queueOpen", sl.check_id_card_reservation AS "checkIdCardReservation",
            sl.check_id_card_time AS "checkIdCardTime", sl.check_id_card_queue AS "checkIdCardQueue",
            (sl.remote_counter OR l.remote_counter) AS "remoteCounter", (sl.rc_service_login OR l.rc_service_login) AS "rcServiceLogin",
            sl.suspended AS "offeringSuspended", s.suspended AS "serviceSuspended", l.suspended AS "locationSuspended",
            d.suspended AS "departmentSuspended", s.reservation_recommend AS "reservationRecommend",
            s.open_reservation_parameter AS "openReservationParameter",
            (SELECT count(*)::int FROM reservation_parameters p WHERE p.service_id = sl.service_id) AS "parameterCount"
       FROM service_locations sl
       JOIN services s ON s.id = sl.service_id
       JOIN locations l ON l.id = sl.location_id
       JOIN departments d ON d.id = s.department_id
      WHERE sl.service_id = $1 AND sl.location_id = $2`,
    [serviceId, locationId],
  );
  return rows[0];
}

/** The offering, or 404 when the pair is unknown; suspended parts are refused (602). */
export async function openOffering(
  db: Queryable,
  serviceId: number,
  locationId: number,
  opts: { cached?: boolean } = {},
): Promise<Offering> {
  const o = opts.cached
    ? await shortCached(db, `offering:${serviceId}:${locationId}`, () => loadOffering(db, serviceId, locationId))
    : await loadOffering(db, serviceId, locationId);
  if (!o) throw notFound();
  if (o.departmentSuspended) throw refused('depSuspended');
  if (o.locationSuspended) throw refused('locationSuspended');
  if (o.serviceSuspended || o.offeringSuspended) throw refused('serviceNoValid');
  return o;
}
