// The one-account redirect and return as URLs (docs/behaviour/7-api.md (One-account redirect) "The redirect to the account provider
// sends client id, scope profile, redirect URI, grant type, account type personal, a SHA-256 code
// challenge with its method, and a state"). The element's `login-url` is the provider's authorize
// endpoint; the redirect URI is the page itself, without query and hash (a provider matches it
// exactly, and a fragment is not allowed in one: RFC 6749 §3.1.2). On return the code and state
// leave the link, and the link's own parameters come back. For an OpenID Connect provider the
// login-url names its scope (`scope=openid …`), which is kept, and the request then carries the
// nonce derived from the verifier (src/common/login-nonce.ts), which the server checks in the ID token.
import { OAUTH_PARAMS } from './login-state.ts';
import { CODE_CHALLENGE_METHOD } from './pkce.ts';
import { TEST_MOBILE_PARAM } from './startup-link.ts';
import { pageWebUrl } from './web-link.ts';

/** The client id sent when the login-url names none (the reference server's development provider's). */
const DEFAULT_CLIENT_ID = 'civic-booking';
/** The scope sent when the login-url names none (docs/behaviour/7-api.md: "scope profile"). */
const DEFAULT_SCOPE = 'profile';

export interface AuthorizeParams {
  redirectUri: string;
  codeChallenge: string;
  state: string;
  /** Sent only when the scope asks for OpenID Connect (`openid`). */
  nonce: string;
}

const isOpenIdScope = (scope: string) => scope.split(' ').includes('openid');

/** The page's own address without query and hash: where the provider sends the citizen back. */
export function redirectUriOf(pageUrl: string): string {
  const url = new URL(pageUrl);
  url.search = '';
  url.hash = '';
  return url.href;
}

/**
 * The provider's authorize address with the request's parameters, or null when there is no
 * login-url or it is not a web address once resolved against the page (javascript: would run in
 * the host page). The login-url's own parameters stay (a client_id, a scope, a tenant); the
 * protocol's are ours and replace any of the same name.
 */
export function authorizeUrl(loginUrl: string | null | undefined, pageUrl: string, request: AuthorizeParams): string | null {
  const url = pageWebUrl(loginUrl, pageUrl);
  if (!url) return null;
  const query = url.searchParams;
  if (!query.get('client_id')?.trim()) query.set('client_id', DEFAULT_CLIENT_ID);
  if (!query.get('scope')?.trim()) query.set('scope', DEFAULT_SCOPE);
  query.set('redirect_uri', request.redirectUri);
  query.set('response_type', 'code');
  query.set('grant_type', 'authorization_code');
  query.set('account_type', 'personal');
  query.set('code_challenge', request.codeChallenge);
  query.set('code_challenge_method', CODE_CHALLENGE_METHOD);
  query.set('state', request.state);
  if (isOpenIdScope(query.get('scope') ?? '')) query.set('nonce', request.nonce);
  else query.delete('nonce');
  return url.href;
}

/**
 * The page's address once the provider's answer is dealt with: OAuth's parameters (code, state,
 * error…) and the test-mode suffix removed; with `restored`, the link parameters the state
 * carried set again. Its hash stays.
 */
export function linkAfterLogin(pageUrl: string, restored: Readonly<Record<string, string>> | null = null): string {
  const url = new URL(pageUrl);
  for (const name of [...OAUTH_PARAMS, TEST_MOBILE_PARAM]) url.searchParams.delete(name);
  if (restored) for (const [name, value] of Object.entries(restored)) url.searchParams.set(name, value);
  return url.href;
}
