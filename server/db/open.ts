// Picks the database: PostgreSQL when DATABASE_URL is set, PGlite in DATA_DIR otherwise.
import type { Config } from '../config.ts';
import type { Db } from './types.ts';

export async function openDb(config: Pick<Config, 'databaseUrl' | 'dataDir'>): Promise<Db> {
  if (config.databaseUrl) {
    const { openPostgres } = await import('./postgres.ts');
    return openPostgres(config.databaseUrl);
  }
  const { openPglite } = await import('./pglite.ts');
  return openPglite(config.dataDir);
}
