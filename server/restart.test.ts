// Data survives the process: writes acknowledged by a server that is then killed with
// SIGKILL (no clean shutdown) are all there when a new process starts on the same data
// (PGlite folder, or the PostgreSQL database with CB_TEST_DATABASE=postgres).
import fs from 'node:fs';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { call, value } from './test-support/http.ts';
import { spawnServer } from './test-support/server-process.ts';
import { copyPgliteTemplate, createTestDatabase, defaultTestDatabase } from './test-support/test-server.ts';

let env: Record<string, string>;
let cleanup: () => Promise<void>;

beforeAll(async () => {
  if (defaultTestDatabase() === 'postgres') {
    const db = await createTestDatabase();
    env = { DATABASE_URL: db.databaseUrl };
    cleanup = db.drop;
  } else {
    const dataDir = await copyPgliteTemplate();
    env = { DATA_DIR: dataDir, DATABASE_URL: '' };
    cleanup = async () => fs.rmSync(dataDir, { recursive: true, force: true });
  }
});
afterAll(() => cleanup?.());

test('consents written before a SIGKILL are kept by the next process; the seed is not run twice', async () => {
  const first = await spawnServer(env);
  const devices = Array.from({ length: 20 }, (_, i) => `device-${i}`);
  let token: string;
  try {
    // Consent is the token holder's; the token outlives the process (its secret is in the database).
    token = (await value(`${first.url}/api`, '/token/85366000031')).jwt;
    await Promise.all(devices.map((deviceId) => value(`${first.url}/api`, '/app/consent', { token, body: { account: 'restart', deviceId } })));
  } finally {
    await first.stop('SIGKILL');
  }
  expect(first.child.signalCode).toBe('SIGKILL');

  const second = await spawnServer(env);
  try {
    for (const deviceId of devices) {
      expect(await value(`${second.url}/api`, `/app/checkConsent/restart/${deviceId}`, { token: token! })).toEqual({ show: false });
    }
    expect(await value(`${second.url}/api`, '/app/checkConsent/restart/never', { token: token! })).toEqual({ show: true });
    // Seeded once: the catalogue is the template's, not doubled or reseeded.
    expect(await value(`${second.url}/api`, '/booking/count')).toEqual({ depSize: 14, serSize: 49 });
    expect((await call(second.url, '/api/booking/categories')).status).toBe(200);
  } finally {
    await second.stop();
  }
});
