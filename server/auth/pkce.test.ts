// The development one-account provider: PKCE S256 only (RFC 7636, appendix B
// vector), exact redirect URI, single-use codes valid 60 s, state returned as given.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { call, value } from '../test-support/http.ts';
import { startTestServer, type TestServer } from '../test-support/test-server.ts';
import { TEST_CLOCK } from '../booking/test-kit.ts';
import { isValidVerifier, s256 } from './pkce.ts';

describe('PKCE rules', () => {
  test('RFC 7636 appendix B: S256 of the example verifier is the example challenge', () => {
    expect(s256('dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk')).toBe('E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM');
  });
  test('a verifier is 43 to 128 unreserved characters', () => {
    expect(isValidVerifier('a'.repeat(42))).toBe(false);
    expect(isValidVerifier('a'.repeat(43))).toBe(true);
    expect(isValidVerifier('a'.repeat(128))).toBe(true);
    expect(isValidVerifier('a'.repeat(129))).toBe(false);
    expect(isValidVerifier(`${'a'.repeat(42)}+`)).toBe(false);
    expect(isValidVerifier(randomBytes(32).toString('base64url'))).toBe(true);
  });
});

describe('authorization-code flow', () => {
  let server: TestServer;
  let redirectUri: string;
  beforeAll(async () => {
    server = await startTestServer({ clock: TEST_CLOCK, background: false });
    redirectUri = `${server.url}/index.html`;
  });
  afterAll(async () => server?.close());

  const STATE = 'departmentId=101&language=pt / é';
  const params = (over: Record<string, string> = {}) =>
    new URLSearchParams({
      client_id: 'civic-booking', redirect_uri: redirectUri, response_type: 'code', scope: 'profile',
      code_challenge_method: 'S256', state: STATE, ...over,
    });

  /** Logs in as a test citizen through the provider's page and returns the redirect's query. */
  async function login(verifier: string, euid = 'MO-0000004', uri = redirectUri): Promise<URLSearchParams> {
    const form = params({ code_challenge: s256(verifier), redirect_uri: uri, euid });
    const res = await fetch(`${server.url}/dev/sso/authorize`, { method: 'POST', body: form, redirect: 'manual' });
    expect(res.status).toBe(302);
    const location = new URL(res.headers.get('location')!);
    expect(`${location.origin}${location.pathname}`).toBe(uri);
    return location.searchParams;
  }
  const exchange = (code: string, url: string, codeVerifier: string) =>
    call(server.url, '/api/getAccessToken', { body: { code, url, codeVerifier }, language: 'en_us' });

  test('the login page lists the test citizens, escaped, with the request carried along', async () => {
    const verifier = randomBytes(32).toString('base64url');
    const res = await fetch(`${server.url}/dev/sso/authorize?${params({ code_challenge: s256(verifier) })}`);
    expect(res.status).toBe(200);
    const html = await res.text();
    for (const name of ['CHAN TAI MAN', 'LEI SIO MUI', 'WONG KA HO']) expect(html).toContain(name);
    expect(html).toContain('departmentId=101&amp;language=pt / é');
  });

  test('code + verifier give jwtToken and yiwangToken; the state comes back exactly; profile-info prefers type 15', async () => {
    const verifier = randomBytes(32).toString('base64url');
    const query = await login(verifier);
    expect(query.get('state')).toBe(STATE);
    const answer = await exchange(query.get('code')!, redirectUri, verifier);
    expect(answer.status).toBe(200);
    const { jwtToken, yiwangToken } = (answer.body as { value: { jwtToken: string; yiwangToken: string } }).value;
    expect(jwtToken.split('.')).toHaveLength(3);
    expect(typeof yiwangToken).toBe('string');
    const profile = await value(server.url, '/api/profile-info', { token: jwtToken });
    expect(profile).toMatchObject({ euid: 'MO-0000004', identityNo: '17654321', identifyNo: '17654321', name: 'MARIA FERNANDES', nameCn: '費瑪利', mobile: '66554433', birthday: '21/07/1978' });
    expect(profile.identityDocs).toEqual([
      { identityType: '14', identityNo: '71234567', nameCn: '費瑪利' },
      { identityType: '15', identityNo: '17654321', nameCn: '費瑪利' },
    ]);
  });

  test('without a 15 or 14 document the first one is used', async () => {
    const verifier = randomBytes(32).toString('base64url');
    const query = await login(verifier, 'MO-0000003');
    const token = ((await exchange(query.get('code')!, redirectUri, verifier)).body as { value: { jwtToken: string } }).value.jwtToken;
    expect((await value(server.url, '/api/profile-info', { token })).identityNo).toBe('44030119900101123X');
  });

  test('a code is single use', async () => {
    const verifier = randomBytes(32).toString('base64url');
    const code = (await login(verifier)).get('code')!;
    expect((await exchange(code, redirectUri, verifier)).status).toBe(200);
    expect((await exchange(code, redirectUri, verifier)).body).toEqual({ code: 602, message: 'The authorization code is invalid or already used' });
  });

  test('a wrong verifier fails, and spends the code', async () => {
    const verifier = randomBytes(32).toString('base64url');
    const code = (await login(verifier)).get('code')!;
    expect((await exchange(code, redirectUri, randomBytes(32).toString('base64url'))).body).toEqual({ code: 602, message: 'Verification failed' });
    expect((await exchange(code, redirectUri, verifier)).status).toBe(400);
  });

  test('the redirect URI must match exactly at the exchange', async () => {
    const verifier = randomBytes(32).toString('base64url');
    const code = (await login(verifier)).get('code')!;
    expect((await exchange(code, `${redirectUri}?x=1`, verifier)).status).toBe(400);
  });

  test('a code is valid 60 s', async () => {
    const verifier = randomBytes(32).toString('base64url');
    const code = (await login(verifier)).get('code')!;
    server.clock.set(new Date(server.clock.now().getTime() + 61_000));
    expect((await exchange(code, redirectUri, verifier)).status).toBe(400);
  });

  test('grant_type=authorization_code stands for response_type=code', async () => {
    const verifier = randomBytes(32).toString('base64url');
    const query = params({ code_challenge: s256(verifier) });
    query.delete('response_type');
    query.set('grant_type', 'authorization_code');
    const res = await fetch(`${server.url}/dev/sso/authorize?${query}`);
    expect(res.status).toBe(200);
    query.set('grant_type', 'password');
    const refused = await fetch(`${server.url}/dev/sso/authorize?${query}`, { redirect: 'manual' });
    expect(new URL(refused.headers.get('location')!).searchParams.get('error')).toBe('unsupported_response_type');
  });

  test('only S256: plain (or a missing challenge) goes back with error=invalid_request and the state', async () => {
    const cases: Array<Record<string, string>> = [{ code_challenge_method: 'plain', code_challenge: 'x'.repeat(43) }, { code_challenge: '' }];
    for (const over of cases) {
      const res = await fetch(`${server.url}/dev/sso/authorize?${params(over)}`, { redirect: 'manual' });
      expect(res.status).toBe(302);
      const back = new URL(res.headers.get('location')!);
      expect(back.searchParams.get('error')).toBe('invalid_request');
      expect(back.searchParams.get('state')).toBe(STATE);
      expect(back.searchParams.get('code')).toBeNull();
    }
  });

  test('an unregistered redirect URI or a malformed client id is never redirected to', async () => {
    const challenge = s256(randomBytes(32).toString('base64url'));
    const cases: Array<Record<string, string>> = [{ redirect_uri: 'https://evil.example/cb' }, { redirect_uri: `${redirectUri}#frag` }, { client_id: '' }, { client_id: 'a b' }];
    for (const over of cases) {
      const res = await fetch(`${server.url}/dev/sso/authorize?${params({ code_challenge: challenge, ...over })}`, { redirect: 'manual' });
      expect(res.status).toBe(400);
      expect(res.headers.get('location')).toBeNull();
    }
  });
});
