// The columns a favourite and a recently used entry share (docs/behaviour/3-entities.md (Favourite), Recently used):
// the service and location as the list shows them, and whether the offering is still usable.
// The names and texts come in every language (Texts, server/i18n/texts.ts).
import { sqlTexts } from '../i18n/texts.ts';

/** The service (s) and location (l) columns. */
export const SERVICE_AT_LOCATION = `
  s.id AS "serviceId", ${sqlTexts('s.name')} AS "serviceName", ${sqlTexts((x) => `COALESCE(s.ui_name_${x}, s.name_${x})`)} AS "uiServiceName",
  l.id AS "locationId", ${sqlTexts('l.name')} AS "locationName", ${sqlTexts('l.name')} AS "uiLocationName",
  s.open_reservation_parameter AS "openReservationParameter", s.reservation_recommend AS "reservationRecommend",
  s.service_detail_url AS "serviceDetailUrl", s.service_detail_type AS "serviceDetailType",
  ${sqlTexts('s.detail_html')} AS "serviceDetailHtml", s.show_service_detail AS "showServiceDetail"`;

/** Still usable: the offering exists, nothing in it is suspended, and the kind is still open. */
export const VALIDITY = (alias: string) => `COALESCE((
  SELECT NOT (sl.suspended OR s.suspended OR l.suspended OR d.suspended)
         AND CASE WHEN ${alias}.type = 'QUEUE' THEN sl.queue_open ELSE (sl.booking_open OR sl.timed_ticket_open) END
    FROM service_locations sl WHERE sl.service_id = s.id AND sl.location_id = l.id), false)`;
