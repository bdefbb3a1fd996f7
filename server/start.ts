// Starts the whole server in-process: database (PGlite or PostgreSQL), migrations, seed on
// an empty database, the Hono app on @hono/node-server, and background tasks.
import type { Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import type { Hono } from 'hono';
import { areas as allAreas, createApp, type Area } from './app.ts';
import { chooseSmsSender } from './auth/sms-sender.ts';
import type { Clock } from './clock.ts';
import { sharedClock } from './clock-origin.ts';
import { readConfig, type Config } from './config.ts';
import type { AppDeps, AppEnv } from './deps.ts';
import { migrate } from './db/migrate.ts';
import { openDb } from './db/open.ts';
import { pgliteHousekeeping } from './db/pglite-housekeeping.ts';
import type { Db } from './db/types.ts';
import { seedIfEmpty } from './seed/run.ts';
import { queueSimulation } from './queue/simulation.ts';
import { retentionPurge } from './retention.ts';

/**
 * How long an idle keep-alive connection stays open: longer than the idle timeout of load
 * balancers and HTTP clients (60 s for the common ones; undici takes the server's hint less one
 * second), so the client side closes first and never sends a request on a connection the server
 * is closing (ECONNRESET, a load balancer's 502). A shutdown closes idle connections at once.
 */
const KEEP_ALIVE_MS = 65_000;
const REQUEST_TIMEOUT_MS = 15_000;

/** A task that runs beside the server (the queue simulation); returns its stop function. */
export type BackgroundTask = (deps: AppDeps) => (() => void | Promise<void>) | void;

/** Background tasks started with every server; one line each. */
export const backgroundTasks: BackgroundTask[] = [queueSimulation, retentionPurge, pgliteHousekeeping];

export interface StartOptions extends Partial<Omit<Config, 'clockStart'>> {
  /** ISO instant the clock starts at (CLOCK), or a ready clock. */
  clock?: string | Clock;
  /** Areas instead of the default list (tests of the app shell add their own). */
  areas?: Area[];
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
  /**
   * Shuts down (SIGTERM): takes no new connection or request, lets the requests in flight finish
   * (cut after config.shutdownGraceMs), then stops the background tasks and closes the database.
   */
  close(): Promise<void>;
}

export async function startServer(opts: StartOptions = {}): Promise<RunningServer> {
  const { clock: clockOpt, areas, background, seed, ...overrides } = opts;
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

  let stopping = false;
  const deps: AppDeps = { db, clock, config, smsSender: chooseSmsSender(config, db, clock), stopping: () => stopping };
  const app = createApp(deps, areas ?? allAreas);
  const stops = background === false ? [] : backgroundTasks.map((task) => task(deps)).filter((s) => typeof s === 'function');

  // Plain HTTP/1.1 (no createServer option given): a node:http Server.
  const server = await new Promise<Server>((resolve, reject) => {
    const s = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, () => resolve(s as Server));
    s.once('error', reject);
  });
  server.keepAliveTimeout = KEEP_ALIVE_MS;
  // A request's headers must be in within 15 s, and the whole request within 15 s (Node's
  // default is 300 s): a client that trickles holds a connection that long at most
  // (docs/abuse-resistance.md "Slow clients").
  server.headersTimeout = REQUEST_TIMEOUT_MS;
  server.requestTimeout = REQUEST_TIMEOUT_MS;
  const port = (server.address() as AddressInfo).port;
  const host = config.host.includes(':') ? `[${config.host}]` : config.host;

  // The answers being made, so that a shutdown can close each keep-alive connection once its
  // answer is out rather than wait for the client to hang up.
  const inFlight = new Set<ServerResponse>();
  server.on('request', (_req, res: ServerResponse) => {
    inFlight.add(res);
    if (stopping) res.shouldKeepAlive = false;
    res.once('close', () => {
      inFlight.delete(res);
      if (stopping) setImmediate(() => server.closeIdleConnections());
    });
  });

  let closing: Promise<void> | undefined;
  const close = () =>
    (closing ??= (async () => {
      stopping = true;
      for (const res of inFlight) if (!res.headersSent) res.shouldKeepAlive = false;
      // close() stops listening and, when the last connection has ended, calls back; idle
      // keep-alive connections are closed now, busy ones after their answer (above).
      const drained = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeIdleConnections();
      const cut = setTimeout(() => {
        console.error(`shutdown: ${inFlight.size} request(s) still running after ${config.shutdownGraceMs} ms; closing their connections`);
        server.closeAllConnections();
      }, config.shutdownGraceMs);
      await drained;
      clearTimeout(cut);
      for (const stop of stops) await stop();
      await db.close();
    })());

  return { url: `http://${host}:${port}`, port, db, clock, deps, app, close };
}

function stripUndefined<T extends object>(o: T): Partial<T> {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as Partial<T>;
}
