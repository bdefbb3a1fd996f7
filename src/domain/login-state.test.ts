import { describe, expect, test } from 'vitest';
import { checkLoginState, createLoginState, type LoginStateCheck } from './login-state.ts';

const LINK = new URLSearchParams('departmentId=101&serviceCode=A-12&language=pt&code=old-code&state=old-state');
const issued = createLoginState(LINK, 'pt_pt');

const tamper = (state: string) => {
  const last = state.at(-2) === 'A' ? 'B' : 'A';
  return `${state.slice(0, -2)}${last}${state.slice(-1)}`;
};
/** A well-formed state made by someone else: same link, same language, another nonce. */
const forged = createLoginState(LINK, 'pt_pt');

const show = (check: LoginStateCheck) => (check.ok ? `ok ${check.language} ${new URLSearchParams(check.linkParams).toString()}` : `refused: ${check.reason}`);

const rows: Array<[string, string | null, string | null, string]> = [
  ['the state this browser issued comes back → the link parameters and language, without OAuth’s own', issued, issued, 'ok pt_pt departmentId=101&serviceCode=A-12&language=pt'],
  ['one character changed on the way → refused', tamper(issued), issued, 'refused: mismatch'],
  ['a well-formed state this browser did not issue (another nonce) → refused', forged, issued, 'refused: mismatch'],
  ['a state, but this browser started no login → refused', issued, null, 'refused: noPendingLogin'],
  ['no state in the link → refused', null, issued, 'refused: missing'],
  ['garbage that equals what is stored → refused (not a state of ours)', 'not-base64!', 'not-base64!', 'refused: mismatch'],
];

describe('docs/behaviour/7-api.md login state: carries the link parameters and language, checked on return', () => {
  test.each(rows)('%s', (_name, returned, stored, expected) => {
    expect(show(checkLoginState(returned, stored))).toBe(expected);
  });

  test('every state carries a fresh random nonce', () => {
    const states = new Set(Array.from({ length: 1_000 }, () => createLoginState({ language: 'en' }, 'en_us')));
    expect(states.size).toBe(1_000);
  });

  test('URL-safe as it is (base64url)', () => {
    expect(issued).toMatch(/^[A-Za-z0-9_-]+$/);
  });

  test('non-ASCII link values come back intact', () => {
    const state = createLoginState({ keyword: '身份證' }, 'zh_hant');
    expect(show(checkLoginState(state, state))).toBe(`ok zh_hant ${new URLSearchParams({ keyword: '身份證' }).toString()}`);
  });
});
