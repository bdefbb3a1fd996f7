// knip (unused files, exports and dependencies) runs in `npm test`: what no entry below reaches is
// dead and goes. Vitest's projects (vite.config.ts) and ESLint's config are found by knip's own
// plugins; what they cannot see is named here.
import type { KnipConfig } from 'knip';

/** A page's `<script src>` as imports, so the scripts demo pages and browser fixtures load count as used. */
function scriptsOfPage(html: string): string {
  const local = [...html.matchAll(/<script\b[^>]*\bsrc="([^"/][^":]*)"/g)].map(([, src]) => src);
  return local.map((src) => `import '${src.startsWith('.') ? src : `./${src}`}';`).join('\n');
}

const config: KnipConfig = {
  entry: [
    'elements/*.ts',
    // Each is run by name: `tsx scripts/x.ts` from package.json, test/run.sh or check-package.sh.
    'scripts/*.ts',
    // vite.config.ts's resolveId gives it to @r2wc/react-to-web-component in place of preact/compat.
    'src/element/r2wc-react.ts',
    'web-test-runner.config.mjs',
    'test/browser/**/*.test.ts',
    'test/browser/**/vite.config.ts',
    // Built by test/browser/elements/fixtures/vite.config.ts and loaded by the tests from the build.
    'test/browser/elements/fixtures/*.tsx',
    'test/browser/components/screenshots.ts',
    'custom-elements-manifest.config.mjs',
    'demo/*.html',
    'test/browser/**/*.html',
  ],
  project: [
    'src/**/*.{ts,tsx}',
    'server/**/*.ts',
    'elements/**/*.ts',
    'scripts/**/*.{ts,tsx}',
    'bench/**/*.ts',
    'test/**/*.{ts,tsx,js,mjs}',
    'demo/**/*.{js,html}',
    // The package's consumers, type-checked in a folder of their own against the packed tarball.
    '!scripts/package-consumer/**',
  ],
  compilers: { html: scriptsOfPage },
  ignoreDependencies: [
    // Called by their binaries from test/run.sh, scripts/build.ts and scripts/check-package.sh, which knip does not read.
    '@arethetypeswrong/cli',
    '@custom-elements-manifest/analyzer',
    '@web/test-runner',
    'publint',
    // Loaded by createRequire (a file of the package, or a package without types), which knip does not follow.
    'axe-core',
    'autocannon',
  ],
  // server/test-support/postgres.ts asks the system's PostgreSQL where its binaries are.
  ignoreBinaries: ['pg_config'],
};

export default config;
