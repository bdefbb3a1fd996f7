// Shared by the component browser tests: mocha's globals typed, chai, and the built fixtures
// (test-results/browser-components/fixtures.js, built from ./fixtures.tsx by ./vite.config.ts).
import type * as Fixtures from './fixtures.tsx';

export { afterEach, describe, it, sleep, waitFor } from '../support/mocha.ts';

export type { TestHost } from './fixtures.tsx';

const FIXTURES_URL = '/test-results/browser-components/fixtures.js';

export function loadFixtures(): Promise<typeof Fixtures> {
  return import(/* @vite-ignore */ FIXTURES_URL) as Promise<typeof Fixtures>;
}

/** The focused element, looking into open shadow roots. */
export function deepActive(): Element | null {
  let active = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active;
}
