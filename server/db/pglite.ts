// Embedded PostgreSQL (PGlite) with its data in a folder, created on first start and kept
// across restarts. PGlite itself runs in a worker thread (pglite-worker.mjs).
import fs from 'node:fs';
import path from 'node:path';
import type { Worker } from 'node:worker_threads';
import { startPgliteWorker, type PgliteWorker } from './pglite-worker-client.ts';
import type { Db } from './types.ts';

const LOCK_FILE = 'civic-booking.pid';

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * PGlite is an embedded database: two processes on one folder would corrupt it. The folder
 * holds the owner's pid; a live owner is refused, a dead one (SIGKILL, crash) is taken over.
 */
function lockFolder(dataDir: string): () => void {
  const file = path.join(dataDir, LOCK_FILE);
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(file, String(process.pid), { flag: 'wx' });
      return () => fs.rmSync(file, { force: true });
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const owner = Number(fs.readFileSync(file, 'utf8').trim());
      if (Number.isInteger(owner) && owner > 0 && owner !== process.pid && alive(owner)) {
        throw new Error(`data folder ${dataDir} is in use by process ${owner}; stop it or set another DATA_DIR`);
      }
      fs.rmSync(file, { force: true });
    }
  }
  throw new Error(`could not lock data folder ${dataDir}`);
}

export interface PgliteDb extends Db {
  readonly kind: 'pglite';
  /** The worker thread PGlite runs in now (undefined while a new one starts after a crash). */
  readonly thread: Worker | undefined;
}

export async function openPglite(dataDir: string): Promise<PgliteDb> {
  fs.mkdirSync(dataDir, { recursive: true });
  const unlock = lockFolder(dataDir);
  let worker: PgliteWorker;
  try {
    worker = await startPgliteWorker(dataDir);
  } catch (err) {
    unlock();
    throw err;
  }
  return {
    kind: 'pglite',
    query: worker.query,
    exec: worker.exec,
    transaction: worker.transaction,
    get thread() {
      return worker.thread;
    },
    async close() {
      try {
        await worker.close();
      } finally {
        unlock();
      }
    },
  };
}
