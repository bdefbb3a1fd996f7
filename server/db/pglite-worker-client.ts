// The main thread's side of the database worker (pglite-worker.mjs): the database interface of
// types.ts, its statements sent to the worker as they come (the worker orders them). The worker
// holds the process open only while a statement is on its way, so a script that forgets to
// close still exits.
// A worker that dies (PGlite aborts, the thread runs out of memory) is replaced by a new one on
// the same data folder, as a restarted process would be. Until it is ready every statement fails
// at once with DatabaseUnavailable (a 503, never a wait), and a transaction never goes on in a
// worker other than the one that began it.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import type { Job, StatementResult, WireError, WorkerData, WorkerReply, WorkerRequest } from './pglite-worker-messages.ts';
import type { Db, Tx } from './types.ts';
import { DatabaseUnavailable } from './unavailable.ts';

const fromWire = (wire: WireError) => Object.assign(new Error(wire.message), wire);

type Sent = WorkerRequest extends infer R ? (R extends { id: number } ? Omit<R, 'id'> : never) : never;

/** Waits between attempts to start a new worker when one fails to start: doubling, capped. */
const RESTART_FIRST_WAIT_MS = 250;
const RESTART_MAX_WAIT_MS = 10_000;

/** One worker thread running PGlite. */
interface Thread {
  readonly worker: Worker;
  send(req: Sent): Promise<StatementResult | undefined>;
  /** Runs what was sent, closes PGlite, ends the thread. */
  close(): Promise<void>;
}

/**
 * PGlite's WebAssembly, compiled once per process and handed to each worker (a compiled module
 * crosses threads): compiled in each worker, a start cost 0.3 s of CPU more, and the first
 * statements another 0.3 s compiling the functions they run (V8 compiles them lazily, once per
 * module). Tests start dozens of databases in one process; a server, one and its restarts.
 */
let compiling: Promise<WebAssembly.Module> | undefined;
function pgliteModule(): Promise<WebAssembly.Module> {
  compiling ??= readFile(createRequire(import.meta.url).resolve('@electric-sql/pglite/pglite.wasm'))
    .then((bytes) => WebAssembly.compile(bytes))
    .catch((err: unknown) => {
      compiling = undefined; // the next start tries again
      throw err;
    });
  return compiling;
}

/** Starts a worker on `dataDir`; resolves once PGlite is ready. `onStop` hears of its end, whatever the cause. */
async function startThread(dataDir: string, onStop: (thread: Thread, reason: Error) => void): Promise<Thread> {
  const workerData: WorkerData = { dataDir, wasmModule: await pgliteModule() };
  const worker = new Worker(new URL('./pglite-worker.mjs', import.meta.url), { workerData });
  const pending = new Map<number, { resolve(result: StatementResult | undefined): void; reject(err: Error): void }>();
  let nextId = 0;
  let stopped: Error | undefined;

  const thread: Thread = {
    worker,
    send: (req) =>
      new Promise((resolve, reject) => {
        if (stopped) throw stopped;
        const id = nextId++;
        pending.set(id, { resolve, reject });
        if (pending.size === 1) worker.ref();
        worker.postMessage({ ...req, id });
      }),
    async close() {
      try {
        if (!stopped) await thread.send({ close: true });
      } finally {
        await worker.terminate();
      }
    },
  };

  return new Promise((resolveStart, rejectStart) => {
    worker.on('message', (reply: WorkerReply) => {
      if ('ready' in reply) {
        if (reply.ready) {
          worker.unref();
          resolveStart(thread);
        } else {
          rejectStart(fromWire(reply.error));
          void worker.terminate();
        }
        return;
      }
      const waiting = pending.get(reply.id);
      if (!waiting) return;
      pending.delete(reply.id);
      if (pending.size === 0) worker.unref();
      if (reply.ok) waiting.resolve(reply.result);
      else waiting.reject(fromWire(reply.error));
    });
    const stop = (reason: string) => {
      if (stopped) return;
      stopped = new DatabaseUnavailable(`the database worker stopped (${reason})`);
      rejectStart(stopped);
      for (const waiting of pending.values()) waiting.reject(stopped);
      pending.clear();
      onStop(thread, stopped);
    };
    worker.on('error', (err) => stop(err.message));
    worker.on('exit', (code) => stop(`exit code ${code}`));
  });
}

