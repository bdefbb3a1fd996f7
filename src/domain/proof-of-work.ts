// Solving a proof-of-work challenge (docs/abuse-resistance.md "Proof of work"): a server that
// suspects abuse answers with an ALTCHA challenge, and the widget must find the number n,
// 0 ≤ n ≤ maxnumber, whose digest of salt followed by n in decimal is the challenge (hex). Pure:
// the digest is handed in (Web Crypto's in the worker, Node's in the tests), and the solution is
// ALTCHA's payload, which the request then carries in its `Altcha` header.

/** An ALTCHA challenge as the server sends it (its first format: a digest of salt and number). */
export interface AltchaChallenge {
  algorithm: string;
  challenge: string;
  maxnumber: number;
  salt: string;
  signature: string;
}

/** Web Crypto's digest, or anything that answers the same. */
export type Digest = (algorithm: string, data: Uint8Array<ArrayBuffer>) => Promise<ArrayBuffer>;

/** The algorithms ALTCHA names, all of which Web Crypto has. */
const ALGORITHMS = ['SHA-1', 'SHA-256', 'SHA-512'];
/** ALTCHA's own default when a challenge names no maxnumber. */
const DEFAULT_MAX_NUMBER = 1_000_000;
/**
 * Digests asked for at once: Web Crypto answers each asynchronously, so a few in flight keep it
 * busy between answers instead of waiting a round trip per number.
 */
const IN_FLIGHT = 32;

const isHex = (value: unknown): value is string => typeof value === 'string' && value.length % 2 === 0 && /^[0-9a-f]+$/i.test(value);
/** Printable ASCII: what a salt and a signature are, and what btoa can encode. */
const isAscii = (value: unknown): value is string => typeof value === 'string' && /^[\x20-\x7e]*$/.test(value);

/** The challenge a refusal carries (its `altcha` field), or undefined when it carries none we can solve. */
export function challengeOf(body: unknown): AltchaChallenge | undefined {
  const altcha = (body as { altcha?: unknown } | null)?.altcha as Partial<AltchaChallenge> | null | undefined;
  if (!altcha || typeof altcha !== 'object') return undefined;
  const { algorithm, challenge, salt, signature, maxnumber = DEFAULT_MAX_NUMBER } = altcha;
  if (typeof algorithm !== 'string' || !ALGORITHMS.includes(algorithm.toUpperCase())) return undefined;
  if (!isHex(challenge) || !isAscii(salt) || !isAscii(signature)) return undefined;
  if (!Number.isSafeInteger(maxnumber) || maxnumber < 0) return undefined;
  return { algorithm: algorithm.toUpperCase(), challenge: challenge.toLowerCase(), maxnumber, salt, signature };
}

function bytesOfHex(hex: string): Uint8Array {
  const bytes = new Uint8Array(hex.length / 2);
  for (let i = 0; i < bytes.length; i++) bytes[i] = parseInt(hex.slice(i * 2, i * 2 + 2), 16);
  return bytes;
}

function sameBytes(digest: ArrayBuffer, target: Uint8Array): boolean {
  const bytes = new Uint8Array(digest);
  if (bytes.length !== target.length) return false;
  for (let i = 0; i < bytes.length; i++) if (bytes[i] !== target[i]) return false;
  return true;
}

/**
 * The challenge's number, tried from 0 up; null when none up to maxnumber matches (not one of
 * ALTCHA's) or the signal aborted the search.
 */
export async function solveChallenge(challenge: AltchaChallenge, digest: Digest, signal?: AbortSignal): Promise<number | null> {
  const target = bytesOfHex(challenge.challenge);
  const encoder = new TextEncoder();
  for (let start = 0; start <= challenge.maxnumber; start += IN_FLIGHT) {
    if (signal?.aborted) return null;
    const end = Math.min(challenge.maxnumber, start + IN_FLIGHT - 1);
    const numbers = Array.from({ length: end - start + 1 }, (_, i) => start + i);
    const digests = await Promise.all(numbers.map((n) => digest(challenge.algorithm, encoder.encode(challenge.salt + n))));
    const found = digests.findIndex((d) => sameBytes(d, target));
    if (found >= 0) return start + found;
  }
  return null;
}

/** What the request carries once solved: ALTCHA's payload, JSON in base64 (the salt is ASCII, so btoa takes it). */
export function solutionPayload(challenge: AltchaChallenge, number: number): string {
  const { algorithm, salt, signature } = challenge;
  return btoa(JSON.stringify({ algorithm, challenge: challenge.challenge, number, salt, signature }));
}
