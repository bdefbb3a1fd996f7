// The server's settings, read once from the environment (PORT, HOST, DATA_DIR, DATABASE_URL,
// CLOCK, QUEUE_TICK_MS, CATALOGUE_CACHE_MS, TEST_MODE, TRUST_PROXY, SMS_CODES_PER_ADDRESS_PER_HOUR, API_CONTRACT;
// the README's "Reference server settings" describes each). Everything a deployment must not
// have is off unless switched on by name.
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
  /**
   * TEST_MODE=1: the development aids (/dev routes, GET token/{mobile}, the SMS outbox and its
   * console line). Set by `npm start`, `npm run dev` and the tests; never on by default.
   */
  testMode: boolean;
  /**
   * API_CONTRACT=strict: every answer of a contract call carries exactly the fields the API
   * contract names (server/contract/), none of the reference server's extensions.
   */
  strictContract: boolean;
  /** TRUST_PROXY=1: the client address is the last one X-Forwarded-For names (one proxy in front). */
  trustProxy: boolean;
  /** At most this many SMS codes per hour per client address (SMS_CODES_PER_ADDRESS_PER_HOUR). */
  smsCodesPerAddressPerHour: number;
  /** On SIGTERM, how long requests in flight may take to finish before their connections are cut (SHUTDOWN_GRACE_MS). */
  shutdownGraceMs: number;
  /** The checkout root: demo/ and dist/ are served from here. */
  rootDir: string;
}

/**
 * Codes one client address may ask for in an hour: a family or an office behind one address
 * asks for a few, a script walking through numbers asks for thousands.
 */
const SMS_CODES_PER_ADDRESS_PER_HOUR = 30;

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
    testMode: env.TEST_MODE?.trim() === '1',
    trustProxy: env.TRUST_PROXY?.trim() === '1',
    strictContract: env.API_CONTRACT?.trim() === 'strict',
    smsCodesPerAddressPerHour: intOr(env.SMS_CODES_PER_ADDRESS_PER_HOUR, SMS_CODES_PER_ADDRESS_PER_HOUR),
    shutdownGraceMs: intOr(env.SHUTDOWN_GRACE_MS, 10_000),
    rootDir: ROOT_DIR,
  };
}
