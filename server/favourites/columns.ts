// The columns a favourite and a recently used entry share (SPEC.md §3 Favourite, Recently used):
// the service and location as the list shows them, and whether the offering is still usable.
// Column names are picked from the language, one of the four Lang values, never request text.
import type { Lang } from '../../src/common/languages.ts';

/** The service (s) and location (l) columns, in lang. */
export const SERVICE_AT_LOCATION = (lang: Lang) => `
  s.id AS "serviceId", s.name_${lang} AS "serviceName", COALESCE(s.ui_name_${lang}, s.name_${lang}) AS "uiServiceName",
  l.id AS "locationId", l.name_${lang} AS "locationName", l.name_${lang} AS "uiLocationName",
  s.open_reservation_parameter AS "openReservationParameter", s.reservation_recommend AS "reservationRecommend",
  s.service_detail_url AS "serviceDetailUrl", s.service_detail_type AS "serviceDetailType",
  s.detail_html_${lang} AS "serviceDetailHtml", s.show_service_detail AS "showServiceDetail"`;

/** Still usable: the offering exists, nothing in it is suspended, and the kind is still open. */
export const VALIDITY = (alias: string) => `COALESCE((
  SELECT NOT (sl.suspended OR s.suspended OR l.suspended OR d.suspended)
         AND CASE WHEN ${alias}.type = 'QUEUE' THEN sl.queue_open ELSE (sl.booking_open OR sl.timed_ticket_open) END
    FROM service_locations sl WHERE sl.service_id = s.id AND sl.location_id = l.id), false)`;
