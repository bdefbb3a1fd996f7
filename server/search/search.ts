// Keyword search over the catalogue (departments by name or code, services by name, code or
// keywords, in any language) and a signed-in citizen's search records (docs/behaviour/3-entities.md (Search)).
import { listDepartments, listServices } from '../catalogue/entities.ts';
import type { Queryable } from '../db/types.ts';

/** Records shown, newest first. */
const RECORDS_SHOWN = 10;

export async function searchCatalogue(db: Queryable, keyword: string, remoteCounter: boolean) {
  const departments = await listDepartments(db, { keyword, remoteCounter });
  const services = await listServices(db, { keyword, remoteCounter });
  return { departments, services };
}

/** Keeps a keyword the citizen searched for; searching it again makes it the newest. */
export async function recordSearch(db: Queryable, euid: string, keyword: string, at: Date): Promise<void> {
  // The server's clock (CLOCK), which the retention purge reads too.
  await db.query(
    `INSERT INTO search_records (euid, keyword, searched_at) VALUES ($1, $2, $3)
     ON CONFLICT (euid, keyword) DO UPDATE SET searched_at = $3`,
    [euid, keyword, at],
  );
}

export async function searchRecords(db: Queryable, euid: string): Promise<string[]> {
  const rows = await db.query<{ keyword: string }>(
    `SELECT keyword FROM search_records WHERE euid = $1 ORDER BY searched_at DESC, id DESC LIMIT ${RECORDS_SHOWN}`,
    [euid],
  );
  return rows.map((r) => r.keyword);
}

export async function forgetSearches(db: Queryable, euid: string): Promise<void> {
  await db.query('DELETE FROM search_records WHERE euid = $1', [euid]);
}
