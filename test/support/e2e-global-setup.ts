// vitest globalSetup for the `e2e` project: seeds one template data folder per run, at the clock
// the journeys run at, and hands its place to the test files (startServer copies it for each
// file's server, through server/test-support/test-server.ts), so no file pays for a seed of its
// own; and starts the run's one Chromium, to which each file connects (each test opens its own
// browser context in it).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildPgliteTemplate } from '../../server/test-support/test-server.ts';
import { launchChromiumServer, SHARED_CHROMIUM_ENV } from './browser.ts';

/** The server clock of every journey: Tuesday 1 December 2026, 10:00 in Macau. */
export const E2E_CLOCK = '2026-12-01T10:00:00+08:00';

export default async function setup() {
  const dir = mkdtempSync(join(tmpdir(), 'cb-e2e-template-'));
  const launching = launchChromiumServer();
  try {
    await buildPgliteTemplate(dir, E2E_CLOCK);
  } catch (error) {
    await (await launching).close();
    throw error;
  }
  const chromium = await launching;
  process.env.CB_E2E_TEMPLATE = dir;
  process.env.CB_E2E_TEMPLATE_CLOCK = E2E_CLOCK;
  process.env[SHARED_CHROMIUM_ENV] = chromium.wsEndpoint();
  return async () => {
    await chromium.close();
    rmSync(dir, { recursive: true, force: true });
  };
}
