import { describe, expect, it } from 'vitest';
import { isOneAccount, pickIdentityDocument, userInfoFromProfile, type IdentityDoc } from './profile-user-info.ts';

const doc = (identityType: string, identityNo: string): IdentityDoc => ({ identityType, identityNo, nameCn: `name-${identityType}` });

describe('§3 Profile: document types 15 and 14 are preferred, else the first is used', () => {
  const rows: [string, IdentityDoc[], string | null][] = [
    ['[1, 15, 14] → 15', [doc('1', 'A'), doc('15', 'B'), doc('14', 'C')], 'B'],
    ['[14, 15] → 15 (15 before 14)', [doc('14', 'C'), doc('15', 'B')], 'B'],
    ['[1, 14] → 14', [doc('1', 'A'), doc('14', 'C')], 'C'],
    ['[3, 1] → the first', [doc('3', 'D'), doc('1', 'A')], 'D'],
    ['[] → none', [], null],
  ];
  for (const [name, docs, expected] of rows) {
    it(name, () => expect(pickIdentityDocument(docs)?.identityNo ?? null).toBe(expected));
  }
  it('no document list → none', () => expect(pickIdentityDocument(undefined)).toBeNull());
});

describe('§6 one-account user info: identity and mobile prefilled, mobile area cleared', () => {
  it('takes the preferred document, digits of the mobile and an empty area', () => {
    const info = userInfoFromProfile({ euid: 'E1', mobile: '+853 6612 3456', identityDocs: [doc('1', 'A'), doc('14', '1234567(8)')] });
    expect(info).toEqual({ euid: 'E1', identifyNo: '1234567(8)', mobNum: '85366123456', mobArea: '', name: 'name-14' });
  });
  it('falls back to the profile identity number and name without documents', () => {
    const info = userInfoFromProfile({ euid: 'E2', identityNo: '12345678', name: 'Chan' });
    expect(info).toMatchObject({ identifyNo: '12345678', name: 'Chan', mobNum: '' });
  });
});

describe('SPEC §6 one-account login: only a profile from the one-account sign-on counts', () => {
  it.each([
    ['a one-account profile → logged in with one-account', { kind: 'oneAccount' }, true],
    ['a profile from an SMS-verified mobile → not one-account', { kind: 'sms' }, false],
    ['no profile (not logged in, or not loaded yet) → not one-account', null, false],
  ])('%s', (_name, profile, expected) => {
    expect(isOneAccount(profile)).toBe(expected);
  });
});
