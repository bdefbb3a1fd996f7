// vitest globalSetup for the `server` project: seeds one template database per run (PGlite
// folder by default, a throwaway PostgreSQL cluster when CB_TEST_DATABASE=postgres) and
// hands its place to the test workers through CB_TEST_* variables (read by test-server.ts).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startPostgres, type ThrowawayPostgres } from './postgres.ts';
import { buildPgliteTemplate, buildPostgresTemplate, defaultTestDatabase } from './test-server.ts';

export default async function setup() {
  let cluster: ThrowawayPostgres | undefined;
  let templateDir: string | undefined;
  if (defaultTestDatabase() === 'postgres') {
    cluster = await startPostgres();
    await buildPostgresTemplate(cluster.url);
    process.env.CB_TEST_POSTGRES_URL = cluster.url;
  } else {
    templateDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cb-pglite-template-'));
    await buildPgliteTemplate(templateDir);
    process.env.CB_TEST_PGLITE_TEMPLATE = templateDir;
  }
  return async () => {
    await cluster?.stop();
    if (templateDir) fs.rmSync(templateDir, { recursive: true, force: true });
  };
}
