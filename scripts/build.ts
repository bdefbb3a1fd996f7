// `npm run build`: the ESM pass and the IIFE pass of vite.config.ts with one build id, then
// dist/unique.json for the version check, then the .d.ts types and custom-elements.json.
// `--js-only` stops after the bundle (quick rebuilds for browser tests).
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'vite';
import { APP_VERSION } from '../vite.config.ts';
import { writeJsxTypes } from './build-jsx-types.ts';
import { detachPackageTypes } from './build-public-types.ts';

const root = join(import.meta.dirname, '..');
// Everything is built into a staging folder and swapped in at the end, so a server or a test
// reading dist/ meanwhile never sees it empty or half written.
const finalDist = join(root, 'dist');
const dist = join(root, `.tmp/dist-${process.pid}`);
process.env.CB_OUT_DIR = dist;
process.on('exit', () => rmSync(dist, { recursive: true, force: true }));
const jsOnly = process.argv.includes('--js-only');

const buildId = `${APP_VERSION}+${Date.now().toString(36)}.${randomBytes(3).toString('hex')}`;
process.env.CB_BUILD_ID = buildId;

async function bundle(pass: 'esm' | 'iife') {
  process.env.CB_BUILD_PASS = pass;
  await build({ root, logLevel: 'warn', mode: 'production' });
}

function run(bin: string, args: string[]) {
  execFileSync(join(root, 'node_modules/.bin', bin), args, { cwd: root, stdio: 'inherit' });
}

// The declarations only, without type-checking the files again (--noCheck): `npm run typecheck`
// and npm test's first step do that, and a half-typed file does not stop the demo from building.
// The same declarations, byte for byte, for half the CPU (14 → 7 s).
function emitDeclarations() {
  try {
    run('tsc', ['-p', 'tsconfig.build.json', '--noCheck', '--outDir', join(dist, 'types')]);
  } catch {
    console.warn('build: tsc failed above; declarations written anyway');
  }
}

function swapIntoPlace() {
  const old = join(root, `.tmp/dist-old-${process.pid}`);
  try {
    renameSync(finalDist, old);
  } catch {
    // no previous build
  }
  // A bundle-only rebuild keeps the previous declarations rather than dropping them.
  if (jsOnly && existsSync(join(old, 'types'))) renameSync(join(old, 'types'), join(dist, 'types'));
  renameSync(dist, finalDist);
  rmSync(old, { recursive: true, force: true });
}

// `?inline` CSS stays a string inside the bundle; an emitted stylesheet means a plain
// `import './x.css'` slipped in, which would need injecting into the host's <head>.
function assertNoCssFiles(dir: string) {
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile() && entry.name.endsWith('.css')) {
      throw new Error(`build emitted ${join(entry.parentPath, entry.name)}: import CSS with ?inline`);
    }
  }
}

// The <script> build is a loader: `CivicBooking` exists once the script has run, and the element
// classes join it when the ESM build it loads has defined the elements.
const IIFE_TYPES = `import type * as Elements from './elements/index.js';
import './elements/index.js';

type CivicBookingElements = typeof Elements;

declare global {
  /**
   * The global of the \`<script>\` build (civic-booking.iife.js), there as soon as the script has
   * run. The script loads the ESM build beside it (civic-booking.js): \`ready\` resolves to that
   * module's exports, the element classes, once all four elements are defined (and rejects,
   * after a console error, when it cannot be loaded); from then on the classes are on this
   * object too.
   */
  var CivicBooking: Partial<CivicBookingElements> & { readonly ready: Promise<CivicBookingElements> };
}
`;

const started = Date.now();
mkdirSync(join(root, '.tmp'), { recursive: true });
rmSync(dist, { recursive: true, force: true });
await bundle('esm');
await bundle('iife');
assertNoCssFiles(dist);
writeFileSync(join(dist, 'unique.json'), `${JSON.stringify({ unique: { id: buildId } })}\n`);

if (!jsOnly) {
  emitDeclarations();
  detachPackageTypes(join(dist, 'types'), ['jsx-react.d.ts', 'jsx-preact.d.ts']);
  run('custom-elements-manifest', ['analyze', '--config', 'custom-elements-manifest.config.mjs', '--quiet']);
  writeJsxTypes(join(root, 'custom-elements.json'), join(dist, 'types'));
  writeFileSync(join(dist, 'types/iife.d.ts'), IIFE_TYPES);
}
swapIntoPlace();
console.log(`civic-booking ${buildId} built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
