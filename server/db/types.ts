// One database interface for PGlite (embedded, default) and PostgreSQL (DATABASE_URL):
// the same SQL runs on both, with $1-style parameters.
export interface Queryable {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
}

export interface Db extends Queryable {
  /** Runs fn inside one transaction; commits when it resolves, rolls back when it throws. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  /** Runs several statements (migrations); no parameters. */
  exec(sql: string): Promise<void>;
  readonly kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}
