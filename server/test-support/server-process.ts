// The one server spawner of the tests, the journeys and the bench: runs `server/main.ts` as a
// real child process (one node process: the run's bundle of it, or tsx as a loader; either way
// a SIGKILL hits the server itself)
// and resolves once it prints its listening line. It runs in test mode (TEST_MODE=1) unless the
// caller's env says otherwise (TEST_MODE: undefined leaves it out, as a deployment would).
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ROOT_DIR } from '../config.ts';

/**
 * Tests ask for many codes, and type some wrong, from one address (127.0.0.1) and to numbers
 * that share their first digits: high but real limits. The tests of the limits set their own.
 */
export const TEST_SMS_LIMITS = {
  smsCodesPerAddressPerHour: 1000,
  smsWrongCodesPerAddressPerHour: 1000,
  smsPerPrefixPerHour: 10_000,
  smsPerHour: 100_000,
  // The proof-of-work rules likewise: the tests of the challenge, and its journey, set their own.
  challengeCodesPerAddressPerHour: 100_000,
  challengeSmsPerHour: 1_000_000,
  challengeWrongCodes: 100_000,
};
/**
 * Load tests book many times a day for one citizen: the fair-share limits out of the way. The
 * tests of the limits, and the journey that shows one, set their own.
 */
export const TEST_FAIR_SHARE = { citizenBookingsPerServicePerDay: 10_000, citizenTicketsPerQueue: 10_000 };
const TEST_LIMITS_ENV = {
  CITIZEN_BOOKINGS_PER_SERVICE_PER_DAY: String(TEST_FAIR_SHARE.citizenBookingsPerServicePerDay),
  CITIZEN_TICKETS_PER_QUEUE: String(TEST_FAIR_SHARE.citizenTicketsPerQueue),
  SMS_CODES_PER_ADDRESS_PER_HOUR: String(TEST_SMS_LIMITS.smsCodesPerAddressPerHour),
  SMS_WRONG_CODES_PER_ADDRESS_PER_HOUR: String(TEST_SMS_LIMITS.smsWrongCodesPerAddressPerHour),
  SMS_PER_PREFIX_PER_HOUR: String(TEST_SMS_LIMITS.smsPerPrefixPerHour),
  SMS_PER_HOUR: String(TEST_SMS_LIMITS.smsPerHour),
  CHALLENGE_CODES_PER_ADDRESS_PER_HOUR: String(TEST_SMS_LIMITS.challengeCodesPerAddressPerHour),
  CHALLENGE_SMS_PER_HOUR: String(TEST_SMS_LIMITS.challengeSmsPerHour),
  CHALLENGE_WRONG_CODES: String(TEST_SMS_LIMITS.challengeWrongCodes),
};

/** Where a run's globalSetup leaves its bundle of the server (server-bundle.ts). */
export const SERVER_BUNDLE_ENV = 'CB_SERVER_BUNDLE';

/** How long stop() lets a server take to exit before it kills it. */
const STOP_GUARD_MS = 60_000;

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  /** Everything the process printed so far. */
  output(): string;
  /** SIGTERM (or the given signal) and wait for the exit. */
  stop(signal?: NodeJS.Signals): Promise<void>;
}

/** `args` go to server/main.ts (`--production` is the start of `npm run serve`). */
export function spawnServer(env: Record<string, string | undefined>, timeoutMs = 90_000, args: string[] = []): Promise<ServerProcess> {
  // CB_SERVER_NODE_FLAGS adds node flags to the server only (e.g. "--cpu-prof --cpu-prof-dir=/tmp/p"),
  // which NODE_OPTIONS refuses for some flags and would apply to the load generator too.
  const extra = (process.env.CB_SERVER_NODE_FLAGS ?? '').split(/\s+/).filter(Boolean);
  // The run's bundle of the server when its globalSetup built one (server-bundle.ts), else tsx.
  const bundle = process.env[SERVER_BUNDLE_ENV];
  const main = bundle && fs.existsSync(bundle) ? [bundle] : ['--import', 'tsx', path.join(ROOT_DIR, 'server/main.ts')];
  const child = spawn(process.execPath, [...extra, ...main, ...args], {
    cwd: ROOT_DIR,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', TEST_MODE: '1', ...TEST_LIMITS_ENV, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => { // wall clock: a guard, not a wait (a server that never starts fails)
      child.kill('SIGKILL');
      reject(new Error(`server did not start in ${timeoutMs} ms:\n${out}`));
    }, timeoutMs);
    const onData = (chunk: Buffer) => {
      out += chunk.toString();
      const match = /civic-booking listening on (http:\/\/\S+)/.exec(out);
      if (match) {
        clearTimeout(timer);
        resolve({
          url: match[1]!,
          child,
          output: () => out,
          async stop(signal = 'SIGTERM') {
            if (child.exitCode === null && child.signalCode === null) child.kill(signal);
            // Wall clock: a guard, not a wait. A server that does not stop is killed, so that a
            // failed test never leaves a process running on after the run (one once ran 45 minutes).
            const guard = setTimeout(() => {
              out += `\n[test] no exit ${STOP_GUARD_MS} ms after ${signal}: SIGKILL\n`;
              child.kill('SIGKILL');
            }, STOP_GUARD_MS);
            await exited.finally(() => clearTimeout(guard));
          },
        });
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited (${code}) before listening:\n${out}`));
    });
  });
}
