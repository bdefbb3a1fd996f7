// SMS verification codes: 6 digits, valid 5 minutes, single use, dead after
// 5 wrong tries, at least 60 s between codes and at most 5 per number per hour, and at most a
// set number per client address per hour. Codes are stored salted and hashed; the per-address
// and per-number rows are locked (in that order) while deciding, so two processes cannot both
// send. Nothing is really sent: in test mode the message goes to the outbox table
// (GET /dev/outbox) and the console.
import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import type { Clock } from '../clock.ts';
import type { Db, Queryable, Tx } from '../db/types.ts';
import { refused, throttled } from '../refusal.ts';

const CODE_TTL_SECONDS = 300;
const RESEND_SECONDS = 60;
const MAX_PER_HOUR = 5;
const MAX_WRONG_TRIES = 5;
const HOUR_MS = 3_600_000;

function hashCode(phone: string, code: string, salt: string): string {
  return createHash('sha256').update(`${salt}:${phone}:${code}`).digest('hex');
}

export interface SentCode {
  expiresIn: number;
  resendIn: number;
}

export interface CodeRequest {
  /** Test mode: keep the message in the outbox table and print it. */
  outbox: boolean;
  /** Who asks (see server/http/client-address.ts). */
  clientAddress: string;
  /** Codes one address may ask for in an hour. */
  perAddressPerHour: number;
  /** The SMS's text for a code, in the language of the request that asked for it. */
  smsText(code: string): string;
}

const secondsUntil = (at: number, now: Date) => Math.max(1, Math.ceil((at - now.getTime()) / 1000));

/** Why a number may not have a new code yet, and for how many seconds; undefined when it may. */
async function numberWait(tx: Queryable, phone: string, now: Date): Promise<{ reason: 'codeWait' | 'codeHourLimit'; seconds: number } | undefined> {
  const [row] = await tx.query<{ last_sent_at: Date | null }>(`SELECT last_sent_at FROM sms_phones WHERE phone = $1`, [phone]);
  if (row?.last_sent_at) {
    const next = new Date(row.last_sent_at).getTime() + RESEND_SECONDS * 1000;
    if (next > now.getTime()) return { reason: 'codeWait', seconds: secondsUntil(next, now) };
  }
  const recent = await tx.query<{ created_at: Date }>(
    `SELECT created_at FROM sms_codes WHERE phone = $1 AND created_at > $2 ORDER BY created_at ASC`,
    [phone, new Date(now.getTime() - HOUR_MS)],
  );
  if (recent.length >= MAX_PER_HOUR) return { reason: 'codeHourLimit', seconds: secondsUntil(new Date(recent[0]!.created_at).getTime() + HOUR_MS, now) };
  return undefined;
}

