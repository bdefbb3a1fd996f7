// The server's settings, read once from the environment (PORT, HOST, DATA_DIR, DATABASE_URL,
// CLOCK, QUEUE_TICK_MS, CATALOGUE_CACHE_MS, TEST_MODE, TRUST_PROXY, the SMS limits SMS_* and gateway SMS_GATEWAY_*, the proof-of-work rules CHALLENGE_*, API_CONTRACT,
// the OpenID Connect provider OIDC_*;
// the README's "Reference server settings" describes each, docs/abuse-resistance.md the limits). Everything a deployment must not
// have is off unless switched on by name.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ChallengeRules } from './auth/proof-of-work.ts';
import type { SmsLimits } from './auth/sms.ts';
import type { FairShareLimits } from './booking/fair-share.ts';
import { allowedIssuer, type OidcSettings } from './auth/oidc.ts';

export interface Config {
  port: number;
  host: string;
  /** PGlite's data folder; ignored when databaseUrl is set. */
  dataDir: string;
  databaseUrl: string | undefined;
  /** ISO instant the server clock starts at; real time when absent. */
  clockStart: string | undefined;
  queueTickMs: number;
  /** How long a process reuses a catalogue answer (CATALOGUE_CACHE_MS; 0 turns it off). */
  catalogueCacheMs: number;
  /**
   * TEST_MODE=1: the development aids (/dev routes, GET token/{mobile}, the SMS outbox and its
   * console line). Set by `npm start`, `npm run dev` and the tests; never on by default.
   */
  testMode: boolean;
  /**
   * API_CONTRACT=strict: every answer of a contract call carries exactly the fields the API
   * contract names (server/contract/), none of the reference server's extensions.
   */
  strictContract: boolean;
  /** TRUST_PROXY=1: the client address is the last one X-Forwarded-For names (one proxy in front). */
  trustProxy: boolean;
  /** At most this many SMS codes per hour per client address (SMS_CODES_PER_ADDRESS_PER_HOUR). */
  smsCodesPerAddressPerHour: number;
  /** SMS the whole service may send in an hour (SMS_PER_HOUR). */
  smsPerHour: number;
  /** SMS to one destination prefix, area code and the number's first 4 digits, in an hour (SMS_PER_PREFIX_PER_HOUR). */
  smsPerPrefixPerHour: number;
  /** Wrong codes a number may take in 24 hours before it is locked (SMS_WRONG_CODES_PER_NUMBER_PER_DAY). */
  smsWrongCodesPerNumberPerDay: number;
  /** Wrong codes one client address may send in an hour (SMS_WRONG_CODES_PER_ADDRESS_PER_HOUR). */
  smsWrongCodesPerAddressPerHour: number;
  /** The area codes codes are sent to (SMS_AREA_CODES, comma-separated). */
  smsAreaCodes: string[];
  /** Active bookings one citizen may hold of one service on one day (CITIZEN_BOOKINGS_PER_SERVICE_PER_DAY). */
  citizenBookingsPerServicePerDay: number;
  /** Active tickets one citizen may hold in one queue (CITIZEN_TICKETS_PER_QUEUE). */
  citizenTicketsPerQueue: number;
  /** SMS sent to one address in an hour from which its code requests are challenged (CHALLENGE_CODES_PER_ADDRESS_PER_HOUR). */
  challengeCodesPerAddressPerHour: number;
  /** SMS the service sent in an hour from which every code request is challenged (CHALLENGE_SMS_PER_HOUR). */
  challengeSmsPerHour: number;
  /** Wrong codes of a number (a day) or an address (an hour) from which its requests are challenged (CHALLENGE_WRONG_CODES). */
  challengeWrongCodes: number;
  /** The proof-of-work challenge's difficulty, ALTCHA's maxnumber (CHALLENGE_MAX_NUMBER). */
  challengeMaxNumber: number;
  /** SMS_GATEWAY_URL: the HTTP gateway SMS are sent through (server/auth/sms-gateway.ts); none: test mode's outbox, or no SMS at all. */
  smsGatewayUrl: string | undefined;
  /** SMS_GATEWAY_AUTH_HEADER, `Name: value`: the gateway's credential, sent on every request. */
  smsGatewayAuthHeader: string | undefined;
  /** SMS_GATEWAY_BODY: the request body, with the placeholders {to}, {msisdn}, {text} and {language}. */
  smsGatewayBody: string;
  /** SMS_GATEWAY_CONTENT_TYPE: the body's type, which says how the placeholders' values are escaped. */
  smsGatewayContentType: string;
  /** SMS_GATEWAY_TIMEOUT_MS: how long one try waits for the gateway's answer. */
  smsGatewayTimeoutMs: number;
  /** SMS_GATEWAY_RETRIES: tries again after a 5xx, 429, 408, timeout or failed connection. */
  smsGatewayRetries: number;
  /** SMS_GATEWAY_BACKOFF_MS: the wait before the first try again, doubled for each next one. */
  smsGatewayBackoffMs: number;
  /** On SIGTERM, how long requests in flight may take to finish before their connections are cut (SHUTDOWN_GRACE_MS). */
  shutdownGraceMs: number;
  /** The checkout root: demo/ and dist/ are served from here. */
  rootDir: string;
  /**
   * One-account login through an OpenID Connect provider (OIDC_ISSUER, OIDC_CLIENT_ID,
   * OIDC_CLIENT_SECRET, OIDC_CLAIM_*); absent: the development sign-on page (test mode only).
   */
  oidc: OidcSettings | undefined;
}

