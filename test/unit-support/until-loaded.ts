// How long a unit test waits for a condition that depends on work no fake clock moves: a lazily
// imported module (Vite transforms it on first import), a render after it, a local server's
// answer. vi.waitFor gives up after 1 s by default, which a 2-core machine running the journeys
// beside the unit suite exceeded (a first import took longer). The wait ends as soon as the
// condition holds; the timeout is only where it gives up.
export const UNTIL_LOADED = { timeout: 15_000 } as const;