/** Issues a code for a full number (area code + number) or refuses with the seconds to wait. */
export async function requestCode(db: Db, clock: Clock, phone: string, opts: CodeRequest): Promise<SentCode> {
  const now = clock.now();
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const address = opts.clientAddress;
  await db.transaction(async (tx) => {
    await tx.query(`INSERT INTO sms_senders (address) VALUES ($1) ON CONFLICT (address) DO NOTHING`, [address]);
    await tx.query(`SELECT address FROM sms_senders WHERE address = $1 FOR UPDATE`, [address]);
    await tx.query(`INSERT INTO sms_phones (phone) VALUES ($1) ON CONFLICT (phone) DO NOTHING`, [phone]);
    await tx.query(`SELECT phone FROM sms_phones WHERE phone = $1 FOR UPDATE`, [phone]);
    const wait = await numberWait(tx, phone, now);
    if (wait) throw refused(wait.reason, { seconds: wait.seconds }, wait.seconds);
    // The address's codes of the last hour, newest first: the oldest of the last `limit` says when one more is allowed.
    const limit = Math.max(1, opts.perAddressPerHour);
    const fromAddress = await tx.query<{ created_at: Date }>(
      `SELECT created_at FROM sms_codes WHERE client_address = $1 AND created_at > $2 ORDER BY created_at DESC LIMIT $3`,
      [address, new Date(now.getTime() - HOUR_MS), limit],
    );
    if (fromAddress.length >= limit) {
      throw throttled('codeAddressLimit', secondsUntil(new Date(fromAddress[limit - 1]!.created_at).getTime() + HOUR_MS, now));
    }
    // One live code per number: a new code retires the previous one.
    await tx.query(`UPDATE sms_codes SET used_at = $2 WHERE phone = $1 AND used_at IS NULL`, [phone, now]);
    const salt = randomBytes(8).toString('hex');
    await tx.query(
      `INSERT INTO sms_codes (phone, code_hash, created_at, expires_at, client_address) VALUES ($1, $2, $3, $4, $5)`,
      [phone, `${salt}$${hashCode(phone, code, salt)}`, now, new Date(now.getTime() + CODE_TTL_SECONDS * 1000), address],
    );
    await tx.query(`UPDATE sms_phones SET last_sent_at = $2 WHERE phone = $1`, [phone, now]);
    if (opts.outbox) {
      const text = opts.smsText(code);
      await tx.query(`INSERT INTO sms_outbox (to_phone, text, code, at) VALUES ($1, $2, $3, $4)`, [phone, text, code, now]);
      console.log(`[sms to +${phone}] ${text}`);
    }
  });
  return { expiresIn: CODE_TTL_SECONDS, resendIn: RESEND_SECONDS };
}

/**
 * Checks and spends the number's live code. A wrong try is counted (and committed) before the
 * refusal, so the fifth wrong try kills the code whatever comes after: from then on the answer
 * is 429, with Retry-After saying when a new code may be asked for. Given a transaction, the
 * code is checked and spent in it, so it stays unspent unless what it pays for commits; the
 * caller must then commit even when this refuses, to keep the wrong try counted.
 */
export async function spendCode(db: Db | Tx, clock: Clock, phone: string, code: unknown): Promise<void> {
  const now = clock.now();
  const given = typeof code === 'number' ? String(code).padStart(6, '0') : typeof code === 'string' ? code.trim() : '';
  if (given === '') throw refused('codeRequired');
  const check = async (tx: Queryable) => {
    const [row] = await tx.query<{ id: number; code_hash: string; expires_at: Date; attempts: number }>(
      `SELECT id, code_hash, expires_at, attempts FROM sms_codes WHERE phone = $1 AND used_at IS NULL
        ORDER BY created_at DESC, id DESC LIMIT 1 FOR UPDATE`,
      [phone],
    );
    if (!row) return 'verificationFailed' as const;
    const dead = async () => ({ dead: (await numberWait(tx, phone, now))?.seconds ?? 1 });
    if (row.attempts >= MAX_WRONG_TRIES) return dead();
    if (new Date(row.expires_at).getTime() <= now.getTime()) return 'codeExpired' as const;
    const [salt, hash] = row.code_hash.split('$');
    const candidate = hashCode(phone, given.slice(0, 16), salt ?? '');
    const right = /^\d{6}$/.test(given) && hash !== undefined && timingSafeEqual(Buffer.from(candidate), Buffer.from(hash));
    if (!right) {
      await tx.query(`UPDATE sms_codes SET attempts = attempts + 1 WHERE id = $1`, [row.id]);
      return row.attempts + 1 >= MAX_WRONG_TRIES ? dead() : ('verificationFailed' as const);
    }
    await tx.query(`UPDATE sms_codes SET used_at = $2 WHERE id = $1`, [row.id, now]);
    return 'ok' as const;
  };
  const verdict = 'transaction' in db ? await db.transaction(check) : await check(db);
  if (typeof verdict === 'object') throw throttled('codeDead', verdict.dead);
  if (verdict !== 'ok') throw refused(verdict);
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
