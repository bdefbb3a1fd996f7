// The database worker's order of work (pglite-scheduler.mjs) over a runner that records what it is
// given: the main thread sends a transaction's statements without waiting for its BEGIN, so a
// BEGIN that fails must take them down with it, never let them run outside a transaction.
import { expect, test } from 'vitest';
import { scheduler } from './pglite-scheduler.mjs';
import type { StatementResult, StatementRunner } from './pglite-worker-messages.ts';

function recordingRunner(failing: (sql: string) => Error | undefined) {
  const ran: string[] = [];
  const runner: StatementRunner = {
    async run<T>(sql: string): Promise<StatementResult<T>> {
      const error = failing(sql);
      if (error) throw error;
      ran.push(sql);
      return { rows: [], command: sql.split(' ')[0] };
    },
    async script(sql: string) {
      ran.push(sql);
    },
  };
  return { ran, submit: scheduler(runner) };
}

test('a transaction whose BEGIN failed: its statements and COMMIT fail with that error and never run; the next work runs', async () => {
  const refused = new Error('the database is shutting down');
  const { ran, submit } = recordingRunner((sql) => (sql === 'BEGIN' ? refused : undefined));
  const began = submit({ op: 'begin', tx: 1 });
  const statement = submit({ op: 'run', tx: 1, sql: 'UPDATE slots SET booked = booked + 1', params: [] });
  const committed = submit({ op: 'commit', tx: 1 });
  const after = submit({ op: 'run', sql: 'SELECT 1', params: [] });
  await expect(began).rejects.toBe(refused);
  await expect(statement).rejects.toBe(refused);
  await expect(committed).rejects.toBe(refused);
  await expect(after).resolves.toMatchObject({ command: 'SELECT' });
  expect(ran).toEqual(['SELECT 1']);
});

test('a transaction whose BEGIN failed rolls back without running anything', async () => {
  const refused = new Error('no');
  const { ran, submit } = recordingRunner((sql) => (sql === 'BEGIN' ? refused : undefined));
  await expect(submit({ op: 'begin', tx: 7 })).rejects.toBe(refused);
  await expect(submit({ op: 'rollback', tx: 7 })).resolves.toBeUndefined();
  expect(ran).toEqual([]);
});

test("statements sent after their BEGIN, before its answer, run inside the transaction; other work waits for its COMMIT", async () => {
  const { ran, submit } = recordingRunner(() => undefined);
  const sent = [
    submit({ op: 'begin', tx: 1 }),
    submit({ op: 'run', sql: 'SELECT outside', params: [] }),
    submit({ op: 'run', tx: 1, sql: 'SELECT inside', params: [] }),
    submit({ op: 'commit', tx: 1 }),
  ];
  await Promise.all(sent);
  expect(ran).toEqual(['BEGIN', 'SELECT inside', 'COMMIT', 'SELECT outside']);
});
