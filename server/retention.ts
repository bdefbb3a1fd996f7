// How long the server keeps what it keeps about citizens and their requests, and the purge that
// enforces it (docs/abuse-resistance.md "Idempotency and retention"; the README lists the
// periods). Ages are judged on the server's clock, so a purge moves with CLOCK like every other
// rule; the purge runs at start and then every hour beside the server.
import type { Clock } from './clock.ts';
import type { Queryable } from './db/types.ts';
import type { AppDeps } from './deps.ts';
import { KEY_LIFETIME_MS } from './booking/idempotency.ts';
import { TOKEN_LIFETIME_MS } from './auth/token.ts';

const DAY_MS = 86_400_000;

/** Each table's rows, by the column their age is read from, and how long they are kept. */
export const RETENTION = [
  // A code is of no use once expired; a day more keeps the number's lock and limits readable.
  { table: 'sms_codes', column: 'expires_at', keepMs: DAY_MS },
  // The budgets and the wrong-code lock look back 24 hours at most.
  { table: 'sms_sends', column: 'at', keepMs: DAY_MS },
  { table: 'sms_wrong_tries', column: 'at', keepMs: DAY_MS },
  { table: 'sms_outbox', column: 'at', keepMs: DAY_MS },
  // The search history shows a citizen's last 10 keywords: 90 days after the last search.
  { table: 'search_records', column: 'searched_at', keepMs: 90 * DAY_MS },
  // A privacy consent is asked for again after a year.
  { table: 'consents', column: 'accepted_at', keepMs: 365 * DAY_MS },
  // A key answers its retries for 24 hours.
  { table: 'idempotency_keys', column: 'created_at', keepMs: KEY_LIFETIME_MS },
  // A revoked token would have expired by then anyway.
  { table: 'token_revocations', column: 'expires_at', keepMs: 0 },
  // A spent solution matters only while its challenge could still be solved.
  { table: 'altcha_spent', column: 'expires_at', keepMs: 0 },
  // A sign-out everywhere refuses tokens issued before it, and those live 24 hours.
  { table: 'citizen_signouts', column: 'signed_out_at', keepMs: TOKEN_LIFETIME_MS },
] as const;

export type Purged = Record<(typeof RETENTION)[number]['table'], number>;

/** Deletes what is past its retention at the clock's now; answers how many rows went from each table. */
export async function purgeExpired(db: Queryable, clock: Clock): Promise<Purged> {
  const now = clock.now().getTime();
  const purged = {} as Purged;
  for (const { table, column, keepMs } of RETENTION) {
    const gone = await db.query(`DELETE FROM ${table} WHERE ${column} < $1 RETURNING 1`, [new Date(now - keepMs)]);
    purged[table] = gone.length;
  }
  return purged;
}

/** Every hour; also once at start. */
export const PURGE_EVERY_MS = 3_600_000;

/** The background task (server/start.ts). */
export function retentionPurge(deps: AppDeps): () => Promise<void> {
  let running: Promise<unknown> = Promise.resolve();
  const run = () => {
    running = purgeExpired(deps.db, deps.clock).catch((err: unknown) => {
      console.error('retention purge:', err instanceof Error ? err.name : 'failed');
    });
  };
  run();
  const timer = setInterval(run, PURGE_EVERY_MS);
  timer.unref?.();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
