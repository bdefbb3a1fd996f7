// One-account login through an OpenID Connect provider (OIDC_ISSUER; docs/behaviour/4-states.md
// (Login)): the server is the relying party. It finds the provider's endpoints by discovery,
// exchanges the code the widget brought back (with the widget's PKCE verifier and the server's own
// client credentials), validates the ID token (signature, issuer, audience, expiry, and the nonce
// derived from the verifier: src/common/login-nonce.ts) and reads the citizen's claims (the ID
// token's, then the userinfo endpoint's). oauth4webapi does the protocol: an OpenID-certified
// relying party library with no dependencies, whose single steps let the server validate exactly
// what the exchange call carries (a code, not the whole authorization response).
import * as oauth from 'oauth4webapi';
import { loginNonce } from '../../src/common/login-nonce.ts';
import { isLoopback } from '../start-rules.ts';

/** How long one call to the provider may take before the login is answered as unavailable. */
const PROVIDER_TIMEOUT_MS = 10_000;

/** The claim names of docs/behaviour/3-entities.md's profile fields (OIDC_CLAIM_*); '' reads none. */
export interface ClaimNames {
  euid: string;
  name: string;
  nameCn: string;
  mobile: string;
  identityNo: string;
  identityType: string;
  birthdate: string;
}

export interface OidcSettings {
  issuer: string;
  clientId: string;
  /** Absent: a public client (token endpoint auth `none`), PKCE alone binding the code. */
  clientSecret: string | undefined;
  claims: ClaimNames;
}

export type Claims = Record<string, unknown>;

type OidcOutcome =
  | { ok: true; claims: Claims }
  /** refused: the provider or the ID token says no (a code spent or expired, a wrong nonce…); unavailable: the provider could not be asked. */
  | { ok: false; reason: 'refused' | 'unavailable'; detail: string };

export interface RelyingParty {
  exchange(code: string, redirectUri: string, verifier: string): Promise<OidcOutcome>;
}

/** Plain http only towards this machine (a provider run beside the server, in tests). */
export const allowedIssuer = (url: URL) => url.protocol === 'https:' || (url.protocol === 'http:' && isLoopback(url.hostname));

/** Why the login failed, without the claims or tokens a library error may carry. */
function describe(error: unknown): string {
  if (error instanceof oauth.ResponseBodyError) return `${error.error}${error.error_description ? `: ${error.error_description}` : ''} (HTTP ${error.status})`;
  return error instanceof Error ? `${error.name}: ${error.message}` : String(error);
}

/** A provider that did not answer, or answered as broken, is unavailable; anything it or its ID token refused is a refusal. */
function outcomeOf(error: unknown): OidcOutcome {
  const unavailable =
    (error instanceof oauth.ResponseBodyError && error.status >= 500) ||
    (error instanceof oauth.OperationProcessingError && error.code === oauth.RESPONSE_IS_NOT_JSON) ||
    // fetch's own failures (no connection: a TypeError without the library's argument `code`; a timeout).
    (error instanceof TypeError && !('code' in error)) ||
    (error instanceof Error && ['AbortError', 'TimeoutError'].includes(error.name));
  return { ok: false, reason: unavailable ? 'unavailable' : 'refused', detail: describe(error) };
}

export function relyingParty(settings: OidcSettings): RelyingParty {
  const issuer = new URL(settings.issuer);
  const client: oauth.Client = { client_id: settings.clientId };
  const clientAuth = settings.clientSecret ? oauth.ClientSecretBasic(settings.clientSecret) : oauth.None();
  const options = () => ({ signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS), [oauth.allowInsecureRequests]: issuer.protocol === 'http:' });
  // Discovered once per process; a failed discovery is tried again at the next login.
  let discovered: Promise<oauth.AuthorizationServer> | undefined;
  const provider = () =>
    (discovered ??= oauth
      .discoveryRequest(issuer, options())
      .then((response) => oauth.processDiscoveryResponse(issuer, response))
      .catch((error: unknown) => {
        discovered = undefined;
        throw error;
      }));

  async function exchange(code: string, redirectUri: string, verifier: string): Promise<OidcOutcome> {
    let as: oauth.AuthorizationServer;
    try {
      as = await provider();
    } catch (error) {
      return { ok: false, reason: 'unavailable', detail: `discovery: ${describe(error)}` };
    }
    try {
      // The widget received the authorization response and checked its state (it issued it); the
      // server is handed only the code, so the response is rebuilt from it. RFC 9207's `iss` was
      // the widget's to see: a server that knows one provider has no mix-up to detect.
      const callback = oauth.validateAuthResponse({ ...as, authorization_response_iss_parameter_supported: false }, client, new URLSearchParams({ code }), oauth.expectNoState);
      const response = await oauth.authorizationCodeGrantRequest(as, client, clientAuth, callback, redirectUri, verifier, options());
      const tokens = await oauth.processAuthorizationCodeResponse(as, client, response, { expectedNonce: await loginNonce(verifier), requireIdToken: true });
      await verifySignature(as, response);
      const idClaims = oauth.getValidatedIdTokenClaims(tokens)!;
      if (!as.userinfo_endpoint) return { ok: true, claims: { ...idClaims } };
      const userinfo = await oauth.userInfoRequest(as, client, tokens.access_token, options());
      const info = await oauth.processUserInfoResponse(as, client, idClaims.sub, userinfo);
      return { ok: true, claims: { ...idClaims, ...info } };
    } catch (error) {
      return outcomeOf(error);
    }
  }

  /** The ID token's signature against the provider's published keys (jwks_uri, cached by the library per provider). */
  async function verifySignature(as: oauth.AuthorizationServer, response: Response): Promise<void> {
    try {
      await oauth.validateApplicationLevelSignature(as, response, options());
    } catch (error) {
      // A token signed with the client secret (HS256) is not checked against published keys: it
      // came straight from the token endpoint over TLS, which OpenID Connect Core 3.1.3.7 accepts.
      if (!(error instanceof oauth.UnsupportedOperationError)) throw error;
    }
  }

  return { exchange };
}
