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
}

/** The key from the request header, or undefined; over-long or odd keys are refused. */
export function readIdempotencyKey(header: string | undefined, scope: string, body: unknown): IdempotencyKey | undefined {
  if (header === undefined || header.trim() === '') return undefined;
  const key = header.trim();
  if (key.length > 200 || !/^[\x21-\x7e]+$/.test(key)) throw invalid('invalidValue', { field: 'Idempotency-Key' });
  const requestHash = createHash('sha256').update(JSON.stringify(body)).digest('hex');
  return { scope, key, requestHash };
}

type Outcome<T> = { replayed: true; value: T } | { replayed: false; value: T };

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
    `SELECT request_hash, response FROM idempotency_keys WHERE scope = $1 AND key = $2`,
    [key.scope, key.key],
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
export async function replayOnRefusal<T>(db: Queryable, key: IdempotencyKey | undefined, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (err) {
    if (!key || !(err instanceof Refusal)) throw err;
    const first = await storedAnswer<T>(db, key);
    if (first === undefined) throw err;
    return first;
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
        const claimed = await tx.query(
          `INSERT INTO idempotency_keys (scope, key, request_hash, response) VALUES ($1, $2, $3, 'null'::jsonb)
           ON CONFLICT (scope, key) DO NOTHING RETURNING key`,
          [key.scope, key.key, key.requestHash],
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
