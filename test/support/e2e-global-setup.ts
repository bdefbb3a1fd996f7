// vitest globalSetup for the `e2e` project: seeds one template database per run, at the clock
// the journeys run at, and hands its place to the test files (startServer copies it for each
// file's server, through server/test-support/test-server.ts), so no file pays for a seed of its
// own; builds the bundle each file's server starts from (server/test-support/server-bundle.ts);
// and starts the run's one Chromium, to which each file connects (each test opens its own
// browser context in it).
//
// The journeys' servers run on PostgreSQL, as a deployment does (a throwaway cluster of this
// run's own): on 2 cores the embedded database, WebAssembly in each server, cost a fifth of the
// journeys' CPU. The server suite runs every route on both databases; CB_E2E_DATABASE=pglite
// runs the journeys on the embedded one.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startPostgres, type ThrowawayPostgres } from '../../server/test-support/postgres.ts';
import { buildServerBundle } from '../../server/test-support/server-bundle.ts';
import { buildPgliteTemplate, buildPostgresTemplate, E2E_TEMPLATE_DB } from '../../server/test-support/test-server.ts';
import { launchChromiumServer, SHARED_CHROMIUM_ENV } from './browser.ts';

/** The server clock of every journey: Tuesday 1 December 2026, 10:00 in Macau. */
export const E2E_CLOCK = '2026-12-01T10:00:00+08:00';

/** The database the journeys' servers run on. */
export const e2eDatabase = (): 'pglite' | 'postgres' => (process.env.CB_E2E_DATABASE === 'pglite' ? 'pglite' : 'postgres');

export default async function setup() {
  const launching = launchChromiumServer();
  const removeBundle = await buildServerBundle();
  let cluster: ThrowawayPostgres | undefined;
  let dir: string | undefined;
  try {
    if (e2eDatabase() === 'postgres') {
      cluster = await startPostgres();
      await buildPostgresTemplate(cluster.url, E2E_CLOCK, E2E_TEMPLATE_DB);
      process.env.CB_E2E_POSTGRES_URL = cluster.url;
    } else {
      dir = mkdtempSync(join(tmpdir(), 'cb-e2e-template-'));
      await buildPgliteTemplate(dir, E2E_CLOCK);
      process.env.CB_E2E_TEMPLATE = dir;
    }
  } catch (error) {
    removeBundle();
    await (await launching).close();
    await cluster?.stop();
    throw error;
  }
  const chromium = await launching;
  process.env.CB_E2E_TEMPLATE_CLOCK = E2E_CLOCK;
  process.env[SHARED_CHROMIUM_ENV] = chromium.wsEndpoint();
  return async () => {
    removeBundle();
    await chromium.close();
    await cluster?.stop();
    if (dir) rmSync(dir, { recursive: true, force: true });
  };
}
