// What a server process refuses to start with (README "Starting in production"): the production
// start (`npm run serve`) without its signing key or with test mode, and test mode on an address
// other people can reach. Pure: the environment in, the refusal's text (or nothing) out.

/** The override that lets test mode listen beyond this machine (a shared demo, never a deployment). */
export const PUBLIC_TEST_MODE_OVERRIDE = 'TEST_MODE_ON_PUBLIC_ADDRESS';
const MIN_TOKEN_SECRET_LENGTH = 16;

type Env = Record<string, string | undefined>;

const setIn = (env: Env, name: string) => (env[name]?.trim() ?? '') !== '';

/** A host name or address that only this machine reaches (127.0.0.0/8, ::1, localhost). */
export function isLoopback(host: string): boolean {
  const h = host.trim().toLowerCase().replace(/^\[|\]$/g, '');
  return h === 'localhost' || h === '::1' || /^127(\.\d{1,3}){3}$/.test(h) || h === '::ffff:127.0.0.1';
}

/** Why the process must not start, or undefined when it may. */
export function startRefusal(env: Env, production: boolean): string | undefined {
  const secret = env.TOKEN_SECRET ?? '';
  if (secret !== '' && secret.length < MIN_TOKEN_SECRET_LENGTH) {
    return `TOKEN_SECRET is set but shorter than ${MIN_TOKEN_SECRET_LENGTH} characters: citizens' tokens would be signed with a guessable key.`;
  }
  if (production) {
    if (setIn(env, 'TEST_MODE')) {
      return 'TEST_MODE is set: the production start (npm run serve) never runs test mode, which hands out tokens without SMS and lists every test citizen. Unset TEST_MODE (npm start is the demo).';
    }
    if (secret === '') {
      return `TOKEN_SECRET is not set: the production start needs the key citizens' tokens are signed with (${MIN_TOKEN_SECRET_LENGTH} characters or more, e.g. \`openssl rand -base64 32\`), kept outside the database so that a backup cannot mint tokens.`;
    }
  }
  const testMode = env.TEST_MODE?.trim() === '1';
  const host = env.HOST?.trim() || '127.0.0.1';
  if (testMode && !isLoopback(host) && env[PUBLIC_TEST_MODE_OVERRIDE]?.trim() !== '1') {
    return `TEST_MODE=1 with HOST=${host}: test mode hands out tokens without SMS and lists every test citizen, so it listens only on this machine (127.0.0.1, ::1, localhost). Set ${PUBLIC_TEST_MODE_OVERRIDE}=1 to open a demo to others anyway.`;
  }
  return undefined;
}

/** What test mode opens, printed at its start so nobody runs it unaware. */
export const TEST_MODE_BANNER = [
  '*** TEST MODE (TEST_MODE=1): for demos and tests only. It opens: ***',
  '  GET /api/token/{mobile}   a citizen\'s token without an SMS code',
  '  GET /dev/outbox           every SMS code sent, also printed here (unless SMS_GATEWAY_URL sends them)',
  '  /dev/sso/authorize        a sign-on page listing the test citizens (not when OIDC_ISSUER is set)',
  '  POST /dev/queue/tick      a manual step of the queue simulation',
  '  A deployment starts with `npm run serve` instead.',
].join('\n');
