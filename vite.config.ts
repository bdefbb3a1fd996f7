// Source is written against the React API and ships on Preact (preact/compat): the same
// aliases apply to the bundle and to the tests, so what is tested is what ships.
import { randomBytes } from 'node:crypto';
import { defineConfig } from 'vitest/config';
import { chunkPlan } from './scripts/chunk-plan-plugin.ts';
import { chunkPreload } from './scripts/chunk-preload-plugin.ts';
import { dynamicFacades } from './scripts/dynamic-facades-plugin.ts';
import { dictionaryParts } from './scripts/dictionary-parts-plugin.ts';

export { dictionaryParts };

export const reactToPreact = {
  react: 'preact/compat',
  'react-dom/client': 'preact/compat/client',
  'react-dom/test-utils': 'preact/test-utils',
  'react-dom': 'preact/compat',
  'react/jsx-runtime': 'preact/jsx-runtime',
  'react/jsx-dev-runtime': 'preact/jsx-runtime',
};

// Build outputs (docs/build.md). `vite build` alone makes the ESM pass;
// scripts/build.ts runs it, then the IIFE pass (CB_BUILD_PASS=iife), with one build id for both.
export const APP_VERSION = '3.0.1.251101';
export const ELEMENT_TAGS = ['booking-app', 'queue-ticket', 'my-tickets', 'service-search'] as const;
const buildId = process.env.CB_BUILD_ID ?? `${APP_VERSION}+${Date.now().toString(36)}.${randomBytes(3).toString('hex')}`;
const iifePass = process.env.CB_BUILD_PASS === 'iife';
const projectRoot = `${import.meta.dirname}/`;

const esmLibrary = {
  entry: {
    'civic-booking': 'elements/index.ts',
    ...Object.fromEntries(ELEMENT_TAGS.map((tag) => [`elements/${tag}`, `elements/${tag}.ts`])),
  },
  formats: ['es' as const],
  fileName: (_format: string, entryName: string) => `${entryName}.js`,
};

// The <script> build is a small classic script that loads the ESM build beside it (src/iife.ts):
// an IIFE cannot split chunks, so one carrying the elements would carry every flow.
const iifeLibrary = {
  entry: 'src/iife.ts',
  formats: ['iife' as const],
  // Required for an IIFE, and unused: the entry exports nothing (a named IIFE would assign its
  // exports to the global), it sets `CivicBooking` itself.
  name: 'CivicBooking',
  fileName: () => 'civic-booking.iife.js',
};

// package.json's `sideEffects` describes the published dist/ files; the bundler would also apply
// it to our own sources and silently drop side-effect-only imports (the Node DOM shim, a define).
const ownSourcesKeepSideEffects = {
  name: 'civic-booking:own-sources-keep-side-effects',
  apply: 'build' as const,
  transform(code: string, id: string) {
    // `map: null`: the code is unchanged, so the source map chain stays as it is.
    return id.startsWith(projectRoot) && !id.includes('/node_modules/') ? { code, map: null, moduleSideEffects: true } : undefined;
  },
};

// @r2wc/react-to-web-component imports React's default export for createElement alone; this
// gives it src/element/r2wc-react.ts instead of all of preact/compat (see there).
const r2wcReact = {
  name: 'civic-booking:r2wc-react',
  enforce: 'pre' as const,
  resolveId(source: string, importer: string | undefined) {
    const fromR2wc = importer?.includes('/node_modules/@r2wc/react-to-web-component/');
    return source === 'preact/compat' && fromR2wc ? `${projectRoot}src/element/r2wc-react.ts` : undefined;
  },
};

// dlv (rosetta's dot-path lookup) lists its UMD file under "browser", which Vite prefers: that
// drags the bundler's CommonJS interop into every element's first chunk; its ES file is the same.
const esmOnly = [{ find: /^dlv$/, replacement: 'dlv/dist/dlv.es.js' }];

// ofetch's own dependencies, reduced to what the API client uses of them (src/api/url-lite.ts,
// src/api/json-lite.ts): ufo and destr weighed 2.5 kB gzip in every element's first API call.
const ofetchDeps = [
  { find: /^ufo$/, replacement: `${projectRoot}src/api/url-lite.ts` },
  { find: /^destr$/, replacement: `${projectRoot}src/api/json-lite.ts` },
];

