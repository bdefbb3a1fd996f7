// Which source modules make up the JavaScript each element loads first: the ESM pass built in
// memory (not written), each module's rendered code measured minified-ish and gzipped alone
// (an upper bound: gzip shares context across modules in a real chunk). `npm run bench -- --modules`.
import { gzipSync } from 'node:zlib';
import { build } from 'vite';

export interface ModuleWeight {
  module: string;
  chunk: string;
  rendered: number;
  gzip: number;
}

interface OutputChunkLike {
  type: 'chunk' | 'asset';
  fileName: string;
  modules?: Record<string, { code: string | null; renderedLength: number }>;
}

export async function measureComposition(root: string, files: Set<string>): Promise<ModuleWeight[]> {
  process.env.CB_BUILD_PASS = 'esm';
  const result = (await build({ root, logLevel: 'silent', build: { write: false } })) as { output: OutputChunkLike[] } | { output: OutputChunkLike[] }[];
  const outputs = (Array.isArray(result) ? result : [result]).flatMap((r) => r.output);
  const weights: ModuleWeight[] = [];
  for (const chunk of outputs) {
    if (chunk.type !== 'chunk' || !files.has(chunk.fileName.replace(/-[\w-]{8}\.js$/, ''))) continue;
    for (const [id, mod] of Object.entries(chunk.modules ?? {})) {
      const code = mod.code ?? '';
      weights.push({
        module: id.startsWith(root) ? id.slice(root.length + 1) : id,
        chunk: chunk.fileName,
        rendered: mod.renderedLength,
        gzip: code ? gzipSync(code, { level: 9 }).length : 0,
      });
    }
  }
  return weights.sort((a, b) => b.gzip - a.gzip);
}

/** Groups node_modules paths by package, sources by folder under src/. */
export function groupOf(module: string): string {
  if (module.startsWith('\0')) return `(bundler) ${module.slice(1)}`;
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(module)?.[1];
  if (pkg) return pkg;
  const src = /^src\/([^/]+\/(?:[^/]+\/)?)/.exec(module)?.[1];
  return src ? `src/${src}` : module.split('?')[0] as string;
}
