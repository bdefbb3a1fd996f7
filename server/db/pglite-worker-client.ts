// The main thread's side of the database worker (pglite-worker.ts): the database interface of
// types.ts, its statements sent to the worker as they come (the worker orders them). The worker
// holds the process open only while a statement is on its way, so a script that forgets to
// close still exits.
import { Worker } from 'node:worker_threads';
import type { Job } from './pglite-scheduler.ts';
import type { StatementResult } from './pglite-statements.ts';
import type { Db, Tx } from './types.ts';
import type { WireError, WorkerReply, WorkerRequest } from './pglite-worker.ts';

const fromWire = (wire: WireError) => Object.assign(new Error(wire.message), wire);

type Sent = WorkerRequest extends infer R ? (R extends { id: number } ? Omit<R, 'id'> : never) : never;

/** Starts PGlite on `dataDir` ('memory://' for a throwaway database) in a worker thread. */
export function startPgliteWorker(dataDir: string): Promise<Omit<Db, 'kind'>> {
  const worker = new Worker(new URL('./pglite-worker-entry.mjs', import.meta.url), { workerData: { dataDir } });
  const pending = new Map<number, { resolve(result: StatementResult | undefined): void; reject(err: Error): void }>();
  let nextId = 0;
  let stopped: Error | undefined;

  const send = (req: Sent) =>
    new Promise<StatementResult | undefined>((resolve, reject) => {
      if (stopped) throw stopped;
      const id = nextId++;
      pending.set(id, { resolve, reject });
      if (pending.size === 1) worker.ref();
      worker.postMessage({ ...req, id });
    });
  const submit = async <T>(job: Job) => ((await send({ job })) ?? { rows: [] }) as StatementResult<T>;

  let nextTx = 0;
  const db: Omit<Db, 'kind'> = {
    async query<T>(sql: string, params: unknown[] = []) {
      return (await submit<T>({ op: 'run', sql, params })).rows;
    },
    async exec(sql: string) {
      await submit({ op: 'script', sql });
    },
    async transaction<T>(fn: (tx: Tx) => Promise<T>) {
      const id = nextTx++;
      await submit({ op: 'begin', tx: id });
      let open = true;
      const tx: Tx = {
        async query<R>(sql: string, params: unknown[] = []) {
          if (!open) throw new Error('Transaction is closed');
          return (await submit<R>({ op: 'run', tx: id, sql, params })).rows;
        },
        async exec(sql: string) {
          if (!open) throw new Error('Transaction is closed');
          await submit({ op: 'script', tx: id, sql });
        },
      };
      let value: T;
      try {
        value = await fn(tx);
      } catch (err) {
        open = false;
        await submit({ op: 'rollback', tx: id });
        throw err;
      }
      open = false;
      // COMMIT of a transaction that met an error (caught inside fn) rolls back instead.
      const { command } = await submit({ op: 'commit', tx: id });
      if (command === 'ROLLBACK') throw new Error('Transaction was rolled back instead of committed');
      return value;
    },
    async close() {
      await send({ close: true });
      await worker.terminate();
    },
  };

  return new Promise((resolveStart, rejectStart) => {
    worker.on('message', (reply: WorkerReply) => {
      if ('ready' in reply) {
        if (reply.ready) {
          worker.unref();
          resolveStart(db);
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
    const stop = (err: Error) => {
      stopped ??= err;
      rejectStart(err);
      for (const waiting of pending.values()) waiting.reject(err);
      pending.clear();
    };
    worker.on('error', (err) => stop(err));
    worker.on('exit', (code) => stop(new Error(`the database worker stopped (exit code ${code})`)));
  });
}
