// What the home page counts and shows besides the catalogue lists (docs/behaviour/7-api.md booking/count,
// booking/guides), the guides' titles in every language.
import type { Queryable } from '../db/types.ts';
import { sqlTexts, type Texts } from '../i18n/texts.ts';

/** Departments and services that are not suspended (only those with a remote counter, when asked). */
export async function catalogueCounts(db: Queryable, remoteCounter: boolean) {
  const [row] = await db.query<{ depSize: number; serSize: number }>(
    `SELECT (SELECT count(*)::int FROM departments d WHERE NOT d.suspended
               ${remoteCounter ? 'AND EXISTS (SELECT 1 FROM locations l WHERE l.department_id = d.id AND l.remote_counter)' : ''}) AS "depSize",
            (SELECT count(*)::int FROM services s JOIN departments d ON d.id = s.department_id
              WHERE NOT s.suspended AND NOT d.suspended
                ${remoteCounter ? 'AND EXISTS (SELECT 1 FROM service_locations sl JOIN locations l ON l.id = sl.location_id WHERE sl.service_id = s.id AND l.remote_counter)' : ''}) AS "serSize"`,
  );
  return row;
}

export async function listGuides(db: Queryable) {
  return db.query<{ id: number; title: Texts; imageUrl: string; linkUrl: string }>(
    `SELECT id, ${sqlTexts('title')} AS "title", image_url AS "imageUrl", link_url AS "linkUrl" FROM guides ORDER BY sort, id`,
  );
}