// The chunks of the ESM build after the element base, in the order they take modules: each
// holds the modules that say `// @chunk <name>` and what they import that no earlier chunk took
// (scripts/chunk-plan-plugin.ts; the plan and why, docs/build.md).
// - element-body: the layout's lazy body (start-up, the router, the API client its first load
//   calls) and the pieces the home shares with the widgets' first screens, which would otherwise
//   land in the home's chunk for the widgets to load; one chunk rather than three, each with its
//   own request and gzip overhead;
// - home-screen: <booking-app>'s first screen;
// - screen-header: what a screen adds to the page header, which the home does not use;
// - start-up: start-up's plan and the drill-down it opens by;
// - queue-start, tickets-start, search-start: each widget's first screen in one chunk with what
//   it imports (left to itself the bundler cuts <queue-ticket>'s into 38 files, each a request
//   and a task for the browser); a piece two of them share goes with the first.
const CHUNK_PLAN = chunkPlan(['element-body', 'home-screen', 'screen-header', 'start-up', 'queue-start', 'tickets-start', 'search-start'], projectRoot);

/** The client's tests (rules and components) see its sources as the bundle does. */
const clientSources = {
  resolve: { alias: [...Object.entries(reactToPreact).map(([find, replacement]) => ({ find, replacement })), ...ofetchDeps] },
  plugins: [r2wcReact, dictionaryParts()],
  define: { __APP_VERSION__: JSON.stringify(APP_VERSION), __BUILD_ID__: JSON.stringify(buildId) },
};
/**
 * PGlite is PostgreSQL compiled to WebAssembly, and a test's database lives seconds: V8's baseline
 * compiler alone (Liftoff) skips optimising its hot functions in the background, work a short life
 * never earns back (about a quarter of the CPU of a server's start and first queries). For the
 * tests' workers and the servers they spawn; never for the bench, which measures the server.
 */
const TEST_ENGINE = {
  execArgv: ['--liftoff-only'],
  env: { CB_SERVER_NODE_FLAGS: process.env.CB_SERVER_NODE_FLAGS ?? '--liftoff-only' },
};
/** Tests of pure code (the spec's rules, the dictionaries, how the bench judges a timing): no page, no component. */
const RULE_TESTS = ['src/common/**/*.test.ts', 'src/domain/**/*.test.ts', 'src/i18n/**/*.test.ts', 'bench/**/*.test.ts'];

