// Shared by the component browser tests: mocha's globals typed, chai, and the built fixtures
// (test-results/browser-components/fixtures.js, built from ./fixtures.tsx by ./vite.config.ts).
import type * as Fixtures from './fixtures.tsx';

export { afterEach, describe, it, nextTask, waitFor } from '../support/mocha.ts';
export { installPageClock } from '../support/page-clock.ts';

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

/**
 * Resolves once the page is still: its fonts loaded and no animation or transition running that
 * will end (a spinner turns for ever). What a measurement or axe's contrast check reads then is
 * what the citizen ends up seeing.
 */
export async function stillFrame(): Promise<void> {
  await document.fonts.ready;
  const ending = document.getAnimations().filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity);
  await Promise.all(ending.map((animation) => animation.finished.catch(() => undefined)));
}
