// Gray test (a new function shown to some citizens first): with an empty whitelist every
// citizen sees the function; otherwise only those listed.
import type { Queryable } from '../db/types.ts';

/** Whether the citizen (by euid; '' for nobody) is on the whitelist. */
export async function onWhitelist(db: Queryable, euid: string): Promise<boolean> {
  const rows = await db.query('SELECT 1 FROM gray_test_whitelist WHERE euid = $1', [euid]);
  return rows.length > 0;
}

/** Whether the citizen (by euid; '' for nobody) sees the function under test. */
export async function seesGrayTest(db: Queryable, euid: string): Promise<boolean> {
  const [row] = await db.query<{ total: number; listed: number }>(
    'SELECT count(*)::int AS total, count(*) FILTER (WHERE euid = $1)::int AS listed FROM gray_test_whitelist',
    [euid],
  );
  return (row?.total ?? 0) === 0 || (row?.listed ?? 0) > 0;
}
