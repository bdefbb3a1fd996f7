// The citizen an OpenID Connect provider's claims describe (docs/behaviour/3-entities.md
// (Profile)): the claim names are the deployment's (OIDC_CLAIM_*), a dotted name reads a nested
// claim when no claim has that exact name (`address.locality`). Pure: the exchange saves what
// this answers (server/identity/citizens.ts).
import type { ClaimNames, Claims } from '../auth/oidc.ts';
import { typedMobile, type Phone } from '../http/input.ts';
import { DEFAULT_AREA } from '../../src/common/phone.ts';
import { isSmsEuid, type ProviderCitizen } from './citizens.ts';

/** Why the claims describe no citizen the server can serve: no usable euid, or no usable mobile. */
export type ClaimsProblem = { problem: 'euid' | 'mobile' };

const MAX_EUID = 64;
const MAX_NAME = 100;
const MAX_IDENTITY_NO = 32;

function claim(claims: Claims, name: string): unknown {
  if (name === '') return undefined;
  if (Object.hasOwn(claims, name)) return claims[name];
  let value: unknown = claims;
  for (const part of name.split('.')) {
    if (value === null || typeof value !== 'object' || !Object.hasOwn(value, part)) return undefined;
    value = (value as Claims)[part];
  }
  return value;
}

/** A claim as trimmed text within `max` characters, or null. */
function textClaim(claims: Claims, name: string, max: number): string | null {
  const value = claim(claims, name);
  if (typeof value !== 'string' && typeof value !== 'number') return null;
  const text = String(value).trim();
  return text === '' || text.length > max ? null : text;
}

/** OpenID's birthdate is YYYY-MM-DD (0000 when the year is withheld: then none). */
function birthdayOf(value: string | null): string | null {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value) || Number(value.slice(0, 4)) < 1900) return null;
  return Number.isNaN(Date.parse(`${value}T00:00:00Z`)) ? null : value;
}

function phoneOf(value: string | null): Phone | null {
  if (!value) return null;
  try {
    // OpenID's phone_number is E.164 (+85366123456); a number without its area is taken as Macau's.
    return typedMobile(DEFAULT_AREA, value);
  } catch {
    return null;
  }
}

export function citizenFromClaims(claims: Claims, names: ClaimNames): ProviderCitizen | ClaimsProblem {
  const euid = textClaim(claims, names.euid, MAX_EUID);
  // An euid in the SMS citizens' namespace would take over one of them.
  if (!euid || isSmsEuid(euid)) return { problem: 'euid' };
  const phone = phoneOf(textClaim(claims, names.mobile, 32));
  if (!phone) return { problem: 'mobile' };
  const nameCn = textClaim(claims, names.nameCn, MAX_NAME);
  const identityNo = textClaim(claims, names.identityNo, MAX_IDENTITY_NO);
  return {
    euid,
    phone,
    name: textClaim(claims, names.name, MAX_NAME),
    nameCn,
    birthday: birthdayOf(textClaim(claims, names.birthdate, 10)),
    doc: identityNo ? { identityType: textClaim(claims, names.identityType, 8) ?? '', identityNo, nameCn: nameCn ?? '' } : null,
  };
}
