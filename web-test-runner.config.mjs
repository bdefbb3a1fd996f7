// Browser tests (test/browser/**/*.test.ts) in Debian's Chromium, driven by puppeteer-core
// (never a downloaded browser), against the built bundle in dist/ (`npm run build` first).
// Test-only elements of test/browser/elements/fixtures/ are built with Vite before the run.
import { existsSync } from 'node:fs';
import { esbuildPlugin } from '@web/dev-server-esbuild';
import { chromeLauncher } from '@web/test-runner-chrome';
import { build } from 'vite';
import { CHROMIUM_ARGS, TEST_ENGINE_ARGS } from './test/support/browser.ts';
import { referenceServerProxy } from './test/support/reference-proxy.mjs';

if (!existsSync('dist/civic-booking.js')) {
  throw new Error('web-test-runner: dist/ has no bundle; run `npm run build` first');
}
await build({ configFile: 'test/browser/elements/fixtures/vite.config.ts' });
// The shared pieces' test-only entry (test/browser/components/fixtures.tsx, COMPONENTS).
await build({ configFile: 'test/browser/components/vite.config.ts' });

/**
 * Pages named *.csp.html are served with a strict Content-Security-Policy: no unsafe-inline, no
 * eval. Images may be data: URIs, as the README tells hosts (the administration's icons and QR
 * codes are content from the API, which may send them inline; the widgets' own code never does).
 */
async function strictCsp(context, next) {
  await next();
  if (context.path.endsWith('.csp.html')) context.set('Content-Security-Policy', "default-src 'self'; img-src 'self' data:");
}

/**
 * Two other places a CDN might serve the bundle from: /test/second-cdn/ serves dist/ again (a
 * second copy of the bundle on the page, another module graph), /test/cdn-down/ the <script>
 * build alone (the ESM entry beside it cannot be fetched, as when the connection drops).
 */
async function otherCdns(context, next) {
  if (context.path.startsWith('/test/second-cdn/')) context.path = `/dist/${context.path.slice('/test/second-cdn/'.length)}`;
  else if (context.path === '/test/cdn-down/civic-booking.iife.js') context.path = '/dist/civic-booking.iife.js';
  await next();
}

// The real reference server behind /api (run under `node --import tsx`, as npm test does).
const reference = await referenceServerProxy();

export default {
  files: ['test/browser/**/*.test.ts'],
  nodeResolve: true,
  middleware: [strictCsp, otherCdns, reference.middleware],
  plugins: [
    esbuildPlugin({ ts: true, target: 'es2022' }),
    { name: 'reference-server', serverStop: () => reference.server.stop() },
  ],
  browsers: [
    chromeLauncher({
      launchOptions: {
        executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
        headless: false, // the new headless mode is chosen by the flag below
        args: [...CHROMIUM_ARGS, ...TEST_ENGINE_ARGS],
      },
    }),
  ],
  concurrency: 2,

  // A guard, not a budget: a test waits for conditions (test/browser/support/mocha.ts waitFor gives
  // up after 15 s), and a 2-core machine running every suite at once is slow.
  testFramework: { config: { timeout: 60_000 } },
  testsFinishTimeout: 600_000,
};
