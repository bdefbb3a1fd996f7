// The servers a test run spawns (spawnServer) start from one bundle of server/main.ts, built by
// the run's globalSetup, rather than through tsx: tsx's loader cost each spawned server 0.85 of
// its 2.2 s of CPU (start, two requests, stop; idle 2-core machine), and a run spawns about 70.
// The bundle holds the server's own code only (packages stay imports, resolved from the
// project's node_modules: hence the folder under the project's .tmp/), and each module keeps its
// own import.meta.url, so the paths the server finds files by (the root, the migrations, the
// database worker) are the sources' own.
import { build, type Plugin } from 'esbuild';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ROOT_DIR } from '../config.ts';
import { SERVER_BUNDLE_ENV } from './server-process.ts';

const keepModuleUrls: Plugin = {
  name: 'keep-module-urls',
  setup(builder) {
    builder.onLoad({ filter: /\.(ts|mjs)$/ }, async ({ path: file }) => {
      if (file.includes(`${path.sep}node_modules${path.sep}`)) return undefined;
      const source = await fs.promises.readFile(file, 'utf8');
      return { contents: source.replaceAll('import.meta.url', JSON.stringify(pathToFileURL(file).href)), loader: file.endsWith('.ts') ? 'ts' : 'js' };
    });
  },
};

/** Builds the bundle, sets SERVER_BUNDLE_ENV to it, and returns a function that removes it. */
export async function buildServerBundle(): Promise<() => void> {
  const parent = path.join(ROOT_DIR, '.tmp');
  fs.mkdirSync(parent, { recursive: true });
  const dir = fs.mkdtempSync(path.join(parent, 'server-bundle-'));
  const file = path.join(dir, 'main.mjs');
  await build({
    entryPoints: [path.join(ROOT_DIR, 'server/main.ts')],
    outfile: file,
    bundle: true,
    packages: 'external',
    platform: 'node',
    format: 'esm',
    target: 'node20',
    plugins: [keepModuleUrls],
    logLevel: 'warning',
  });
  process.env[SERVER_BUNDLE_ENV] = file;
  return () => fs.rmSync(dir, { recursive: true, force: true });
}
