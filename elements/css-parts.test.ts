// @vitest-environment node
// Every name a host can style with ::part() is documented, and every documented name exists: the
// `part="…"` names in src/ against each element's JSDoc @csspart (custom-elements.json is built
// from it, and scripts/check-manifest.ts checks that step) and against the README's table.
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { sourceFiles } from '../test/unit-support/source-files.ts';
import { ELEMENT_TAGS } from '../vite.config.ts';

const root = join(import.meta.dirname, '..');
const sorted = (names: Iterable<string>) => [...new Set(names)].sort();

/** Each part name written in src/, with the files that write it; and any part given by an expression. */
function partsInSource(): { names: Map<string, string[]>; computed: string[] } {
  const names = new Map<string, string[]>();
  const computed: string[] = [];
  for (const file of sourceFiles(join(root, 'src'), { withTests: false })) {
    const text = readFileSync(file, 'utf8');
    const where = relative(root, file);
    for (const match of text.matchAll(/\bpart=(?:"([^"]*)"|'([^']*)'|(\{))|setAttribute\(\s*['"]part['"]/g)) {
      const literal = match[1] ?? match[2];
      if (literal === undefined) {
        computed.push(where);
        continue;
      }
      for (const name of literal.split(/\s+/).filter(Boolean)) names.set(name, [...(names.get(name) ?? []), where]);
    }
  }
  return { names, computed };
}

/** `@csspart name - text` of elements/<tag>.ts. */
function documentedOn(tag: string): string[] {
  const source = readFileSync(join(root, 'elements', `${tag}.ts`), 'utf8');
  return sorted([...source.matchAll(/@csspart\s+([\w-]+)/g)].map((m) => m[1]!));
}

/** The README's table of parts: name → the tags it is on ("all" is every element). */
function readmeParts(): Map<string, string[]> {
  const readme = readFileSync(join(root, 'README.md'), 'utf8');
  const table = readme.slice(readme.indexOf('| Part |'));
  const rows = new Map<string, string[]>();
  for (const line of table.split('\n').slice(2)) {
    const cells = /^\| `([\w-]+)` \|[^|]*\| ([^|]*) \|$/.exec(line);
    if (!cells) break;
    const on = cells[2]!.trim() === 'all' ? [...ELEMENT_TAGS] : [...cells[2]!.matchAll(/`([\w-]+)`/g)].map((m) => m[1]!);
    rows.set(cells[1]!, sorted(on));
  }
  return rows;
}

const source = partsInSource();
const inSource = sorted(source.names.keys());

describe('::part() names: what src/ renders is what the elements and the README document', () => {
  it('src/ names every part literally (a computed part could not be checked here)', () => {
    expect(source.computed).toEqual([]);
    expect(inSource.length).toBeGreaterThan(0);
  });

  it('every part rendered in src/ is documented on some element (@csspart)', () => {
    const documented = new Set(ELEMENT_TAGS.flatMap(documentedOn));
    const missing = inSource.filter((name) => !documented.has(name)).map((name) => `${name} (${source.names.get(name)!.join(', ')})`);
    expect(missing).toEqual([]);
  });

  for (const tag of ELEMENT_TAGS) {
    it(`<${tag}>: every @csspart is rendered somewhere in src/`, () => {
      expect(documentedOn(tag).filter((name) => !source.names.has(name))).toEqual([]);
    });
  }

  it('the README’s table lists exactly the parts rendered in src/', () => {
    expect(sorted(readmeParts().keys())).toEqual(inSource);
  });

  it('the README’s "On" column agrees with each element’s @csspart', () => {
    const readme = readmeParts();
    for (const tag of ELEMENT_TAGS) {
      const fromReadme = sorted([...readme].filter(([, on]) => on.includes(tag)).map(([name]) => name));
      expect(fromReadme, `<${tag}>`).toEqual(documentedOn(tag));
    }
  });
});
