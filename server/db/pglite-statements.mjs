// Runs statements on a PGlite instance (in the database worker, pglite-worker.mjs). PGlite's
// own query() makes six calls into the database per statement (parse, describe, bind,
// describe, execute, sync) and parses and plans the SQL every time; a booking's statements
// spent most of their time there. Here each statement is one call: the wire-protocol messages
// are sent together, and a statement seen before runs by name, parsed and planned once
// (PostgreSQL re-plans it itself when a table it reads changes). Parameters are sent as text,
// serialised by their JavaScript type as node-postgres does, so the same calls behave alike on
// both adapters (arrays as PostgreSQL arrays, other objects as JSON).
// Ordering (one statement at a time, transactions whole) is pglite-scheduler.mjs's.
// @ts-check
import { parse, protocol } from '@electric-sql/pglite';
/** @import { PGlite } from '@electric-sql/pglite' */
/** @import { StatementResult, StatementRunner } from './pglite-worker-messages.ts' */

const { serialize } = protocol;

/** Kept statements; the least recently used one is closed beyond this. */
const MAX_STATEMENTS = 200;

// Only plain data statements are kept by name. Session statements (BEGIN, COMMIT, SET…) run
// unnamed; anything else is a schema change (migrations, tests), which drops every kept
// statement, since a kept "SELECT *" must not outlive its table's shape.
const CACHEABLE = /^\s*(?:SELECT|INSERT|UPDATE|DELETE|WITH)\b/i;
const SESSION = /^\s*(?:BEGIN|START|COMMIT|END|ROLLBACK|SAVEPOINT|RELEASE|SET|RESET|SHOW|LOCK)\b/i;

/** @param {unknown[]} items @returns {string} */
function arrayLiteral(items) {
  const parts = items.map((item) => {
    if (item === null || item === undefined) return 'NULL';
    if (Array.isArray(item)) return arrayLiteral(item);
    const text = /** @type {string} */ (toText(item));
    return `"${text.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
  });
  return `{${parts.join(',')}}`;
}

/**
 * A parameter as text (node-postgres's rules), or null for SQL NULL.
 * @param {unknown} value
 * @returns {string | null}
 */
function toText(value) {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') return value;
  if (typeof value === 'boolean') return value ? 't' : 'f';
  if (typeof value === 'number' || typeof value === 'bigint') return String(value);
  if (value instanceof Date) return value.toISOString();
  if (value instanceof Uint8Array) return `\\x${Buffer.from(value).toString('hex')}`;
  if (Array.isArray(value)) return arrayLiteral(value);
  return JSON.stringify(value);
}

/** @param {Uint8Array[]} parts */
function concat(parts) {
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

/**
 * @param {PGlite} pg
 * @returns {StatementRunner}
 */
export function statementRunner(pg) {
  /** @type {Map<string, string>} SQL text → statement name, oldest first */
  const statements = new Map();
  /** @type {string[]} */
  const toClose = [];
  let nextName = 0;

  /** A schema change may alter what a kept statement answers: start afresh. */
  function forgetStatements() {
    for (const kept of statements.values()) toClose.push(kept);
    statements.clear();
  }

  /**
   * @template T
   * @param {string} sql
   * @param {unknown[]} [params]
   * @param {boolean} [sync]
   * @returns {Promise<StatementResult<T>>}
   */
  async function run(sql, params = [], sync = false) {
    /** @type {Uint8Array[]} */
    const parts = [];
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
        const [oldestSql, oldestName] = /** @type {[string, string]} */ (statements.entries().next().value);
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
    let messages;
    try {
      messages = await pg.execProtocolStream(concat(parts), { syncToFs: false });
    } catch (err) {
      // The statement may not exist (its parse failed): forget it, and close it to be sure.
      if (parsedNow) {
        statements.delete(sql);
        toClose.push(name);
      }
      throw err;
    }
    if (sync) await pg.syncToFs();
    const [result] = parse.parseResults(messages, pg.parsers);
    return { rows: /** @type {T[]} */ (result?.rows ?? []), command: result?.command };
  }

  /** @param {string} sql @param {boolean} [sync] @returns {Promise<void>} */
  async function script(sql, sync = false) {
    forgetStatements();
    const closes = toClose.splice(0).map((name) => serialize.close({ type: 'S', name }));
    if (closes.length > 0) await pg.execProtocolStream(concat([...closes, serialize.sync()]), { syncToFs: false });
    await pg.execProtocolStream(serialize.query(sql), { syncToFs: false });
    if (sync) await pg.syncToFs();
  }

  return { run, script };
}
