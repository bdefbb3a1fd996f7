// Who the citizen is (SPEC.md §7): SMS codes and their check (anonymous token), the
// one-account code exchange (PKCE), the profile and logout.
import type { RequestOptions, Transport } from './transport.ts';
import { path } from './transport.ts';
import type { Lang } from '../common/languages.ts';
import type { AccessTokens, Profile } from '../common/api-contract.ts';

export interface SmsCheck {
  areaCode: string;
  mobileNumber: string;
  /** The SMS code the citizen typed. */
  token: string;
}

export interface CodeExchange {
  code: string;
  /** The redirect URI the code was issued for. */
  url: string;
  codeVerifier: string;
}

/** SPEC.md §4 Login, §9 "Profile wait 1 s": the spinner of a slow profile goes after 1 s. */
export const PROFILE_WAIT_MS = 1000;

/** A call made with a token other than the page's (see CallOptions.token). */
export interface TokenOptions extends RequestOptions {
  token?: string;
}

export function createAccountApi(http: Transport) {
  return {
    /**
     * GET verificationCode/{n}: sends an SMS code to the full mobile number (area + number).
     * No toast on failure: the send-code button shows the server's message itself (§4, §8).
     */
    sendCode: (fullMobile: string, { signal }: RequestOptions = {}) =>
      http.call<{ expiresIn?: number; resendIn?: number }>('GET', path`verificationCode/${fullMobile}`, { toastFailure: false, signal }),
    /**
     * POST valid {areaCode, mobileNumber, token}: checks the code; answers the citizen's jwt.
     * `toastFailure: false` when the page shows a refused code itself, beside the field.
     */
    checkCode: (check: SmsCheck, { signal, toastFailure }: RequestOptions & { toastFailure?: boolean } = {}) =>
      http.call<{ jwt: string; token?: string }>('POST', 'valid', { body: check, signal, ...(toastFailure === false ? { toastFailure } : {}) }),
    /** GET token/{mobile}: test mode only (§6). Silent: outside test mode the server has no such call (404). */
    testToken: (mobile: string, { signal }: RequestOptions = {}) =>
      http.call<{ jwt: string; token?: string }>('GET', path`token/${mobile}`, { signal, silent: true }),
    /** POST getAccessToken {code, url, codeVerifier}; `language`: the one the login left in (see CallOptions.language). */
    exchangeCode: (exchange: CodeExchange, { signal, language }: RequestOptions & { language?: Lang } = {}) =>
      http.call<AccessTokens>('POST', 'getAccessToken', { body: exchange, signal, ...(language ? { language } : {}) }),
    /** GET profile-info; its spinner shows for PROFILE_WAIT_MS at most. */
    profile: ({ signal, token }: TokenOptions = {}) =>
      http.call<Profile>('GET', 'profile-info', { signal, spinnerMaxMs: PROFILE_WAIT_MS, ...(token ? { token } : {}) }),
    /**
     * POST logout (204): the server revokes the token, which answers 401 from then on. Silent:
     * signing out clears the page's session whatever the answer (an expired token gets 401).
     */
    logout: ({ signal, token }: TokenOptions = {}) => http.call<void>('POST', 'logout', { silent: true, signal, ...(token ? { token } : {}) }),
  };
}

export type AccountApi = ReturnType<typeof createAccountApi>;