export interface PgliteWorker extends Omit<Db, 'kind'> {
  /** The thread PGlite runs in now; undefined while a new one starts. */
  readonly thread: Worker | undefined;
}

/** Starts PGlite on `dataDir` ('memory://' for a throwaway database) in a worker thread. */
export async function startPgliteWorker(dataDir: string): Promise<PgliteWorker> {
  let current: Thread | undefined;
  let closed = false;
  let recovering: Promise<void> | undefined;
  let wake: (() => void) | undefined;

  const onStop = (thread: Thread, reason: Error) => {
    if (closed || thread !== current) return;
    current = undefined;
    console.error(`${reason.message}: starting a new one on the same data`);
    recovering = recover();
  };

  async function recover(): Promise<void> {
    for (let wait = RESTART_FIRST_WAIT_MS; !closed; wait = Math.min(wait * 2, RESTART_MAX_WAIT_MS)) {
      try {
        const thread = await startThread(dataDir, onStop);
        if (closed) return await thread.close();
        current = thread;
        console.error('the database worker is back');
        return;
      } catch (err) {
        console.error(`the database worker did not start (${(err as Error).message}); next try in ${wait} ms`);
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, wait);
          timer.unref();
          wake = () => {
            clearTimeout(timer);
            resolve();
          };
        });
      }
    }
  }

  const live = (): Thread => {
    if (!current) throw new DatabaseUnavailable('the database worker is restarting');
    return current;
  };
  const submitTo = async <T>(thread: Thread, job: Job) => ((await thread.send({ job })) ?? { rows: [] }) as StatementResult<T>;
  const submit = <T>(job: Job) => submitTo<T>(live(), job);

  current = await startThread(dataDir, onStop);

  let nextTx = 0;
  return {
    get thread() {
      return current?.worker;
    },
    async query<T>(sql: string, params: unknown[] = []) {
      return (await submit<T>({ op: 'run', sql, params })).rows;
    },
    async exec(sql: string) {
      await submit({ op: 'script', sql });
    },
    async transaction<T>(fn: (tx: Tx) => Promise<T>) {
      // Every statement of the transaction goes to the worker that ran its BEGIN: a new worker
      // would run them outside any transaction.
      const thread = live();
      const id = nextTx++;
      // Not awaited: the worker runs the transaction's statements after its BEGIN, or refuses them
      // with BEGIN's error (pglite-scheduler.mjs), so the first statement leaves at once instead
      // of a round trip later, while the worker, held for this transaction, would wait idle.
      const began = submitTo(thread, { op: 'begin', tx: id });
      began.catch(() => undefined);
      let open = true;
      const tx: Tx = {
        async query<R>(sql: string, params: unknown[] = []) {
          if (!open) throw new Error('Transaction is closed');
          return (await submitTo<R>(thread, { op: 'run', tx: id, sql, params })).rows;
        },
        async exec(sql: string) {
          if (!open) throw new Error('Transaction is closed');
          await submitTo(thread, { op: 'script', tx: id, sql });
        },
      };
      let value: T;
      try {
        value = await fn(tx);
      } catch (err) {
        open = false;
        await submitTo(thread, { op: 'rollback', tx: id });
        throw err;
      }
      open = false;
      // COMMIT of a transaction that met an error (caught inside fn) rolls back instead.
      const { command } = await submitTo(thread, { op: 'commit', tx: id });
      if (command === 'ROLLBACK') throw new Error('Transaction was rolled back instead of committed');
      return value;
    },
    async close() {
      closed = true;
      wake?.();
      await recovering?.catch(() => undefined);
      const thread = current;
      current = undefined;
      await thread?.close();
    },
  };
}
