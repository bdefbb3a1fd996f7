// Test mode is opt-in (TEST_MODE=1): a server started without it, as a deployment is, has no
// /dev aids (SMS outbox, the sign-on page that lists citizens, the queue step), no token
// without an SMS, and no SMS code on its console (and, without a gateway, no SMS at all: 503);
// the API, the demo and the version file stay.
import fs from 'node:fs';
import { afterAll, beforeAll, expect, test, vi } from 'vitest';
import { createApp } from './app.ts';
import { readConfig } from './config.ts';
import type { AppDeps } from './deps.ts';
import { call } from './test-support/http.ts';
import { spawnServer, type ServerProcess } from './test-support/server-process.ts';
import { copyPgliteTemplate, createTestDatabase, defaultTestDatabase, startTestServer, type TestServer } from './test-support/test-server.ts';

let testMode: TestServer;
let deployment: ServerProcess;
let cleanup: (() => Promise<void>) | undefined;

beforeAll(async () => {
  let env: Record<string, string>;
  if (defaultTestDatabase() === 'postgres') {
    const db = await createTestDatabase();
    env = { DATABASE_URL: db.databaseUrl };
    cleanup = db.drop;
  } else {
    const dataDir = await copyPgliteTemplate();
    env = { DATA_DIR: dataDir, DATABASE_URL: '' };
    cleanup = async () => fs.rmSync(dataDir, { recursive: true, force: true });
  }
  // The deployment is the production start (npm run serve): TEST_MODE: undefined leaves it out
  // of the child's environment, whatever ours holds.
  const production = { ...env, TEST_MODE: undefined, TOKEN_SECRET: 'a deployment key of 32 characters' };
  [testMode, deployment] = await Promise.all([startTestServer({ background: false }), spawnServer(production, undefined, ['--production'])]);
});
afterAll(async () => {
  await deployment?.stop();
  await testMode?.close();
  await cleanup?.();
});

test('TEST_MODE=1 and nothing else turns test mode on', () => {
  expect(readConfig({}).testMode).toBe(false);
  expect(readConfig({ NODE_ENV: 'development' }).testMode).toBe(false);
  expect(readConfig({ TEST_MODE: '0' }).testMode).toBe(false);
  expect(readConfig({ TEST_MODE: 'yes' }).testMode).toBe(false);
  expect(readConfig({ TEST_MODE: '1' }).testMode).toBe(true);
});

/** Method and path of every route an app registers with these settings. */
function routesOf(deps: AppDeps, testModeOn: boolean): Set<string> {
  const app = createApp({ ...deps, config: { ...deps.config, testMode: testModeOn } });
  return new Set(app.routes.filter((r) => r.method !== 'ALL').map((r) => `${r.method} ${r.path}`));
}

test('every route that only test mode registers answers 404 without TEST_MODE (and answers with it)', async () => {
  const withMode = routesOf(testMode.deps, true);
  const without = routesOf(testMode.deps, false);
  const only = [...withMode].filter((r) => !without.has(r)).sort();
  expect(only).toEqual(expect.arrayContaining([
    'GET /api/token/:mobile', 'GET /dev/outbox', 'GET /dev/sso/authorize', 'POST /dev/sso/authorize', 'POST /dev/queue/tick',
  ]));
  const sample = (path: string) => path.replace(':mobile', '85366000001').replace(/:[A-Za-z]+/g, '1');
  const answers: string[] = [];
  for (const route of only) {
    const [method, path] = route.split(' ') as [string, string];
    const off = await fetch(`${deployment.url}${sample(path)}`, { method, redirect: 'manual' });
    const on = await fetch(`${testMode.url}${sample(path)}`, { method, redirect: 'manual' });
    await Promise.all([off.arrayBuffer(), on.arrayBuffer()]);
    answers.push(`${route}: ${off.status}${on.status === 404 ? ' (also 404 in test mode)' : ''}`);
  }
  expect(answers).toEqual(only.map((route) => `${route}: 404`));
});

test('without TEST_MODE and without an SMS gateway the start warns, a code request is 503 smsNotSent and no code is printed; in test mode it is', async () => {
  const log = vi.spyOn(console, 'log');
  try {
    const asked = { headers: { bookingSource: 'PCWeb' }, language: 'en_us' };
    const refused = await call(deployment.url, '/api/verificationCode/85366000077', asked);
    expect([refused.status, refused.body]).toEqual([503, { code: 603, message: 'The SMS could not be sent; please ask for the code again' }]);
    expect((await call(testMode.url, '/api/verificationCode/85366000078', asked)).status).toBe(200);
    expect(log.mock.calls.map((args) => String(args[0]))).toEqual(expect.arrayContaining([expect.stringMatching(/^\[sms to \+85366000078\] .*\d{6}/)]));
  } finally {
    log.mockRestore();
  }
  expect(deployment.output()).toContain('civic-booking listening on');
  expect(deployment.output()).toMatch(/^WARNING: no SMS gateway is set \(SMS_GATEWAY_URL\)/m);
  expect(deployment.output()).not.toContain('[sms to');
});

test('without TEST_MODE the API, the demo and the version file are served as ever', async () => {
  expect((await call(deployment.url, '/api/booking/categories')).status).toBe(200);
  expect((await fetch(`${deployment.url}/`)).status).toBe(200);
  expect((await call(deployment.url, '/unique.json')).status).toBe(200);
});
