// Shared by the component browser tests: mocha's globals typed, chai, and the built fixtures
// (test-results/browser-components/fixtures.js, built from ./fixtures.tsx by ./vite.config.ts).
import type * as Fixtures from './fixtures.tsx';

type TestFn = () => void | Promise<void>;
const mocha = globalThis as unknown as {
  describe(name: string, fn: () => void): void;
  it(name: string, fn: TestFn): void;
  afterEach(fn: TestFn): void;
};
export const describe = mocha.describe;
export const it = mocha.it;
export const afterEach = mocha.afterEach;

export type { TestHost } from './fixtures.tsx';

const FIXTURES_URL = '/test-results/browser-components/fixtures.js';

export function loadFixtures(): Promise<typeof Fixtures> {
  return import(/* @vite-ignore */ FIXTURES_URL) as Promise<typeof Fixtures>;
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Resolves once `read()` is truthy; fails naming `what` after `ms`. */
export async function waitFor<T>(read: () => T | null | undefined | false, what: string, ms = 3000): Promise<T> {
  const deadline = performance.now() + ms;
  for (;;) {
    const value = read();
    if (value) return value;
    if (performance.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(10);
  }
}

/** The focused element, looking into open shadow roots. */
export function deepActive(): Element | null {
  let active = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active;
}
