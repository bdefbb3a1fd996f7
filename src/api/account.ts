// Who the citizen is (docs/behaviour/7-api.md): SMS codes and their check (anonymous token), the
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

/** A call made with a token other than the page's (see CallOptions.token). */
export interface TokenOptions extends RequestOptions {
  token?: string;
}

export function createAccountApi(http: Transport) {
  return {
    /**
     * GET verificationCode/{n}: sends an SMS code to the full mobile number (area + number). A
     * code for a queue ticket says so (`?purpose=ticket`, docs/abuse-resistance.md "Codes"); a
     * backend that does not bind codes to their purpose ignores it. The transport's bookingSource
     * header, which no cross-site simple request can carry, is what lets the server send it.
     */
    sendCode: (fullMobile: string, { signal, purpose }: RequestOptions & { purpose?: 'ticket' } = {}) =>
      http.call<{ expiresIn?: number; resendIn?: number }>('GET', path`verificationCode/${fullMobile}`, { signal, ...(purpose ? { query: { purpose } } : {}) }),
    /** POST valid {areaCode, mobileNumber, token}: checks the code; answers the citizen's jwt. */
    checkCode: (check: SmsCheck, { signal }: RequestOptions = {}) =>
      http.call<{ jwt: string; token?: string }>('POST', 'valid', { body: check, signal }),
    /** GET token/{mobile}: test mode only (docs/behaviour/6-roles.md); outside test mode the server has no such call (404). */
    testToken: (mobile: string, { signal }: RequestOptions = {}) =>
      http.call<{ jwt: string; token?: string }>('GET', path`token/${mobile}`, { signal }),
    /** POST getAccessToken {code, url, codeVerifier}; `language`: the one the login left in (see CallOptions.language). */
    exchangeCode: (exchange: CodeExchange, { signal, language }: RequestOptions & { language?: Lang } = {}) =>
      http.call<AccessTokens>('POST', 'getAccessToken', { body: exchange, signal, ...(language ? { language } : {}) }),
    /** GET profile-info */
    profile: ({ signal, token }: TokenOptions = {}) => http.call<Profile>('GET', 'profile-info', { signal, ...(token ? { token } : {}) }),
    /** POST logout (204): the server revokes the token, which answers 401 from then on. */
    logout: ({ signal, token }: TokenOptions = {}) => http.call<void>('POST', 'logout', { signal, ...(token ? { token } : {}) }),
    /**
     * POST logoutEverywhere (204), the reference server's (docs/abuse-resistance.md "Idempotency and
     * retention"): every token issued to the citizen until now answers 401, on every device.
     */
    logoutEverywhere: ({ signal, token }: TokenOptions = {}) => http.call<void>('POST', 'logoutEverywhere', { signal, ...(token ? { token } : {}) }),
  };
}

export type AccountApi = ReturnType<typeof createAccountApi>;
