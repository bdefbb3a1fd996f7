// What every browser test file shares: mocha's globals, typed (web-test-runner provides them),
// and waiting for something that renders asynchronously.
type TestFn = () => void | Promise<void>;
const mocha = globalThis as unknown as {
  describe(name: string, fn: () => void): void;
  it(name: string, fn: TestFn): void;
  beforeEach(fn: TestFn): void;
  afterEach(fn: TestFn): void;
};
export const describe = mocha.describe;
export const it = mocha.it;
export const beforeEach = mocha.beforeEach;
export const afterEach = mocha.afterEach;

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Resolves once `read()` returns a truthy value; fails naming `what` after `ms`. */
export async function waitFor<T>(read: () => T | null | undefined | false, what: string, ms = 3000): Promise<T> {
  const deadline = performance.now() + ms;
  for (;;) {
    const value = read();
    if (value) return value;
    if (performance.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(10);
  }
}
