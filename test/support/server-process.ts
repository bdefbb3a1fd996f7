// Starts the real reference server as a child process (as `npm start` does, without the build,
// in test mode) on a free loopback port with a fresh data folder, and stops it after. The folder
// is a copy of the template seeded at the journey's clock, made by the one template copier and
// the process by the one spawner the server tests use too (server/test-support/), since seeding
// for every test file would dominate the suite.
import { rmSync } from 'node:fs';
import { spawnServer, type ServerProcess } from '../../server/test-support/server-process.ts';
import { copyPgliteTemplate } from '../../server/test-support/test-server.ts';

export interface RunningServer {
  url: string;
  dataDir: string;
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
  dataDir?: string;
  /**
   * Runs on the fresh copy of the seeded data before the server opens it: a journey's own state
   * of things (a queue that is full, one with no counter open), without touching the seed others
   * rely on.
   */
  prepare?: (dataDir: string) => Promise<void>;
}

function launch(dataDir: string, options: ServerOptions): Promise<ServerProcess> {
  // Strict contract (docs/strict-contract.md): each journey shows its screens working on what the
  // API contract gives, not on the reference server's extensions; a journey's env may say otherwise.
  return spawnServer({ DATA_DIR: dataDir, DATABASE_URL: '', API_CONTRACT: 'strict', ...(options.clock ? { CLOCK: options.clock } : {}), ...options.env }, 120_000);
}

export async function startServer(options: ServerOptions = {}): Promise<RestartableServer> {
  const dataDir = options.dataDir ?? (await copyPgliteTemplate(options.clock));
  await options.prepare?.(dataDir);
  let server = await launch(dataDir, options);
  const port = new URL(server.url).port;
  return {
    url: server.url,
    dataDir,
    restart: async (clock) => {
      await server.stop();
      server = await launch(dataDir, { ...options, clock, env: { ...options.env, PORT: port } });
    },
    stop: async (signal) => {
      await server.stop(signal);
      if (!options.dataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
