// Debian's Chromium driven by playwright-core (never a downloaded browser).
import { chromium, type Browser, type BrowserContextOptions, type BrowserServer, type LaunchOptions, type Page } from 'playwright-core';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/**
 * Every new tab of headless Chromium 15x also starts the address bar's suggestion popup as a
 * WebUI page in a renderer of its own (~430 requests, ~0.9 s of CPU per tab, more than our page
 * takes): with a tab per test, most of the e2e run's browser CPU. Puppeteer turns it off too
 * (puppeteer PR #15278).
 */
export const OMNIBOX_POPUP_FEATURES = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'];

const SHARED_ARGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  // Site isolation gives a tab's first page (about:blank) a process and its first navigation
  // another, locked to the site: with a tab per test, a renderer started and stopped for nothing
  // each time (a tab's open-load-close: 1.14 → 0.92 CPU-s). The tests' pages never hold frames of
  // other sites, so nothing they check depends on it.
  '--disable-site-isolation-trials',
];

/** For puppeteer-core (web-test-runner), which merges our --disable-features into its own list. */
export const CHROMIUM_ARGS = [...SHARED_ARGS, `--disable-features=${OMNIBOX_POPUP_FEATURES.join(',')}`];

/**
 * The features playwright-core 1.65 disables itself (its chromiumSwitches.ts). Chromium keeps
 * only the last --disable-features it is given and Playwright does not merge ours into its own,
 * so ours repeats its list; test/e2e/chromium-switches.e2e.ts fails when Playwright's list grows.
 */
export const PLAYWRIGHT_DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
];

export const PLAYWRIGHT_CHROMIUM_ARGS = [
  ...SHARED_ARGS,
  `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, ...OMNIBOX_POPUP_FEATURES].join(',')}`,
];

/**
 * A test's page lives seconds: V8's optimising compilers (Maglev, TurboFan) compile its hot
 * functions on other threads, work so short a life never earns back (the journeys' Chromium took
 * about a sixth less CPU without them). Sparkplug, the baseline compiler, still runs. For the
 * tests' Chromium only (the journeys', the browser tests'); never for the bench, which measures
 * the page as a citizen's browser runs it.
 */
export const TEST_ENGINE_ARGS = ['--js-flags=--no-opt --no-maglev'];

const LAUNCH: LaunchOptions = { executablePath: process.env.CHROME_PATH || '/usr/bin/chromium', args: PLAYWRIGHT_CHROMIUM_ARGS, headless: true };

/** Where the e2e run's one Chromium listens (test/support/e2e-global-setup.ts starts it). */
export const SHARED_CHROMIUM_ENV = 'CB_E2E_CHROMIUM';

/** The run's one Chromium, for every test file to connect to (each test opens its own context). */
export function launchChromiumServer(): Promise<BrowserServer> {
  return chromium.launchServer({ ...LAUNCH, args: [...PLAYWRIGHT_CHROMIUM_ARGS, ...TEST_ENGINE_ARGS] });
}

/**
 * Chromium for a test file: the e2e run's one browser when there is one (a browser of its own
 * cost each file about a second and a half of CPU to start and stop), else one of its own.
 * close() on a connected browser closes this file's contexts and disconnects.
 */
export function launchChromium(): Promise<Browser> {
  const shared = process.env[SHARED_CHROMIUM_ENV];
  return shared ? chromium.connect(shared) : chromium.launch(LAUNCH);
}

const pageErrors = new WeakMap<Page, string[]>();

export async function openPage(browser: Browser, url: string, options: BrowserContextOptions = {}): Promise<Page> {
  const page = await trackedPage(browser, options);
  await page.goto(url);
  return page;
}

/**
 * A host page of the test's own at `url` (on the server's origin, so the bundle and /api are
 * the server's): `<head>` loads the ESM build, `body` is the host's markup, e.g.
 * `<booking-app service-id="3004" location-id="201"></booking-app>`.
 */
