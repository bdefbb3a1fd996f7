// Favourite services and recently used services of the signed-in citizen (SPEC.md §3
// Favourite and Recently used, §7 "Favourites, tickets, history"). Ticket favourites and
// memos are the booking side's (favourite/tickets, favourite/memo).
import type { Context, Hono } from 'hono';
import { requireCitizen } from '../auth/middleware.ts';
import type { AppDeps, AppEnv } from '../deps.ts';
import type { Lang } from '../../src/i18n/languages.ts';
import type { Queryable } from '../db/types.ts';
import { id, mobile, pageNumber, pathId, readJsonObject } from '../http/input.ts';
import { invalid, noContent, notFound, ok } from '../http/reply.ts';

type FavouriteType = 'QUEUE' | 'RESERCATION';

/** QUEUE, or the reservation kind under any of its spellings (RESERCATION is the wire's). */
function favouriteType(c: Context<AppEnv>, value: unknown): FavouriteType {
  const s = typeof value === 'string' ? value.trim().toUpperCase() : '';
  if (s === 'QUEUE' || s === 'TICKETQUEUE') return 'QUEUE';
  if (s === 'RESERCATION' || s === 'RESERVATION' || s === 'TICKETRESERVATION' || s === 'PERIOD') return 'RESERCATION';
  throw invalid(c.get('lang'), 'favouriteTypeInvalid');
}

const FAVOURITE_COLUMNS = (lang: Lang) => `
  s.id AS "serviceId", s.name_${lang} AS "serviceName", COALESCE(s.ui_name_${lang}, s.name_${lang}) AS "uiServiceName",
  l.id AS "locationId", l.name_${lang} AS "locationName", l.name_${lang} AS "uiLocationName",
  s.open_reservation_parameter AS "openReservationParameter", s.reservation_recommend AS "reservationRecommend",
  s.service_detail_url AS "serviceDetailUrl", s.service_detail_type AS "serviceDetailType",
  s.detail_html_${lang} AS "serviceDetailHtml", s.show_service_detail AS "showServiceDetail"`;

// Still usable: the offering exists, nothing in it is suspended, and the kind is still open.
const VALIDITY = (alias: string) => `COALESCE((
  SELECT NOT (sl.suspended OR s.suspended OR l.suspended OR d.suspended)
         AND CASE WHEN ${alias}.type = 'QUEUE' THEN sl.queue_open ELSE (sl.booking_open OR sl.timed_ticket_open) END
    FROM service_locations sl WHERE sl.service_id = s.id AND sl.location_id = l.id), false)`;

async function favouritesOf(db: Queryable, lang: Lang, euid: string, where = '', params: unknown[] = []) {
  return db.query(
    `SELECT f.id, f.type, f.mob_num AS "mobNum", ${FAVOURITE_COLUMNS(lang)}, ${VALIDITY('f')} AS "validity"
       FROM favourites f JOIN services s ON s.id = f.service_id JOIN locations l ON l.id = f.location_id
       JOIN departments d ON d.id = s.department_id
      WHERE f.euid = $1 ${where} ORDER BY f.created_at DESC, f.id DESC`,
    [euid, ...params],
  );
}

