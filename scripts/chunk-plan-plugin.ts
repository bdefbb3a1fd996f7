// The chunk plan (docs/build.md): a module says which of the plan's chunks it goes to with a line
// `// @chunk <name>` of its own, and the chunk takes it with every module it imports statically
// that no earlier chunk of the plan took. The plan is the order of the names (vite.config.ts);
// the modules say where they go, so a file moved or renamed keeps its chunk, and a name that is
// not in the plan, or a chunk of the plan that no module names, fails the build.
import type { Plugin } from 'vite';

const MARK = /^\/\/ @chunk ([a-z][a-z0-9-]*)(?![\w-])/gm;

/** The chunk the module's source names, or undefined; more than one fails. */
export function chunkMark(source: string): string | undefined {
  const names = [...source.matchAll(MARK)].map((match) => match[1] as string);
  if (names.length > 1) throw new Error(`names more than one chunk (${names.join(', ')})`);
  return names[0];
}

interface ChunkPlan {
  /** Reads the marks of the sources as the build loads them, and checks them against the plan. */
  plugin: Plugin;
  /** One `codeSplitting` group per chunk of the plan, in its order (the first to take a module keeps it). */
  groups: { name: string; test: (id: string) => boolean }[];
}

/** The plan whose chunks are `order`, for the project's own sources (ids under `sourceRoot`). */
export function chunkPlan(order: readonly string[], sourceRoot: string): ChunkPlan {
  const marked = new Map<string, string>();
  const plugin: Plugin = {
    name: 'civic-booking:chunk-plan',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      if (!id.startsWith(sourceRoot) || id.includes('/node_modules/') || id.includes('?')) return;
      let name: string | undefined;
      try {
        name = chunkMark(code);
      } catch (error) {
        this.error(`chunk plan: ${id.slice(sourceRoot.length)} ${(error as Error).message}`);
      }
      if (name === undefined) return;
      if (!order.includes(name)) this.error(`chunk plan: ${id.slice(sourceRoot.length)} names the chunk ${name}, which the plan (vite.config.ts) does not have`);
      marked.set(id, name);
    },
    buildEnd(error) {
      if (error) return;
      const named = new Set(marked.values());
      const empty = order.filter((name) => !named.has(name));
      if (empty.length > 0) this.error(`chunk plan: no module says \`// @chunk ${empty.join('` or `// @chunk ')}\``);
    },
  };
  return { plugin, groups: order.map((name) => ({ name, test: (id: string) => marked.get(id) === name })) };
}