/**
 * Codes one client address may ask for in an hour: a family or an office behind one address
 * asks for a few, a script walking through numbers asks for thousands.
 */
const SMS_CODES_PER_ADDRESS_PER_HOUR = 30;
/** The defaults of docs/abuse-resistance.md, where each is argued. */
const SMS_PER_HOUR = 2_000;
const SMS_PER_PREFIX_PER_HOUR = 200;
const SMS_WRONG_CODES_PER_NUMBER_PER_DAY = 10;
const SMS_WRONG_CODES_PER_ADDRESS_PER_HOUR = 20;
const SMS_AREA_CODES = ['853', '852', '86'];
/** docs/abuse-resistance.md (Proof of work) argues each. */
const CHALLENGE_CODES_PER_ADDRESS_PER_HOUR = 5;
const CHALLENGE_SMS_PER_HOUR = 1_000;
const CHALLENGE_WRONG_CODES = 3;
const CHALLENGE_MAX_NUMBER = 16_000;
/**
 * A gateway answers in well under a second; one that takes 4 s is in trouble. Three tries at most
 * (4 s each, 250 ms and 500 ms between) keep a citizen waiting under 13 s before being told.
 */
const SMS_GATEWAY_TIMEOUT_MS = 4_000;
const SMS_GATEWAY_RETRIES = 2;
const SMS_GATEWAY_BACKOFF_MS = 250;
const SMS_GATEWAY_BODY = '{"to":"{to}","text":"{text}"}';
/** docs/abuse-resistance.md (Fair share) argues both. */
const CITIZEN_BOOKINGS_PER_SERVICE_PER_DAY = 2;
const CITIZEN_TICKETS_PER_QUEUE = 2;

/** The fair-share limits of a configuration, as server/booking/fair-share.ts takes them. */
export const fairShare = (config: Config): FairShareLimits => ({
  bookingsPerServicePerDay: Math.max(1, config.citizenBookingsPerServicePerDay),
  ticketsPerQueue: Math.max(1, config.citizenTicketsPerQueue),
});

/** The SMS limits of a configuration, as server/auth/sms.ts takes them. */
export const smsLimits = (config: Config): SmsLimits => ({
  perAddressPerHour: config.smsCodesPerAddressPerHour,
  perHour: config.smsPerHour,
  perPrefixPerHour: config.smsPerPrefixPerHour,
  wrongPerNumberPerDay: config.smsWrongCodesPerNumberPerDay,
  wrongPerAddressPerHour: config.smsWrongCodesPerAddressPerHour,
});

/** The proof-of-work rules of a configuration, as server/auth/proof-of-work.ts takes them. */
export const challengeRules = (config: Config): ChallengeRules => ({
  codesPerAddressPerHour: config.challengeCodesPerAddressPerHour,
  smsPerHour: config.challengeSmsPerHour,
  wrongCodes: config.challengeWrongCodes,
  maxNumber: Math.max(1, config.challengeMaxNumber),
});

function areaCodes(value: string | undefined): string[] {
  const codes = (value ?? '').split(',').map((s) => s.trim().replace(/^\+|^00/, '')).filter((s) => /^\d{1,4}$/.test(s));
  return codes.length > 0 ? codes : SMS_AREA_CODES;
}

/**
 * The OpenID Connect provider's settings, or none without OIDC_ISSUER. A half-made setting stops
 * the start with its reason: a server that cannot log anyone in should not look ready.
 */