export async function openHostPage(
  browser: Browser,
  url: string,
  body: string,
  options: BrowserContextOptions & { beforeLoad?: (page: Page) => Promise<void> } = {},
): Promise<Page> {
  const { beforeLoad, ...contextOptions } = options;
  const page = await trackedPage(browser, contextOptions);
  await beforeLoad?.(page);
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Host page</title><script type="module" src="/dist/civic-booking.js"></script></head><body>${body}</body></html>`;
  await page.route(url, (route) => route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: html }));
  await page.goto(url);
  return page;
}

async function trackedPage(browser: Browser, options: BrowserContextOptions): Promise<Page> {
  const context = await browser.newContext({ timezoneId: 'Asia/Macau', ...options });
  const page = await context.newPage();
  const errors: string[] = [];
  pageErrors.set(page, errors);
  page.on('pageerror', (error) => errors.push(`${error.message}\n${error.stack ?? ''}`));
  // The demo pages are served under a strict Content-Security-Policy: a violation is a failure.
  await page.addInitScript(() => {
    document.addEventListener(
      'securitypolicyviolation',
      (event) => {
        const list = ((window as unknown as { __cspViolations?: string[] }).__cspViolations ??= []);
        list.push(`${event.violatedDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`);
      },
      true,
    );
  });
  return page;
}

/** Closes the page's context; an uncaught error or a CSP violation in the page fails the test that opened it. */
export async function closePage(page: Page): Promise<void> {
  const violations = await page.evaluate(() => (window as unknown as { __cspViolations?: string[] }).__cspViolations ?? []);
  await page.context().close();
  const errors = [...(pageErrors.get(page) ?? []), ...violations.map((v) => `CSP violation: ${v}`)];
  if (errors.length) throw new Error(`uncaught errors in the page:\n${errors.join('\n')}`);
}

/**
 * Tells the page it is hidden, or visible again, as a browser does when its tab goes to the
 * background (headless Chromium keeps every page visible, whatever the window does).
 */
export async function setPageHidden(page: Page, hidden: boolean): Promise<void> {
  await page.evaluate((isHidden) => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => (isHidden ? 'hidden' : 'visible') });
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => isHidden });
    document.dispatchEvent(new Event('visibilitychange'));
  }, hidden);
}

// What the page did so far, read without waiting for a time in which more might still happen:
// the page runs one task of its own (what promises its code set off have run by then), or the
// test makes the page do one thing more of the kind and waits for that one to be told (the
// browser tells such things in order). A MessageChannel task, not a timer: a page clock
// (page.clock) does not hold it.

/** Resolves once the page has run one task of its own: what its code set off in promises (a timer's call through the API client, a click's render) has run. */
export function pageTask(page: Page): Promise<void> {
  return page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve();
        channel.port2.postMessage(null);
      }),
  );
}

/**
 * Holds the page's clock (page.clock, installed and running) still, `ahead` ms on from its time
 * now. The time read can pass before the clock is held (a slow machine): then again from the new
 * time, further ahead each try.
 */
export async function pauseClock(page: Page, ahead = 100): Promise<void> {
  for (let margin = ahead; ; margin *= 2) {
    const at = (await page.evaluate(() => Date.now())) + margin;
    try {
      await page.clock.pauseAt(at);
      return;
    } catch (error) {
      if (!String(error).includes('fast-forward to the past')) throw error;
    }
  }
}

/** Resolves once Playwright has told every request the page started so far (page.on('request')): the page asks for one more, after a task. */
export async function requestsSoFar(page: Page): Promise<void> {
  const marker = `/health/live?so-far=${Math.random().toString(36).slice(2)}`;
  const told = page.waitForRequest((request) => request.url().endsWith(marker));
  await pageTask(page);
  await page.evaluate((url) => void fetch(url).catch(() => undefined), marker);
  await told;
}

/** The downloads `seen` (page.on('download')) holds once every download the page started so far is told: the page starts one more. */
export async function downloadsSoFar(page: Page, seen: string[]): Promise<string[]> {
  const name = `so-far-${Math.random().toString(36).slice(2)}.txt`;
  const told = page.waitForEvent('download', (download) => download.suggestedFilename() === name);
  await page.evaluate((fileName) => {
    const link = document.createElement('a');
    link.href = URL.createObjectURL(new Blob(['so far']));
    link.download = fileName;
    link.click();
  }, name);
  await told;
  return seen.filter((file) => file !== name);
}

/** The visible text inside an element's shadow root (what a citizen reads). */
export function shadowText(page: Page, selector: string): Promise<string> {
  return page.$eval(selector, (el) => (el.shadowRoot?.textContent ?? '').replace(/\s+/g, ' ').trim());
}

const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
let axeSource: string | undefined;

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: unknown[]; failureSummary?: string }[];
}

/**
 * axe-core with the WCAG 2.1 A and AA rules over the page, shadow roots included; or over the
 * elements `selector` matches only (one widget on a page that holds others).
 */
export async function axeViolations(page: Page, selector?: string): Promise<AxeViolation[]> {
  // Evaluated through the DevTools protocol, which the page's CSP does not govern (a script tag
  // would be blocked); once per document. Runtime.evaluate compiles its 560 kB as a script, where
  // page.evaluate hands it to eval(): 0.28 → 0.21 CPU-s of the renderer each time.
  if (!(await page.evaluate(() => 'axe' in window))) {
    const devtools = await page.context().newCDPSession(page);
    try {
      // The protocol answers a script that threw with its exception rather than failing: said here.
      const { exceptionDetails } = await devtools.send('Runtime.evaluate', { expression: (axeSource ??= readFileSync(axePath, 'utf8')) });
      if (exceptionDetails) throw new Error(`axe-core did not load: ${exceptionDetails.exception?.description ?? exceptionDetails.text}`);
    } finally {
      await devtools.detach();
    }
  }
  return page.evaluate(async (include) => {
    const axe = (window as unknown as { axe: { run: (ctx: unknown, opts: unknown) => Promise<{ violations: AxeViolation[] }> } }).axe;
    const result = await axe.run(include ? { include: [include] } : document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
      // Every rule still runs; only the passes and incomplete results are not gathered, which
      // are most of axe's time and go unread here.
      resultTypes: ['violations'],
    });
    return result.violations.map(({ id, impact, help, nodes }) => ({
      id,
      impact,
      help,
      nodes: nodes.map(({ target, failureSummary }) => ({ target, failureSummary })),
    }));
  }, selector ?? null);
}

/**
 * The focused element, looking into shadow roots: its tag and its name as a citizen hears it
 * (aria-label, else its label, else its text).
 */
export function focusedControl(page: Page): Promise<{ tag: string; name: string }> {
  return page.evaluate(() => {
    let active: Element | null = document.activeElement;
    while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
    if (!active) return { tag: '', name: '' };
    const root = active.getRootNode() as ShadowRoot | Document;
    const label = active.id ? root.querySelector(`label[for="${active.id}"]`)?.textContent : null;
    return { tag: active.localName, name: (active.getAttribute('aria-label') ?? label ?? active.textContent ?? '').trim() };
  });
}

/** Presses Tab (or `key`) until the focused control (looking into shadow roots) is named `name`, at most `limit` times. */
export async function tabTo(page: Page, name: string | RegExp, key = 'Tab', limit = 30) {
  for (let presses = 0; presses < limit; presses++) {
    await page.keyboard.press(key);
    const focused = (await focusedControl(page)).name;
    if (typeof name === 'string' ? focused === name : name.test(focused)) return;
  }
  throw new Error(`Tab never reached ${String(name)}`);
}
