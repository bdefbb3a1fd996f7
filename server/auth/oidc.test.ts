// One-account login through an OpenID Connect provider (docs/behaviour/4-states.md (Login)):
// the reference server as relying party of a real provider run in this process (oidc-provider,
// its own login and consent pages driven as a browser would), the code exchanged by the server
// with PKCE and its client secret, the ID token's nonce checked against the one the verifier
// gives, the claims mapped to the citizen (created, then kept up to date); the refusals 400 with
// the catalogue's message, a provider that does not answer 503.
import { createHash, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { loginNonce } from '../../src/common/login-nonce.ts';
import { readConfig } from '../config.ts';
import { call, value } from '../test-support/http.ts';
import { openProvider, signInAt, TEST_CLIENT, TEST_SCOPE, type LocalProvider } from '../test-support/oidc-provider.ts';
import { startTestServer, type TestServer } from '../test-support/test-server.ts';

const ACCOUNTS = {
  'MO-0000100': {
    name: 'LOK SIO FONG', name_cn: '陸小鳳', phone_number: '+85366100100', birthdate: '1990-05-17',
    identity: { type: '15', number: '15100100' },
  },
  // A seeded one-account citizen (LEI SIO MUI), whose provider now has another mobile.
  'MO-0000002': { name: 'LEI SIO MUI', phone_number: '+85366200200', identity: { type: '14', number: '14200200' } },
  'MO-0000101': { name: 'NO MOBILE' },
  'sms:85366000001': { name: 'TAKES AN SMS CITIZEN', phone_number: '+85366000001' },
};

let provider: LocalProvider;
let server: TestServer;
let redirectUri: string;

beforeAll(async () => {
  provider = await openProvider();
  server = await startTestServer({ oidc: readConfig(provider.serverEnv).oidc });
  redirectUri = `${server.url}/`;
  await provider.serve({ redirectUris: [redirectUri], accounts: ACCOUNTS });
});
afterAll(async () => {
  await server?.close();
  await provider?.close();
});

/** The widget's redirect as it goes to this provider: PKCE S256, the nonce from the verifier. */
async function authorizeUrl(verifier: string, nonce?: string): Promise<string> {
  const url = new URL(`${provider.issuer}/auth`);
  url.search = new URLSearchParams({
    client_id: TEST_CLIENT.id, scope: TEST_SCOPE, redirect_uri: redirectUri, response_type: 'code',
    code_challenge: createHash('sha256').update(verifier).digest('base64url'), code_challenge_method: 'S256',
    state: 'the widget’s state', nonce: nonce ?? (await loginNonce(verifier)),
  }).toString();
  return url.href;
}

/** Logs `login` in at the provider and answers the code it sends back, with its verifier. */
async function codeFor(login: string, nonce?: string) {
  const verifier = randomBytes(32).toString('base64url');
  const back = await signInAt(await authorizeUrl(verifier, nonce), login);
  expect(`${back.origin}${back.pathname}`).toBe(redirectUri);
  expect(back.searchParams.get('state')).toBe('the widget’s state');
  return { code: back.searchParams.get('code')!, verifier };
}

const exchange = (code: string, codeVerifier: string, url = redirectUri) =>
  call(server.url, '/api/getAccessToken', { body: { code, url, codeVerifier }, language: 'en_us' });

const profileOf = (token: string) => value(server.url, '/api/profile-info', { token });

describe('a citizen logs in through the provider', () => {
  test('new to the server: created from the claims (euid, names, mobile, identity document, birthday), the token is theirs', async () => {
    const { code, verifier } = await codeFor('MO-0000100');
    const answer = await exchange(code, verifier);
    expect(answer.status).toBe(200);
    const token = (answer.body as { value: { jwtToken: string } }).value.jwtToken;
    expect(await profileOf(token)).toMatchObject({
      euid: 'MO-0000100', kind: 'oneAccount', name: 'LOK SIO FONG', nameCn: '陸小鳳', mobArea: '853', mobNum: '66100100',
      identityNo: '15100100', birthday: '17/05/1990', identityDocs: [{ identityType: '15', identityNo: '15100100', nameCn: '陸小鳳' }],
    });
  });

  test('known already: the record brought up to date (the provider’s mobile and document), what it does not name kept', async () => {
    const { code, verifier } = await codeFor('MO-0000002');
    const answer = await exchange(code, verifier);
    expect(answer.status).toBe(200);
    const profile = await profileOf((answer.body as { value: { jwtToken: string } }).value.jwtToken);
    expect(profile).toMatchObject({ euid: 'MO-0000002', name: 'LEI SIO MUI', nameCn: '李小梅', mobNum: '66200200', identityNo: '14200200' });
    expect(profile.identityDocs).toEqual([{ identityType: '14', identityNo: '14200200', nameCn: '' }]);
  });
});

describe('refused: 400 with the catalogue’s message, no token', () => {
  const refusal = { code: 602, message: 'The authorization code is invalid or already used' };

  test('a replayed code: the first exchange logs in, the same code again is refused', async () => {
    const { code, verifier } = await codeFor('MO-0000100');
    expect((await exchange(code, verifier)).status).toBe(200);
    const again = await exchange(code, verifier);
    expect(again.status).toBe(400);
    expect(again.body).toEqual(refusal);
  });

  test('a verifier other than the challenge’s (PKCE, checked by the provider)', async () => {
    const { code } = await codeFor('MO-0000100');
    const answer = await exchange(code, randomBytes(32).toString('base64url'));
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual(refusal);
  });

  test('an ID token whose nonce is not the one the verifier gives (the authorize request carried another)', async () => {
    const { code, verifier } = await codeFor('MO-0000100', await loginNonce(randomBytes(32).toString('base64url')));
    const answer = await exchange(code, verifier);
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual(refusal);
  });

  test('a redirect URI other than the one the code was issued for', async () => {
    const { code, verifier } = await codeFor('MO-0000100');
    const answer = await exchange(code, verifier, `${server.url}/other.html`);
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual(refusal);
  });

  test('claims without a mobile: told so, and no citizen is created', async () => {
    const { code, verifier } = await codeFor('MO-0000101');
    const answer = await exchange(code, verifier);
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ code: 602, message: 'Your One Account gives no valid mobile number, so you cannot log in with it' });
    expect(await server.db.query(`SELECT 1 FROM citizens WHERE euid = 'MO-0000101'`)).toEqual([]);
  });

  test('an euid in the SMS citizens’ namespace never takes one of them over', async () => {
    const { code, verifier } = await codeFor('sms:85366000001');
    const answer = await exchange(code, verifier);
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual(refusal);
  });

  test('malformed: no code, a verifier of the wrong shape', async () => {
    expect((await exchange('', randomBytes(32).toString('base64url'))).body).toEqual(refusal);
    expect((await exchange('a-code', 'short')).body).toEqual({ code: 602, message: 'Verification failed' });
  });
});

test('the development sign-on page is not there when a provider is configured', async () => {
  expect((await call(server.url, '/dev/sso/authorize')).status).toBe(404);
});

// Last: the provider goes away.
test('a provider that does not answer: 503 with the catalogue’s message and Retry-After, never a 500', async () => {
  const { code, verifier } = await codeFor('MO-0000100');
  await provider.close();
  const answer = await exchange(code, verifier);
  expect(answer.status).toBe(503);
  expect(answer.headers.get('retry-after')).toBe('30');
  expect(answer.body).toEqual({ code: 603, message: 'The service is temporarily unavailable; please try again in a moment' });
});
