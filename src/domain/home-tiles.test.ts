import { describe, expect, it } from 'vitest';
import type { Department } from '../common/api-contract.ts';
import { HIDDEN_ABOUT_HOLD_MS, homeDepartments, showCountBadge, showDepartmentCount, showRemoteCounterTile } from './home-tiles.ts';

const dep = (name: string, showHome: boolean): Department => ({ id: name, code: name, name, suspended: false, showHome });
const onHome = [dep('DSI', true), dep('IAS', true)];
const withHidden = [dep('DSI', true), dep('Remote', false)];

describe('docs/behaviour/2-screens.md (Home): one tile per department flagged showHome', () => {
  it.each([
    ['all flagged → all, in order', onHome, ['DSI', 'IAS']],
    ['one not flagged → left off', withHidden, ['DSI']],
    ['none → no tile', [], []],
  ])('%s', (_name, departments, names) => {
    expect(homeDepartments(departments).map((d) => d.name)).toEqual(names);
  });
});

describe('docs/behaviour/2-screens.md (Home): the remote-counter tile when any department is not flagged showHome, hidden by the gray-test flag', () => {
  it.each([
    ['a department not on home, gray test says show → tile', withHidden, true, true],
    ['a department not on home, gray test not answered yet → tile', withHidden, undefined, true],
    ['a department not on home, gray test says hide → no tile', withHidden, false, false],
    ['every department on home → no tile', onHome, true, false],
    ['no departments → no tile', [], true, false],
  ])('%s', (_name, departments, gray, shown) => {
    expect(showRemoteCounterTile(departments, gray)).toBe(shown);
  });
});

describe('docs/behaviour/2-screens.md (Home): My tickets count badge hidden at zero', () => {
  it.each([
    ['3 tickets → badge', 3, true],
    ['1 ticket → badge', 1, true],
    ['0 → no badge', 0, false],
    ['count not loaded (silent call failed) → no badge', null, false],
    ['a negative count → no badge', -1, false],
  ])('%s', (_name, count, shown) => {
    expect(showCountBadge(count)).toBe(shown);
  });
});

describe('docs/behaviour/2-screens.md (Home): the department count in production only', () => {
  const counts = { depSize: 12, serSize: 140 };
  it.each([
    ['production ("prod") with counts → shown', 'prod', counts, true],
    ['no environment named (production) → shown', undefined, counts, true],
    ['"uat" → hidden', 'uat', counts, false],
    ['"dev" → hidden', 'dev', counts, false],
    ['production, counts not loaded → hidden', 'prod', null, false],
  ])('%s', (_name, env, c, shown) => {
    expect(showDepartmentCount(env, c)).toBe(shown);
  });
});

describe('docs/behaviour/2-screens.md, docs/behaviour/9-constants.md the hidden About page: press and hold the home search icon', () => {
  it('for 12 s', () => expect(HIDDEN_ABOUT_HOLD_MS).toBe(12_000));
});
