// A module loaded with `import()` that the build's groups put into a shared chunk (the body, a
// widget's first screen: vite.config.ts) gets a chunk of its own that only re-exports it, e.g.
// `export{p as default}from"./element-body-….js"`: Rolldown keeps such facades for grouped
// dynamic entries (rolldown/rolldown#9729). Each costs the browser a request and its own gzip
// overhead, on <booking-app>'s first screen twice. This rewrites every `import()` of a facade to
// import the chunk behind it and pick the facade's names from it, and drops the facade.
import { posix } from 'node:path';
import type { Plugin } from 'vite';
import { DYNAMIC_IMPORT, relative } from './chunk-preload-plugin.ts';

/** `export{a as b,c}from"./x.js";` and nothing else: the names it exports, and from where. */
const FACADE = /^export\s*\{([^}]*)\}\s*from\s*(["'`])(\.{1,2}\/[^"'`]+\.js)\2;?\s*$/;

export interface Facade {
  /** The chunk behind it, relative to the output folder. */
  target: string;
  /** Its exported name → the target's name. */
  names: [exported: string, local: string][];
}

/** The facade `code` (a chunk at `file`) is, or undefined when it is a chunk of its own. */
export function readFacade(file: string, code: string): Facade | undefined {
  const match = FACADE.exec(code.trim());
  if (!match) return undefined;
  const names = (match[1] as string)
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => {
      const [local, exported = local] = entry.split(/\s+as\s+/) as [string, string?];
      return [exported, local] as [string, string];
    });
  return { target: posix.join(posix.dirname(file), match[3] as string), names };
}

/** `code` of the chunk at `file`, with each `import()` of a facade importing its target instead. */
export function bypassFacades(file: string, code: string, facades: ReadonlyMap<string, Facade>): string {
  return code.replace(DYNAMIC_IMPORT, (call: string, quote: string, specifier: string) => {
    const facade = facades.get(posix.join(posix.dirname(file), specifier));
    if (!facade) return call;
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
      const facades = new Map<string, Facade>();
      for (const [name, output] of Object.entries(bundle)) {
        if (output.type !== 'chunk' || output.isEntry || !output.isDynamicEntry) continue;
        const facade = readFacade(name, output.code);
        if (facade && bundle[facade.target]) facades.set(name, facade);
      }
      for (const name of facades.keys()) delete bundle[name];
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        output.code = bypassFacades(output.fileName, output.code, facades);
        // The chunk-preload pass after this one reads what each chunk imports.
        output.dynamicImports = output.dynamicImports.map((file) => facades.get(file)?.target ?? file);
      }
    },
  };
}
