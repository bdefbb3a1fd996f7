// The development outbox, test mode's SMS sender (README "Test mode"): each SMS is kept in the
// sms_outbox table, which GET /dev/outbox shows, and printed on the console, code included.
import type { Clock } from '../clock.ts';
import type { Db } from '../db/types.ts';
import type { SmsSender } from './sms-sender.ts';

export function outboxSender(db: Db, clock: Clock): SmsSender {
  return {
    async send({ to, text, code }) {
      await db.query(`INSERT INTO sms_outbox (to_phone, text, code, at) VALUES ($1, $2, $3, $4)`, [to, text, code, clock.now()]);
      console.log(`[sms to +${to}] ${text}`);
    },
  };
}

export interface OutboxMessage {
  to: string;
  text: string;
  code: string;
  at: string;
}

/** The development outbox, newest first; `to` filters by full number (with or without +). */
export async function readOutbox(db: Db, to?: string, limit = 50): Promise<OutboxMessage[]> {
  const phone = to?.replace(/\s+/g, '').replace(/^\+|^00/, '');
  const rows = await db.query<{ to_phone: string; text: string; code: string; at: Date }>(
    `SELECT to_phone, text, code, at FROM sms_outbox WHERE ($1::text IS NULL OR to_phone = $1 OR to_phone = '853' || $1)
      ORDER BY at DESC, id DESC LIMIT $2`,
    [phone || null, limit],
  );
  return rows.map((r) => ({ to: r.to_phone, text: r.text, code: r.code, at: new Date(r.at).toISOString() }));
}
