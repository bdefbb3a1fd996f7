// Recently used services (docs/behaviour/3-entities.md (Recently used)): every ticket and booking writes a use; the
// list shows the latest use of each service, location and kind, newest first, paged.
import type { Queryable } from '../db/types.ts';
import { SERVICE_AT_LOCATION, VALIDITY } from './columns.ts';

export type UsageType = 'QUEUE' | 'RESERCATION';

/** One use, in the transaction that made the ticket. (A booking writes its use in its own statement.) */
export async function recordUsage(tx: Queryable, euid: string, serviceId: number, locationId: number, type: UsageType): Promise<void> {
  await tx.query(`INSERT INTO usage_history (euid, service_id, location_id, type) VALUES ($1, $2, $3, $4)`, [euid, serviceId, locationId, type]);
}

export async function recentlyUsed(db: Queryable, euid: string, page: number, size: number) {
  return db.query(
    `SELECT h.id, h.type, h.used_at AS "usedAt", ${SERVICE_AT_LOCATION}, ${VALIDITY('h')} AS "validity",
            d.id AS "departmentId", d.code AS "departmentCode"
       FROM (SELECT DISTINCT ON (service_id, location_id, type) id, service_id, location_id, type, used_at
               FROM usage_history WHERE euid = $1 ORDER BY service_id, location_id, type, used_at DESC, id DESC) h
       JOIN services s ON s.id = h.service_id JOIN locations l ON l.id = h.location_id
       JOIN departments d ON d.id = s.department_id
      ORDER BY h.used_at DESC, h.id DESC LIMIT $2 OFFSET $3`,
    [euid, size, page * size],
  );
}
