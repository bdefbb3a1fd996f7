// The privacy consent dialog: the clause it shows, and on which devices a citizen accepted it.
import type { Queryable } from '../db/types.ts';
import { sqlTexts, type Texts } from '../i18n/texts.ts';

export async function privacyClause(db: Queryable, id: number) {
  const [row] = await db.query<{ id: number; content: Texts; updatedAt: Date }>(
    `SELECT id, ${sqlTexts('content')} AS "content", updated_at AS "updatedAt" FROM privacy_clauses WHERE id = $1`,
    [id],
  );
  return row;
}

export async function hasConsented(db: Queryable, account: string, deviceId: string): Promise<boolean> {
  const rows = await db.query('SELECT 1 FROM consents WHERE account = $1 AND device_id = $2', [account, deviceId]);
  return rows.length > 0;
}

/** Records the consent (again: the time is renewed). */
export async function recordConsent(db: Queryable, account: string, deviceId: string, at: Date): Promise<void> {
  // The server's clock (CLOCK), which the retention purge reads too.
  await db.query(
    `INSERT INTO consents (account, device_id, accepted_at) VALUES ($1, $2, $3)
     ON CONFLICT (account, device_id) DO UPDATE SET accepted_at = $3`,
    [account, deviceId, at],
  );
}
