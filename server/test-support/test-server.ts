// Starts the real server in-process for a test, on port 0, over a fresh database COPIED
// from a template seeded once per run (seeding takes seconds; copying a PGlite folder or
// CREATE DATABASE … TEMPLATE takes a fraction of that). This is the one template copier of the
// tests: the server suite's templates come from its globalSetup (global-setup.ts), the
// journeys' from theirs (test/support/e2e-global-setup.ts, seeded at the journeys' clock),
// each passed in CB_TEST_* variables; run outside vitest (bench, scripts), the first call for a
// clock builds one itself.
//   const server = await startTestServer();            // PGlite, or CB_TEST_DATABASE=postgres
//   const server = await startTestServer({ database: 'postgres', clock: '2026-11-23T02:00:00Z' });
//   … fetch(`${server.url}/api/booking/categories`) … await server.close();
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { Clock } from '../clock.ts';
import { openPglite } from '../db/pglite.ts';
import { openPostgres } from '../db/postgres.ts';
import type { Db } from '../db/types.ts';
import { startServer, type RunningServer, type StartOptions } from '../start.ts';
import { startPostgres } from './postgres.ts';
import { TEST_FAIR_SHARE, TEST_SMS_LIMITS } from './server-process.ts';

export type TestDatabase = 'pglite' | 'postgres';

export interface TestServerOptions extends Omit<StartOptions, 'dataDir' | 'databaseUrl' | 'port' | 'host'> {
  /** Default: CB_TEST_DATABASE, else 'pglite'. */
  database?: TestDatabase;
  clock?: string | Clock;
}

export interface TestServer extends RunningServer {
  database: TestDatabase;
  /** The PGlite data folder (pglite) — start another server on it to test restarts. */
  dataDir: string | undefined;
  /** The database URL (postgres). */
  databaseUrl: string | undefined;
}

export const TEMPLATE_DB = 'cb_template';

export const defaultTestDatabase = (): TestDatabase => (process.env.CB_TEST_DATABASE === 'postgres' ? 'postgres' : 'pglite');

/**
 * Seeds a PGlite template folder (migrations + seed), closed and ready to copy. With a clock the
 * seed's bookings are laid out from that day, and the clock's origin is then cleared: a server
 * started from a copy minutes later begins at the clock itself instead of running as late as the
 * copy is (server/clock-origin.ts).
 */
export async function buildPgliteTemplate(dir: string, clock?: string, emptyCluster?: string): Promise<void> {
  fs.rmSync(dir, { recursive: true, force: true });
  if (emptyCluster) fs.cpSync(emptyCluster, dir, { recursive: true });
  // In test mode, as every test server: a server that only seeds has no SMS gateway to warn about.
  const server = await startServer({ dataDir: dir, databaseUrl: undefined, port: 0, background: false, clock, testMode: true });
  if (clock !== undefined) await server.db.query('DELETE FROM clock_origin');
  await server.close();
}

/**
 * An empty PGlite cluster in `dir`: PGlite's initdb, most of a first start's time (about 30 s of a
 * loaded 2-core machine's), done once per run and copied where a test needs an empty database.
 */
export async function buildEmptyPgliteCluster(dir: string): Promise<void> {
  fs.rmSync(dir, { recursive: true, force: true });
  const db = await openPglite(dir);
  await db.close();
}

/**
 * Seeds a template database (cb_template unless named) on a cluster (adminUrl points at its
 * `postgres` database); with a clock, laid out from that day and its origin cleared, as
 * buildPgliteTemplate does.
 */
