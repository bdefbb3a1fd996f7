// How the built chunks import one another, read from their code by the parser (Vite's parseSync,
// Rolldown's): where each `import()` of another chunk sits, and what a chunk re-exports from
// another. The two passes after the bundler's (scripts/dynamic-facades-plugin.ts,
// scripts/chunk-preload-plugin.ts) edit `import()` calls through this, never by matching text.
import { posix } from 'node:path';
import { parseSync } from 'vite';

/** `to` as an import specifier from the file `from` (both relative to the output folder). */
export const relative = (from: string, to: string) => {
  const path = posix.relative(posix.dirname(from), to);
  return path.startsWith('.') ? path : `./${path}`;
};

/** An `import()` of another chunk: its place in the code and the file it loads (relative to the output folder). */
interface DynamicImportSite {
  start: number;
  end: number;
  target: string;
  /** The specifier's quote (the bundler writes backticks), for a rewrite to write it alike. */
  quote: string;
}

/**
 * The specifier of `import(specifier)` when it is written out: the argument's source text is one
 * string literal (quotes or backticks) without escapes or `${}`, as the bundler writes its own.
 */
function literalSpecifier(text: string): { specifier: string; quote: string } | undefined {
  const quote = text[0];
  if (text.length < 2 || (quote !== '"' && quote !== "'" && quote !== '`') || text.at(-1) !== quote) return undefined;
  const specifier = text.slice(1, -1);
  return specifier.includes(quote) || specifier.includes('\\') || specifier.includes('${') ? undefined : { specifier, quote };
}

/** Every `import()` in the code of the chunk `file` that loads a file of the output by a relative path. */
function dynamicImportSites(file: string, code: string): DynamicImportSite[] {
  return parseSync(file, code).module.dynamicImports.flatMap(({ start, end, moduleRequest }) => {
    const literal = literalSpecifier(code.slice(moduleRequest.start, moduleRequest.end));
    if (!literal || !(literal.specifier.startsWith('./') || literal.specifier.startsWith('../'))) return [];
    return [{ start, end, target: posix.join(posix.dirname(file), literal.specifier), quote: literal.quote }];
  });
}

/**
 * The code of the chunk `file` with each `import()` of another chunk replaced by what `replace`
 * returns for it (the call as it is when `replace` returns undefined).
 */
export function rewriteDynamicImports(file: string, code: string, replace: (site: DynamicImportSite, call: string) => string | undefined): string {
  let rewritten = code;
  // From the last call to the first, so that each replacement leaves the earlier places as they were.
  for (const site of dynamicImportSites(file, code).sort((a, b) => b.start - a.start)) {
    const call = code.slice(site.start, site.end);
    const replacement = replace(site, call);
    if (replacement !== undefined) rewritten = rewritten.slice(0, site.start) + replacement + rewritten.slice(site.end);
  }
  return rewritten;
}

/** A name a chunk re-exports from another: `export { local as exported } from "./other.js"`. */
interface ReExport {
  exported: string;
  local: string;
  /** The chunk it comes from, relative to the output folder. */
  from: string;
}

/** The names the chunk `file` re-exports from other chunks (`export * from` has no names and is left out). */
export function reExports(file: string, code: string): ReExport[] {
  return parseSync(file, code).module.staticExports.flatMap(({ entries }) =>
    entries.flatMap(({ moduleRequest, importName, exportName }) =>
      moduleRequest && importName.kind === 'Name' && importName.name && exportName.name
        ? [{ exported: exportName.name, local: importName.name, from: posix.join(posix.dirname(file), moduleRequest.value) }]
        : [],
    ),
  );
}
