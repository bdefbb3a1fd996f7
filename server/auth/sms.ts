// SMS verification codes (docs/abuse-resistance.md "Codes"): 6 digits, valid 5 minutes, single
// use, bound to the purpose they were asked for (signing in or taking a queue ticket). Asking
// again while a code lives sends the same code again (and gives it 5 more minutes) rather than a
// new one, so nobody can kill another citizen's code by asking. Wrong codes are counted per
// number across its codes (a number is locked for the day at the tenth) and per client address.
// Sending is budgeted: 60 s between codes and 5 an hour per number, a set number per client
// address, per destination prefix and overall per hour; the decision runs under one advisory
// lock, so two processes cannot both send past a budget. Codes are stored salted and hashed;
// their digits derive from a per-code nonce and a server secret, which is what lets a live code
// be sent again. The SMS goes out through the sender chosen at start (server/auth/sms-sender.ts)
// after the lock is released; a send that fails keeps nothing (docs/abuse-resistance.md "Sending").
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Lang } from '../../src/common/languages.ts';
import { appSecret } from './app-secret.ts';
import type { SmsSender } from './sms-sender.ts';
import type { ChallengeRules, ProofOfWork } from './proof-of-work.ts';
import type { Clock } from '../clock.ts';
import { ADVISORY_LOCK } from '../db/advisory-locks.ts';
import type { Db, Queryable, Tx } from '../db/types.ts';
import { refused, smsNotSent, throttled } from '../refusal.ts';

const CODE_TTL_SECONDS = 300;
const RESEND_SECONDS = 60;
const MAX_PER_NUMBER_PER_HOUR = 5;
const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
/** Digits of the number after its area code that name a destination prefix (an operator's range). */
const PREFIX_DIGITS = 4;

/** What a code may be spent on: a sign-in token (POST valid) or a queue ticket (messageCode). */
type CodePurpose = 'login' | 'ticket';

/** The limits of docs/abuse-resistance.md, from the server's settings (server/config.ts). */
export interface SmsLimits {
  /** Codes one client address may have sent in an hour. */
  perAddressPerHour: number;
  /** SMS the whole service may send in an hour. */
  perHour: number;
  /** SMS to one destination prefix (area code and the number's first 4 digits) in an hour. */
  perPrefixPerHour: number;
  /** Wrong codes one number may take in 24 hours; the next refusal locks it until the first of them is a day old. */
  wrongPerNumberPerDay: number;
  /** Wrong codes one client address may send in an hour. */
  wrongPerAddressPerHour: number;
}

export interface SentCode {
  expiresIn: number;
  resendIn: number;
}

export interface CodeRequest {
  /** Where the SMS goes; none: no SMS can be sent, and the request is answered 503. */
  sender: SmsSender | undefined;
  /** The language of the request that asked for the code, which the SMS is written in. */
  lang: Lang;
  /** Who asks (see server/http/client-address.ts). */
  clientAddress: string;
  purpose: CodePurpose;
  limits: SmsLimits;
  /** The SMS's text for a code, in `lang`. */
  smsText(code: string): string;
  /** The request's proof of work, asked for when the risk rules say so; none: never asked. */
  proofOfWork?: ProofOfWork;
}

export interface CodeCheck {
  purpose: CodePurpose;
  clientAddress: string;
  limits: SmsLimits;
  /** The request's proof of work, asked for when the number or address has many wrong codes; none: never asked. */
  proofOfWork?: ProofOfWork;
}

const secondsUntil = (at: number, now: Date) => Math.max(1, Math.ceil((at - now.getTime()) / 1000));
const ago = (now: Date, ms: number) => new Date(now.getTime() - ms);

function hashCode(phone: string, code: string, salt: string): string {
  return createHash('sha256').update(`${salt}:${phone}:${code}`).digest('hex');
}

/** The code's digits, from its nonce and the server's secret: the same nonce gives the same code. */
function deriveCode(secret: string, phone: string, purpose: CodePurpose, nonce: string): string {
  const mac = createHmac('sha256', secret).update(`${phone}:${purpose}:${nonce}`).digest();
  return String(mac.readUIntBE(0, 6) % 1_000_000).padStart(6, '0');
}

