// A real OpenID Connect provider for tests, in the test's own process: panva's oidc-provider
// (a certified implementation) with its development login and consent pages, one confidential
// client, and the citizens it knows. Opened in two steps, since the server needs the issuer to
// start and the provider needs the server's address as the client's redirect URI:
//   const provider = await openProvider();                    // listening: provider.issuer
//   const server = await startServer({ OIDC_ISSUER: provider.issuer, … });
//   provider.serve({ redirectUris: [`${server.url}/`], accounts });
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair } from 'jose';
import Provider from 'oidc-provider';

export const TEST_CLIENT = { id: 'civic-booking-test', secret: 'the test client secret, 32 chars+' };

/** The scope a widget's login-url names for this provider. */
export const TEST_SCOPE = 'openid profile phone identity';

type AccountClaims = Record<string, unknown>;

interface ServeOptions {
  redirectUris: string[];
  /** By login (the `sub`): the claims the provider releases. */
  accounts: Record<string, AccountClaims>;
  /** The ID token's lifetime (oidc-provider's ttl.IdToken). */
  idTokenTtlSeconds?: number;
}

export interface LocalProvider {
  issuer: string;
  /** The environment that points the reference server at this provider. */
  serverEnv: Record<string, string>;
  serve(options: ServeOptions): Promise<void>;
  /**
   * While set, the provider's clock runs this many seconds behind while it answers at its token
   * endpoint: the ID token it issues expired before it left (no waiting in the test).
   */
  setTokenClockBehind(seconds: number): void;
  close(): Promise<void>;
}

export async function openProvider(): Promise<LocalProvider> {
  let handler: ((req: IncomingMessage, res: ServerResponse) => void) | undefined;
  let behindSeconds = 0;
  const http = createServer((req, res) => {
    if (!handler) {
      res.writeHead(503).end();
      return;
    }
    if (behindSeconds > 0 && req.url?.startsWith('/token')) {
      const realNow = Date.now;
      const offsetMs = behindSeconds * 1000;
      Date.now = () => realNow() - offsetMs;
      res.once('close', () => {
        Date.now = realNow;
      });
    }
    handler(req, res);
  });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
  return {
    issuer,
    serverEnv: {
      OIDC_ISSUER: issuer,
      OIDC_CLIENT_ID: TEST_CLIENT.id,
      OIDC_CLIENT_SECRET: TEST_CLIENT.secret,
      OIDC_CLAIM_NAME_CN: 'name_cn',
      OIDC_CLAIM_IDENTITY_NO: 'identity.number',
      OIDC_CLAIM_IDENTITY_TYPE: 'identity.type',
    },
    async serve({ redirectUris, accounts, idTokenTtlSeconds = 600 }) {
      const { privateKey } = await generateKeyPair('RS256', { extractable: true });
      const provider = new Provider(issuer, {
        clients: [{ client_id: TEST_CLIENT.id, client_secret: TEST_CLIENT.secret, redirect_uris: redirectUris, grant_types: ['authorization_code'], response_types: ['code'] }],
        jwks: { keys: [{ ...(await exportJWK(privateKey)), alg: 'RS256', use: 'sig', kid: 'test' }] },
        cookies: { keys: ['the test provider cookie key'] },
        claims: { openid: ['sub'], profile: ['name', 'name_cn', 'birthdate'], phone: ['phone_number'], identity: ['identity'] },
        findAccount: (_ctx, sub) => {
          const claims = accounts[sub];
          return claims ? { accountId: sub, claims: () => ({ sub, ...claims }) } : undefined;
        },
        pkce: { required: () => true },
        ttl: { IdToken: idTokenTtlSeconds, AccessToken: 600, Interaction: 600, Session: 3600, Grant: 3600 },
      });
      handler = provider.callback();
    },
    setTokenClockBehind(seconds) {
      behindSeconds = seconds;
    },
    close: () =>
      new Promise<void>((resolve) => {
        http.close(() => resolve());
        // The reference server's connections stay open (keep-alive): the provider is gone at once.
        http.closeAllConnections();
      }),
  };
}

/**
 * What a browser does at the provider, without one: from the authorize address through the
 * development login page (`login` as the account, any password) and the consent page, following
 * redirects with the provider's cookies, to the address the provider sends the citizen back to.
 */
export async function signInAt(authorizeUrl: string, login: string): Promise<URL> {
  const cookies = new Map<string, string>();
  let url = new URL(authorizeUrl);
  let form: URLSearchParams | undefined;
  for (let step = 0; step < 12; step++) {
    const response = await fetch(url, {
      method: form ? 'POST' : 'GET',
      body: form,
      redirect: 'manual',
      headers: { cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join('; ') },
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const at = pair.indexOf('=');
      cookies.set(pair.slice(0, at), pair.slice(at + 1));
    }
    const location = response.headers.get('location');
    if (location) {
      url = new URL(location, url);
      form = undefined;
      if (url.origin !== new URL(authorizeUrl).origin) return url;
      continue;
    }
    const page = await response.text();
    if (!response.ok) throw new Error(`provider answered ${response.status}: ${page.slice(0, 300)}`);
    // The development pages: one form each, posting to the interaction's own address.
    const action = /<form[^>]*action="([^"]+)"/.exec(page)?.[1];
    if (!action) throw new Error(`no form on the provider's page: ${page.slice(0, 300)}`);
    url = new URL(action.replace(/&amp;/g, '&'), url);
    form = page.includes('name="login"') ? new URLSearchParams({ prompt: 'login', login, password: 'any' }) : new URLSearchParams({ prompt: 'consent' });
  }
  throw new Error('the provider never sent the citizen back');
}
