import { describe, expect, it } from 'vitest';
import { HIDDEN_ABOUT_PRESS_MS } from './hidden-about.ts';

describe('SPEC §9 hidden About: press and hold the search icon', () => {
  it('for 12 s', () => expect(HIDDEN_ABOUT_PRESS_MS).toBe(12_000));
});
