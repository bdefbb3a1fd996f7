// The build outputs (docs/build.md, docs/element-contract.md), checked on dist/ as built: every
// entry and declaration file, one build id stamped in the bundle and in unique.json, minified
// files, no CSS files, flows as lazy chunks, a <script> build that is a small classic script
// loading the ESM entry, and the bundled libraries' licences beside them.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Script } from 'node:vm';
import { kB, measureFile, staticGraph } from '../bench/sizes.ts';

const root = join(import.meta.dirname, '..');
const dist = join(root, 'dist');
const TAGS = ['booking-app', 'queue-ticket', 'my-tickets', 'service-search'];
const APP_VERSION = '3.0.1.251101';
const problems: string[] = [];
const budgets = JSON.parse(readFileSync(join(root, 'bench/budgets.json'), 'utf8')) as { bundle: { iifeGzipKB: number } };
const read = (file: string) => readFileSync(join(dist, file), 'utf8');
const jsFiles = readdirSync(dist, { recursive: true, withFileTypes: true })
  .filter((e) => e.isFile() && e.name.endsWith('.js'))
  .map((e) => join(e.parentPath, e.name).slice(dist.length + 1))
  .filter((f) => !f.startsWith('types/'));

const required = [
  'civic-booking.js', 'civic-booking.iife.js', 'unique.json', 'THIRD-PARTY-LICENSES.md',
  ...TAGS.map((t) => `elements/${t}.js`),
  'types/elements/index.d.ts', 'types/iife.d.ts', 'types/jsx-react.d.ts', 'types/jsx-preact.d.ts',
  ...TAGS.map((t) => `types/elements/${t}.d.ts`),
];
for (const file of required) if (!existsSync(join(dist, file))) problems.push(`missing dist/${file}`);

if (problems.length === 0) {
  const id = (JSON.parse(read('unique.json')) as { unique?: { id?: string } }).unique?.id;
  if (!id) problems.push('unique.json has no unique.id');
  const esm = jsFiles.filter((f) => f !== 'civic-booking.iife.js').map(read).join('\n');
  const iife = read('civic-booking.iife.js');
  // Build ids look like 3.0.1.251101+<time>.<random> (scripts/build.ts); all stamped ones must be this build's.
  const stamped = new Set(esm.match(/3\.0\.1\.251101\+[a-z0-9]+\.[0-9a-f]{6}/g) ?? []);
  if (id && (stamped.size !== 1 || !stamped.has(id))) problems.push(`ESM bundle: stamped build ids [${[...stamped].join(', ')}], unique.json says ${id}`);
  if (!esm.includes(APP_VERSION)) problems.push(`ESM bundle: app version ${APP_VERSION} not stamped`);
  for (const [name, code] of [['ESM bundle', esm], ['IIFE', iife]] as const) {
    if (/process\.env/.test(code)) problems.push(`${name}: refers to process.env, which browsers lack`);
    // A host's strict Content-Security-Policy has no 'unsafe-eval'.
    if (/\bnew Function\(|[^.\w]eval\(/.test(code)) problems.push(`${name}: evaluates code (eval or new Function), which a strict CSP blocks`);
  }

  for (const file of jsFiles) {
    const code = read(file);
    const lines = code.split('\n').length;
    if (lines > 3 + code.length / 2000) problems.push(`dist/${file}: not minified (${lines} lines for ${code.length} bytes)`);
  }
  const css = readdirSync(dist, { recursive: true }).filter((f) => String(f).endsWith('.css'));
  if (css.length > 0) problems.push(`CSS files emitted: ${css.join(', ')}`);

  const main = read('civic-booking.js');
  for (const tag of TAGS) {
    // A top-level await in the graph (the Node-only DOM shim, src/element/ssr-shim.ts) makes the
    // bundler turn each element entry into a re-export of a chunk: loading that chunk is the same.
    // The bare imports after it are the entry's static graph, hoisted (scripts/chunk-preload-plugin.ts).
    const entryCode = read(`elements/${tag}.js`).replace(/\nimport"[^"]+";/g, '');
    const facadeOf = /^export\{[^}]*\}from"\.\.\/(chunks\/[\w-]+\.js)";?$/.exec(entryCode.trim())?.[1];
    const loadsEntry = main.includes(`./elements/${tag}.js`) || (facadeOf !== undefined && main.includes(`./${facadeOf}`));
    if (!loadsEntry) problems.push(`civic-booking.js does not load elements/${tag}.js`);
    const graph = staticGraph(dist, `elements/${tag}.js`);
    const eagerRoots = [...graph].filter((f) => /-root-[\w-]+\.js$/.test(f));
    if (eagerRoots.length > 0) problems.push(`elements/${tag}.js loads its root eagerly: ${eagerRoots.join(', ')}`);
    if (!/import\(/.test([...graph].map(read).join('\n'))) problems.push(`elements/${tag}.js has no lazy chunk`);
    if (!read(`types/elements/${tag}.d.ts`).includes(`'${tag}':`)) problems.push(`types/elements/${tag}.d.ts lacks its HTMLElementTagNameMap entry`);
  }

  // The one-account login (PKCE, the code exchange) loads only when a login starts or the link
  // brings one back: one chunk, which no other file imports statically.
  const loginChunks = jsFiles.filter((f) => f !== 'civic-booking.iife.js' && read(f).includes('code_challenge_method'));
  if (loginChunks.length !== 1) problems.push(`the login code should be one chunk of its own, found in: ${loginChunks.join(', ') || 'none'}`);
  for (const file of jsFiles.filter((f) => f !== 'civic-booking.iife.js' && !loginChunks.includes(f))) {
    const eager = loginChunks.filter((chunk) => staticGraph(dist, file).has(chunk));
    if (eager.length > 0) problems.push(`dist/${file} loads the login code (${eager.join(', ')}) eagerly`);
  }

  // The <script> build only loads the ESM entry beside it: no app code of its own (app code
  // carries the version), small enough to stay so, and a classic script (no import.meta).
  if (!/\bimport\(/.test(iife) || !iife.includes('civic-booking.js')) problems.push('IIFE does not import() civic-booking.js');
  // The minified files carry no comments: the bundled libraries' licences are beside them.
  const licences = read('THIRD-PARTY-LICENSES.md');
  for (const library of ['preact', 'dompurify', 'zustand', 'rosetta', 'dayjs', 'ofetch']) {
    if (!licences.includes(`## ${library} - `)) problems.push(`THIRD-PARTY-LICENSES.md does not name ${library}, which the bundle carries`);
  }
  if (iife.includes(APP_VERSION)) problems.push('IIFE carries app code (the app version is stamped in it): it must only load civic-booking.js');
  const iifeGzip = kB(measureFile(dist, 'civic-booking.iife.js').gzip);
  if (iifeGzip > budgets.bundle.iifeGzipKB) problems.push(`IIFE is ${iifeGzip.toFixed(1)} kB gzip, over the loader's ${budgets.bundle.iifeGzipKB} kB (bench/budgets.json)`);
  try {
    new Script(iife, { filename: 'civic-booking.iife.js' });
  } catch (error) {
    problems.push(`IIFE is not a classic script: ${(error as Error).message}`);
  }
}

if (problems.length > 0) {
  console.error(`dist/: ${problems.length} problem(s)\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log(`dist/: ${jsFiles.length} JavaScript files, every entry, one build id, minified, lazy flows, IIFE a loader`);
