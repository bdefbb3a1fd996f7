// A page's calls to one API, counted in the page as they start and as their answers are read:
// what the journeys that move the page's clock count (polls). An answer counts once the page has
// read its body, not when its headers arrive: the poll's next timer is set only after that read,
// so a count taken between the two would depend on how fast the machine is.
import type { Page } from 'playwright-core';
import { pageTask } from './browser.ts';

export interface WatchedCalls {
  /**
   * Resolves once the page has made its first call. Before a test moves a held clock: the first
   * call can wait on real work no page clock holds (the API area's code loads over the network on
   * its first use), so it may come after the page shows, and after a window the test counts.
   */
  first(): Promise<void>;
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
  /** Each told once its condition on the counts holds (checked as they change). */
  waiting: { holds: () => boolean; tell: () => void }[];
}
type WatchingWindow = Window & { __watchedCalls: Record<string, Calls> };

/**
 * Counts the page's calls (fetch) to URLs that contain `part`. Call it before the page loads (it
 * is an init script).
 */
export async function watchCalls(page: Page, part: string): Promise<WatchedCalls> {
  await page.addInitScript((urlPart) => {
    const calls: Calls = { made: 0, read: 0, waiting: [] };
    const changed = () => {
      for (const waiter of calls.waiting.filter((w) => w.holds())) waiter.tell();
      calls.waiting = calls.waiting.filter((w) => !w.holds());
    };
    const w = window as unknown as Partial<WatchingWindow>;
    (w.__watchedCalls ??= {})[urlPart] = calls;
    const fetchNow = window.fetch;
    window.fetch = (input, init) => {
      const answer = fetchNow(input, init);
      if (!String(input instanceof Request ? input.url : input).includes(urlPart)) return answer;
      calls.made += 1;
      changed();
      let counted = false;
      const read = () => {
        if (counted) return;
        counted = true;
        calls.read += 1;
        changed();
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

  /** Resolves in the page once `condition` holds of its counts (at once, or as they change). */
  const until = (condition: 'first' | 'handled') =>
    page.evaluate(
      ([urlPart, wanted]) => {
        const calls = (window as unknown as WatchingWindow).__watchedCalls[urlPart]!;
        const holds = wanted === 'first' ? () => calls.made > 0 : () => calls.read === calls.made;
        return new Promise<void>((tell) => (holds() ? tell() : void calls.waiting.push({ holds, tell })));
      },
      [part, condition] as const,
    );
  // No time limit of their own: a call or an answer that never comes fails the test on its timeout.
  return {
    first: () => until('first'),
    made: async () => {
      await pageTask(page);
      return page.evaluate((urlPart) => (window as unknown as WatchingWindow).__watchedCalls[urlPart]!.made, part);
    },
    handled: async () => {
      await until('handled');
      await pageTask(page);
    },
  };
}
