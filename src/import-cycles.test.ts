// @vitest-environment node
// No import cycle in src/, server/ or elements/: a module in a cycle can run before the module it
// needs has finished running, and sees its exports undefined (a fault that shows only in one
// load order). The scan follows static imports, `export … from` and dynamic `import()`: a lazy
// chunk that imports its own loader back is a cycle too. `import type` and `export type` are left
// out: the compiler erases them, so they never run. (`import { type A }` is kept: under
// verbatimModuleSyntax it stays as a side-effect import.)
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { resolveSpecifier, runtimeSpecifiers, sourceFiles } from '../test/unit-support/source-files.ts';

const root = join(__dirname, '..');

/** Every cycle of the graph, each once, as the chain of its modules (the first repeated at the end). */
function findCycles(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  const cycles: string[][] = [];
  const seen = new Set<string>();
  const state = new Map<string, 'open' | 'done'>();
  const path: string[] = [];
  const visit = (node: string) => {
    state.set(node, 'open');
    path.push(node);
    for (const next of graph.get(node) ?? []) {
      if (state.get(next) === 'open') {
        const cycle = path.slice(path.indexOf(next));
        // One report per cycle, whichever module the walk entered it by.
        const key = [...cycle].sort().join('\n');
        if (!seen.has(key)) {
          seen.add(key);
          cycles.push([...cycle, next]);
        }
      } else if (!state.has(next)) visit(next);
    }
    path.pop();
    state.set(node, 'done');
  };
  for (const node of [...graph.keys()].sort()) if (!state.has(node)) visit(node);
  return cycles;
}

describe('the import-cycle scan', () => {
  it('reads imports, re-exports and dynamic imports; not type-only ones or packages', () => {
    const source = [
      "import { a } from './a.ts';",
      "import { type B } from './b.ts';",
      "import type { C } from './c.ts';",
      "import css from './d.css?inline';",
      "import { h } from 'preact';",
      "export { e } from '../e.ts';",
      "export type { F } from './f.ts';",
      "const g = () => import('./g.tsx');",
    ].join('\n');
    expect(runtimeSpecifiers('x.ts', source)).toEqual(['./a.ts', './b.ts', './d.css?inline', '../e.ts', './g.tsx']);
  });

  it('finds a cycle through a lazy chunk once, and nothing in a graph without one', () => {
    const graph = new Map([
      ['routes', ['placeholder']],
      ['placeholder', ['store', 'routes']],
      ['router', ['routes']],
      ['store', []],
    ]);
    expect(findCycles(graph)).toEqual([['placeholder', 'routes', 'placeholder']]);
    expect(findCycles(new Map([['a', ['b']], ['b', ['c']], ['c', []]]))).toEqual([]);
  });
});

describe('src/, server/ and elements/', () => {
  it('have no import cycle', () => {
    const files = ['src', 'server', 'elements'].flatMap((dir) => sourceFiles(join(root, dir)));
    const graph = new Map(
      files.map((file) => [
        file,
        runtimeSpecifiers(file, readFileSync(file, 'utf8'))
          .map((specifier) => resolveSpecifier(file, specifier))
          .filter((target): target is string => target !== null),
      ]),
    );
    expect(findCycles(graph).map((cycle) => cycle.map((file) => relative(root, file)).join(' → '))).toEqual([]);
    // Parsing every source file takes seconds on a busy 2-core machine, more as the code grows.
  }, 60_000);
});
