// The database worker: PGlite runs here, on its own thread, so the server's event loop parses
// requests, checks tokens and renders QR codes while PostgreSQL works (PGlite is single-threaded
// WebAssembly; in the server's thread every statement stopped everything else). The main
// thread (pglite-worker-client.ts) sends statements as they come; pglite-scheduler.mjs orders them.
// Plain JavaScript, as its two modules, checked against pglite-worker-messages.ts: a worker's
// entry does not go through its process's loader hooks (Node 20), and tsx registered in each
// worker cost about 0.6 s of CPU per database start.
// @ts-check
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, types } from '@electric-sql/pglite';
import { scheduler } from './pglite-scheduler.mjs';
import { statementRunner } from './pglite-statements.mjs';
/** @import { WireError, WorkerData, WorkerReply, WorkerRequest } from './pglite-worker-messages.ts' */

/** Every adapter answers the same JS types (types.ts): int8 and numeric as number, date as text. */
const parsers = {
  [types.INT8]: (/** @type {string} */ v) => Number(v),
  [types.NUMERIC]: (/** @type {string} */ v) => Number(v),
  [types.DATE]: (/** @type {string} */ v) => v,
};

/**
 * PostgreSQL's default buffer pool (shared_buffers 128 MB) is set up at every start, and in
 * WebAssembly that cost 0.5 s of CPU of the 0.8 s a start takes; the seeded data is 25 MB in
 * all, and the booking load of `npm run bench` is the same with 16 MB (342 against 337 req/s).
 */
const startParams = [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'];

const FIELDS = ['code', 'detail', 'hint', 'constraint', 'table', 'column', 'schema', 'severity', 'routine', 'position', 'where'];

/** @param {unknown} err @returns {WireError} */
function toWire(err) {
  /** @type {WireError} */
  const wire = { message: err instanceof Error ? err.message : String(err) };
  if (err && typeof err === 'object') {
    for (const field of FIELDS) {
      const value = /** @type {Record<string, unknown>} */ (err)[field];
      if (value !== undefined) wire[field] = value;
    }
  }
  return wire;
}

const port = /** @type {import('node:worker_threads').MessagePort} */ (parentPort);
const { dataDir, wasmModule } = /** @type {WorkerData} */ (workerData);
/** @param {WorkerReply} reply */
const reply = (reply) => port.postMessage(reply);

try {
  const pg = await PGlite.create(dataDir, { parsers, startParams, wasmModule });
  const submit = scheduler(statementRunner(pg));
  /** @param {WorkerRequest} req */
  const handle = async (req) => {
    try {
      if ('job' in req) {
        reply({ id: req.id, ok: true, result: await submit(req.job) });
      } else {
        await submit({ op: 'drain' });
        await pg.close();
        reply({ id: req.id, ok: true });
        port.close();
      }
    } catch (err) {
      reply({ id: req.id, ok: false, error: toWire(err) });
    }
  };
  port.on('message', (/** @type {WorkerRequest} */ req) => void handle(req));
  reply({ ready: true });
} catch (err) {
  reply({ ready: false, error: toWire(err) });
}
