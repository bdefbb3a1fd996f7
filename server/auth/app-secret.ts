// The server's own secrets (table app_secrets), one per use: the first process to need one
// creates it, every other process reads the same row, so all of them sign and check alike.
import { randomBytes } from 'node:crypto';
import type { Queryable } from '../db/types.ts';

/** The secret named `name`, created (32 random bytes, base64url) on first use. */
export async function storedSecret(db: Queryable, name: string): Promise<string> {
  await db.query(`INSERT INTO app_secrets (name, value) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING`, [name, randomBytes(32).toString('base64url')]);
  const [row] = await db.query<{ value: string }>(`SELECT value FROM app_secrets WHERE name = $1`, [name]);
  if (!row) throw new Error(`${name} secret missing after insert`);
  return row.value;
}

const cached = new WeakMap<Queryable, Map<string, Promise<string>>>();

/** storedSecret, read once per database and name (a failed read is tried again next time). */
export function appSecret(db: Queryable, name: string): Promise<string> {
  let byName = cached.get(db);
  if (!byName) cached.set(db, (byName = new Map()));
  let secret = byName.get(name);
  if (!secret) {
    secret = storedSecret(db, name);
    secret.catch(() => byName.delete(name));
    byName.set(name, secret);
  }
  return secret;
}
