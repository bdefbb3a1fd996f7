// What every browser test file shares: mocha's globals, typed (web-test-runner provides them),
// and waiting for something that renders asynchronously (a condition, never a time).
type TestFn = () => void | Promise<void>;
const mocha = globalThis as unknown as {
  describe(name: string, fn: () => void): void;
  it(name: string, fn: TestFn): void;
  afterEach(fn: TestFn): void;
};
export const describe = mocha.describe;
export const it = mocha.it;
export const afterEach = mocha.afterEach;

/** The page's own setTimeout, kept before a test swaps in a fake clock (page-clock.ts). */
const realSetTimeout = globalThis.setTimeout.bind(globalThis);

/** One task later: what promises and the tasks queued before this one set off has run. */
export const nextTask = () => new Promise((resolve) => realSetTimeout(resolve, 0));

/**
 * Resolves once `read()` returns (or resolves to) a truthy value; fails naming `what` after `ms`.
 * The wait ends as soon as the condition holds: `ms` is only where it gives up, long enough for a
 * 2-core machine running every suite at once (3 s was not: a clean-clone run failed two tests so).
 */
export async function waitFor<T>(read: () => T | null | undefined | false | Promise<T | null | undefined | false>, what: string, ms = 15_000): Promise<T> {
  const deadline = performance.now() + ms;
  for (;;) {
    const value = await read();
    if (value) return value;
    if (performance.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => realSetTimeout(resolve, 10)); // wall clock: polls a condition (real rendering, real I/O), a deadline only for failing
  }
}
