// A citizen's favourite services (docs/behaviour/3-entities.md (Favourite)): one per service, location and kind,
// newest first, each with whether it can still be used.
import type { Queryable } from '../db/types.ts';
import type { Phone } from '../http/input.ts';
import { SERVICE_AT_LOCATION, VALIDITY } from './columns.ts';

export type FavouriteType = 'QUEUE' | 'RESERCATION';

export interface Favourite {
  id: number;
  type: FavouriteType;
  mobNum: string;
  serviceId: number;
  locationId: number;
  validity: boolean;
  [column: string]: unknown;
}

/** The citizen's favourites, narrowed to one id, one service, or one service at one location. */
export async function listFavourites(
  db: Queryable, euid: string, filter: { id?: number; serviceId?: number; locationId?: number } = {},
): Promise<Favourite[]> {
  const params: unknown[] = [euid];
  const where: string[] = ['f.euid = $1'];
  if (filter.id !== undefined) where.push(`f.id = $${params.push(filter.id)}`);
  if (filter.serviceId !== undefined) where.push(`f.service_id = $${params.push(filter.serviceId)}`);
  if (filter.locationId !== undefined) where.push(`f.location_id = $${params.push(filter.locationId)}`);
  return db.query<Favourite>(
    `SELECT f.id, f.type, f.mob_num AS "mobNum", ${SERVICE_AT_LOCATION}, ${VALIDITY('f')} AS "validity"
       FROM favourites f JOIN services s ON s.id = f.service_id JOIN locations l ON l.id = f.location_id
       JOIN departments d ON d.id = s.department_id
      WHERE ${where.join(' AND ')} ORDER BY f.created_at DESC, f.id DESC`,
    params,
  );
}

/**
 * Adds a favourite and answers it; adding it twice keeps one (a double tap, or two widgets on
 * one page). Undefined when the service is not offered at the location.
 */
export async function addFavourite(
  db: Queryable, euid: string, phone: Phone, serviceId: number, locationId: number, type: FavouriteType,
): Promise<Favourite | undefined> {
  const [row] = await db.query<{ id: number }>(
    `INSERT INTO favourites (euid, mob_area, mob_num, service_id, location_id, type)
     SELECT $1, $2, $3, sl.service_id, sl.location_id, $6 FROM service_locations sl WHERE sl.service_id = $4 AND sl.location_id = $5
     ON CONFLICT (euid, service_id, location_id, type) DO UPDATE SET mob_num = EXCLUDED.mob_num
     RETURNING id`,
    [euid, phone.mobArea, phone.mobNum, serviceId, locationId, type],
  );
  if (!row) return undefined;
  const [favourite] = await listFavourites(db, euid, { id: row.id });
  return favourite;
}

/** Deletes one of the citizen's favourites; false when the citizen has none with that id. */
export async function deleteFavourite(db: Queryable, euid: string, id: number): Promise<boolean> {
  const deleted = await db.query('DELETE FROM favourites WHERE id = $1 AND euid = $2 RETURNING id', [id, euid]);
  return deleted.length > 0;
}
