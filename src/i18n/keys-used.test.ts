// @vitest-environment node
// Every key handed to t() or tPlural() exists in the dictionaries. The type check already
// catches a literal key; this also catches keys built at run time (`…fieldTypes.${type}`) or
// cast with `as MessageKey`, which the type check lets through.
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { isMessageKey } from './translate.ts';
import { keyUses, sourceFiles, type KeyUse } from '../../test/unit-support/source-files.ts';
import { zh_hant } from './zh_hant.ts';

const root = join(__dirname, '..', '..');

/** Every leaf path of the source dictionary. */
function leafPaths(tree: object, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [prefix + key] : leafPaths(value as object, `${prefix}${key}.`),
  );
}
const allKeys = leafPaths(zh_hant);

function missing(use: KeyUse, keys: string[] = allKeys): boolean {
  const exists = (key: string) => (use.plural ? isMessageKey(`${key}.one`) && isMessageKey(`${key}.other`) : isMessageKey(key));
  if (typeof use.key === 'string') return !exists(use.key);
  const pattern = use.key;
  const bases = use.plural ? keys.filter((k) => k.endsWith('.other')).map((k) => k.slice(0, -'.other'.length)) : keys;
  return !bases.some((key) => pattern.test(key) && exists(key));
}

describe('keys handed to t() and tPlural()', () => {
  it('the scan finds literal and template keys', () => {
    const uses = keyUses('a.tsx', "t(lang, 'common.back'); t(lang, `pages.setParams.fieldTypes.${type}` as MessageKey); tPlural(lang, 'pages.home.ticketCount', n);");
    expect(uses.map((use) => String(use.key))).toEqual(['common.back', '/^pages\\.setParams\\.fieldTypes\\.[^.]+$/', 'pages.home.ticketCount']);
  });

  it('a missing key, literal or template, is caught', () => {
    const uses = keyUses('a.tsx', "t(lang, 'common.nope' as MessageKey); t(lang, `pages.nope.${x}` as MessageKey); tPlural(lang, 'common.back', 2);");
    expect(uses.map((use) => missing(use))).toEqual([true, true, true]);
  });

  it('existing keys pass', () => {
    const uses = keyUses('a.tsx', "t(lang, 'common.back'); t(lang, `pages.setParams.genders.${g}`); tPlural(lang, 'pages.home.ticketCount', 2);");
    expect(uses.map((use) => missing(use))).toEqual([false, false, false]);
  });

  it('every key used in src/ and elements/ exists in the dictionaries', () => {
    const files = ['src', 'elements'].flatMap((dir) => sourceFiles(join(root, dir))).filter((path) => !path.includes(join('src', 'i18n')));
    const unknown = files
      .flatMap((path) => keyUses(relative(root, path), readFileSync(path, 'utf8')))
      .filter((use) => missing(use))
      .map((use) => `${use.where} ${String(use.key)}`);
    expect(unknown).toEqual([]);
    // Parsing every source file takes seconds on a busy 2-core machine, more as the code grows.
  }, 60_000);
});
