// First render and blocking time in headless Chromium: each sample is a cold load (a fresh
// browser context, so no cache), optionally with the CPU slowed down through CDP.
import type { Browser } from 'playwright-core';

export { launchChromium } from '../test/support/browser.ts';

export interface LoadSample {
  /** Navigation start → the element's shadow root first holds content (text or a control). */
  firstContentMs: number;
  /** Navigation start → the case's live selector first matches in the shadow root (NaN without one). */
  liveMs: number;
  /** The last byte of the last script needed (received before the first content) → first content. */
  afterScriptMs: number;
  /** Total blocking time: the part of each long task beyond 50 ms, summed, until the page settles. */
  blockingMs: number;
  /** dist/ files (JS) fully received when the first content appeared, and when the page settled. */
  jsAtFirstContent: string[];
  jsAtSettle: string[];
  /** Every long task (over 50 ms) until the page settled, from navigation start. */
  longTasks: { startMs: number; durationMs: number }[];
  /** When each API call's answer was in (path → responseEnd), from navigation start. */
  apiAnswers: Record<string, number>;
}

// Runs in the page before any of its scripts: watches the element's shadow root from the moment
// it is attached, and long tasks from navigation on. Kept as plain JavaScript text: tsx would
// wrap named inner functions in a helper (keepNames) that does not exist in the page.
const PROBE = `(tag, live) => {
  const state = { first: null, live: null, blocking: 0, tasks: [] };
  window.__cbBench = state;
  try {
    new PerformanceObserver((list) => {
      for (const task of list.getEntries()) {
        state.blocking += Math.max(0, task.duration - 50);
        state.tasks.push({ startMs: task.startTime, durationMs: task.duration });
      }
    }).observe({ type: 'longtask', buffered: true });
  } catch (error) { /* no long-task timing: blocking stays 0 */ }
  const hasContent = (root) => {
    if (root.querySelector('img, svg, input, button, select, textarea, canvas')) return true;
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (node.parentElement?.localName !== 'style' && node.data.trim() !== '') return true;
    }
    return false;
  };
  const attach = Element.prototype.attachShadow;
  Element.prototype.attachShadow = function (init) {
    const root = attach.call(this, init);
    if (this.localName === tag) {
      const observer = new MutationObserver(() => {
        if (state.first === null && hasContent(root)) state.first = performance.now();
        if (live && state.live === null && root.querySelector(live)) state.live = performance.now();
        if (state.first !== null && (!live || state.live !== null)) observer.disconnect();
      });
      observer.observe(root, { childList: true, subtree: true, characterData: true });
    }
    return root;
  };
}`;

interface PageResult {
  first: number | null;
  live: number | null;
  blocking: number;
  tasks: { startMs: number; durationMs: number }[];
  resources: { name: string; responseEnd: number }[];
}

export async function sampleLoad(browser: Browser, url: string, tag: string, entry: string, cpuRate: number, liveSelector?: string): Promise<LoadSample> {
  const context = await browser.newContext();
  try {
    await context.addInitScript({ content: `(${PROBE})(${JSON.stringify(tag)}, ${JSON.stringify(liveSelector ?? null)});` });
    const page = await context.newPage();
    if (cpuRate !== 1) {
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuRate });
    }
    await page.goto(url, { waitUntil: 'commit' });
    await page.waitForFunction(() => (window as unknown as { __cbBench: { first: number | null } }).__cbBench.first !== null, undefined, { timeout: 30_000 });
    if (liveSelector) {
      await page.waitForFunction(() => (window as unknown as { __cbBench: { live: number | null } }).__cbBench.live !== null, undefined, { timeout: 30_000 });
    }
    // Settled: no new resource for 500 ms (lazy chunks and first API answers have arrived).
    await page.waitForFunction(() => {
      const w = window as unknown as { __cbSettle?: { count: number; since: number } };
      const count = performance.getEntriesByType('resource').length;
      const now = performance.now();
      if (!w.__cbSettle || w.__cbSettle.count !== count) w.__cbSettle = { count, since: now };
      return now - w.__cbSettle.since >= 500;
    }, undefined, { polling: 100, timeout: 30_000 });
    const result = await page.evaluate((): PageResult => {
      const state = (window as unknown as { __cbBench: Omit<PageResult, 'resources'> }).__cbBench;
      const resources = (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
        .map((e) => ({ name: new URL(e.name).pathname, responseEnd: e.responseEnd }));
      return { first: state.first, live: state.live, blocking: state.blocking, tasks: state.tasks, resources };
    });
    const js = result.resources.filter((r) => r.name.startsWith('/dist/') && r.name.endsWith('.js'));
    const first = result.first ?? Number.NaN;
    const needed = js.filter((r) => r.responseEnd <= first);
    const scriptsIn = needed.some((r) => r.name === `/dist/${entry}`) ? Math.max(...needed.map((r) => r.responseEnd)) : Number.NaN;
    return {
      firstContentMs: first,
      liveMs: result.live ?? Number.NaN,
      longTasks: result.tasks,
      apiAnswers: Object.fromEntries(result.resources.filter((r) => r.name.startsWith('/api/')).map((r) => [r.name, r.responseEnd])),
      afterScriptMs: first - scriptsIn,
      blockingMs: result.blocking,
      jsAtFirstContent: js.filter((r) => r.responseEnd <= first).map((r) => r.name.slice('/dist/'.length)),
      jsAtSettle: js.map((r) => r.name.slice('/dist/'.length)),
    };
  } finally {
    await context.close();
  }
}

