// PostgreSQL through a pg connection pool (DATABASE_URL). A transaction holds one pooled
// client from BEGIN to COMMIT, so several server processes can share one database.
// When PostgreSQL goes away (restart, failover, network) a call fails at once with
// DatabaseUnavailable (a 503) and its broken connection is dropped; the pool opens new ones on
// the next calls, so the server recovers by itself once PostgreSQL is back.
import pg from 'pg';
import type { Db, Tx } from './types.ts';
import { DatabaseUnavailable } from './unavailable.ts';

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

/** A connection, or a free one from the pool, that takes longer than this fails (never a hang). */
const CONNECT_TIMEOUT_MS = 5_000;

/**
 * Whether an error means the database cannot be reached rather than that a statement failed:
 * PostgreSQL shutting down, starting up or refusing connections (57P01-57P03, 53300, class
 * 08), and anything pg itself raises that is not PostgreSQL's answer (refused or reset
 * connections, timeouts, a connection that ended) except a mistake in the call (TypeError).
 */
function unreachable(err: unknown): boolean {
  if (err instanceof pg.DatabaseError) {
    const code = err.code ?? '';
    return code.startsWith('08') || code === '57P01' || code === '57P02' || code === '57P03' || code === '53300';
  }
  return err instanceof Error && !(err instanceof TypeError) && !(err instanceof RangeError);
}

/** Runs a call to pg, turning "the database cannot be reached" into DatabaseUnavailable. */
async function reaching<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (err) {
    if (unreachable(err)) throw new DatabaseUnavailable((err as Error).message, { cause: err });
    throw err;
  }
}

export async function openPostgres(connectionString: string, max = 20): Promise<Db> {
  const pool = new pg.Pool({
    connectionString, max, types: customTypes as pg.CustomTypesConfig, connectionTimeoutMillis: CONNECT_TIMEOUT_MS, keepAlive: true,
  });
  // An idle client's error (server restart) must not crash the process.
  pool.on('error', (err) => console.error('postgres pool:', err.message));
  await pool.query('SELECT 1');
  return {
    kind: 'postgres',
    async query<T>(sql: string, params?: unknown[]) {
      return (await reaching(() => pool.query(sql, params as unknown[]))).rows as T[];
    },
    async exec(sql: string) {
      await reaching(() => pool.query(sql));
    },
    async transaction<T>(fn: (tx: Tx) => Promise<T>) {
      const client = await reaching(() => pool.connect());
      let broken = false;
      // A connection that dies between two statements is reported here; unheard, pg's 'error'
      // event would end the process. The next statement then fails as unreachable.
      const onError = () => (broken = true);
      client.on('error', onError);
      const run = async (sql: string, params?: unknown[]) => {
        try {
          return await reaching(() => client.query(sql, params as unknown[]));
        } catch (err) {
          broken ||= err instanceof DatabaseUnavailable;
          throw err;
        }
      };
      try {
        await run('BEGIN');
        const result = await fn({
          async query<R>(sql: string, params?: unknown[]) {
            return (await run(sql, params)).rows as R[];
          },
          async exec(sql: string) {
            await run(sql);
          },
        });
        await run('COMMIT');
        return result;
      } catch (err) {
        if (!broken) await client.query('ROLLBACK').catch(() => undefined);
        throw err;
      } finally {
        // A connection that failed is dropped, not handed to the next request.
        client.off('error', onError);
        client.release(broken);
      }
    },
    close: () => pool.end(),
  };
}
