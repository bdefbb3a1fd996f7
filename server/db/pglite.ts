// Embedded PostgreSQL (PGlite) with its data in a folder, created on first start and kept
// across restarts. PGlite runs one query at a time; its own `transaction` holds a mutex so
// that concurrent requests never interleave statements inside someone else's transaction.
import fs from 'node:fs';
import { PGlite, types } from '@electric-sql/pglite';
import type { Db, Tx } from './types.ts';

const parsers = {
  [types.INT8]: (v: string) => Number(v),
  [types.NUMERIC]: (v: string) => Number(v),
  [types.DATE]: (v: string) => v,
};

export async function openPglite(dataDir: string): Promise<Db> {
  fs.mkdirSync(dataDir, { recursive: true });
  const pg = await PGlite.create(dataDir, { parsers });
  return {
    kind: 'pglite',
    async query<T>(sql: string, params?: unknown[]) {
      return (await pg.query<T>(sql, params)).rows;
    },
    async exec(sql: string) {
      await pg.exec(sql);
    },
    transaction<T>(fn: (tx: Tx) => Promise<T>) {
      return pg.transaction((t) =>
        fn({
          async query<R>(sql: string, params?: unknown[]) {
            return (await t.query<R>(sql, params)).rows;
          },
          async exec(sql: string) {
            await t.exec(sql);
          },
        }),
      );
    },
    close: () => pg.close(),
  };
}
