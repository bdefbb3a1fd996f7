// The one line of writes per database: bookings and queue tickets (each a transaction holding a
// connection, or PGlite's one worker, for several statements) are admitted in arrival order, a
// bounded number at a time, so a burst is served first come, first served rather than all at
// once and all slowly (server/http/fifo-gate.ts).
import type { MiddlewareHandler } from 'hono';
import type { Db } from '../db/types.ts';
import type { AppEnv } from '../deps.ts';
import { fifoGate } from './fifo-gate.ts';

/**
 * Writes in progress at once. PGlite runs one statement at a time in its worker, and 16 in
 * progress keep both it and the server's thread busy (4 gave ~1,000 bookings/s on two cores, 16
 * ~1,500). PostgreSQL: fewer than its pool's 20 connections, so an admitted write never waits in
 * the pool, whose wait ends in 503 after 5 s (meant for a database that cannot be reached): 200
 * queue tickets at once on a loaded machine got 60 such 503s before queue tickets had a line.
 */
export const WRITES_ADMITTED: Record<Db['kind'], number> = { pglite: 16, postgres: 16 };
/**
 * Writes waiting in line, at most, before one more is turned away (503 with Retry-After): a few
 * seconds of work at the measured pace, more than the bench's 100 connections.
 */
const WRITES_WAITING: Record<Db['kind'], number> = { pglite: 512, postgres: 1024 };

const lines = new WeakMap<Db, MiddlewareHandler<AppEnv>>();

/** The database's line of writes, the same for every route that writes through it. */
export function writeGate(db: Db): MiddlewareHandler<AppEnv> {
  let gate = lines.get(db);
  if (!gate) {
    gate = fifoGate(WRITES_ADMITTED[db.kind], WRITES_WAITING[db.kind]);
    lines.set(db, gate);
  }
  return gate;
}
