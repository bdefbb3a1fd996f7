// PGlite runs PostgreSQL without its background workers: nothing vacuums or analyzes its tables.
// Every UPDATE leaves a dead row version behind, and the planner never learns the tables' sizes,
// so statements that read a table the server keeps writing grow slower with every write: the
// queue simulation's step took 44 ms on a vacuumed database and 1.6 s after 45 steps without,
// and a server's step ran for 45 minutes once. The server does what autovacuum would, here.
// PostgreSQL has autovacuum: nothing to do there.
import type { AppDeps } from '../deps.ts';

/** At most this long between two passes. */
const HOUSEKEEPING_MAX_EVERY_MS = 60_000;
/** Simulation steps between two passes: the simulation is the steadiest writer. */
const STEPS_PER_PASS = 20;

/** How often the housekeeping runs, from the queue simulation's interval (0: the simulation is off). */
export function housekeepingEveryMs(queueTickMs: number): number {
  if (queueTickMs <= 0) return HOUSEKEEPING_MAX_EVERY_MS;
  return Math.min(HOUSEKEEPING_MAX_EVERY_MS, Math.max(1_000, STEPS_PER_PASS * queueTickMs));
}

/** A background task (server/start.ts): VACUUM ANALYZE on PGlite at the pace above. */
export function pgliteHousekeeping(deps: AppDeps): (() => Promise<void>) | undefined {
  if (deps.db.kind !== 'pglite') return undefined;
  let running: Promise<unknown> = Promise.resolve();
  const timer = setInterval(() => {
    running = running.then(() =>
      deps.db.exec('VACUUM ANALYZE').catch((err: unknown) => {
        console.error('PGlite housekeeping (VACUUM ANALYZE):', err instanceof Error ? err.message : 'failed');
      }),
    );
  }, housekeepingEveryMs(deps.config.queueTickMs));
  timer.unref?.();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
