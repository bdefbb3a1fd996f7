// Notes (memos) a one-account citizen keeps on a ticket: one per ticket, named by a business
// code the citizen's other apps show.
import { randomBytes } from 'node:crypto';
import type { Queryable } from '../db/types.ts';

/** Keeps a note on the ticket (once: asking again answers the same code). */
export async function keepMemo(db: Queryable, ticketId: number, euid: string): Promise<string> {
  const code = `M${randomBytes(6).toString('hex').toUpperCase()}`;
  const [row] = await db.query<{ business_code: string }>(
    `INSERT INTO memos (ticket_id, euid, business_code) VALUES ($1, $2, $3)
     ON CONFLICT (ticket_id) DO UPDATE SET euid = memos.euid RETURNING business_code`,
    [ticketId, euid, code],
  );
  return row!.business_code;
}

/** Deletes the citizen's note by its ticket's id or its business code; false when there is none. */
export async function deleteMemo(db: Queryable, euid: string, ticket: { id: number } | { businessCode: string }): Promise<boolean> {
  const deleted = 'id' in ticket
    ? await db.query(`DELETE FROM memos WHERE ticket_id = $1 AND euid = $2 RETURNING ticket_id`, [ticket.id, euid])
    : await db.query(`DELETE FROM memos WHERE business_code = $1 AND euid = $2 RETURNING ticket_id`, [ticket.businessCode, euid]);
  return deleted.length > 0;
}
