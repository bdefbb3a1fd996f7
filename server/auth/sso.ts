// The development one-account provider (a stand-in for the real sign-on, so the flow runs end
// to end without it): authorization code + PKCE S256 only, the redirect URI matched exactly
// (at authorize against the registered ones, at the token exchange against the one the code
// was issued for), single-use codes valid 60 s, the state handed back exactly as given. Codes
// are stored hashed; spending one is an atomic UPDATE.
import { createHash, randomBytes } from 'node:crypto';
import type { Clock } from '../clock.ts';
import type { Db } from '../db/types.ts';
import { isValidChallenge, isValidVerifier, s256 } from './pkce.ts';

const SSO_CODE_TTL_SECONDS = 60;

const hash = (code: string) => createHash('sha256').update(code).digest('hex');

export interface AuthorizeRequest {
  clientId: string;
  redirectUri: string;
  /** response_type, or for clients that send grant_type=authorization_code instead, 'code'. */
  responseType: string;
  codeChallenge: string;
  codeChallengeMethod: string;
  state: string | undefined;
}

export type AuthorizeProblem = { redirect: false; reason: string } | { redirect: true; error: string; reason: string };

/**
 * A redirect URI is registered when it is an http(s) URL without fragment on the server's own
 * origin, or listed in SSO_REDIRECT_URIS (comma-separated, exact strings).
 */
function isRegisteredRedirect(uri: string, serverOrigin: string): boolean {
  const listed = (process.env.SSO_REDIRECT_URIS ?? '').split(',').map((s) => s.trim()).filter(Boolean);
  if (listed.includes(uri)) return true;
  let url: URL;
  try {
    url = new URL(uri);
  } catch {
    return false;
  }
  return (url.protocol === 'http:' || url.protocol === 'https:') && url.hash === '' && !uri.includes('#') && url.origin === serverOrigin;
}

/** What is wrong with an authorize request; a bad client or redirect URI must never be redirected to. */
export function checkAuthorize(req: AuthorizeRequest, serverOrigin: string): AuthorizeProblem | undefined {
  // Any well-formed client id is accepted (the widget is a public client): PKCE and the exact
  // redirect URI are what bind a code to the page that asked for it.
  if (!/^[\w.-]{1,100}$/.test(req.clientId)) return { redirect: false, reason: 'client_id is missing or malformed' };
  if (!req.redirectUri || !isRegisteredRedirect(req.redirectUri, serverOrigin)) return { redirect: false, reason: 'redirect_uri is not registered' };
  if (req.responseType !== 'code') return { redirect: true, error: 'unsupported_response_type', reason: 'response_type must be code' };
  if (req.codeChallengeMethod !== 'S256') return { redirect: true, error: 'invalid_request', reason: 'code_challenge_method must be S256' };
  if (!isValidChallenge(req.codeChallenge)) return { redirect: true, error: 'invalid_request', reason: 'code_challenge is missing or malformed' };
  return undefined;
}

/** Where the browser goes next: the redirect URI with code (or error) and the state as given. */
export function redirectWith(redirectUri: string, params: Record<string, string | undefined>): string {
  const url = new URL(redirectUri);
  for (const [k, v] of Object.entries(params)) if (v !== undefined) url.searchParams.set(k, v);
  return url.toString();
}

export async function issueCode(db: Db, clock: Clock, euid: string, req: AuthorizeRequest): Promise<string> {
  const code = randomBytes(24).toString('base64url');
  await db.query(
    `INSERT INTO sso_codes (code_hash, euid, client_id, redirect_uri, code_challenge, expires_at) VALUES ($1, $2, $3, $4, $5, $6)`,
    [hash(code), euid, req.clientId, req.redirectUri, req.codeChallenge, new Date(clock.now().getTime() + SSO_CODE_TTL_SECONDS * 1000)],
  );
  return code;
}

export type ExchangeResult = { ok: true; euid: string } | { ok: false; reason: string };

/**
 * Spends a code (first come, first served: a second exchange of the same code fails even when
 * the first one failed on its verifier) and checks expiry, redirect URI and verifier.
 */
export async function exchangeCode(db: Db, clock: Clock, code: unknown, url: unknown, verifier: unknown): Promise<ExchangeResult> {
  if (typeof code !== 'string' || code.length === 0 || code.length > 200) return { ok: false, reason: 'code' };
  const [row] = await db.query<{ euid: string; redirect_uri: string; code_challenge: string; expires_at: Date }>(
    `UPDATE sso_codes SET used_at = $2 WHERE code_hash = $1 AND used_at IS NULL
     RETURNING euid, redirect_uri, code_challenge, expires_at`,
    [hash(code), clock.now()],
  );
  if (!row) return { ok: false, reason: 'code' };
  if (new Date(row.expires_at).getTime() <= clock.now().getTime()) return { ok: false, reason: 'expired' };
  if (typeof url !== 'string' || url !== row.redirect_uri) return { ok: false, reason: 'redirect_uri' };
  if (!isValidVerifier(verifier) || s256(verifier) !== row.code_challenge) return { ok: false, reason: 'code_verifier' };
  return { ok: true, euid: row.euid };
}
