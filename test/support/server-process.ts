// Starts the real reference server as a child process (as `npm start` does, without the build,
// in test mode) on a free loopback port with a fresh data folder, and stops it after. The folder is a copy of
// one seeded template per run (made by test/support/e2e-global-setup.ts for the e2e suite, or
// by the first server a script starts), since seeding for every test file would dominate the suite.
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '../..');
const templateDir = join(root, '.tmp', `e2e-template-${process.pid}`);

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

function launch(dataDir: string, options: ServerOptions): Promise<RunningServer> {
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      TEST_MODE: '1',
      // Every test of a run asks for its codes from 127.0.0.1: a high but real limit.
      SMS_CODES_PER_ADDRESS_PER_HOUR: '1000',
      ...(options.clock ? { CLOCK: options.clock } : {}),
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  return new Promise((resolvePromise, reject) => {
    const timer = setTimeout(() => fail(new Error(`server did not start in 120 s:\n${output}`)), 120_000); // wall clock: a guard, not a wait
    const fail = (error: Error) => {
      clearTimeout(timer);
      child.kill('SIGKILL');
      reject(error);
    };
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /civic-booking listening on (http:\/\/\S+)/.exec(output);
      if (!match?.[1]) return;
      clearTimeout(timer);
      child.stdout?.off('data', read);
      const url = match[1].replace(/\/$/, '');
      resolvePromise({
        url,
        dataDir,
        stop: (signal = 'SIGTERM') =>
          new Promise<void>((done) => {
            if (child.exitCode !== null) return done();
            child.once('exit', () => done());
            child.kill(signal);
          }),
      });
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => fail(new Error(`server exited with ${code}:\n${output}`)));
  });
}

/**
 * Seeds a data folder by starting a server on it once, its clock at `clock` (the seed's bookings
 * are laid out from that day). The clock's origin is then cleared: a server started from a copy
 * minutes later begins at `clock` itself instead of running as late as the copy is.
 */
export async function seedTemplate(dir: string, clock: string | undefined): Promise<void> {
  const server = await launch(dir, clock ? { clock } : {});
  await server.stop();
  const { PGlite } = await import('@electric-sql/pglite');
  const db = await PGlite.create(dir);
  await db.query('DELETE FROM clock_origin');
  await db.close();
}

/** The run's template (seeded for the e2e suite's clock) when it fits; else one of this process's. */
async function seededTemplate(options: ServerOptions): Promise<string> {
  const shared = process.env.CB_E2E_TEMPLATE;
  if (shared && existsSync(shared) && options.clock === process.env.CB_E2E_TEMPLATE_CLOCK) return shared;
  if (!existsSync(templateDir)) await seedTemplate(templateDir, options.clock);
  return templateDir;
}

export async function startServer(options: ServerOptions = {}): Promise<RestartableServer> {
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'cb-e2e-'));
  if (!options.dataDir) cpSync(await seededTemplate(options), dataDir, { recursive: true });
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

process.once('exit', () => rmSync(templateDir, { recursive: true, force: true }));
