import { describe, expect, it } from 'vitest';
import { isOneAccountProfile, pickIdentityDocument, userInfoFromProfile, type IdentityDoc } from './profile-user-info.ts';

const doc = (identityType: string, identityNo: string): IdentityDoc => ({ identityType, identityNo, nameCn: `name-${identityType}` });

describe('docs/behaviour/3-entities.md (Profile): document types 15 and 14 are preferred, else the first is used', () => {
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

describe('docs/behaviour/6-roles.md one-account user info: identity and mobile prefilled, mobile area cleared', () => {
  it('takes the preferred document, digits of the mobile and an empty area', () => {
    const info = userInfoFromProfile({ euid: 'E1', mobile: '+853 6612 3456', identityDocs: [doc('1', 'A'), doc('14', '1234567(8)')] });
    expect(info).toEqual({ euid: 'E1', identifyNo: '1234567(8)', mobNum: '85366123456', mobArea: '', name: 'name-14' });
  });
  it('falls back to the profile identity number and name without documents', () => {
    const info = userInfoFromProfile({ euid: 'E2', identityNo: '12345678', name: 'Chan' });
    expect(info).toMatchObject({ identifyNo: '12345678', name: 'Chan', mobNum: '' });
  });
});

describe('docs/behaviour/6-roles.md one-account login versus a number proved by SMS', () => {
  const rows: [string, Parameters<typeof isOneAccountProfile>[0], boolean][] = [
    ["kind 'oneAccount' → one-account (prefilled, no SMS step)", { kind: 'oneAccount' }, true],
    ["kind 'sms' (a token bought with an SMS code) → not one-account", { kind: 'sms' }, false],
    ['no kind (the provider’s own profile) → one-account', {}, true],
    ['no profile (not logged in, or not loaded yet) → not one-account', null, false],
  ];
  for (const [name, profile, expected] of rows) {
    it(name, () => expect(isOneAccountProfile(profile)).toBe(expected));
  }
});