export function favouriteRoutes(app: Hono<AppEnv>, deps: AppDeps) {
  const { db } = deps;
  const auth = requireCitizen(deps);

  app.get('/api/favourite/services', auth, async (c) => ok(c, await favouritesOf(db, c.get('lang'), c.get('citizen')!.euid)));

  app.post('/api/favourite', auth, async (c) => {
    const citizen = c.get('citizen')!;
    const body = await readJsonObject(c);
    const phone = mobile(c.get('lang'), body.mobArea ?? citizen.mobArea, body.mobNum);
    const serviceId = id(c.get('lang'), body.serviceId, 'serviceId');
    const locationId = id(c.get('lang'), body.locationId, 'locationId');
    const type = favouriteType(c, body.type ?? body.ticketType);
    const offered = await db.query('SELECT 1 FROM service_locations WHERE service_id = $1 AND location_id = $2', [serviceId, locationId]);
    if (offered.length === 0) throw notFound(c.get('lang'), 'serviceNotAtLocation');
    // Adding twice keeps one favourite (a double tap, or two widgets on one page).
    const [row] = await db.query<{ id: number }>(
      `INSERT INTO favourites (euid, mob_area, mob_num, service_id, location_id, type) VALUES ($1, $2, $3, $4, $5, $6)
       ON CONFLICT (euid, service_id, location_id, type) DO UPDATE SET mob_num = EXCLUDED.mob_num
       RETURNING id`,
      [citizen.euid, phone.mobArea, phone.mobNum, serviceId, locationId, type],
    );
    const [favourite] = await favouritesOf(db, c.get('lang'), citizen.euid, 'AND f.id = $2', [row!.id]);
    return ok(c, favourite);
  });

  app.get('/api/favourite/checkService/:serviceId/:locationId', auth, async (c) => {
    const list = await favouritesOf(db, c.get('lang'), c.get('citizen')!.euid, 'AND f.service_id = $2 AND f.location_id = $3', [
      pathId(c, 'serviceId'), pathId(c, 'locationId'),
    ]);
    return ok(c, { favourite: list.length > 0, id: (list[0]?.id as number | undefined) ?? null, favourites: list });
  });

  // Whether a service is a favourite at any location.
  app.get('/api/favourite/check/:id', auth, async (c) => {
    const list = await favouritesOf(db, c.get('lang'), c.get('citizen')!.euid, 'AND f.service_id = $2', [pathId(c, 'id')]);
    return ok(c, { favourite: list.length > 0, id: (list[0]?.id as number | undefined) ?? null, favourites: list });
  });

  // Numeric ids only, so favourite/tickets, favourite/memo and friends reach their own routes.
  app.get('/api/favourite/:id{[0-9]+}', auth, async (c) => {
    const [favourite] = await favouritesOf(db, c.get('lang'), c.get('citizen')!.euid, 'AND f.id = $2', [pathId(c, 'id')]);
    if (!favourite) throw notFound(c.get('lang'), 'favouriteNotFound');
    return ok(c, favourite);
  });

  app.delete('/api/favourite/:id{[0-9]+}', auth, async (c) => {
    const deleted = await db.query('DELETE FROM favourites WHERE id = $1 AND euid = $2 RETURNING id', [pathId(c, 'id'), c.get('citizen')!.euid]);
    if (deleted.length === 0) throw notFound(c.get('lang'), 'favouriteNotFound');
    return noContent(c);
  });

  // Recently used: the latest use of each service, location and kind, newest first, paged.
  app.get('/api/history/services', auth, async (c) => {
    const page = pageNumber(c.get('lang'), c.req.query('page'), 'page', 0, 100_000);
    const size = Math.max(1, pageNumber(c.get('lang'), c.req.query('size'), 'size', 5, 50));
    const lang = c.get('lang');
    const rows = await db.query(
      `SELECT h.id, h.type, h.used_at AS "usedAt", ${FAVOURITE_COLUMNS(lang)}, ${VALIDITY('h')} AS "validity",
              d.id AS "departmentId", d.code AS "departmentCode"
         FROM (SELECT DISTINCT ON (service_id, location_id, type) id, service_id, location_id, type, used_at
                 FROM usage_history WHERE euid = $1 ORDER BY service_id, location_id, type, used_at DESC, id DESC) h
         JOIN services s ON s.id = h.service_id JOIN locations l ON l.id = h.location_id
         JOIN departments d ON d.id = s.department_id
        ORDER BY h.used_at DESC, h.id DESC LIMIT $2 OFFSET $3`,
      [c.get('citizen')!.euid, size, page * size],
    );
    return ok(c, rows);
  });
}
