// One database interface for PGlite (embedded, default) and PostgreSQL (DATABASE_URL):
// the same SQL runs on both, with $1-style parameters.
// Both adapters answer the same JS types: int8 and numeric as number, date as 'YYYY-MM-DD'
// string, timestamptz as Date, json/jsonb parsed.
export interface Queryable {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
}

/** Inside a transaction: queries plus parameterless multi-statement scripts (migrations). */
export interface Tx extends Queryable {
  exec(sql: string): Promise<void>;
}

export interface Db extends Queryable {
  /** Runs fn inside one transaction; commits when it resolves, rolls back when it throws. */
  transaction<T>(fn: (tx: Tx) => Promise<T>): Promise<T>;
  /** Runs several statements (migrations); no parameters. */
  exec(sql: string): Promise<void>;
  readonly kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}
