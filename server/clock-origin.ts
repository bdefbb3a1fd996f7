// A simulated clock (CLOCK) shared by every process over one database. Each process used to
// start at CLOCK when it started, so one started later ran behind the others; now the first
// process stores (CLOCK, the real instant it started) and the others with the same CLOCK
// derive their time from it: now = CLOCK + (real now − stored real start). A different CLOCK
// value starts a new origin. Real time (no CLOCK) needs no origin.
import { createClock, parseInstant, type Clock, type RealNow } from './clock.ts';
import { ADVISORY_LOCK } from './db/advisory-locks.ts';
import type { Db } from './db/types.ts';

export async function sharedClock(db: Db, start: string | undefined, realNow: RealNow = Date.now): Promise<Clock> {
  if (start === undefined) return createClock(undefined, undefined, realNow);
  const clockAt = parseInstant(start);
  const startedAt = await db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [ADVISORY_LOCK.clockOrigin]);
    const [origin] = await tx.query<{ clock_at: Date; real_start: Date }>('SELECT clock_at, real_start FROM clock_origin WHERE id = 1');
    if (origin && new Date(origin.clock_at).getTime() === clockAt) return new Date(origin.real_start).getTime();
    const now = realNow();
    await tx.query(
      `INSERT INTO clock_origin (id, clock_at, real_start) VALUES (1, $1, $2)
       ON CONFLICT (id) DO UPDATE SET clock_at = EXCLUDED.clock_at, real_start = EXCLUDED.real_start`,
      [new Date(clockAt), new Date(now)],
    );
    return now;
  });
  return createClock(new Date(clockAt), startedAt, realNow);
}
