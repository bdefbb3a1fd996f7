// Seeds an empty database: the catalogue first, then the booking side (calendars, slots,
// citizens) from server/seed/bookings.ts, which derives them from service_locations rows.
// Check and seed run in ONE transaction under an advisory lock, so several processes
// starting together on one empty PostgreSQL seed it exactly once, and a crash mid-seed
// leaves an empty database that the next start seeds again.
import type { Clock } from '../clock.ts';
import { ADVISORY_LOCK } from '../db/advisory-locks.ts';
import type { Db, Tx } from '../db/types.ts';
import { seedBookings } from './bookings.ts';
import { seedCatalogue } from './catalogue.ts';

/** A Db whose `transaction` joins the open one (the booking seed opens its own otherwise). */
function inside(tx: Tx, kind: Db['kind']): Db {
  return {
    kind,
    query: (sql, params) => tx.query(sql, params),
    exec: (sql) => tx.exec(sql),
    transaction: (fn) => fn(tx),
    close: async () => undefined,
  };
}

/** Seeds when there is no department yet; answers whether it seeded. */
export async function seedIfEmpty(db: Db, clock: Clock): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [ADVISORY_LOCK.seed]);
    const [row] = await tx.query<{ n: number }>('SELECT count(*)::int AS n FROM departments');
    if ((row?.n ?? 0) > 0) return false;
    await seedCatalogue(tx);
    await seedBookings(inside(tx, db.kind), clock);
    return true;
  });
}
