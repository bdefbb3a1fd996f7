// The order in which the database worker runs what it is sent. Statements run one at a time, as
// they arrive; while a transaction is open only its own statements run, the rest wait for its
// COMMIT or ROLLBACK. The main thread therefore never waits for one answer before sending the
// next request's statement: the worker always has its next statement at hand.
// @ts-check
/** @import { Job, StatementResult, StatementRunner } from './pglite-worker-messages.ts' */

const SQL = /** @type {const} */ ({ begin: 'BEGIN', commit: 'COMMIT', rollback: 'ROLLBACK' });

/** @typedef {{ job: Job; resolve(result: StatementResult | undefined): void; reject(err: unknown): void }} Waiting */

/**
 * @param {StatementRunner} runner
 * @returns {(job: Job) => Promise<StatementResult | undefined>}
 */
export function scheduler(runner) {
  /** @type {Waiting[]} */
  const waiting = [];
  /** @type {number | undefined} */
  let openTx;
  /**
   * Transactions whose BEGIN failed, by id, with its error. The main thread sends a transaction's
   * statements without waiting for its BEGIN's answer: they must fail with it, never run alone.
   * @type {Map<number, unknown>}
   */
  const failedTx = new Map();
  let running = false;

  /** @param {Waiting} waiting @returns {Promise<StatementResult | undefined>} */
  const runJob = async ({ job }) => {
    // Outside a transaction a write goes through to the data folder at once; inside, at COMMIT.
    const alone = !('tx' in job) || job.tx === undefined;
    switch (job.op) {
      case 'drain':
        return undefined;
      case 'run':
        return runner.run(job.sql, job.params, alone);
      case 'script':
        await runner.script(job.sql, alone);
        return undefined;
      default:
        return runner.run(SQL[job.op], [], job.op === 'commit');
    }
  };

  /** @returns {Promise<void>} */
  async function pump() {
    if (running) return;
    running = true;
    for (;;) {
      const at = waiting.findIndex((w) => openTx === undefined || ('tx' in w.job && w.job.tx === openTx));
      if (at < 0) break;
      const next = /** @type {Waiting} */ (waiting.splice(at, 1)[0]);
      const { op } = next.job;
      const tx = 'tx' in next.job ? next.job.tx : undefined;
      if (tx !== undefined && failedTx.has(tx)) {
        const beginError = failedTx.get(tx);
        // COMMIT or ROLLBACK is the transaction's last word; a ROLLBACK has nothing to undo.
        if (op === 'commit' || op === 'rollback') failedTx.delete(tx);
        if (op === 'rollback') next.resolve(undefined);
        else next.reject(beginError);
        continue;
      }
      if (next.job.op === 'begin') openTx = next.job.tx;
      let done = false;
      try {
        next.resolve(await runJob(next));
        done = true;
      } catch (err) {
        if (op === 'begin' && tx !== undefined) failedTx.set(tx, err);
        next.reject(err);
      } finally {
        // A transaction ends with its COMMIT or ROLLBACK, or never starts when BEGIN fails.
        if (op === 'commit' || op === 'rollback' || (op === 'begin' && !done)) openTx = undefined;
      }
    }
    running = false;
  }

  return (job) =>
    new Promise((resolve, reject) => {
      waiting.push({ job, resolve, reject });
      void pump();
    });
}
