// PostgreSQL through a pg connection pool (DATABASE_URL). A transaction holds one pooled
// client from BEGIN to COMMIT, so several server processes can share one database.
import pg from 'pg';
import type { Db, Tx } from './types.ts';

// Same JS types as the PGlite adapter (see types.ts); per pool, not pg's global parsers.
const typeParsers: Record<number, (v: string) => unknown> = {
  20: Number, // int8 (count(*), sum)
  1700: Number, // numeric
  1082: (v) => v, // date stays 'YYYY-MM-DD': no local-time-zone Date
};
const customTypes = {
  getTypeParser(oid: number, format?: 'text' | 'binary') {
    return typeParsers[oid] ?? pg.types.getTypeParser(oid, format as 'text');
  },
};

export async function openPostgres(connectionString: string, max = 20): Promise<Db> {
  const pool = new pg.Pool({ connectionString, max, types: customTypes as pg.CustomTypesConfig });
  // An idle client's error (server restart) must not crash the process.
  pool.on('error', (err) => console.error('postgres pool:', err.message));
  await pool.query('SELECT 1');
  return {
    kind: 'postgres',
    async query<T>(sql: string, params?: unknown[]) {
      return (await pool.query(sql, params as unknown[])).rows as T[];
    },
    async exec(sql: string) {
      await pool.query(sql);
    },
    async transaction<T>(fn: (tx: Tx) => Promise<T>) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await fn({
          async query<R>(sql: string, params?: unknown[]) {
            return (await client.query(sql, params as unknown[])).rows as R[];
          },
          async exec(sql: string) {
            await client.query(sql);
          },
        });
        await client.query('COMMIT');
        return result;
      } catch (err) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw err;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}
