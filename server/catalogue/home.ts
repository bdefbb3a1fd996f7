// What the home page counts and shows besides the catalogue lists (SPEC.md §7 booking/count,
// booking/guides), in the request's language.
import type { Lang } from '../../src/common/languages.ts';
import type { Queryable } from '../db/types.ts';

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

export async function listGuides(db: Queryable, lang: Lang) {
  return db.query<{ id: number; title: string; imageUrl: string; linkUrl: string }>(
    `SELECT id, title_${lang} AS "title", image_url AS "imageUrl", link_url AS "linkUrl" FROM guides ORDER BY sort, id`,
  );
}