/**
 * When `limit` rows of `table` matching `column = value` fall in the last `windowMs`, the
 * instant one more is allowed (the oldest of the newest `limit` leaves the window); else undefined.
 */
async function windowFull(tx: Queryable, table: 'sms_sends' | 'sms_wrong_tries', column: string, value: string | null, limit: number, windowMs: number, now: Date): Promise<number | undefined> {
  const [oldest] = await tx.query<{ at: Date }>(
    `SELECT at FROM ${table} WHERE ($1::text IS NULL OR ${column} = $1) AND at > $2 ORDER BY at DESC OFFSET $3 LIMIT 1`,
    [value, ago(now, windowMs), Math.max(1, limit) - 1],
  );
  return oldest ? new Date(oldest.at).getTime() + windowMs : undefined;
}

/** At least `threshold` rows of the window (0: always). */
async function reached(tx: Queryable, table: 'sms_sends' | 'sms_wrong_tries', column: string, value: string | null, threshold: number, windowMs: number, now: Date): Promise<boolean> {
  return threshold === 0 || (await windowFull(tx, table, column, value, threshold, windowMs, now)) !== undefined;
}

/** docs/abuse-resistance.md (Proof of work): many wrong codes for the number (a day) or from the address (an hour). */
async function manyWrongCodes(tx: Queryable, phone: string, address: string, rules: ChallengeRules, now: Date): Promise<boolean> {
  return (await reached(tx, 'sms_wrong_tries', 'phone', phone, rules.wrongCodes, DAY_MS, now))
    || reached(tx, 'sms_wrong_tries', 'client_address', address, rules.wrongCodes, HOUR_MS, now);
}

/** docs/abuse-resistance.md (Proof of work): a code request is challenged past the address's or the service's share of SMS, or after many wrong codes. */
async function codeRequestAtRisk(tx: Queryable, phone: string, address: string, rules: ChallengeRules, now: Date): Promise<boolean> {
  return (await reached(tx, 'sms_sends', 'client_address', address, rules.codesPerAddressPerHour, HOUR_MS, now))
    || (await reached(tx, 'sms_sends', 'prefix', null, rules.smsPerHour, HOUR_MS, now))
    || manyWrongCodes(tx, phone, address, rules, now);
}

/** A number that took its day's wrong codes is locked (429) until the first of them is a day old. */
async function refuseLocked(tx: Queryable, phone: string, limits: SmsLimits, now: Date): Promise<void> {
  const until = await windowFull(tx, 'sms_wrong_tries', 'phone', phone, limits.wrongPerNumberPerDay, DAY_MS, now);
  if (until !== undefined) throw throttled('codeLocked', secondsUntil(until, now));
}

/** Why a number may not have a code sent yet, and for how many seconds (400/602, as before these budgets). */
async function refuseNumberWait(tx: Queryable, phone: string, now: Date): Promise<void> {
  const [last] = await tx.query<{ at: Date }>(`SELECT at FROM sms_sends WHERE phone = $1 ORDER BY at DESC LIMIT 1`, [phone]);
  if (last) {
    const next = new Date(last.at).getTime() + RESEND_SECONDS * 1000;
    if (next > now.getTime()) {
      const seconds = secondsUntil(next, now);
      throw refused('codeWait', { seconds }, seconds);
    }
  }
  const until = await windowFull(tx, 'sms_sends', 'phone', phone, MAX_PER_NUMBER_PER_HOUR, HOUR_MS, now);
  if (until !== undefined) throw refused('codeHourLimit', undefined, secondsUntil(until, now));
}

/** The destination prefix a budget is kept for: the area code and the first digits of the number. */
const destinationPrefix = (mobArea: string, mobNum: string) => `${mobArea}-${mobNum.slice(0, PREFIX_DIGITS)}`;

/** What the lock decided to send: the code, the row it is kept in, and the row of sms_sends that counts it. */
interface ReservedSend {
  code: string;
  codeId: number;
  /** A new code (written pending), rather than the live one sent again. */
  fresh: boolean;
  sendId: number;
  expiresAt: Date;
}

