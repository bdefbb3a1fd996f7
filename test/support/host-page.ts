// A host's own page for a journey: its markup under the demo's strict CSP, served on the reference
// server's origin (so the bundle and /api it loads are the real server's), the browser's clock at
// the server's, and every event the elements tell the host (docs/element-contract.md) recorded.
import { randomBytes } from 'node:crypto';
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { DEMO_CSP } from '../../server/routes/static.ts';
import { openPage } from './browser.ts';

/** An event an element dispatched, as the host's document heard it. */
export interface HeardEvent {
  type: string;
  /** The element that dispatched it, e.g. `queue-ticket`. */
  tag: string;
  detail: Record<string, unknown>;
}

const HOST_EVENTS = [
  'cb-ticket-created',
  'cb-ticket-cancelled',
  'cb-ticket-updated',
  'cb-route-change',
  'cb-error',
  'cb-login-required',
  'cb-service-selected',
  'cb-add-calendar-event',
  'cb-close',
];

export interface HostPageOptions {
  /** The server's origin, e.g. `http://127.0.0.1:41234`. */
  serverUrl: string;
  /** The instant the page's clock starts at (the server's CLOCK). */
  clock: string;
  /** Query and hash of the page's link, e.g. `?memoJump=…` or `#/app?…`. */
  link?: string;
  /** false: the page's clock stays where the test moves it (page.clock.runFor). */
  clockRuns?: boolean;
  /** Handed to every element as its `token` property, as a host that holds a login does. */
  token?: string;
  beforeLoad?: (page: Page) => Promise<unknown>;
  context?: BrowserContextOptions;
}

/** Opens a host page holding `body` inside its `<main>`. */
export async function openHostWithClock(browser: Browser, body: string, options: HostPageOptions): Promise<Page> {
  const { serverUrl, clock, link = '', clockRuns = true, token, beforeLoad, context } = options;
  const path = `/host-${randomBytes(4).toString('hex')}.html`;
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Host page</title><script type="module" src="/dist/civic-booking.js"></script></head><body><main>${body}</main></body></html>`;
  const page = await openPage(browser, 'about:blank', context);
  await page.clock.install({ time: new Date(clock) });
  if (clockRuns) await page.clock.resume();
  // Not an API answer: the host's own page (its markup and CSP).
  await page.route(
    (url) => url.pathname === path,
    (route) => route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', headers: { 'content-security-policy': DEMO_CSP }, body: html }),
  );
  await page.addInitScript(
    ({ types, given }) => {
      const heard: HeardEvent[] = [];
      (window as unknown as { __heard: HeardEvent[] }).__heard = heard;
      for (const type of types) {
        document.addEventListener(type, (event) => heard.push({ type, tag: (event.target as Element).localName, detail: (event as CustomEvent).detail }));
      }
      if (!given) return;
      for (const tag of ['booking-app', 'queue-ticket', 'my-tickets']) {
        void customElements.whenDefined(tag).then(() => {
          for (const el of document.querySelectorAll(tag)) (el as HTMLElement & { token?: string }).token = given;
        });
      }
    },
    { types: HOST_EVENTS, given: token ?? null },
  );
  await beforeLoad?.(page);
  await page.goto(`${serverUrl}${path}${link}`);
  return page;
}

/** What the host has heard so far, of one type or of all. */
export const heardEvents = (page: Page, type?: string): Promise<HeardEvent[]> =>
  page.evaluate((wanted) => (window as unknown as { __heard: HeardEvent[] }).__heard.filter((e) => !wanted || e.type === wanted), type);
