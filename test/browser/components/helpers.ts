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

/** Resolves once every image under `root` has loaded or failed: any handler on it has run by then. */
export function imagesSettled(root: ParentNode): Promise<unknown> {
  const pending = Array.from(root.querySelectorAll('img')).filter((img) => !img.complete);
  return Promise.all(
    pending.map(
      (img) =>
        new Promise((done) => {
          img.addEventListener('load', done, { once: true });
          img.addEventListener('error', done, { once: true });
        }),
    ),
  );
}
