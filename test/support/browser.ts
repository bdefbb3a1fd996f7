// Debian's Chromium driven by playwright-core (never a downloaded browser).
import { chromium, type Browser, type BrowserContextOptions, type Page } from 'playwright-core';
import { createRequire } from 'node:module';

export const CHROMIUM_ARGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
    headless: true,
  });
}

const pageErrors = new WeakMap<Page, string[]>();

export async function openPage(browser: Browser, url: string, options: BrowserContextOptions = {}): Promise<Page> {
  const context = await browser.newContext({ timezoneId: 'Asia/Macau', ...options });
  const page = await context.newPage();
  const errors: string[] = [];
  pageErrors.set(page, errors);
  page.on('pageerror', (error) => errors.push(`${error.message}\n${error.stack ?? ''}`));
  await page.goto(url);
  return page;
}

/** Closes the page's context; an uncaught error in the page fails the test that opened it. */
export async function closePage(page: Page): Promise<void> {
  await page.context().close();
  const errors = pageErrors.get(page) ?? [];
  if (errors.length) throw new Error(`uncaught errors in the page:\n${errors.join('\n')}`);
}

/** The visible text inside an element's shadow root (what a citizen reads). */
export function shadowText(page: Page, selector: string): Promise<string> {
  return page.$eval(selector, (el) => (el.shadowRoot?.textContent ?? '').replace(/\s+/g, ' ').trim());
}

const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: unknown[]; failureSummary?: string }[];
}

/** axe-core with the WCAG 2.1 A and AA rules over the page, shadow roots included. */
export async function axeViolations(page: Page): Promise<AxeViolation[]> {
  await page.addScriptTag({ path: axePath });
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (ctx: unknown, opts: unknown) => Promise<{ violations: AxeViolation[] }> } }).axe;
    const result = await axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
    });
    return result.violations.map(({ id, impact, help, nodes }) => ({
      id,
      impact,
      help,
      nodes: nodes.map(({ target, failureSummary }) => ({ target, failureSummary })),
    }));
  });
}
