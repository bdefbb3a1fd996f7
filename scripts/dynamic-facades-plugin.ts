// A module loaded with `import()` that the chunk plan puts into a shared chunk (the body, a
// widget's first screen: docs/build.md) gets a chunk of its own that holds no module and only
// re-exports it, e.g. `export{p as default}from"./element-body-….js"`: Rolldown keeps such facades
// for grouped dynamic entries (rolldown/rolldown#9729, open; none of its options avoids them).
// Each costs the browser a request and its own gzip overhead, on <booking-app>'s first screen
// twice. This pass finds them in the bundle's metadata (a dynamic entry with no module of its own,
// whose module lives in another chunk), makes each `import()` of one import that chunk and pick
// the facade's names from it, and drops the facade.
import type { Plugin } from 'vite';
import { reExports, relative, rewriteDynamicImports } from './chunk-imports.ts';

/** What the pass reads of a chunk of the bundle (file names relative to the output folder). */
export interface FacadeFacts {
  fileName: string;
  code: string;
  isEntry: boolean;
  isDynamicEntry: boolean;
  facadeModuleId: string | null;
  moduleIds: readonly string[];
  exports: readonly string[];
}

export interface Facade {
  /** The chunk that holds the facade's module. */
  target: string;
  /** Its exported name → the target's name for it. */
  names: [exported: string, local: string][];
}

/**
 * The facades among `chunks`, by file name: dynamic entries (not entries of the package, whose
 * names are its public files) that hold no module, whose module another chunk holds.
 */
export function findFacades(chunks: readonly FacadeFacts[]): Map<string, Facade> {
  const facades = new Map<string, Facade>();
  for (const chunk of chunks) {
    if (chunk.isEntry || !chunk.isDynamicEntry || chunk.moduleIds.length > 0 || !chunk.facadeModuleId) continue;
    const module = chunk.facadeModuleId;
    const target = chunks.find((other) => other.moduleIds.includes(module))?.fileName;
    if (!target) throw new Error(`dynamic facades: ${chunk.fileName} stands for ${module}, which no chunk holds`);
    const names = reExports(chunk.fileName, chunk.code).map(({ exported, local, from }): [string, string] => {
      if (from !== target) throw new Error(`dynamic facades: ${chunk.fileName} re-exports ${exported} from ${from}, not from ${target}`);
      return [exported, local];
    });
    const missing = chunk.exports.filter((name) => !names.some(([exported]) => exported === name));
    if (missing.length > 0) throw new Error(`dynamic facades: ${chunk.fileName} exports ${missing.join(', ')} otherwise than by re-export`);
    facades.set(chunk.fileName, { target, names });
  }
  return facades;
}

/** `code` of the chunk at `file`, with each `import()` of a facade importing its target instead. */
export function bypassFacades(file: string, code: string, facades: ReadonlyMap<string, Facade>): string {
  return rewriteDynamicImports(file, code, ({ target, quote }) => {
    const facade = facades.get(target);
    if (!facade) return undefined;
    const picked = facade.names.map(([exported, local]) => `${JSON.stringify(exported)}:m.${local}`).join(',');
    return `import(${quote}${relative(file, facade.target)}${quote}).then(m=>({${picked}}))`;
  });
}

export function dynamicFacades(): Plugin {
  return {
    name: 'civic-booking:dynamic-facades',
    apply: 'build',
    generateBundle(options, bundle) {
      if (options.format !== 'es') return;
      const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
      const facades = findFacades(chunks);
      for (const name of facades.keys()) delete bundle[name];
      for (const chunk of chunks) {
        if (!chunk.dynamicImports.some((file) => facades.has(file))) continue;
        chunk.code = bypassFacades(chunk.fileName, chunk.code, facades);
        // The chunk-preload pass after this one reads what each chunk imports.
        chunk.dynamicImports = chunk.dynamicImports.map((file) => facades.get(file)?.target ?? file);
      }
    },
  };
}
