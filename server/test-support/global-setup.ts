// vitest globalSetup for the `server` project: seeds one template database per run (PGlite
// folder by default, a throwaway PostgreSQL cluster when CB_TEST_DATABASE=postgres) and
// hands its place to the test workers through CB_TEST_* variables (read by test-server.ts);
// and builds the bundle the servers it spawns start from (server-bundle.ts).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startPostgres, type ThrowawayPostgres } from './postgres.ts';
import { buildServerBundle } from './server-bundle.ts';
import { buildEmptyPgliteCluster, buildPgliteTemplate, buildPostgresTemplate, defaultTestDatabase } from './test-server.ts';

export default async function setup() {
  const removeBundle = await buildServerBundle();
  let cluster: ThrowawayPostgres | undefined;
  let templateDir: string | undefined;
  let emptyDir: string | undefined;
  if (defaultTestDatabase() === 'postgres') {
    cluster = await startPostgres();
    await buildPostgresTemplate(cluster.url);
    process.env.CB_TEST_POSTGRES_URL = cluster.url;
  } else {
    // The empty cluster is kept for the tests of a first start (server/seed/run.test.ts) and
    // copied for the template, so the run pays PGlite's initdb once.
    emptyDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cb-pglite-empty-'));
    await buildEmptyPgliteCluster(emptyDir);
    process.env.CB_TEST_PGLITE_EMPTY = emptyDir;
    templateDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cb-pglite-template-'));
    await buildPgliteTemplate(templateDir, undefined, emptyDir);
    process.env.CB_TEST_PGLITE_TEMPLATE = templateDir;
  }
  return async () => {
    removeBundle();
    await cluster?.stop();
    for (const dir of [templateDir, emptyDir]) if (dir) fs.rmSync(dir, { recursive: true, force: true });
  };
}
