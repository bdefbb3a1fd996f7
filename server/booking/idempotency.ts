// Idempotency-Key, so a retry after a lost answer never books twice: the first answer is
// stored in the same transaction that did the work, so a replay returns it and creates nothing.
// A concurrent replay waits on the key's row (PostgreSQL) or on the single writer (PGlite) and
// then reads the stored answer.
import { createHash } from 'node:crypto';
import type { Db, Queryable, Tx } from '../db/types.ts';
import { Refusal, invalid, refused } from '../refusal.ts';

export interface IdempotencyKey {
  scope: string;
  key: string;
  requestHash: string;
  /** When the request came (server clock): a key older than KEY_LIFETIME_MS by then is no longer one. */
  at: Date;
}

/** A key answers its retries for 24 hours, then is free again and purged (docs/abuse-resistance.md "Idempotency and retention"). */
export const KEY_LIFETIME_MS = 24 * 3_600_000;

/**
 * A key has at least 128 bits, so nobody guesses another's: 22 to 200 characters of base64url
 * (a UUID's hyphens included), and a hexadecimal key (a UUID) at least 32 hex digits.
 */
function strongKey(key: string): boolean {
  if (!/^[A-Za-z0-9_-]{22,200}$/.test(key)) return false;
  return !/^[0-9a-fA-F-]+$/.test(key) || key.replace(/-/g, '').length >= 32;
}

/** The key from the request header, or undefined; a short, long or odd key is refused. */
export function readIdempotencyKey(header: string | undefined, scope: string, body: unknown, at: Date): IdempotencyKey | undefined {
  if (header === undefined || header.trim() === '') return undefined;
  const key = header.trim();
  if (!strongKey(key)) throw invalid('invalidValue', { field: 'Idempotency-Key' });
  const requestHash = createHash('sha256').update(JSON.stringify(body)).digest('hex');
  return { scope, key, requestHash, at };
}

const expiredBefore = (key: IdempotencyKey) => new Date(key.at.getTime() - KEY_LIFETIME_MS);

export type Outcome<T> = { replayed: boolean; value: T };

/**
 * Thrown by work to refuse and yet commit what it wrote (a wrong SMS code's counted try): the
 * transaction commits without the key, which stays free for a retry, and `refusal` is thrown.
 */
export class RefuseAfterCommit extends Error {
  constructor(readonly refusal: Error) {
    super(refusal.message);
  }
}

/** The stored answer of a key used before, or undefined; a key reused with another request is refused. */
async function storedAnswer<T>(db: Queryable, key: IdempotencyKey | undefined): Promise<T | undefined> {
  if (!key) return undefined;
  const [first] = await db.query<{ request_hash: string; response: T | null }>(
    `SELECT request_hash, response FROM idempotency_keys WHERE scope = $1 AND key = $2 AND created_at > $3`,
    [key.scope, key.key, expiredBefore(key)],
  );
  if (!first?.response) return undefined;
  if (first.request_hash !== key.requestHash) throw refused('idempotencyMismatch');
  return first.response;
}

/**
 * Runs a keyed request whose checks come before its transaction. A retry's checks may refuse
 * what the first attempt was granted (the queue filled with that very ticket, the booked time
 * has passed, the date was declared full since): when they refuse and the key holds a stored
 * answer, that answer is the reply. The key is looked up only on a refusal, so a first attempt
 * costs no query more; a retry that passes its checks is answered by withIdempotency.
 */
export async function replayOnRefusal<T>(db: Queryable, key: IdempotencyKey | undefined, run: () => Promise<Outcome<T>>): Promise<Outcome<T>> {
  try {
    return await run();
  } catch (err) {
    if (!key || !(err instanceof Refusal)) throw err;
    const first = await storedAnswer<T>(db, key);
    if (first === undefined) throw err;
    return { replayed: true, value: first };
  }
}

/**
 * Runs work in a transaction guarded by the key: the key row is claimed first (a concurrent
 * holder makes this wait), the answer stored last. Without a key it is a plain transaction.
 */
export async function withIdempotency<T>(db: Db, key: IdempotencyKey | undefined, work: (tx: Tx) => Promise<T>): Promise<Outcome<T>> {
  const outcome = await retryOnConflict(() =>
    db.transaction(async (tx): Promise<Outcome<T> | RefuseAfterCommit> => {
      if (key) {
        // A key past its lifetime is claimed again as if new.
        const claimed = await tx.query(
          `INSERT INTO idempotency_keys (scope, key, request_hash, response, created_at) VALUES ($1, $2, $3, 'null'::jsonb, $4)
           ON CONFLICT (scope, key) DO UPDATE SET request_hash = EXCLUDED.request_hash, response = EXCLUDED.response, created_at = EXCLUDED.created_at
             WHERE idempotency_keys.created_at <= $5
           RETURNING key`,
          [key.scope, key.key, key.requestHash, key.at, expiredBefore(key)],
        );
        if (claimed.length === 0) {
          const first = await storedAnswer<T>(tx, key);
          if (first === undefined) throw refused('idempotencyMismatch');
          return { replayed: true as const, value: first };
        }
      }
      let value: T;
      try {
        value = await work(tx);
      } catch (err) {
        if (!(err instanceof RefuseAfterCommit)) throw err;
        if (key) await tx.query(`DELETE FROM idempotency_keys WHERE scope = $1 AND key = $2`, [key.scope, key.key]);
        return err;
      }
      if (key) {
        await tx.query(`UPDATE idempotency_keys SET response = $3::jsonb WHERE scope = $1 AND key = $2`, [
          key.scope,
          key.key,
          JSON.stringify(value),
        ]);
      }
      return { replayed: false as const, value };
    }),
  );
  if (outcome instanceof RefuseAfterCommit) throw outcome.refusal;
  return outcome;
}

/** PostgreSQL may abort one of two crossing transactions (deadlock, serialization): try again. */
export async function retryOnConflict<T>(run: () => Promise<T>, attempts = 5): Promise<T> {
  for (let i = 1; ; i++) {
    try {
      return await run();
    } catch (error) {
      const code = (error as { code?: string }).code;
      const retriable = code === '40P01' || code === '40001' || code === '23505';
      if (!retriable || i >= attempts) throw error;
      await new Promise((r) => setTimeout(r, 5 * i + Math.random() * 10));
    }
  }
}
