// Starts the whole server in-process: database (PGlite or PostgreSQL), migrations, seed on
// an empty database, the Hono app on @hono/node-server, and background tasks.
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import type { Hono } from 'hono';
import { createApp, routeModules, type RouteModule } from './app.ts';
import type { Clock } from './clock.ts';
import { sharedClock } from './clock-origin.ts';
import { readConfig, type Config } from './config.ts';
import type { AppDeps, AppEnv } from './deps.ts';
import { migrate } from './db/migrate.ts';
import { openDb } from './db/open.ts';
import type { Db } from './db/types.ts';
import { t } from './i18n/messages.ts';
import { seedIfEmpty } from './seed/run.ts';
import { queueSimulation } from './queue/simulation.ts';

/** A task that runs beside the server (the queue simulation); returns its stop function. */
export type BackgroundTask = (deps: AppDeps) => (() => void | Promise<void>) | void;

/** Background tasks started with every server; one line each. */
export const backgroundTasks: BackgroundTask[] = [queueSimulation];

export interface StartOptions extends Partial<Omit<Config, 'clockStart'>> {
  /** ISO instant the clock starts at (CLOCK), or a ready clock. */
  clock?: string | Clock;
  /** Route modules instead of the default list (tests of the app shell). */
  routes?: RouteModule[];
  /** Skip the background tasks (tests that drive the queue by hand). */
  background?: boolean;
  /** Skip seeding an empty database. */
  seed?: boolean;
}

export interface RunningServer {
  url: string;
  port: number;
  db: Db;
  clock: Clock;
  deps: AppDeps;
  app: Hono<AppEnv>;
  close(): Promise<void>;
}

export async function startServer(opts: StartOptions = {}): Promise<RunningServer> {
  const { clock: clockOpt, routes, background, seed, ...overrides } = opts;
  const base = readConfig();
  const config: Config = { ...base, ...stripUndefined(overrides) };
  if (typeof clockOpt === 'string') config.clockStart = clockOpt;

  const db = await openDb(config);
  let clock: Clock;
  try {
    await migrate(db);
    // A CLOCK starts where other processes over this database have it (server/clock-origin.ts).
    clock = clockOpt !== undefined && typeof clockOpt !== 'string' ? clockOpt : await sharedClock(db, config.clockStart);
    if (seed !== false) await seedIfEmpty(db, clock);
  } catch (err) {
    await db.close().catch(() => undefined);
    throw err;
  }

  const deps: AppDeps = { db, clock, config, t };
  const app = createApp(deps, routes ?? routeModules);
  const stops = background === false ? [] : backgroundTasks.map((task) => task(deps)).filter((s) => typeof s === 'function');

  const server = await new Promise<ReturnType<typeof serve>>((resolve, reject) => {
    const s = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, () => resolve(s));
    s.once('error', reject);
  });
  const port = (server.address() as AddressInfo).port;
  const host = config.host.includes(':') ? `[${config.host}]` : config.host;

  let closing: Promise<void> | undefined;
  const close = () =>
    (closing ??= (async () => {
      for (const stop of stops) await stop();
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        // Keep-alive sockets (autocannon, browsers) would hold close() open forever.
        (server as unknown as { closeAllConnections?: () => void }).closeAllConnections?.();
      });
      await db.close();
    })());

  return { url: `http://${host}:${port}`, port, db, clock, deps, app, close };
}

function stripUndefined<T extends object>(o: T): Partial<T> {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as Partial<T>;
}
