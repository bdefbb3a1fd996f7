// The OpenID Connect nonce of a one-account login (docs/behaviour/4-states.md (Login)): derived
// from the PKCE verifier, so the widget, which sends the nonce to the provider, and the server,
// which receives the verifier at the exchange, agree on it with no second secret and no session
// on the server. Only the tab that holds the verifier can make an ID token's nonce match: an ID
// token obtained for another login (another verifier) is refused even by a provider that does
// not enforce PKCE. The prefix keeps it apart from the code challenge, SHA-256 of the same
// verifier alone.
import { base64url } from './base64url.ts';

const NONCE_PREFIX = 'civic-booking nonce:';

/** BASE64URL(SHA-256("civic-booking nonce:" + verifier)), 43 characters. */
export async function loginNonce(verifier: string): Promise<string> {
  const digest = await globalThis.crypto.subtle.digest('SHA-256', new TextEncoder().encode(`${NONCE_PREFIX}${verifier}`));
  return base64url(new Uint8Array(digest));
}
