// The shallow comparison of useShallow answers as zustand's (which it was written after) for what
// selectors derive: arrays, tuples and plain objects of the state's values.
import { describe, expect, it } from 'vitest';
import { shallow } from 'zustand/vanilla/shallow';
import { shallowEqual } from './use-shallow.ts';

const profile = { euid: 'e-1' };
const rows: [string, unknown, unknown][] = [
  ['the same value', profile, profile],
  ['equal tuples', ['tok', profile, null], ['tok', profile, null]],
  ['a tuple with another object in it', ['tok', profile], ['tok', { euid: 'e-1' }]],
  ['tuples of other lengths', ['tok'], ['tok', undefined]],
  ['equal plain objects', { route: '/home', depth: 0 }, { route: '/home', depth: 0 }],
  ['plain objects with a field changed', { route: '/home', depth: 0 }, { route: '/home', depth: 1 }],
  ['plain objects with other keys', { a: undefined }, { b: undefined }],
  ['an array and an object of the same entries', ['x'], { 0: 'x' }],
  ['NaN and NaN', Number.NaN, Number.NaN],
  ['0 and -0', 0, -0],
  ['null and an empty object', null, {}],
  ['strings', 'a', 'a'],
];

describe('shallowEqual ≡ zustand’s shallow', () => {
  it.each(rows)('%s', (_name, a, b) => {
    expect(shallowEqual(a, b)).toBe(shallow(a, b));
  });
});
