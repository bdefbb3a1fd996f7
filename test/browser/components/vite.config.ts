// Builds the test-only entry of the shared pieces (fixtures.tsx) the way the bundle is built:
// Vite, the React-to-Preact aliases, CSS imported as inline text, DOMPurify split off as the
// bundle splits it. Output: test-results/browser-components/, loaded by the browser tests and
// by the gallery page.
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { APP_VERSION, dictionaryParts, reactToPreact } from '../../../vite.config.ts';

export default defineConfig({
  root: fileURLToPath(new URL('../../..', import.meta.url)),
  resolve: { alias: reactToPreact },
  plugins: [dictionaryParts()],
  define: {
    __APP_VERSION__: JSON.stringify(APP_VERSION),
    __BUILD_ID__: JSON.stringify('browser-components'),
    'process.env.NODE_ENV': JSON.stringify('production'),
  },
  logLevel: 'warn',
  build: {
    outDir: 'test-results/browser-components',
    emptyOutDir: true,
    copyPublicDir: false,
    target: 'es2022',
    minify: false,
    lib: {
      entry: { fixtures: 'test/browser/components/fixtures.tsx' },
      formats: ['es'],
      fileName: (_format, name) => `${name}.js`,
    },
  },
});