export function median(values: number[]): number {
  const sorted = values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] as number) : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
}

export interface RouteSample {
  /** The route opens (its header is drawn, its screen's code is asked for) → `ready` is in the element's shadow root. */
  readyMs: number;
  /** dist/ files (JS) asked for once the route opened: what the route costs beyond the first screen. */
  jsAfterRoute: string[];
}

// Runs in the page before any of its scripts: notes when the element's header first shows the
// route's title (the router draws it as it asks for the screen's code, before the screen exists)
// and when the shadow root first holds `ready` after that. Plain JavaScript text, as PROBE above.
const ROUTE_PROBE = `({ tag, title, ready }) => {
  const state = { routeAt: null, readyAt: null };
  window.__cbRoute = state;
  const attach = Element.prototype.attachShadow;
  Element.prototype.attachShadow = function (init) {
    const root = attach.call(this, init);
    if (this.localName === tag) {
      const observer = new MutationObserver(() => {
        if (state.routeAt === null) {
          const heading = root.querySelector('[part~="header"] h1, [part~="header"] h2');
          if (heading && heading.textContent === title) state.routeAt = performance.now();
        }
        if (state.routeAt !== null && state.readyAt === null && root.querySelector(ready)) {
          state.readyAt = performance.now();
          observer.disconnect();
        }
      });
      observer.observe(root, { childList: true, subtree: true, characterData: true, attributes: true });
    }
    return root;
  };
}`;

/** A cold load of `url`, timing a route from the moment it opens (`title` in the header) until `ready` shows. */
export async function sampleRoute(browser: Browser, url: string, tag: string, title: string, ready: string, cpuRate: number): Promise<RouteSample> {
  const context = await browser.newContext();
  try {
    await context.addInitScript({ content: `(${ROUTE_PROBE})(${JSON.stringify({ tag, title, ready })});` });
    const page = await context.newPage();
    if (cpuRate !== 1) {
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuRate });
    }
    await page.goto(url, { waitUntil: 'commit' });
    await page.waitForFunction(() => (window as unknown as { __cbRoute: { readyAt: number | null } }).__cbRoute.readyAt !== null, undefined, { timeout: 30_000 });
    const result = await page.evaluate(() => {
      const state = (window as unknown as { __cbRoute: { routeAt: number; readyAt: number } }).__cbRoute;
      const resources = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).map((e) => ({ name: new URL(e.name).pathname, start: e.startTime }));
      return { ...state, resources };
    });
    return {
      readyMs: result.readyAt - result.routeAt,
      // The screen's own chunk is asked for while the header renders, a moment before the
      // observer sees the header: a few milliseconds' grace.
      jsAfterRoute: result.resources
        .filter((r) => r.name.startsWith('/dist/') && r.name.endsWith('.js') && r.start >= result.routeAt - 10)
        .map((r) => r.name.slice('/dist/'.length)),
    };
  } finally {
    await context.close();
  }
}