export async function buildPostgresTemplate(adminUrl: string, clock?: string, name = TEMPLATE_DB): Promise<void> {
  await adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${name}`, `CREATE DATABASE ${name}`);
  const server = await startServer({ databaseUrl: withDatabase(adminUrl, name), port: 0, background: false, clock, testMode: true });
  if (clock !== undefined) await server.db.query('DELETE FROM clock_origin');
  await server.close();
}

async function adminQuery(adminUrl: string, ...statements: string[]): Promise<void> {
  const admin = new pg.Client(adminUrl);
  await admin.connect();
  try {
    for (const statement of statements) await admin.query(statement);
  } finally {
    await admin.end();
  }
}

export function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

/**
 * Where a globalSetup leaves its PGlite template, by the clock it was seeded at: the server
 * suite's at real time, the journeys' at their clock (both suites may run in one vitest process,
 * so each has its own variables).
 */
function templateFromSetup(clock: string | undefined): string | undefined {
  const given = clock === undefined
    ? process.env.CB_TEST_PGLITE_TEMPLATE
    : clock === process.env.CB_E2E_TEMPLATE_CLOCK ? process.env.CB_E2E_TEMPLATE : undefined;
  return given && fs.existsSync(given) ? given : undefined;
}

// Outside vitest's globalSetup: build once per process (and clock) and clean up at exit.
const lazyPglite = new Map<string, Promise<string>>();
let lazyPostgres: Promise<string> | undefined;

function pgliteTemplate(clock: string | undefined): Promise<string> {
  const given = templateFromSetup(clock);
  if (given) return Promise.resolve(given);
  let built = lazyPglite.get(clock ?? '');
  if (!built) {
    built = (async () => {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cb-pglite-template-'));
      process.once('exit', () => fs.rmSync(dir, { recursive: true, force: true }));
      await buildPgliteTemplate(dir, clock);
      return dir;
    })();
    lazyPglite.set(clock ?? '', built);
  }
  return built;
}

function postgresAdminUrl(): Promise<string> {
  const given = process.env.CB_TEST_POSTGRES_URL;
  if (given) return Promise.resolve(given);
  return (lazyPostgres ??= (async () => {
    const cluster = await startPostgres();
    process.once('exit', () => void cluster.stop());
    await buildPostgresTemplate(cluster.url);
    return cluster.url;
  })());
}

/** The journeys' template database, seeded at their clock by their globalSetup on a cluster of their own. */
export const E2E_TEMPLATE_DB = 'cb_e2e_template';
const lazyPostgresAtClock = new Map<string, Promise<string>>();

/** Where to copy a PostgreSQL database seeded at `clock` (else at real time) from, as templateFromSetup for PGlite. */
async function postgresTemplate(clock: string | undefined): Promise<{ adminUrl: string; template: string }> {
  const journeys = process.env.CB_E2E_POSTGRES_URL;
  if (journeys && clock !== undefined && clock === process.env.CB_E2E_TEMPLATE_CLOCK) return { adminUrl: journeys, template: E2E_TEMPLATE_DB };
  const adminUrl = await postgresAdminUrl();
  if (clock === undefined) return { adminUrl, template: TEMPLATE_DB };
  let built = lazyPostgresAtClock.get(clock);
  if (!built) {
    const name = `cb_template_${lazyPostgresAtClock.size + 1}`;
    built = buildPostgresTemplate(adminUrl, clock, name).then(() => name);
    lazyPostgresAtClock.set(clock, built);
  }
  return { adminUrl, template: await built };
}

/** A fresh PGlite data folder copied from the template (seeded at `clock`, else at real time); the caller removes it. */
export async function copyPgliteTemplate(clock?: string): Promise<string> {
  return copyFolder(await pgliteTemplate(clock));
}

/** A fresh PGlite data folder holding an empty cluster (no tables, no seed); the caller removes it. */
export async function copyEmptyPgliteCluster(): Promise<string> {
  const given = process.env.CB_TEST_PGLITE_EMPTY;
  if (given && fs.existsSync(given)) return copyFolder(given);
  return fs.mkdtempSync(path.join(os.tmpdir(), 'cb-pglite-'));
}

function copyFolder(template: string): string {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cb-pglite-'));
  fs.cpSync(template, dataDir, { recursive: true });
  return dataDir;
}

/**
 * A fresh PostgreSQL database created from a seeded template (the run's cb_template unless
 * given; template0 when empty), and a function that drops it.
 */
export async function createTestDatabase(
  opts: { empty?: boolean; adminUrl?: string; template?: string } = {},
): Promise<{ databaseUrl: string; drop(): Promise<void> }> {
  const adminUrl = opts.adminUrl ?? (await postgresAdminUrl());
  const name = `cb_${randomUUID().replace(/-/g, '').slice(0, 16)}`;
  await adminQuery(adminUrl, `CREATE DATABASE ${name} TEMPLATE ${opts.empty ? 'template0' : (opts.template ?? TEMPLATE_DB)}`);
  return {
    databaseUrl: withDatabase(adminUrl, name),
    drop: () => adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}

export interface ServerData {
  /** The environment that points a server process (spawnServer) at the data. */
  env: Record<string, string>;
  /** Opens the data in this process (only while no server process runs on a PGlite folder). */
  open(): Promise<Db>;
  /** Removes the data. */
  remove(): Promise<void>;
}

/** Fresh data of the database under test for server processes: a PGlite folder or a PostgreSQL database, seeded (at `clock`, else at real time). */
export async function serverData(database: TestDatabase = defaultTestDatabase(), clock?: string): Promise<ServerData> {
  if (database === 'postgres') {
    const { databaseUrl, drop } = await createTestDatabase(await postgresTemplate(clock));
    return { env: { DATABASE_URL: databaseUrl }, open: () => openPostgres(databaseUrl, 2), remove: drop };
  }
  const dataDir = await copyPgliteTemplate(clock);
  return {
    env: { DATA_DIR: dataDir, DATABASE_URL: '' },
    open: () => openPglite(dataDir),
    remove: async () => fs.rmSync(dataDir, { recursive: true, force: true }),
  };
}

export async function startTestServer(opts: TestServerOptions = {}): Promise<TestServer> {
  const { database = defaultTestDatabase(), ...given } = opts;
  // Tests change rows and read them back at once: no catalogue cache unless asked for. A test
  // server runs in test mode (/dev aids, token/{mobile}) unless asked otherwise, and every test
  // asks for its SMS codes from 127.0.0.1.
  const rest = { catalogueCacheMs: 0, testMode: true, ...TEST_SMS_LIMITS, ...TEST_FAIR_SHARE, ...given };
  if (database === 'pglite') {
    const dataDir = await copyPgliteTemplate();
    const server = await startServer({ ...rest, dataDir, databaseUrl: undefined, port: 0, host: '127.0.0.1' }).catch((err) => {
      fs.rmSync(dataDir, { recursive: true, force: true });
      throw err;
    });
    return {
      ...server,
      database,
      dataDir,
      databaseUrl: undefined,
      async close() {
        await server.close();
        fs.rmSync(dataDir, { recursive: true, force: true });
      },
    };
  }

  const { databaseUrl, drop } = await createTestDatabase();
  const server = await startServer({ ...rest, databaseUrl, port: 0, host: '127.0.0.1' });
  return {
    ...server,
    database,
    dataDir: undefined,
    databaseUrl,
    async close() {
      await server.close();
      await drop();
    },
  };
}
