// Seeds an empty database: the catalogue first, then the booking side (calendars, slots,
// citizens) from server/seed/bookings.ts, which derives them from service_locations rows.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Clock } from '../clock.ts';
import type { Db } from '../db/types.ts';
import { seedCatalogue } from './catalogue.ts';

const here = path.dirname(fileURLToPath(import.meta.url));

/** Seeds when there is no department yet; answers whether it seeded. */
export async function seedIfEmpty(db: Db, clock: Clock): Promise<boolean> {
  const [row] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM departments');
  if ((row?.n ?? 0) > 0) return false;
  await db.transaction((tx) => seedCatalogue(tx));
  // The booking side is another engineer's module; it may not be in the checkout yet.
  if (fs.existsSync(path.join(here, 'bookings.ts'))) {
    const mod = (await import('./bookings.ts' as string)) as { seedBookings?: (db: Db, clock: Clock) => Promise<void> };
    await mod.seedBookings?.(db, clock);
  }
  return true;
}
