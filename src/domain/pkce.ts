// PKCE for the one-account login (RFC 7636, docs/behaviour/7-api.md (One-account redirect): "The code verifier is 32 random bytes"):
// the verifier is 32 bytes from Web Crypto written base64url (43 characters, within §4.1's
// 43-128 of [A-Za-z0-9-._~]); the challenge is BASE64URL(SHA-256(verifier)), method S256.
// The random source is a parameter so that tests can pin it (RFC 7636 appendix B).
import { base64url } from '../common/base64url.ts';

export type RandomBytes = (length: number) => Uint8Array;

export const webRandomBytes: RandomBytes = (length) => globalThis.crypto.getRandomValues(new Uint8Array(length));

export const CODE_CHALLENGE_METHOD = 'S256';

export function createCodeVerifier(random: RandomBytes = webRandomBytes): string {
  return base64url(random(32));
}

export async function codeChallenge(verifier: string): Promise<string> {
  // The verifier is ASCII by construction, so UTF-8 encoding is its ASCII bytes.
  const digest = await globalThis.crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier));
  return base64url(new Uint8Array(digest));
}
