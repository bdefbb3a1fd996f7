// Starts the real reference server as a child process (as `npm start` does, without the build,
// in test mode) on a free loopback port with fresh data, and stops it after. The data is a copy
// of the template seeded at the journey's clock (a PostgreSQL database, or a PGlite folder: see
// e2e-global-setup.ts), made by the one template copier and the process by the one spawner the
// server tests use too (server/test-support/), since seeding for every test file would dominate
// the suite.
import type { Db } from '../../server/db/types.ts';
import { spawnServer, type ServerProcess } from '../../server/test-support/server-process.ts';
import { serverData } from '../../server/test-support/test-server.ts';
import { e2eDatabase } from './e2e-global-setup.ts';

export interface RunningServer {
  url: string;
  stop(signal?: NodeJS.Signals): Promise<void>;
}

export interface RestartableServer extends RunningServer {
  /**
   * Stops the server and starts it again on the same data and port, its clock at `clock`: the
   * same server minutes later for the page that uses it (an SMS code that has expired meanwhile).
   */
  restart(clock: string): Promise<void>;
}

export interface ServerOptions {
  /** ISO instant the server clock starts at (see server/clock.ts). */
  clock?: string;
  env?: Record<string, string>;
  /**
   * Runs on the fresh copy of the seeded data before the server opens it: a journey's own state
   * of things (a queue that is full, one with no counter open), without touching the seed others
   * rely on.
   */
  prepare?: (db: Db) => Promise<void>;
}

function launch(dataEnv: Record<string, string>, options: ServerOptions): Promise<ServerProcess> {
  // Strict contract (docs/strict-contract.md): each journey shows its screens working on what the
  // API contract gives, not on the reference server's extensions; a journey's env may say otherwise.
  return spawnServer({ ...dataEnv, API_CONTRACT: 'strict', ...(options.clock ? { CLOCK: options.clock } : {}), ...options.env }, 120_000);
}

export async function startServer(options: ServerOptions = {}): Promise<RestartableServer> {
  const data = await serverData(e2eDatabase(), options.clock);
  if (options.prepare) {
    const db = await data.open();
    try {
      await options.prepare(db);
    } finally {
      await db.close();
    }
  }
  let server = await launch(data.env, options);
  const port = new URL(server.url).port;
  return {
    url: server.url,
    restart: async (clock) => {
      await server.stop();
      server = await launch(data.env, { ...options, clock, env: { ...options.env, PORT: port } });
    },
    stop: async (signal) => {
      await server.stop(signal);
      await data.remove();
    },
  };
}