export default defineConfig(({ command }) => ({
  resolve: { alias: [...Object.entries(reactToPreact).map(([find, replacement]) => ({ find, replacement })), ...esmOnly, ...ofetchDeps] },
  // Each dictionary's two parts (src/i18n/dictionary-parts.ts) are cut from its file as it is built.
  plugins: [ownSourcesKeepSideEffects, r2wcReact, dictionaryParts(), ...(iifePass ? [] : [CHUNK_PLAN.plugin]), dynamicFacades(), chunkPreload()],
  define: {
    __APP_VERSION__: JSON.stringify(APP_VERSION),
    __BUILD_ID__: JSON.stringify(buildId),
    // Library mode keeps process.env for Node consumers; in a browser `process` does not exist.
    // For `vite build` only: Vitest (command "serve") must keep the real process.env.
    ...(command === 'build' ? { 'process.env.NODE_ENV': JSON.stringify('production') } : {}),
  },
  build: {
    // scripts/build.ts builds into a staging folder and swaps it in whole (CB_OUT_DIR).
    outDir: process.env.CB_OUT_DIR ?? 'dist',
    emptyOutDir: !iifePass,
    copyPublicDir: false,
    target: 'es2022',
    // Library mode leaves ES output unminified unless told, and even `minify: true` keeps its
    // whitespace (for consumers' tree-shaking); these files go to browsers as they are, so the
    // output minify below removes it too.
    minify: true,
    sourcemap: false,
    reportCompressedSize: false,
    // The licences of the libraries the bundle carries (Preact, DOMPurify, …), beside it: the
    // minified files carry no comments. The <script> loader bundles none.
    license: iifePass ? false : { fileName: 'THIRD-PARTY-LICENSES.md' },
    lib: iifePass ? iifeLibrary : esmLibrary,
    rolldownOptions: {
      output: iifePass
        ? { minify: true }
        : {
            // A dictionary's two parts are named for what they are (chunks/en_us-first-….js, …-rest-…).
            chunkFileNames: ({ facadeModuleId }: { facadeModuleId: string | null }) =>
              `chunks/${/\/(\w+)\.ts\?part=(first|rest)$/.exec(facadeModuleId ?? '')?.slice(1).join('-') ?? '[name]'}-[hash].js`,
            minify: true,
            // No comments: the pure annotations (one per JSX element) are for a bundler's
            // tree-shaking, which these files, minified and split for browsers, do not go through
            // again (the minifier dropped the other comments already).
            comments: false,
            // The top-level await of the Node-only DOM shim (src/element/ssr-shim.ts) makes the
            // bundler cut what every element loads first into about ten small chunks; one chunk
            // for it (all but the element files themselves, whose define must stay per element)
            // saves the requests and the per-file gzip overhead of the first render.
            codeSplitting: {
              groups: [
                // Each element's root (its config around the shared layout) stays with its element.
                { name: 'element-base', tags: ['$initial' as const], test: (id: string) => !id.startsWith(`${projectRoot}elements/`) && !id.endsWith('-root.tsx') },
                // Then the lazy chunks of the plan above, in its order.
                ...CHUNK_PLAN.groups,
              ],
            },
          },
    },
  },
  test: {
    projects: [
      {
        ...clientSources,
        test: {
          name: 'client',
          include: ['src/**/*.test.{ts,tsx}', 'elements/**/*.test.ts', 'scripts/**/*.test.ts'],
          exclude: RULE_TESTS,
          environment: 'happy-dom',
          // Each file in a fresh VM context of a long-lived worker thread, rather than a process of
          // its own: the isolation stays (a file's lazy areas cannot outlive it), and happy-dom and
          // the other packages load once per worker instead of once per file.
          pool: 'vmThreads',
          // The bundle loads one dictionary per element; tests call t() in any language.
          setupFiles: ['test/unit-support/vitest-setup.ts'],
          // Through Vite, so the API client runs on the same ufo and destr stand-ins as it ships with.
          server: { deps: { inline: ['ofetch'] } },
          // A condition that waits on a first import or a local server: 1 s (expect.poll's default)
          // was too short on a 2-core machine running the journeys beside (test/unit-support/until-loaded.ts).
          expect: { poll: { timeout: 15_000 } },
        },
      },
      {
        // The spec's rules and the dictionaries: pure functions, no page. Their files share one
        // module graph (no isolation): each fresh one cost 0.7 s to set up, against 2 s for all
        // 66 files' tests (client suite 86 -> 45 s on 2 cores).
        ...clientSources,
        test: {
          name: 'rules',
          include: RULE_TESTS,
          environment: 'node',
          isolate: false,
          setupFiles: ['test/unit-support/vitest-setup.ts'],
        },
      },
      {
        test: {
          name: 'server',
          include: ['server/**/*.test.ts'],
          // The tests of PGlite itself run in the PGlite run only: the PostgreSQL run repeated them.
          exclude: process.env.CB_TEST_DATABASE === 'postgres' ? ['server/db/pglite*.test.ts'] : [],
          ...TEST_ENGINE,
          environment: 'node',
          // One module graph for the suite's files (each file still starts its own servers on
          // fresh data): a fresh graph per file cost more than the tests of most files (PGlite run
          // 247 -> 191 s, PostgreSQL 137 -> 100 s on an idle 2-core machine; green in shuffled orders).
          isolate: false,
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // One seeded template per run (PGlite, or PostgreSQL with CB_TEST_DATABASE=postgres).
          globalSetup: ['server/test-support/global-setup.ts'],
        },
      },
      {
        // Citizen journeys: the real server in a child process, the built bundle, Debian's Chromium.
        test: {
          name: 'e2e',
          include: ['test/e2e/**/*.e2e.ts'],
          environment: 'node',
          // A guard, not a budget: the longest journeys (a minute of polls on the page's clock,
          // each step a round trip) took over 60 s on a 2-core machine loaded four times over.
          testTimeout: 120_000,
          hookTimeout: 180_000,
          // Two files side by side (each its own server, both in the run's one Chromium): a journey
          // waits on its page and server most of the time, so one file at a time kept about half a
          // core busy and was npm test's longest step. Journeys wait for conditions, never for a
          // time, so a starved one is slower, not wrong (E2E_WORKERS=1 for one at a time).
          maxWorkers: Number(process.env.E2E_WORKERS) || 2,
          // One module graph per worker (playwright-core, the dictionaries, the support code),
          // imported once rather than per file: each file's own state is its server and contexts.
          isolate: false,
          // A journey waits on a real browser and server: 1 s (expect.poll's default) is too short
          // for a re-render after an answer on a busy 2-core machine.
          expect: { poll: { timeout: 10_000 } },
          ...TEST_ENGINE,
          // One seeded data folder per run, copied for each file's server.
          globalSetup: ['test/support/e2e-global-setup.ts'],
        },
      },
    ],
  },
}));
