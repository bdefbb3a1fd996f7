// @vitest-environment node
// The code explains itself from within the repository: no comment sends a reader to an issue
// number (issues close and move; the reason belongs in the comment) or to a file outside the
// checkout (../shared/…, /tmp/…), which a clone does not have.
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { sourceFiles } from '../test/unit-support/source-files.ts';

const root = join(__dirname, '..');
const FOLDERS = ['src', 'server', 'elements', 'scripts', 'test', 'bench'];

/** `file:line` of each line of `text` that cites an issue number or a path outside the repository. */
function outsideCitations(file: string, text: string): string[] {
  return text
    .split('\n')
    .flatMap((line, i) => (/\bissues? #?\d+\b|\.\.\/shared\/|\/tmp\/[\w-]+\.md/i.test(line) ? [`${file}:${i + 1}`] : []));
}

describe('comments cite nothing outside the repository', () => {
  it('the scan finds an issue number and an outside path, and passes a plain reason', () => {
    const text = '// why: the slot is full (issue 14)\n// see ../shared/SPEC.md\n// see /tmp/contracts.md\n// the office keeps no daylight saving\n';
    expect(outsideCitations('a.ts', text)).toEqual(['a.ts:1', 'a.ts:2', 'a.ts:3']);
  });

  it('no source file of src/, server/, elements/, scripts/, test/ or bench/ cites one', () => {
    const self = relative(root, __filename);
    const found = FOLDERS.flatMap((folder) => sourceFiles(join(root, folder)))
      .map((file) => relative(root, file))
      .filter((file) => file !== self)
      .flatMap((file) => outsideCitations(file, readFileSync(join(root, file), 'utf8')));
    expect(found).toEqual([]);
  });
});
