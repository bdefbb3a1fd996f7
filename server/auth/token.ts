// Signed citizen tokens (HS256, 24 h on the server's clock). Nothing lives only in this
// process's memory that another process needs: the secret comes from TOKEN_SECRET or is created
// once and kept in the database (so every process over one database agrees), and revocations
// (logout) are rows in token_revocations.
import { SignJWT, jwtVerify, errors as joseErrors } from 'jose';
import { randomUUID } from 'node:crypto';
import { storedSecret } from './app-secret.ts';
import type { Clock } from '../clock.ts';
import type { Queryable } from '../db/types.ts';

type CitizenKind = 'sms' | 'oneAccount';

/** Who is calling: a one-account user (euid from the provider) or a mobile verified by SMS code. */
export interface Citizen {
  euid: string;
  mobArea: string;
  mobNum: string;
  kind: CitizenKind;
  /** Token id, for revocation. */
  jti: string;
  /** When the token stops working (server clock). */
  expiresAt: Date;
}

/** What signing and checking need: the database (secret, revocations) and the server's clock. */
export interface TokenDeps {
  db: Queryable;
  clock: Clock;
}

const TOKEN_LIFETIME_SECONDS = 86_400;
export const TOKEN_LIFETIME_MS = TOKEN_LIFETIME_SECONDS * 1000;
const ISSUER = 'civic-booking';

// The secret is imported into a CryptoKey once: given raw bytes, jose re-imports them
// (crypto.subtle.importKey) on every sign and verify, which showed in the booking profile.
const secrets = new WeakMap<Queryable, Promise<CryptoKey>>();

async function loadSecret(db: Queryable): Promise<Uint8Array<ArrayBuffer>> {
  const fromEnv = process.env.TOKEN_SECRET;
  if (fromEnv && fromEnv.length >= 16) return new TextEncoder().encode(fromEnv);
  const value = await storedSecret(db, 'token');
  return new TextEncoder().encode(value);
}

const importHs256 = (raw: Uint8Array<ArrayBuffer>) =>
  crypto.subtle.importKey('raw', raw, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);

function secretFor(db: Queryable): Promise<CryptoKey> {
  let secret = secrets.get(db);
  if (!secret) {
    secret = loadSecret(db).then(importHs256);
    secret.catch(() => secrets.delete(db));
    secrets.set(db, secret);
  }
  return secret;
}

/** Signs a token for a citizen; valid for 24 hours from the server clock's now. */
export async function issueToken({ db, clock }: TokenDeps, who: Omit<Citizen, 'jti' | 'expiresAt'>): Promise<string> {
  const secret = await secretFor(db);
  const issuedAt = Math.floor(clock.now().getTime() / 1000);
  return new SignJWT({ mobArea: who.mobArea, mobNum: who.mobNum, kind: who.kind })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(who.euid)
    .setIssuer(ISSUER)
    .setJti(randomUUID())
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + TOKEN_LIFETIME_SECONDS)
    .sign(secret);
}

/** The citizen a token names, or null when it is missing, malformed, forged, expired or revoked. */
export async function verifyToken({ db, clock }: TokenDeps, token: string | null | undefined): Promise<Citizen | null> {
  if (!token || token.length > 4096) return null;
  const secret = await secretFor(db);
  try {
    // Expiry is judged on the server's clock (CLOCK), like every other time rule.
    const { payload } = await jwtVerify(token, secret, { issuer: ISSUER, algorithms: ['HS256'], currentDate: clock.now() });
    const { sub, jti, exp, iat, mobArea, mobNum, kind } = payload as Record<string, unknown>;
    if (typeof sub !== 'string' || typeof jti !== 'string' || typeof exp !== 'number' || typeof iat !== 'number') return null;
    if (kind !== 'sms' && kind !== 'oneAccount') return null;
    // Revoked itself (logout), or issued no later than its citizen's last sign-out everywhere
    // (to the second, as a token tells its time): one query for both.
    const revoked = await db.query(
      `SELECT 1 FROM token_revocations WHERE jti = $1
       UNION ALL SELECT 1 FROM citizen_signouts WHERE euid = $2 AND signed_out_at >= $3`,
      [jti, sub, new Date(iat * 1000)],
    );
    if (revoked.length > 0) return null;
    return { euid: sub, jti, kind, mobArea: String(mobArea ?? ''), mobNum: String(mobNum ?? ''), expiresAt: new Date(exp * 1000) };
  } catch (error) {
    if (error instanceof joseErrors.JOSEError) return null;
    throw error;
  }
}

/** Revokes one token everywhere (every process reads the same table); kept until it would have expired. */
export async function revokeToken(db: Queryable, citizen: Pick<Citizen, 'jti' | 'expiresAt'>): Promise<void> {
  await db.query(
    `INSERT INTO token_revocations (jti, expires_at) VALUES ($1, $2) ON CONFLICT (jti) DO NOTHING`,
    [citizen.jti, citizen.expiresAt],
  );
}

/**
 * Signs the citizen out everywhere: every token issued to them until now (to the second) is
 * refused by every process from then on (docs/abuse-resistance.md "Idempotency and retention").
 */
export async function signOutEverywhere({ db, clock }: TokenDeps, euid: string): Promise<void> {
  await db.query(
    `INSERT INTO citizen_signouts (euid, signed_out_at) VALUES ($1, $2)
     ON CONFLICT (euid) DO UPDATE SET signed_out_at = GREATEST(citizen_signouts.signed_out_at, EXCLUDED.signed_out_at)`,
    [euid, clock.now()],
  );
}

/** Reads "Bearer x" or a bare token from the Authorization header. */
export function tokenFromHeader(header: string | null | undefined): string | null {
  if (!header) return null;
  const trimmed = header.trim();
  const match = /^Bearer\s+(.+)$/i.exec(trimmed);
  const token = (match ? match[1] : trimmed)?.trim();
  return token && token !== 'null' && token !== 'undefined' ? token : null;
}
