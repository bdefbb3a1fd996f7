// Proof of work (docs/abuse-resistance.md "Proof of work"): when the risk rules say a request
// looks like abuse, the server answers it with an ALTCHA challenge (403, the challenge beside
// code and message) instead of doing it; the widget finds the challenge's number and sends the
// same request again with the solution in the `Altcha` header. A challenge is signed with the
// server's own secret (HMAC), lives CHALLENGE_TTL_SECONDS on the server clock, and its solution
// is spent once. The challenge format is ALTCHA's first one (SHA-256 of salt and number, the
// number below maxnumber): altcha-lib makes and checks it, the widget solves it with Web Crypto.
import { createChallenge, extractParams, verifySolution } from 'altcha-lib/v1';
import type { Challenge, Payload } from 'altcha-lib/v1/types';
import type { Clock } from '../clock.ts';
import type { Db } from '../db/types.ts';
import { challenged, invalid, Refusal } from '../refusal.ts';
import { appSecret } from './app-secret.ts';

/** The header a solution travels in (base64 of ALTCHA's JSON payload). */
export const SOLUTION_HEADER = 'Altcha';
/** How long a challenge may be solved and its solution sent: the widget sends it within seconds. */
const CHALLENGE_TTL_SECONDS = 120;
const ALGORITHM = 'SHA-256';

/** When the risk rules ask for a challenge (docs/abuse-resistance.md "Proof of work"); 0 asks always. */
export interface ChallengeRules {
  /** SMS sent to one client address in the last hour, from which its code requests are challenged. */
  codesPerAddressPerHour: number;
  /** SMS the whole service sent in the last hour, from which every code request is challenged. */
  smsPerHour: number;
  /** Wrong codes of the number (24 h) or of the address (1 h) from which its requests are challenged. */
  wrongCodes: number;
  /** The challenge's difficulty: its number is drawn from 0 to this (about half of it is tried on average). */
  maxNumber: number;
}

/** A request's standing under the rules: passed a challenge, or the refusal that asks for one. */
export interface ProofOfWork {
  rules: ChallengeRules;
  /** The request carried a right solution, now spent. */
  solved: boolean;
  /** 403 with a fresh challenge. */
  challenge(): Promise<Refusal>;
}

function newChallenge(hmacKey: string, clock: Clock, maxNumber: number): Promise<Challenge> {
  return createChallenge({
    algorithm: ALGORITHM,
    hmacKey,
    maxnumber: Math.max(1, maxNumber),
    expires: new Date(clock.now().getTime() + CHALLENGE_TTL_SECONDS * 1000),
  });
}

function decode(header: string): Payload | undefined {
  try {
    const payload = JSON.parse(Buffer.from(header, 'base64').toString('utf8')) as Partial<Payload> | null;
    if (!payload || typeof payload !== 'object') return undefined;
    const { algorithm, challenge, number, salt, signature } = payload;
    const strings = [challenge, salt, signature].every((s) => typeof s === 'string' && s.length > 0 && s.length <= 512);
    if (algorithm !== ALGORITHM || !strings || !Number.isSafeInteger(number) || (number as number) < 0) return undefined;
    return payload as Payload;
  } catch {
    return undefined;
  }
}

/**
 * Checks and spends a solution: 400/601 when it is not one of ours or the number is wrong, 403
 * when it has expired (on the server clock) or was spent before.
 */
async function spendSolution(db: Db, clock: Clock, hmacKey: string, header: string): Promise<void> {
  const payload = decode(header);
  // Expiry is judged on the server clock below, not on the library's (the machine's) time.
  if (!payload || !(await verifySolution(payload, hmacKey, false))) throw invalid('proofOfWorkFailed');
  const expires = Number(extractParams(payload).expires) * 1000;
  if (!Number.isFinite(expires)) throw invalid('proofOfWorkFailed');
  if (expires <= clock.now().getTime()) throw new Refusal(403, 602, 'proofOfWorkExpired');
  const spent = await db.query(
    `INSERT INTO altcha_spent (signature, expires_at) VALUES ($1, $2) ON CONFLICT (signature) DO NOTHING RETURNING 1`,
    [payload.signature, new Date(expires)],
  );
  if (spent.length === 0) throw new Refusal(403, 602, 'proofOfWorkUsed');
}

/**
 * The request's proof of work: its solution (the Altcha header) checked and spent if it has one,
 * and the challenge to answer with when the risk rules ask for one and it has none.
 */
export async function proofOfWork(db: Db, clock: Clock, rules: ChallengeRules, header: string | undefined): Promise<ProofOfWork> {
  // Read before any transaction: a challenge is made inside the SMS decision's, where only crypto runs.
  const hmacKey = await appSecret(db, 'altcha');
  const solution = header?.trim();
  if (solution) await spendSolution(db, clock, hmacKey, solution);
  return {
    rules,
    solved: Boolean(solution),
    challenge: async () => challenged(await newChallenge(hmacKey, clock, rules.maxNumber)),
  };
}
