// @vitest-environment node
// The code explains itself from within the repository: no comment (nor test title) sends a reader
// to an issue number (issues close and move; the reason belongs in the comment) or to something a
// clone does not have: a path outside the checkout (../shared/…, /tmp/…), the brief that docs/
// replaced (SPEC.md, DESIGN.md, STYLE.md, or its "§4" shorthand), or a document that does not
// exist. A citation names a file of the repository, and for a section its heading in parentheses:
// `docs/behaviour/4-states.md (Reminder)`.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { filesUnder } from '../test/unit-support/source-files.ts';

const root = join(__dirname, '..');
const FOLDERS = ['src', 'server', 'elements', 'scripts', 'test', 'bench', 'demo'];
const TEXT = /\.(ts|tsx|mts|cts|js|mjs|cjs|css|sql|sh|html)$/;
/** Documents the build writes into dist/: the code that writes or checks them names them. */
const BUILD_OUTPUTS = new Set(['THIRD-PARTY-LICENSES.md']);
/** The brief's documents, which live outside the repository: docs/ holds what they said. */
const BRIEF = new Set(['SPEC.md', 'DESIGN.md', 'STYLE.md']);

/** Every text file under `dir` that may carry comments. */
const textFiles = (dir: string) => filesUnder(dir, (name) => TEXT.test(name) && !name.endsWith('.d.ts'));

/** The root's own configuration files (vite.config.ts, …), which carry comments too. */
function rootConfigFiles(): string[] {
  return readdirSync(root)
    .filter((name) => /\.config\.(ts|js|mjs|cjs)$/.test(name))
    .map((name) => join(root, name));
}

/** Whether `path` (relative to the repository's root) is in the checkout. */
const inCheckout = (path: string) => existsSync(join(root, path));

/** The text before `at` on its line. */
const before = (line: string, at: number) => line.slice(0, at);

/**
 * `file:line: what` for each thing a line of `text` cites that a clone of the repository lacks.
 * `exists` says whether a path relative to the root is in the checkout.
 */
function outsideCitations(file: string, text: string, exists: (path: string) => boolean = inCheckout): string[] {
  return text.split('\n').flatMap((line, i) => {
    const where = `${file}:${i + 1}`;
    const found: string[] = [];
    if (/\bissues? #?\d+\b/i.test(line)) found.push(`${where}: an issue number`);
    for (const match of line.matchAll(/(?<![\w/.-])((?:\.{0,2}\/)?[\w.-]+(?:\/[\w.-]+)*\.md)\b/g)) {
      const path = match[1]!;
      const name = path.slice(path.lastIndexOf('/') + 1);
      if (BRIEF.has(name)) found.push(`${where}: ${path}, which is not in the repository (cite docs/)`);
      else if (path.startsWith('/') || path.startsWith('../')) found.push(`${where}: ${path}, outside the checkout`);
      else if (!BUILD_OUTPUTS.has(name) && !exists(path.replace(/^\.\//, ''))) found.push(`${where}: ${path}, which does not exist`);
    }
    // "§4": the brief's section shorthand. A standard's sections stay: "RFC 5545 §3.1", "§4.1".
    for (const match of line.matchAll(/§(\d+)(?!\d|\.\d)/g)) {
      if (/(?:RFC|ISO(?:\/IEC)?|WCAG)\s*[\d\s./-]*$/.test(before(line, match.index))) continue;
      found.push(`${where}: §${match[1]}, a section of the brief (cite docs/behaviour/${match[1]}-….md)`);
    }
    return found;
  });
}

describe('comments cite nothing outside the repository', () => {
  it('the scan finds an issue number, an outside path, the brief and a missing document, and passes what the repository holds', () => {
    const exists = (path: string) => ['docs/behaviour/4-states.md', 'README.md'].includes(path);
    const text = [
      '// why: the slot is full (issue 14)',
      '// see ../shared/SPEC.md',
      '// see /tmp/contracts.md',
      '// the refusal by state (SPEC.md §4 "Reserve and queue flows")',
      '/** The contract (DESIGN.md "The element contract"). */',
      "it('one hook loads (STYLE.md \"One way to load\")', () => {});",
      '// the reminder (docs/behaviour/44-states.md)',
      '// as §4 asks: one request at a time',
      '// the office keeps no daylight saving',
      '// the reminder (docs/behaviour/4-states.md (Reminder)), README.md, the licences (THIRD-PARTY-LICENSES.md)',
      '// line folding (RFC 5545 §3.1), the verifier (RFC 7636 §4.1), base64url (RFC 4648 §5)',
    ].join('\n');
    expect(outsideCitations('a.ts', text, exists)).toEqual([
      'a.ts:1: an issue number',
      'a.ts:2: ../shared/SPEC.md, which is not in the repository (cite docs/)',
      'a.ts:3: /tmp/contracts.md, outside the checkout',
      'a.ts:4: SPEC.md, which is not in the repository (cite docs/)',
      'a.ts:4: §4, a section of the brief (cite docs/behaviour/4-….md)',
      'a.ts:5: DESIGN.md, which is not in the repository (cite docs/)',
      'a.ts:6: STYLE.md, which is not in the repository (cite docs/)',
      'a.ts:7: docs/behaviour/44-states.md, which does not exist',
      'a.ts:8: §4, a section of the brief (cite docs/behaviour/4-….md)',
    ]);
  });

  it('no file of src/, server/, elements/, scripts/, test/, bench/, demo/ or the root configuration cites one', () => {
    const self = relative(root, __filename);
    const found = [...FOLDERS.flatMap((folder) => textFiles(join(root, folder))), ...rootConfigFiles()]
      .map((file) => relative(root, file))
      .filter((file) => file !== self)
      .flatMap((file) => outsideCitations(file, readFileSync(join(root, file), 'utf8')));
    expect(found).toEqual([]);
  });
});
