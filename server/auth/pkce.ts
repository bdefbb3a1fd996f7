// PKCE (RFC 7636) for the development one-account provider: S256 only.
import { createHash } from 'node:crypto';

/** RFC 7636 §4.1: 43–128 characters of [A-Z a-z 0-9 - . _ ~]. */
export const isValidVerifier = (v: unknown): v is string => typeof v === 'string' && /^[A-Za-z0-9\-._~]{43,128}$/.test(v);

/** RFC 7636 §4.6: BASE64URL-ENCODE(SHA256(ASCII(code_verifier))), no padding. */
export const s256 = (verifier: string) => createHash('sha256').update(verifier, 'ascii').digest('base64url');

/** A challenge is 43 base64url characters (a SHA-256 digest). */
export const isValidChallenge = (c: unknown): c is string => typeof c === 'string' && /^[A-Za-z0-9\-_]{43}$/.test(c);
