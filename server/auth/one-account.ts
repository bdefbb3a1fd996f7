// The one-account login's code exchange (POST getAccessToken {code, url, codeVerifier}) behind one
// interface, chosen by configuration: an OpenID Connect provider when OIDC_ISSUER is set
// (server/auth/oidc.ts: the provider's claims create or update the citizen), otherwise the
// development sign-on page's codes (server/auth/sso.ts; its page exists only in test mode).
// Either answers the citizen's euid or throws the refusal the citizen is told.
import type { AppDeps } from '../deps.ts';
import { saveProviderCitizen } from '../identity/citizens.ts';
import { citizenFromClaims } from '../identity/provider-citizen.ts';
import { dependencyUnavailable, refused } from '../refusal.ts';
import { relyingParty, type OidcSettings } from './oidc.ts';
import { isValidVerifier } from './pkce.ts';
import { exchangeCode } from './sso.ts';

export type CodeExchange = (code: unknown, url: unknown, verifier: unknown) => Promise<string>;

/** How long a citizen is asked to wait when the provider did not answer. */
const PROVIDER_RETRY_AFTER_SECONDS = 30;
const MAX_CODE = 2_000;

export function codeExchange(deps: AppDeps): CodeExchange {
  const { db, clock, config } = deps;
  if (config.oidc) return providerExchange(deps, config.oidc);
  return async (code, url, verifier) => {
    const result = await exchangeCode(db, clock, code, url, verifier);
    if (!result.ok) throw refused(result.reason === 'code_verifier' ? 'verificationFailed' : 'ssoCodeInvalid');
    return result.euid;
  };
}

function isWebUrl(value: unknown): value is string {
  if (typeof value !== 'string' || !URL.canParse(value)) return false;
  return ['http:', 'https:'].includes(new URL(value).protocol);
}

function providerExchange({ db }: AppDeps, settings: OidcSettings): CodeExchange {
  const party = relyingParty(settings);
  return async (code, url, verifier) => {
    if (typeof code !== 'string' || code === '' || code.length > MAX_CODE || !isWebUrl(url)) throw refused('ssoCodeInvalid');
    if (!isValidVerifier(verifier)) throw refused('verificationFailed');
    const outcome = await party.exchange(code, url, verifier);
    if (!outcome.ok) {
      // For the operator: why the provider or its ID token was refused (no token or claim is in it).
      console.warn(`one-account login ${outcome.reason === 'unavailable' ? 'failed, provider unavailable' : 'refused'}: ${outcome.detail}`);
      throw outcome.reason === 'unavailable' ? dependencyUnavailable(PROVIDER_RETRY_AFTER_SECONDS) : refused('ssoCodeInvalid');
    }
    const citizen = citizenFromClaims(outcome.claims, settings.claims);
    if ('problem' in citizen) {
      console.warn(`one-account login refused: the provider's claims give no usable ${citizen.problem} (see OIDC_CLAIM_*)`);
      throw refused(citizen.problem === 'mobile' ? 'ssoProfileIncomplete' : 'ssoCodeInvalid');
    }
    if (!(await saveProviderCitizen(db, citizen))) throw refused('ssoCodeInvalid');
    return citizen.euid;
  };
}
