// A fake clock for a browser test's page: setTimeout, clearTimeout and Date.now answer to the
// test, which moves time on by hand, so what the product waits for (a 6 s cooldown, a 2 s toast)
// happens at once and exactly when due, however slow the machine. Vitest's and Playwright's fake
// clocks do this in the unit tests and the journeys; web-test-runner's pages have none.
import { nextTask } from './mocha.ts';

export interface PageClock {
  /** Moves time on by `ms`, running each timer that falls due on the way, in order. */
  tick(ms: number): Promise<void>;
  /** Gives the page its real timers back; the timers still pending go on at their real time. */
  uninstall(): void;
}

interface Timer {
  id: number;
  at: number;
  run(): void;
}

/**
 * Installs the fake clock, starting at the real time. `step` runs each due timer: by default
 * then a task later (so what it set off in promises has run); a test of components passes
 * Preact's act, which also runs the effects that the render scheduled, as a browser would
 * on its next frame.
 */
export function installPageClock(step: (run: () => void) => unknown = (run) => (run(), nextTask())): PageClock {
  const saved = { setTimeout: globalThis.setTimeout, clearTimeout: globalThis.clearTimeout, now: Date.now };
  let now = saved.now.call(Date);
  let lastId = 0;
  const timers = new Map<number, Timer>();
  globalThis.setTimeout = ((handler: (...args: unknown[]) => void, ms = 0, ...args: unknown[]) => {
    const id = ++lastId;
    timers.set(id, { id, at: now + Math.max(0, Number(ms) || 0), run: () => handler(...args) });
    return id;
  }) as typeof globalThis.setTimeout;
  globalThis.clearTimeout = ((id?: number) => void timers.delete(Number(id))) as typeof globalThis.clearTimeout;
  Date.now = () => now;

  const nextDue = (until: number) =>
    [...timers.values()].filter((timer) => timer.at <= until).sort((a, b) => a.at - b.at || a.id - b.id)[0];
  return {
    async tick(ms) {
      const until = now + ms;
      for (let timer = nextDue(until); timer; timer = nextDue(until)) {
        timers.delete(timer.id);
        now = timer.at;
        await step(timer.run);
      }
      now = until;
    },
    uninstall() {
      globalThis.setTimeout = saved.setTimeout;
      globalThis.clearTimeout = saved.clearTimeout;
      Date.now = saved.now;
      // Preact's effects wait on a timer too: one dropped here would leave every later effect unrun.
      for (const timer of timers.values()) globalThis.setTimeout(timer.run, timer.at - now); // wall clock: hands the pending timers back, no wait
      timers.clear();
    },
  };
}
