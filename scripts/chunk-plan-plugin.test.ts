// The chunk plan (scripts/chunk-plan-plugin.ts): a module's `// @chunk <name>` line puts it in that
// chunk of the plan; a name the plan lacks, two names in one module, or a chunk no module names
// fails the build.
import { describe, expect, it } from 'vitest';
import { chunkMark, chunkPlan } from './chunk-plan-plugin.ts';

const ROOT = '/repo/';

/** Runs the plugin's hooks over `sources` (path → code) as the build does. */
function plan(order: string[], sources: Record<string, string>) {
  const { plugin, groups } = chunkPlan(order, ROOT);
  const context = {
    error(message: string): never {
      throw new Error(message);
    },
  };
  const transform = plugin.transform as (this: typeof context, code: string, id: string) => void;
  const buildEnd = plugin.buildEnd as (this: typeof context, error?: Error) => void;
  for (const [path, code] of Object.entries(sources)) transform.call(context, code, path.startsWith('/') ? path : ROOT + path);
  buildEnd.call(context);
  return (id: string) => groups.find((group) => group.test(ROOT + id))?.name;
}

describe('the chunk plan', () => {
  it('a module goes to the chunk its own `// @chunk` line names, whatever the words after it', () => {
    expect(chunkMark("// The home.\n// @chunk home-screen: the first screen (docs/build.md).\nimport x from './x.ts';")).toBe('home-screen');
    expect(chunkMark('// @chunk start-up\nexport {};')).toBe('start-up');
    // Only a line of its own: not a mention in the middle of a comment or of code.
    expect(chunkMark('// Says `// @chunk home-screen` in a sentence.\nconst s = "// @chunk x";')).toBeUndefined();
    expect(chunkMark('// @chunked-upload\n')).toBeUndefined();
  });

  it('each group of the plan takes the modules that name it, and no other', () => {
    const chunkOf = plan(['element-body', 'home-screen'], {
      'src/app/layout-body.tsx': '// @chunk element-body\n',
      'src/domain/display-name.ts': '// The name rule.\n// @chunk element-body: shared.\n',
      'src/flows/browse/home-screen.tsx': '// @chunk home-screen\n',
      'src/flows/browse/tile.tsx': '// A tile.\n',
      // Only the project's own source files: not a library's, nor a module a plugin makes of one.
      'node_modules/lib/index.js': '// @chunk home-screen\n',
      'src/i18n/en_us.ts?part=first': '// @chunk home-screen\n',
    });
    const ids = ['src/app/layout-body.tsx', 'src/domain/display-name.ts', 'src/flows/browse/home-screen.tsx', 'src/flows/browse/tile.tsx', 'node_modules/lib/index.js', 'src/i18n/en_us.ts?part=first'];
    expect(ids.map(chunkOf)).toEqual(['element-body', 'element-body', 'home-screen', undefined, undefined, undefined]);
  });

  it('a name the plan does not have, two names, or a chunk that no module names fails the build', () => {
    expect(() => plan(['home-screen'], { 'src/a.ts': '// @chunk home-screen\n', 'src/b.ts': '// @chunk home-scren\n' })).toThrow(
      'chunk plan: src/b.ts names the chunk home-scren, which the plan (vite.config.ts) does not have',
    );
    expect(() => plan(['a', 'b'], { 'src/a.ts': '// @chunk a\n// @chunk b\n' })).toThrow('chunk plan: src/a.ts names more than one chunk (a, b)');
    expect(() => plan(['element-body', 'start-up'], { 'src/a.ts': '// @chunk element-body\n' })).toThrow('chunk plan: no module says `// @chunk start-up`');
  });
});
