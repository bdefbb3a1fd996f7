import { describe, expect, test } from 'vitest';
import type { ClaimNames } from '../auth/oidc.ts';
import { citizenFromClaims } from './provider-citizen.ts';

const STANDARD: ClaimNames = { euid: 'sub', name: 'name', nameCn: '', mobile: 'phone_number', identityNo: '', identityType: '', birthdate: 'birthdate' };
const NESTED: ClaimNames = { ...STANDARD, euid: 'https://gov.example/euid', nameCn: 'name_cn', identityNo: 'identity.number', identityType: 'identity.type' };

describe('the citizen an OpenID Connect provider’s claims describe (OIDC_CLAIM_*)', () => {
  test.each([
    ['standard claims: sub, name, an E.164 phone_number, birthdate', STANDARD,
      { sub: 'MO-1', name: ' CHAN TAI MAN ', phone_number: '+852 6123 4567', birthdate: '1980-02-29' },
      { euid: 'MO-1', phone: { mobArea: '852', mobNum: '61234567' }, name: 'CHAN TAI MAN', nameCn: null, birthday: '1980-02-29', doc: null }],
    ['a number without its area is Macau’s; a withheld birth year gives no birthday', STANDARD,
      { sub: 'MO-2', phone_number: '66123456', birthdate: '0000-02-29' },
      { euid: 'MO-2', phone: { mobArea: '853', mobNum: '66123456' }, name: null, nameCn: null, birthday: null, doc: null }],
    ['a claim named by URL; a nested identity document (dotted names)', NESTED,
      { 'https://gov.example/euid': 'MO-3', name_cn: '陳大文', phone_number: '+85366000003', identity: { number: '15000003', type: '15' } },
      { euid: 'MO-3', phone: { mobArea: '853', mobNum: '66000003' }, name: null, nameCn: '陳大文', birthday: null, doc: { identityType: '15', identityNo: '15000003', nameCn: '陳大文' } }],
    ['no euid claim', NESTED, { sub: 'MO-4', phone_number: '+85366000004' }, { problem: 'euid' }],
    ['an euid in the SMS citizens’ namespace', STANDARD, { sub: 'sms:85366000005', phone_number: '+85366000005' }, { problem: 'euid' }],
    ['an euid longer than 64 characters', STANDARD, { sub: 'x'.repeat(65), phone_number: '+85366000006' }, { problem: 'euid' }],
    ['no mobile', STANDARD, { sub: 'MO-7' }, { problem: 'mobile' }],
    ['a mobile that is no number', STANDARD, { sub: 'MO-8', phone_number: 'call me' }, { problem: 'mobile' }],
  ])('%s', (_name, names, claims, expected) => {
    expect(citizenFromClaims(claims, names)).toEqual(expected);
  });
});
