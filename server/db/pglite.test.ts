// One process per PGlite folder: a folder held by a live process is refused with a clear
// message; a lock left by a killed process is taken over; closing releases it.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { SERVICES } from '../seed/catalogue-data.ts';
import { copyPgliteTemplate } from '../test-support/test-server.ts';
import { openPglite } from './pglite.ts';

let dir: string;
const lockFile = () => path.join(dir, 'civic-booking.pid');

beforeAll(async () => {
  dir = await copyPgliteTemplate();
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

test('a folder in use by a live process is refused', async () => {
  fs.writeFileSync(lockFile(), String(process.ppid));
  await expect(openPglite(dir)).rejects.toThrow(`in use by process ${process.ppid}`);
  fs.rmSync(lockFile());
});

test('a stale lock (dead process) is taken over, and close releases the folder', async () => {
  fs.writeFileSync(lockFile(), '2147483646');
  const db = await openPglite(dir);
  try {
    expect(fs.readFileSync(lockFile(), 'utf8')).toBe(String(process.pid));
    expect((await db.query<{ n: number }>('SELECT count(*)::int AS n FROM services'))[0]!.n).toBe(SERVICES.length);
  } finally {
    await db.close();
  }
  expect(fs.existsSync(lockFile())).toBe(false);
});
