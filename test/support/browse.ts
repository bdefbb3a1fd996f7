// What the browse e2e tests share: the seed's names in the page's language (so a journey reads
// like the citizen's choices), what the element told its host (cb-route-change,
// cb-service-selected, cb-error), and the choice of a button by its name inside the shadow root.
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { CATEGORIES, DEPARTMENTS, LOCATIONS, SERVICE_TYPES, SERVICES } from '../../server/seed/catalogue-data.ts';
import { LANGUAGES, type Lang } from '../../src/common/languages.ts';
import { t, type MessageKey } from '../../src/i18n/translate.ts';
import { openPage } from './browser.ts';

type Named = { id: number; name: [string, string, string, string] };
const byId = <T extends Named>(list: T[], id: number): T => {
  const found = list.find((item) => item.id === id);
  if (!found) throw new Error(`no seed row ${id}`);
  return found;
};
const inLanguage = (name: Named['name'], lang: Lang) => name[LANGUAGES.indexOf(lang)]!;

/** The seed's names, as the element shows them in `lang`. */
export const seedName = {
  category: (id: number, lang: Lang) => inLanguage(byId(CATEGORIES, id).name, lang),
  department: (id: number, lang: Lang) => inLanguage(byId(DEPARTMENTS, id).name, lang),
  serviceType: (id: number, lang: Lang) => inLanguage(byId(SERVICE_TYPES, id).name, lang),
  service: (id: number, lang: Lang) => inLanguage(byId(SERVICES, id).name, lang),
  location: (id: number, lang: Lang) => inLanguage(byId(LOCATIONS, id).name, lang),
};

export interface Heard {
  routes: string[];
  selected: { service: { id: number }; location: { id: number } | null; next: string }[];
  errors: { messageKey: string; message: string; route: string }[];
  loginRequired: { returnTo: string }[];
}

/** Records what the page's elements tell the host (the events bubble to the document, composed). */
function record(): void {
  const heard = { routes: [] as unknown[], selected: [] as unknown[], errors: [] as unknown[], loginRequired: [] as unknown[] };
  (window as unknown as { __heard: typeof heard }).__heard = heard;
  document.addEventListener('cb-route-change', (e) => heard.routes.push((e as CustomEvent<{ route: string }>).detail.route));
  document.addEventListener('cb-service-selected', (e) => heard.selected.push((e as CustomEvent).detail));
  document.addEventListener('cb-error', (e) => heard.errors.push((e as CustomEvent).detail));
  document.addEventListener('cb-login-required', (e) => heard.loginRequired.push((e as CustomEvent).detail));
}

/**
 * Opens `url` listening from its first event on. `before` runs first, on the blank page (to watch
 * its requests, install a clock).
 */
export async function openListening(
  browser: Browser,
  url: string,
  before?: (page: Page) => Promise<void> | void,
  options: BrowserContextOptions = {},
): Promise<Page> {
  const page = await openPage(browser, 'about:blank', options);
  await page.addInitScript(record);
  await before?.(page);
  await page.goto(url);
  return page;
}

export function heard(page: Page): Promise<Heard> {
  return page.evaluate(() => (window as unknown as { __heard: Heard }).__heard);
}

/**
 * Waits until the host has heard `route` as the latest route. Polled from here rather than in the
 * page, where a test may have installed a fake clock.
 */
export async function reaches(page: Page, route: string, timeoutMs = 15_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  let last: string | undefined;
  while (Date.now() < until) {
    last = (await heard(page)).routes.at(-1);
    if (last === route) return;
    await new Promise((resolve) => setTimeout(resolve, 50)); // wall clock: polls a condition (the page may run a fake clock)
  }
  throw new Error(`the host did not hear ${route} (last heard: ${last ?? 'nothing'})`);
}

/** A button of the element by its exact accessible name (a location's name starts its button's). */
export function button(page: Page, name: string | RegExp) {
  return page.locator('booking-app').getByRole('button', { name, exact: typeof name === 'string' });
}

/** A location's button: its name comes first, then its address and hours. */
export function locationButton(page: Page, name: string) {
  return button(page, new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
}

/** The toast that says `key` in `lang`. */
export function toast(page: Page, lang: Lang, key: MessageKey) {
  return page.locator('booking-app [part~="toast"]', { hasText: t(lang, key) });
}
