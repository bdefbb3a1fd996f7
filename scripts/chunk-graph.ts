// `npx tsx scripts/chunk-graph.ts [--modules]`: the ESM build's chunks as the browser gets them
// (built in memory; dist/ is left as it is): each element's first render (its entry and what that
// imports statically), then each chunk with its gzip size, the chunks it imports, those it loads
// with import(), and with --modules the source modules it holds. File names are printed without
// their hashes, so that two runs diff cleanly: run it before and after moving a file, and the
// diff is what the move changed in the chunks (docs/build.md).
import { gzipSync } from 'node:zlib';
import { join } from 'node:path';
import { build, type Rolldown } from 'vite';
import { APP_VERSION } from '../vite.config.ts';

const root = join(import.meta.dirname, '..');
const withModules = process.argv.includes('--modules');

process.env.CB_BUILD_PASS = 'esm';
// A fixed build id of a real one's length: the same sources print the same sizes and names.
process.env.CB_BUILD_ID = `${APP_VERSION}+00000000.000000`;
const result = (await build({ root, logLevel: 'warn', build: { write: false } })) as Rolldown.RolldownOutput | Rolldown.RolldownOutput[];
const chunks = (Array.isArray(result) ? result : [result])
  .flatMap((output) => output.output)
  .filter((output): output is Rolldown.OutputChunk => output.type === 'chunk');
const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));

const unhashed = (file: string) => file.replace(/-[\w-]{8}\.js$/, '');
const gzip = (file: string) => gzipSync(byFile.get(file)?.code ?? '', { level: 9 }).length;
const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
const list = (files: readonly string[]) => files.map(unhashed).join(', ') || '-';

function staticGraph(file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen;
  seen.add(file);
  for (const dep of byFile.get(file)?.imports ?? []) staticGraph(dep, seen);
  return seen;
}

const lines: string[] = ['First render of each entry (the entry and its static imports):'];
for (const entry of chunks.filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName).sort()) {
  const files = [...staticGraph(entry)];
  lines.push(`  ${unhashed(entry)}: ${kB(files.reduce((sum, file) => sum + gzip(file), 0))} gzip in ${files.length} files (${list(files.slice(1))})`);
}
lines.push('', 'Chunks (gzip; imports: loaded with it; lazy: loaded by import()):');
for (const chunk of [...chunks].sort((a, b) => unhashed(a.fileName).localeCompare(unhashed(b.fileName)))) {
  lines.push(`  ${unhashed(chunk.fileName)}  ${kB(gzip(chunk.fileName))}`);
  lines.push(`    imports: ${list(chunk.imports)}`);
  lines.push(`    lazy: ${list(chunk.dynamicImports)}`);
  if (withModules) for (const id of chunk.moduleIds) lines.push(`    - ${id.startsWith(root) ? id.slice(root.length + 1) : id}`);
}
console.log(lines.join('\n'));
