// Who the citizen is (SPEC.md §7): SMS codes and their check (anonymous token), the
// one-account code exchange (PKCE), the profile and logout.
import type { RequestOptions, Transport } from './transport.ts';
import { path } from './transport.ts';
import type { AccessTokens, Profile } from './types.ts';

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
    /** GET token/{mobile}: test mode only. */
    testToken: (mobile: string, { signal }: RequestOptions = {}) =>
      http.call<{ jwt: string; token?: string }>('GET', path`token/${mobile}`, { signal }),
    /** POST getAccessToken {code, url, codeVerifier} */
    exchangeCode: (exchange: CodeExchange, { signal }: RequestOptions = {}) =>
      http.call<AccessTokens>('POST', 'getAccessToken', { body: exchange, signal }),
    /** GET profile-info */
    profile: ({ signal }: RequestOptions = {}) => http.call<Profile>('GET', 'profile-info', { signal }),
    /**
     * POST logout (204): the server revokes the token, which answers 401 from then on. Silent:
     * signing out clears the page's session whatever the answer (an expired token gets 401).
     */
    logout: ({ signal }: RequestOptions = {}) => http.call<void>('POST', 'logout', { silent: true, signal }),
  };
}

export type AccountApi = ReturnType<typeof createAccountApi>;
