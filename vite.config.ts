// Source is written against the React API and ships on Preact (preact/compat): the same
// aliases apply to the bundle and to the tests, so what is tested is what ships.
import { defineConfig } from 'vitest/config';

export const reactToPreact = {
  react: 'preact/compat',
  'react-dom/client': 'preact/compat/client',
  'react-dom/test-utils': 'preact/test-utils',
  'react-dom': 'preact/compat',
  'react/jsx-runtime': 'preact/jsx-runtime',
  'react/jsx-dev-runtime': 'preact/jsx-runtime',
};

export default defineConfig({
  resolve: { alias: reactToPreact },
  test: {
    projects: [
      {
        resolve: { alias: reactToPreact },
        test: { name: 'client', include: ['src/**/*.test.{ts,tsx}', 'elements/**/*.test.ts'], environment: 'happy-dom' },
      },
      {
        test: { name: 'server', include: ['server/**/*.test.ts'], environment: 'node', testTimeout: 60_000, hookTimeout: 120_000 },
      },
      {
        // Citizen journeys: the real server in a child process, the built bundle, Debian's Chromium.
        test: {
          name: 'e2e',
          include: ['test/e2e/**/*.e2e.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 180_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