/**
 * Sends the number's live code of that purpose again, or a new one; or refuses with the seconds to
 * wait. The budgets are decided, and the send counted in sms_sends, under the advisory lock, so
 * that sends in flight count against the budgets of requests racing them; the SMS goes out after
 * the lock's transaction commits, because a gateway that takes seconds (timeouts, tries again)
 * must not hold every other code request of the service behind it. A new code is written pending
 * and spendable only once the sender took its SMS, and a live code gets its 5 more minutes only
 * then; a send that fails deletes the pending code and its row of sms_sends, so the budgets never
 * count it and the citizen may ask again at once (503 smsNotSent).
 */
export async function requestCode(db: Db, clock: Clock, phone: { mobArea: string; mobNum: string }, opts: CodeRequest): Promise<SentCode> {
  const { sender } = opts;
  if (!sender) throw smsNotSent();
  const full = `${phone.mobArea}${phone.mobNum}`;
  const reserved = await reserveSend(db, clock, full, destinationPrefix(phone.mobArea, phone.mobNum), opts);
  try {
    await sender.send({ to: full, text: opts.smsText(reserved.code), lang: opts.lang, code: reserved.code });
  } catch (error) {
    await db.transaction(async (tx) => {
      await tx.query(`DELETE FROM sms_sends WHERE id = $1`, [reserved.sendId]);
      if (reserved.fresh) await tx.query(`DELETE FROM sms_codes WHERE id = $1`, [reserved.codeId]);
    });
    // Neither the number nor the code: the sender's reason alone (server/auth/sms-gateway.ts words it so).
    console.warn(`SMS not sent: ${error instanceof Error ? error.message : 'the sender failed'}`);
    throw smsNotSent();
  }
  await db.query(
    reserved.fresh ? `UPDATE sms_codes SET pending = false WHERE id = $1` : `UPDATE sms_codes SET expires_at = GREATEST(expires_at, $2) WHERE id = $1`,
    reserved.fresh ? [reserved.codeId] : [reserved.codeId, reserved.expiresAt],
  );
  return { expiresIn: CODE_TTL_SECONDS, resendIn: RESEND_SECONDS };
}

/** Under the advisory lock: the limits and budgets, then the code to send and the send counted. */
async function reserveSend(db: Db, clock: Clock, full: string, prefix: string, opts: CodeRequest): Promise<ReservedSend> {
  const now = clock.now();
  const { clientAddress: address, limits, purpose } = opts;
  // The secret codes derive from, kept in the database so every process agrees.
  const secret = await appSecret(db, 'sms');
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [ADVISORY_LOCK.smsSend]);
    await refuseLocked(tx, full, limits, now);
    await refuseNumberWait(tx, full, now);
    const addressFull = await windowFull(tx, 'sms_sends', 'client_address', address, limits.perAddressPerHour, HOUR_MS, now);
    if (addressFull !== undefined) throw throttled('codeAddressLimit', secondsUntil(addressFull, now));
    // Budgets against toll fraud and SMS bombing: what the whole service, and one operator's
    // range of numbers, may be sent in an hour.
    const prefixFull = await windowFull(tx, 'sms_sends', 'prefix', prefix, limits.perPrefixPerHour, HOUR_MS, now);
    if (prefixFull !== undefined) throw throttled('smsBudget', secondsUntil(prefixFull, now));
    const serviceFull = await windowFull(tx, 'sms_sends', 'prefix', null, limits.perHour, HOUR_MS, now);
    if (serviceFull !== undefined) throw throttled('smsBudget', secondsUntil(serviceFull, now));
    // Past the hard limits (nothing would be sent after the work), the softer ones ask for a proof of work.
    const work = opts.proofOfWork;
    if (work && !work.solved && (await codeRequestAtRisk(tx, full, address, work.rules, now))) throw await work.challenge();

    const expiresAt = new Date(now.getTime() + CODE_TTL_SECONDS * 1000);
    const [live] = await tx.query<{ id: number; nonce: string }>(
      `SELECT id, nonce FROM sms_codes WHERE phone = $1 AND purpose = $2 AND used_at IS NULL AND NOT pending AND expires_at > $3 AND nonce IS NOT NULL
        ORDER BY created_at DESC, id DESC LIMIT 1`,
      [full, purpose, now],
    );
    const [send] = await tx.query<{ id: number }>(`INSERT INTO sms_sends (phone, client_address, prefix, at) VALUES ($1, $2, $3, $4) RETURNING id`, [full, address, prefix, now]);
    if (live) return { code: deriveCode(secret, full, purpose, live.nonce), codeId: live.id, fresh: false, sendId: send!.id, expiresAt };
    const nonce = randomBytes(16).toString('base64url');
    const code = deriveCode(secret, full, purpose, nonce);
    const salt = randomBytes(8).toString('hex');
    const [row] = await tx.query<{ id: number }>(
      `INSERT INTO sms_codes (phone, code_hash, created_at, expires_at, client_address, purpose, nonce, pending) VALUES ($1, $2, $3, $4, $5, $6, $7, true) RETURNING id`,
      [full, `${salt}$${hashCode(full, code, salt)}`, now, expiresAt, address, purpose, nonce],
    );
    return { code, codeId: row!.id, fresh: true, sendId: send!.id, expiresAt };
  });
}

