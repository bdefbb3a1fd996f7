// Sizes of the built files as a browser receives them: minified, gzip (level 9), brotli (11).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export interface FileSize {
  /** Path under dist/, e.g. `elements/queue-ticket.js`. */
  file: string;
  min: number;
  gzip: number;
  brotli: number;
}

export function measureFile(dist: string, file: string): FileSize {
  const bytes = readFileSync(join(dist, file));
  return {
    file,
    min: bytes.length,
    gzip: gzipSync(bytes, { level: 9 }).length,
    brotli: brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
  };
}

/** Every .js file of dist/ (not the types), largest first within its folder order. */
export function measureDist(dist: string): FileSize[] {
  return readdirSync(dist, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && e.name.endsWith('.js') && !relative(dist, e.parentPath).startsWith('types'))
    .map((e) => relative(dist, join(e.parentPath, e.name)))
    .sort((a, b) => order(a) - order(b) || a.localeCompare(b))
    .map((file) => measureFile(dist, file));
}

function order(file: string): number {
  if (!file.includes('/')) return 0;
  return file.startsWith('elements/') ? 1 : 2;
}

/**
 * The files a module pulls in before it runs: itself and its static imports, transitively
 * (dynamic `import()` is left out: those chunks load later, on demand).
 */
export function staticGraph(dist: string, file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen;
  seen.add(file);
  const code = readFileSync(join(dist, file), 'utf8');
  for (const match of code.matchAll(/(?:^|[;}\s])(?:import|export)\s*(?:[\w$*{}\s,]+from\s*)?["'`](\.{1,2}\/[^"'`]+)["'`]/g)) {
    const target = relative(dist, join(dist, file, '..', match[1] as string));
    if (statSync(join(dist, target), { throwIfNoEntry: false })) staticGraph(dist, target, seen);
  }
  return seen;
}

export const kB = (bytes: number) => bytes / 1000;
