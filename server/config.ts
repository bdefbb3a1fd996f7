// The server's settings, read once from the environment (the process contract of
// /tmp/contracts.md: PORT, HOST, DATA_DIR, DATABASE_URL, CLOCK, QUEUE_TICK_MS, NODE_ENV).
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export interface Config {
  port: number;
  host: string;
  /** PGlite's data folder; ignored when databaseUrl is set. */
  dataDir: string;
  databaseUrl: string | undefined;
  /** ISO instant the server clock starts at; real time when absent. */
  clockStart: string | undefined;
  queueTickMs: number;
  /** How long a process reuses a catalogue answer (CATALOGUE_CACHE_MS; 0 turns it off). */
  catalogueCacheMs: number;
  production: boolean;
  /** On SIGTERM, how long requests in flight may take to finish before their connections are cut (SHUTDOWN_GRACE_MS). */
  shutdownGraceMs: number;
  /** The checkout root: demo/ and dist/ are served from here. */
  rootDir: string;
}

export const ROOT_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function intOr(value: string | undefined, fallback: number): number {
  if (value === undefined || value.trim() === '') return fallback;
  const n = Number(value);
  return Number.isInteger(n) && n >= 0 ? n : fallback;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): Config {
  return {
    port: intOr(env.PORT, 8080),
    host: env.HOST?.trim() || '127.0.0.1',
    dataDir: path.resolve(env.DATA_DIR?.trim() || path.join(ROOT_DIR, '.data')),
    databaseUrl: env.DATABASE_URL?.trim() || undefined,
    clockStart: env.CLOCK?.trim() || undefined,
    queueTickMs: intOr(env.QUEUE_TICK_MS, 15_000),
    catalogueCacheMs: intOr(env.CATALOGUE_CACHE_MS, 2_000),
    production: env.NODE_ENV === 'production',
    shutdownGraceMs: intOr(env.SHUTDOWN_GRACE_MS, 10_000),
    rootDir: ROOT_DIR,
  };
}