/**
 * Checks and spends the number's live code of the purpose. A wrong code is counted (and
 * committed) before the refusal; the number's tenth of the day (by default) locks it: from then
 * on the answer is 429, even for the right code, with Retry-After saying when it unlocks. Given a
 * transaction, the code is checked and spent in it, so it stays unspent unless what it pays for
 * commits; the caller must then commit even when this refuses, to keep the wrong code counted.
 */
export async function spendCode(db: Db | Tx, clock: Clock, phone: string, code: unknown, opts: CodeCheck): Promise<void> {
  const now = clock.now();
  const given = typeof code === 'number' ? String(code).padStart(6, '0') : typeof code === 'string' ? code.trim() : '';
  if (given === '') throw refused('codeRequired');
  const { limits, clientAddress: address } = opts;
  const check = async (tx: Queryable) => {
    // The live code's row is locked first, so two wrong tries at once are counted one after the other.
    const [row] = await tx.query<{ id: number; code_hash: string; expires_at: Date }>(
      `SELECT id, code_hash, expires_at FROM sms_codes WHERE phone = $1 AND purpose = $2 AND used_at IS NULL AND NOT pending
        ORDER BY created_at DESC, id DESC LIMIT 1 FOR UPDATE`,
      [phone, opts.purpose],
    );
    await refuseLocked(tx, phone, limits, now);
    const addressFull = await windowFull(tx, 'sms_wrong_tries', 'client_address', address, limits.wrongPerAddressPerHour, HOUR_MS, now);
    if (addressFull !== undefined) return { throttle: 'codeTriesAddressLimit' as const, until: addressFull };
    const work = opts.proofOfWork;
    if (work && !work.solved && (await manyWrongCodes(tx, phone, address, work.rules, now))) return { work };
    // A code asked for another purpose is no code here: nothing to guess, so nothing is counted.
    if (!row) return 'verificationFailed' as const;
    if (new Date(row.expires_at).getTime() <= now.getTime()) return 'codeExpired' as const;
    const [salt, hash] = row.code_hash.split('$');
    const candidate = hashCode(phone, given.slice(0, 16), salt ?? '');
    const right = /^\d{6}$/.test(given) && hash !== undefined && timingSafeEqual(Buffer.from(candidate), Buffer.from(hash));
    if (!right) {
      await tx.query(`INSERT INTO sms_wrong_tries (phone, client_address, at) VALUES ($1, $2, $3)`, [phone, address, now]);
      const lockedUntil = await windowFull(tx, 'sms_wrong_tries', 'phone', phone, limits.wrongPerNumberPerDay, DAY_MS, now);
      return lockedUntil === undefined ? ('verificationFailed' as const) : { throttle: 'codeLocked' as const, until: lockedUntil };
    }
    await tx.query(`UPDATE sms_codes SET used_at = $2 WHERE id = $1`, [row.id, now]);
    return 'ok' as const;
  };
  const verdict = 'transaction' in db ? await db.transaction(check) : await check(db);
  if (typeof verdict === 'object') {
    if (verdict.work) throw await verdict.work.challenge();
    throw throttled(verdict.throttle, secondsUntil(verdict.until, now));
  }
  if (verdict !== 'ok') throw refused(verdict);
}
