import { describe, expect, it } from 'vitest';
import { displayName } from './display-name.ts';

describe('docs/behaviour/5-validation.md (Names)', () => {
  it.each([
    ['"Identity, Services" (ASCII comma) → "Identity Services"', 'Identity, Services', 'Identity Services'],
    ['"身份證明局，總部" (full-width comma) → "身份證明局總部"', '身份證明局，總部', '身份證明局總部'],
    ['both kinds, several times → all removed', 'a,b，c,,d', 'abcd'],
    ['the ideographic comma 、 is not a comma of the rule → kept', '出入境、居留', '出入境、居留'],
    ['a name without commas → unchanged', 'Macao Post', 'Macao Post'],
    ['no name → ""', null, ''],
  ])('%s', (_name, input, shown) => {
    expect(displayName(input)).toBe(shown);
  });
});
