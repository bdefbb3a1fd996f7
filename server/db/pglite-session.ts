// How the server talks to PGlite. PGlite's own query() makes six calls into the database per
// statement (parse, describe, bind, describe, execute, sync) and parses and plans the SQL
// every time; a booking's statements spent most of their time there. Here each statement is
// one call: the wire-protocol messages are sent together, and a statement seen before runs
// by name, parsed and planned once (PostgreSQL re-plans it itself when a table it reads
// changes). Parameters are sent as text, serialised by their JavaScript type as node-postgres
// does, so the same calls behave alike on both adapters (arrays as PostgreSQL arrays, other
// objects as JSON).
//
// One mutex orders statements and transactions: a statement never runs inside another
// request's transaction. Everything reaches PGlite through this session.
import { Mutex, parse, protocol, type PGlite } from '@electric-sql/pglite';
import type { Tx } from './types.ts';

const { serialize } = protocol;

/** Kept statements; the least recently used one is closed beyond this. */
const MAX_STATEMENTS = 200;

// Only plain data statements are kept by name. Session statements (BEGIN, COMMIT, SET…) run
// unnamed; anything else is a schema change (migrations, tests), which drops every kept
// statement, since a kept "SELECT *" must not outlive its table's shape.
const CACHEABLE = /^\s*(?:SELECT|INSERT|UPDATE|DELETE|WITH)\b/i;
const SESSION = /^\s*(?:BEGIN|START|COMMIT|END|ROLLBACK|SAVEPOINT|RELEASE|SET|RESET|SHOW|LOCK)\b/i;

type Value = string | null;

function arrayLiteral(items: unknown[]): string {
  const parts = items.map((item) => {
    if (item === null || item === undefined) return 'NULL';
    if (Array.isArray(item)) return arrayLiteral(item);
    const text = toText(item)!;
    return `"${text.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
  });
  return `{${parts.join(',')}}`;
}

/** A parameter as text (node-postgres's rules), or null for SQL NULL. */
export function toText(value: unknown): Value {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') return value;
  if (typeof value === 'boolean') return value ? 't' : 'f';
  if (typeof value === 'number' || typeof value === 'bigint') return String(value);
  if (value instanceof Date) return value.toISOString();
  if (value instanceof Uint8Array) return `\\x${Buffer.from(value).toString('hex')}`;
  if (Array.isArray(value)) return arrayLiteral(value);
  return JSON.stringify(value);
}

function concat(parts: Uint8Array[]): Uint8Array {
  let length = 0;
  for (const part of parts) length += part.length;
  const out = new Uint8Array(length);
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

export interface PgliteSession {
  query<T>(sql: string, params?: unknown[]): Promise<T[]>;
  exec(sql: string): Promise<void>;
  transaction<T>(fn: (tx: Tx) => Promise<T>): Promise<T>;
}

export function pgliteSession(pg: PGlite): PgliteSession {
  const mutex = new Mutex();
  const statements = new Map<string, string>(); // SQL text → statement name, oldest first
  const toClose: string[] = [];
  let nextName = 0;

  /** Runs one statement; the caller holds the mutex. */
  async function run<T>(sql: string, params: unknown[] = []): Promise<{ rows: T[]; command?: string }> {
    const parts: Uint8Array[] = [];
    for (const name of toClose.splice(0)) parts.push(serialize.close({ type: 'S', name }));
    let name = '';
    let parsedNow = false;
    if (CACHEABLE.test(sql)) {
      const known = statements.get(sql);
      if (known !== undefined) {
        name = known;
        statements.delete(sql); // re-inserted below: most recently used last
      } else {
        name = `cb${nextName++}`;
        parsedNow = true;
      }
      statements.set(sql, name);
      if (statements.size > MAX_STATEMENTS) {
        const [oldestSql, oldestName] = statements.entries().next().value!;
        statements.delete(oldestSql);
        toClose.push(oldestName);
      }
    } else if (!SESSION.test(sql)) {
      forgetStatements();
    }
    if (name === '' || parsedNow) parts.push(serialize.parse({ name, text: sql }));
    parts.push(
      serialize.bind({ statement: name, values: params.map(toText) }),
      serialize.describe({ type: 'P' }),
      serialize.execute({}),
      serialize.sync(),
    );
    try {
      const messages = await pg.execProtocolStream(concat(parts), { syncToFs: false });
      const [result] = parse.parseResults(messages, pg.parsers);
      return { rows: (result?.rows ?? []) as T[], command: result?.command };
    } catch (err) {
      // The statement may not exist (its parse failed): forget it, and close it to be sure.
      if (parsedNow) {
        statements.delete(sql);
        toClose.push(name);
      }
      throw err;
    }
  }

  /** A schema change may alter what a kept statement answers: start afresh. */
  function forgetStatements() {
    for (const kept of statements.values()) toClose.push(kept);
    statements.clear();
  }

  async function runScript(sql: string): Promise<void> {
    forgetStatements();
    const closes = toClose.splice(0).map((name) => serialize.close({ type: 'S', name }));
    if (closes.length > 0) await pg.execProtocolStream(concat([...closes, serialize.sync()]), { syncToFs: false });
    await pg.execProtocolStream(serialize.query(sql), { syncToFs: false });
  }

  return {
    query<T>(sql: string, params?: unknown[]) {
      return mutex.runExclusive(async () => {
        const { rows } = await run<T>(sql, params);
        await pg.syncToFs();
        return rows;
      });
    },
    exec(sql: string) {
      return mutex.runExclusive(async () => {
        await runScript(sql);
        await pg.syncToFs();
      });
    },
    transaction<T>(fn: (tx: Tx) => Promise<T>) {
      return mutex.runExclusive(async () => {
        await run('BEGIN');
        let open = true;
        const tx: Tx = {
          async query<R>(sql: string, params?: unknown[]) {
            if (!open) throw new Error('Transaction is closed');
            return (await run<R>(sql, params)).rows;
          },
          async exec(sql: string) {
            if (!open) throw new Error('Transaction is closed');
            await runScript(sql);
          },
        };
        let value: T;
        try {
          value = await fn(tx);
        } catch (err) {
          open = false;
          await run('ROLLBACK');
          throw err;
        }
        open = false;
        // COMMIT of a transaction that met an error (caught inside fn) rolls back instead.
        const { command } = await run('COMMIT');
        if (command === 'ROLLBACK') throw new Error('Transaction was rolled back instead of committed');
        await pg.syncToFs();
        return value;
      });
    },
  };
}
