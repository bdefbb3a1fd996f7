// A throwaway PostgreSQL 15 cluster for tests: initdb into a temporary folder owned by the
// `postgres` user (the server refuses to run as root), started with pg_ctl on a free
// loopback port. Returns its DATABASE_URL, halt and resume (PostgreSQL going away and coming
// back on the same data and port), and a stop function that removes everything.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export interface ThrowawayPostgres {
  /** postgres://postgres@127.0.0.1:PORT/postgres */
  url: string;
  port: number;
  /** A URL for another database on the same cluster. */
  urlFor(database: string): string;
  /**
   * Stops PostgreSQL as a restart does (fast shutdown: every connection cut), keeping its data.
   * Not an immediate (crash) shutdown: with this cluster's synchronous_commit=off a crash may
   * lose the last acknowledged commits, by PostgreSQL's design.
   */
  halt(): void;
  /** Starts it again after halt, on the same data and port; returns once it accepts connections. */
  resume(): void;
  stop(): Promise<void>;
}

function findPostgresBin(): string {
  try {
    const dir = execFileSync('pg_config', ['--bindir'], { encoding: 'utf8' }).trim();
    if (fs.existsSync(path.join(dir, 'pg_ctl'))) return dir;
  } catch {
    // pg_config missing or from a client-only package: look in Debian's layout below.
  }
  const base = '/usr/lib/postgresql';
  const versions = fs.existsSync(base) ? fs.readdirSync(base).sort((a, b) => Number(b) - Number(a)) : [];
  for (const v of versions) {
    const dir = path.join(base, v, 'bin');
    if (fs.existsSync(path.join(dir, 'pg_ctl'))) return dir;
  }
  throw new Error('PostgreSQL binaries not found (install Debian\'s postgresql package)');
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

const isRoot = () => typeof process.getuid === 'function' && process.getuid() === 0;

/** Runs a PostgreSQL binary as the postgres user when we are root. */
function runAsPostgres(bin: string, args: string[]) {
  const [cmd, full] = isRoot() ? ['runuser', ['-u', 'postgres', '--', bin, ...args]] : [bin, args];
  return execFileSync(cmd, full, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
}

export async function startPostgres(): Promise<ThrowawayPostgres> {
  const bin = findPostgresBin();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cb-pg-'));
  const dataDir = path.join(dir, 'data');
  fs.mkdirSync(dataDir);
  if (isRoot()) {
    const owner = execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim();
    const group = execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim();
    fs.chownSync(dir, Number(owner), Number(group));
    fs.chownSync(dataDir, Number(owner), Number(group));
  }
  runAsPostgres(path.join(bin, 'initdb'), ['-D', dataDir, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--locale=C', '--no-sync']);
  const port = await freePort();
  const options = [
    `-p ${port}`, '-c listen_addresses=127.0.0.1', `-c unix_socket_directories=${dir}`, '-c fsync=off',
    '-c synchronous_commit=off', '-c full_page_writes=off', '-c max_connections=300', '-c shared_buffers=64MB',
  ].join(' ');
  const start = () =>
    runAsPostgres(path.join(bin, 'pg_ctl'), ['-D', dataDir, '-o', options, '-l', path.join(dir, 'server.log'), '-w', '-t', '60', 'start']);
  const stopWith = (mode: 'fast' | 'immediate') => runAsPostgres(path.join(bin, 'pg_ctl'), ['-D', dataDir, '-m', mode, '-w', 'stop']);
  start();

  const urlFor = (database: string) => `postgres://postgres@127.0.0.1:${port}/${database}`;
  let stopped = false;
  return {
    url: urlFor('postgres'),
    port,
    urlFor,
    halt() {
      stopWith('fast');
    },
    resume() {
      start();
    },
    async stop() {
      if (stopped) return;
      stopped = true;
      try {
        stopWith('immediate');
      } finally {
        fs.rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
