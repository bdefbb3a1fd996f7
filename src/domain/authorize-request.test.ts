import { describe, expect, it } from 'vitest';
import { authorizeUrl, linkAfterLogin, redirectUriOf } from './authorize-request.ts';

const page = 'https://booking.gov.example/services/index.html?departmentId=101&language=pt#/home';
const request = { redirectUri: 'https://booking.gov.example/services/index.html', codeChallenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM', state: 'c3RhdGU', nonce: 'yVYPm_HCNs_epxad6-lsWC3dSRUbzevh0aMX5YUlgFw' };

/** The query of the authorize address, in order, or null. */
const sent = (loginUrl: string | null | undefined) => {
  const url = authorizeUrl(loginUrl, page, request);
  return url === null ? null : `${new URL(url).origin}${new URL(url).pathname} ${new URL(url).searchParams.toString()}`;
};
const PROTOCOL =
  'scope=profile&redirect_uri=https%3A%2F%2Fbooking.gov.example%2Fservices%2Findex.html&response_type=code&grant_type=authorization_code' +
  '&account_type=personal&code_challenge=E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM&code_challenge_method=S256&state=c3RhdGU';

describe('docs/behaviour/7-api.md the redirect to the account provider (login-url)', () => {
  it.each([
    ['login-url="/dev/sso/authorize" → the page’s origin, client civic-booking, scope profile, code, S256, account type personal, the state',
      '/dev/sso/authorize', `https://booking.gov.example/dev/sso/authorize client_id=civic-booking&${PROTOCOL}`],
    ['its own client_id is kept', 'https://sso.gov.example/authorize?client_id=booking-web',
      `https://sso.gov.example/authorize client_id=booking-web&${PROTOCOL}`],
    ['its other parameters are kept, its scope too; the protocol’s replace any of the same name', 'https://sso.gov.example/authorize?tenant=mo&state=old&scope=all&nonce=old',
      `https://sso.gov.example/authorize tenant=mo&state=c3RhdGU&scope=all&client_id=civic-booking&redirect_uri=https%3A%2F%2Fbooking.gov.example%2Fservices%2Findex.html&response_type=code&grant_type=authorization_code&account_type=personal&code_challenge=E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM&code_challenge_method=S256`],
    ['an OpenID Connect provider (scope=openid …): its scope kept, the nonce derived from the verifier added',
      'https://idp.gov.example/auth?client_id=booking-web&scope=openid%20profile%20phone',
      `https://idp.gov.example/auth client_id=booking-web&scope=openid+profile+phone&${PROTOCOL.replace('scope=profile&', '')}&nonce=yVYPm_HCNs_epxad6-lsWC3dSRUbzevh0aMX5YUlgFw`],
    ['a blank scope gets the default', 'https://sso.gov.example/authorize?scope=%20', `https://sso.gov.example/authorize scope=profile&client_id=civic-booking&${PROTOCOL.replace('scope=profile&', '')}`],
    ['a blank client_id gets the default', 'https://sso.gov.example/authorize?client_id=', `https://sso.gov.example/authorize client_id=civic-booking&${PROTOCOL}`],
    ['no login-url → no redirect', undefined, null],
    ['a blank login-url → no redirect', '  ', null],
    ['javascript: → no redirect', 'javascript:alert(1)', null],
    ['data: → no redirect', 'data:text/html,x', null],
  ])('%s', (_name, loginUrl, expected) => {
    expect(sent(loginUrl)).toBe(expected);
  });

  it.each([
    ['query and hash dropped', 'https://booking.gov.example/services/index.html?departmentId=101&language=pt#/home', 'https://booking.gov.example/services/index.html'],
    ['a bare origin keeps its slash', 'http://127.0.0.1:8080', 'http://127.0.0.1:8080/'],
    ['an empty query and hash', 'http://127.0.0.1:8080/department.html?#', 'http://127.0.0.1:8080/department.html'],
  ])('redirect URI: %s', (_name, pageUrl, expected) => {
    expect(redirectUriOf(pageUrl)).toBe(expected);
  });
});

describe('docs/behaviour/4-states.md (Login): the link after the return', () => {
  it.each([
    ['code and state removed, the carried parameters back',
      'https://booking.gov.example/services/index.html?code=abc&state=xyz', { departmentId: '101', language: 'pt' },
      'https://booking.gov.example/services/index.html?departmentId=101&language=pt'],
    ['refused or failed: code and state removed, nothing restored',
      'https://booking.gov.example/services/index.html?code=abc&state=xyz', null, 'https://booking.gov.example/services/index.html'],
    ['the provider’s error answer removed too', 'https://x.example/?error=access_denied&error_description=no&state=s&iss=https%3A%2F%2Fsso', null, 'https://x.example/'],
    ['the test-mode suffix removed, the other parameters kept', 'https://x.example/?testMobile=85366000001&departmentId=5', null, 'https://x.example/?departmentId=5'],
    ['a host page’s own parameters and hash stay', 'https://dsi.gov.example/page?tab=2&code=abc&state=s#top', { from: 'dsi' }, 'https://dsi.gov.example/page?tab=2&from=dsi#top'],
  ])('%s', (_name, pageUrl, restored, expected) => {
    expect(linkAfterLogin(pageUrl, restored)).toBe(expected);
  });
});