function readOidc(env: NodeJS.ProcessEnv): OidcSettings | undefined {
  const issuer = env.OIDC_ISSUER?.trim();
  if (!issuer) return undefined;
  if (!URL.canParse(issuer) || !allowedIssuer(new URL(issuer))) throw new Error(`OIDC_ISSUER must be an https URL (http only on this machine): ${issuer}`);
  const clientId = env.OIDC_CLIENT_ID?.trim();
  if (!clientId) throw new Error('OIDC_ISSUER is set but OIDC_CLIENT_ID is not: the client id the provider registered for this server');
  const claim = (value: string | undefined, fallback: string) => value?.trim() ?? fallback;
  return {
    issuer,
    clientId,
    clientSecret: env.OIDC_CLIENT_SECRET?.trim() || undefined,
    claims: {
      euid: claim(env.OIDC_CLAIM_EUID, 'sub') || 'sub',
      name: claim(env.OIDC_CLAIM_NAME, 'name'),
      nameCn: claim(env.OIDC_CLAIM_NAME_CN, ''),
      mobile: claim(env.OIDC_CLAIM_MOBILE, 'phone_number') || 'phone_number',
      identityNo: claim(env.OIDC_CLAIM_IDENTITY_NO, ''),
      identityType: claim(env.OIDC_CLAIM_IDENTITY_TYPE, ''),
      birthdate: claim(env.OIDC_CLAIM_BIRTHDATE, 'birthdate'),
    },
  };
}

export const ROOT_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function intOr(value: string | undefined, fallback: number): number {
  if (value === undefined || value.trim() === '') return fallback;
  const n = Number(value);
  return Number.isInteger(n) && n >= 0 ? n : fallback;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): Config {
  return {
    port: intOr(env.PORT, 8080),
    host: env.HOST?.trim() || '127.0.0.1',
    dataDir: path.resolve(env.DATA_DIR?.trim() || path.join(ROOT_DIR, '.data')),
    databaseUrl: env.DATABASE_URL?.trim() || undefined,
    clockStart: env.CLOCK?.trim() || undefined,
    queueTickMs: intOr(env.QUEUE_TICK_MS, 15_000),
    catalogueCacheMs: intOr(env.CATALOGUE_CACHE_MS, 2_000),
    testMode: env.TEST_MODE?.trim() === '1',
    trustProxy: env.TRUST_PROXY?.trim() === '1',
    strictContract: env.API_CONTRACT?.trim() === 'strict',
    smsCodesPerAddressPerHour: intOr(env.SMS_CODES_PER_ADDRESS_PER_HOUR, SMS_CODES_PER_ADDRESS_PER_HOUR),
    smsPerHour: intOr(env.SMS_PER_HOUR, SMS_PER_HOUR),
    smsPerPrefixPerHour: intOr(env.SMS_PER_PREFIX_PER_HOUR, SMS_PER_PREFIX_PER_HOUR),
    smsWrongCodesPerNumberPerDay: intOr(env.SMS_WRONG_CODES_PER_NUMBER_PER_DAY, SMS_WRONG_CODES_PER_NUMBER_PER_DAY),
    smsWrongCodesPerAddressPerHour: intOr(env.SMS_WRONG_CODES_PER_ADDRESS_PER_HOUR, SMS_WRONG_CODES_PER_ADDRESS_PER_HOUR),
    smsAreaCodes: areaCodes(env.SMS_AREA_CODES),
    citizenBookingsPerServicePerDay: intOr(env.CITIZEN_BOOKINGS_PER_SERVICE_PER_DAY, CITIZEN_BOOKINGS_PER_SERVICE_PER_DAY),
    citizenTicketsPerQueue: intOr(env.CITIZEN_TICKETS_PER_QUEUE, CITIZEN_TICKETS_PER_QUEUE),
    challengeCodesPerAddressPerHour: intOr(env.CHALLENGE_CODES_PER_ADDRESS_PER_HOUR, CHALLENGE_CODES_PER_ADDRESS_PER_HOUR),
    challengeSmsPerHour: intOr(env.CHALLENGE_SMS_PER_HOUR, CHALLENGE_SMS_PER_HOUR),
    challengeWrongCodes: intOr(env.CHALLENGE_WRONG_CODES, CHALLENGE_WRONG_CODES),
    challengeMaxNumber: intOr(env.CHALLENGE_MAX_NUMBER, CHALLENGE_MAX_NUMBER),
    smsGatewayUrl: env.SMS_GATEWAY_URL?.trim() || undefined,
    smsGatewayAuthHeader: env.SMS_GATEWAY_AUTH_HEADER?.trim() || undefined,
    smsGatewayBody: env.SMS_GATEWAY_BODY?.trim() || SMS_GATEWAY_BODY,
    smsGatewayContentType: env.SMS_GATEWAY_CONTENT_TYPE?.trim() || 'application/json',
    smsGatewayTimeoutMs: intOr(env.SMS_GATEWAY_TIMEOUT_MS, SMS_GATEWAY_TIMEOUT_MS),
    smsGatewayRetries: intOr(env.SMS_GATEWAY_RETRIES, SMS_GATEWAY_RETRIES),
    smsGatewayBackoffMs: intOr(env.SMS_GATEWAY_BACKOFF_MS, SMS_GATEWAY_BACKOFF_MS),
    shutdownGraceMs: intOr(env.SHUTDOWN_GRACE_MS, 10_000),
    rootDir: ROOT_DIR,
    oidc: readOidc(env),
  };
}
