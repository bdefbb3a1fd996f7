// What the main thread (pglite-worker-client.ts) and the database worker (pglite-worker.mjs,
// pglite-scheduler.mjs, pglite-statements.mjs) say to each other. The worker's modules are plain
// JavaScript, checked against these types: a worker thread's entry does not go through the loader
// hooks of its process (Node 20), and registering tsx in each worker cost about 0.6 s of CPU per
// database start (docs/architecture.md "The database worker").

/** What a worker starts with: its data folder, and PGlite's WebAssembly compiled by the main thread. */
export interface WorkerData {
  dataDir: string;
  wasmModule: WebAssembly.Module;
}

/** What the worker is asked to run. */
export type Job =
  | { op: 'run'; tx?: number; sql: string; params: unknown[] }
  | { op: 'script'; tx?: number; sql: string }
  | { op: 'begin' | 'commit' | 'rollback'; tx: number }
  /** Answers once everything sent before it has run (before closing the database). */
  | { op: 'drain' };

export interface StatementResult<T = Record<string, unknown>> {
  rows: T[];
  /** The command tag's verb: "SELECT", "COMMIT", or "ROLLBACK" for a failed transaction's COMMIT. */
  command?: string | undefined;
}

/**
 * How the worker runs statements on PGlite (pglite-statements.mjs), for the scheduler.
 * @public Its users are the worker's JavaScript modules, through JSDoc, which knip does not read.
 */
export interface StatementRunner {
  /** One statement; `sync`: write through to the data folder afterwards (outside transactions). */
  run<T>(sql: string, params?: unknown[], sync?: boolean): Promise<StatementResult<T>>;
  /** Several statements, no parameters (migrations). */
  script(sql: string, sync?: boolean): Promise<void>;
}

export type WorkerRequest = { id: number; job: Job } | { id: number; close: true };

/** An error as it crosses threads: the message and PostgreSQL's fields (code, constraint…). */
export type WireError = { message: string } & Record<string, unknown>;

export type WorkerReply =
  | { id: number; ok: true; result?: StatementResult | undefined }
  | { id: number; ok: false; error: WireError }
  | { ready: true }
  | { ready: false; error: WireError };
