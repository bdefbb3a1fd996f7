// A page's calls to one API, counted in the page as they start and as their answers are read:
// what the journeys that move the page's clock count (polls). An answer counts once the page has
// read its body, not when its headers arrive: the poll's next timer is set only after that read,
// so a count taken between the two would depend on how fast the machine is.
import type { Page } from 'playwright-core';
import { pageTask } from './browser.ts';

export interface WatchedCalls {
  /** How many calls the page has made so far (after a task of its own: what its code set off has run). */
  made(): Promise<number>;
  /**
   * Resolves once the page has read the answer of every call made so far (or seen it fail), and
   * then run a task of its own: what it does with the answer (a poll's next timer) is done by then.
   */
  handled(): Promise<void>;
}

interface Calls {
  made: number;
  read: number;
  /** Told when every call made has its answer read. */
  waiting: (() => void)[];
}
type WatchingWindow = Window & { __watchedCalls: Record<string, Calls> };

/**
 * Counts the page's calls (fetch) to URLs that contain `part`. Call it before the page loads (it
 * is an init script).
 */
export async function watchCalls(page: Page, part: string): Promise<WatchedCalls> {
  await page.addInitScript((urlPart) => {
    const calls: Calls = { made: 0, read: 0, waiting: [] };
    const w = window as unknown as Partial<WatchingWindow>;
    (w.__watchedCalls ??= {})[urlPart] = calls;
    const fetchNow = window.fetch;
    window.fetch = (input, init) => {
      const answer = fetchNow(input, init);
      if (!String(input instanceof Request ? input.url : input).includes(urlPart)) return answer;
      calls.made += 1;
      let counted = false;
      const read = () => {
        if (counted) return;
        counted = true;
        calls.read += 1;
        if (calls.read === calls.made) calls.waiting.splice(0).forEach((tell) => tell());
      };
      // Runs before the caller sees the answer (registered first): each way of reading the body
      // is watched before the caller uses it, and counts before the caller's own code goes on.
      void answer.then((response) => {
        for (const reader of ['text', 'json', 'arrayBuffer', 'blob'] as const) {
          const readNow = response[reader].bind(response) as () => Promise<unknown>;
          (response as unknown as Record<string, () => Promise<unknown>>)[reader] = () => {
            const body = readNow();
            void body.then(read, read);
            return body;
          };
        }
      }, read);
      return answer;
    };
  }, part);

  return {
    made: async () => {
      await pageTask(page);
      return page.evaluate((urlPart) => (window as unknown as WatchingWindow).__watchedCalls[urlPart]!.made, part);
    },
    handled: async () => {
      // No time limit of its own: an answer that never comes fails the test on its timeout.
      await page.evaluate(async (urlPart) => {
        const calls = (window as unknown as WatchingWindow).__watchedCalls[urlPart]!;
        if (calls.read !== calls.made) await new Promise<void>((resolve) => void calls.waiting.push(resolve));
      }, part);
      await pageTask(page);
    },
  };
}
