// The database worker: PGlite runs here, on its own thread, so the server's event loop parses
// requests, checks tokens and renders QR codes while PostgreSQL works (PGlite is single-threaded
// WebAssembly; in the server's thread every statement stopped everything else). The main
// thread (pglite-worker-client.ts) sends statements as they come; pglite-scheduler.ts orders them.
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, types } from '@electric-sql/pglite';
import { scheduler, type Job } from './pglite-scheduler.ts';
import { statementRunner, type StatementResult } from './pglite-statements.ts';

export type WorkerRequest = { id: number; job: Job } | { id: number; close: true };

/** An error as it crosses threads: the message and PostgreSQL's fields (code, constraint…). */
export type WireError = { message: string } & Record<string, unknown>;

export type WorkerReply =
  | { id: number; ok: true; result?: StatementResult }
  | { id: number; ok: false; error: WireError }
  | { ready: true }
  | { ready: false; error: WireError };

/** Every adapter answers the same JS types (types.ts): int8 and numeric as number, date as text. */
const parsers = {
  [types.INT8]: (v: string) => Number(v),
  [types.NUMERIC]: (v: string) => Number(v),
  [types.DATE]: (v: string) => v,
};

const FIELDS = ['code', 'detail', 'hint', 'constraint', 'table', 'column', 'schema', 'severity', 'routine', 'position', 'where'];

function toWire(err: unknown): WireError {
  const wire: WireError = { message: err instanceof Error ? err.message : String(err) };
  if (err && typeof err === 'object') {
    for (const field of FIELDS) {
      const value = (err as Record<string, unknown>)[field];
      if (value !== undefined) wire[field] = value;
    }
  }
  return wire;
}

const port = parentPort!;
const { dataDir } = workerData as { dataDir: string };

try {
  const pg = await PGlite.create(dataDir, { parsers });
  const submit = scheduler(statementRunner(pg));
  const handle = async (req: WorkerRequest) => {
    try {
      if ('job' in req) {
        port.postMessage({ id: req.id, ok: true, result: await submit(req.job) } satisfies WorkerReply);
      } else {
        await submit({ op: 'drain' });
        await pg.close();
        port.postMessage({ id: req.id, ok: true } satisfies WorkerReply);
        port.close();
      }
    } catch (err) {
      port.postMessage({ id: req.id, ok: false, error: toWire(err) } satisfies WorkerReply);
    }
  };
  port.on('message', (req: WorkerRequest) => void handle(req));
  port.postMessage({ ready: true } satisfies WorkerReply);
} catch (err) {
  port.postMessage({ ready: false, error: toWire(err) } satisfies WorkerReply);
}
