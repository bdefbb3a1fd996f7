// What a citizen has besides the browser, taken from the reference server's development aids:
// the SMS codes it "sent" (GET /dev/outbox), and a one-account login done the way the provider
// does it (authorize with PKCE on the development sign-on page, then the code exchange).
import { createHash, randomBytes } from 'node:crypto';

/** The newest SMS code sent to a full number (area and number, digits only), waiting for it to arrive. */
export async function smsCode(serverUrl: string, fullNumber: string, after?: string): Promise<string> {
  for (let tries = 0; tries < 50; tries++) {
    const answer = (await (await fetch(`${serverUrl}/dev/outbox?to=${fullNumber}`)).json()) as { value: { code: string; at: string }[] };
    const newest = answer.value[0];
    if (newest && newest.code !== after) return newest.code;
    await new Promise((resolve) => setTimeout(resolve, 100)); // wall clock: polls a condition (the server's outbox)
  }
  throw new Error(`no SMS code for +${fullNumber}`);
}

/** A one-account token for a seeded test citizen (MO-0000001 …), through the sign-on's own steps. */
export async function oneAccountToken(serverUrl: string, euid: string): Promise<string> {
  const verifier = randomBytes(32).toString('base64url');
  const challenge = createHash('sha256').update(verifier).digest('base64url');
  const redirect = `${serverUrl}/`;
  const form = new URLSearchParams({
    client_id: 'civic-booking',
    redirect_uri: redirect,
    response_type: 'code',
    code_challenge: challenge,
    code_challenge_method: 'S256',
    state: 'e2e',
    euid,
  });
  const authorized = await fetch(`${serverUrl}/dev/sso/authorize`, { method: 'POST', body: form, redirect: 'manual' });
  const code = new URL(authorized.headers.get('location') ?? '', serverUrl).searchParams.get('code');
  if (!code) throw new Error(`sign-on gave no code (${authorized.status})`);
  const exchange = await fetch(`${serverUrl}/api/getAccessToken`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ code, url: redirect, codeVerifier: verifier }),
  });
  const { value } = (await exchange.json()) as { value: { jwtToken: string } };
  return value.jwtToken;
}

/** GET an API answer's value (test set-up and checks beside the page). */
export async function apiValue<T>(serverUrl: string, path: string, token?: string): Promise<T> {
  const answer = await fetch(`${serverUrl}/api/${path}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  if (!answer.ok) throw new Error(`GET ${path}: ${answer.status}`);
  return ((await answer.json()) as { value: T }).value;
}
