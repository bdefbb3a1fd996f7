// `npm start`'s demo, as a citizen's browser sees it: every element renders into its shadow
// root and the `language` attribute switches its text among the four languages, and axe finds no
// WCAG 2.1 AA violation on any demo page.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { LANGUAGES, type Lang } from '../../src/common/languages.ts';
import { loadLanguage, t } from '../../src/i18n/translate.ts';
import { HTML_LANG } from '../../src/platform/attribute-settings.ts';
import { axeViolations, closePage, launchChromium, openPage, shadowText } from '../support/browser.ts';
import { startServer, type RunningServer } from '../support/server-process.ts';

const PAGES: Record<string, string[]> = {
  '/': ['booking-app'],
  '/department.html': ['service-search', 'queue-ticket', 'my-tickets'],
  '/webview.html': ['booking-app', 'queue-ticket'],
};

/** What an integrator writes in the attribute for each language (docs/behaviour/1-product.md). */
const ATTRIBUTE_FOR: Record<Lang, string> = { zh_hant: 'zh-MO', zh_hans: 'zh-hans', pt_pt: 'pt', en_us: 'en' };

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  await Promise.all((LANGUAGES).map(loadLanguage));
  [server, browser] = await Promise.all([startServer({ clock: '2026-12-01T10:00:00+08:00' }), launchChromium()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function rendered(page: Page, tag: string): Promise<string> {
  await page.waitForFunction((name) => (document.querySelector(name)?.shadowRoot?.textContent ?? '').trim().length > 0, tag);
  return shadowText(page, tag);
}

describe.each(Object.entries(PAGES))('demo page %s', (path, tags) => {
  // One page per element: it renders, then each language in turn (a page load each was the most
  // expensive part of checking the first alone).
  test.each(tags)('<%s> renders content into its shadow root; language="…" switches its text among the four languages', async (tag) => {
    const page = await openPage(browser, server.url + path);
    expect(await rendered(page, tag)).not.toBe('');
    const seen = new Set<string>();
    for (const lang of LANGUAGES) {
      await page.$eval(tag, (el, value) => el.setAttribute('language', value), ATTRIBUTE_FOR[lang]);
      // The root takes the language's tag once its texts are in; the screen shown (an element's
      // start, or the department <service-search department-id> opens) is in that language then.
      await page.waitForFunction(
        ([name, htmlLang]) => document.querySelector(name!)?.shadowRoot?.querySelector('[part~="root"]')?.getAttribute('lang') === htmlLang,
        [tag, HTML_LANG[lang]],
      );
      // A text of that language's dictionary shows: the element's title at its start, the
      // department page's tabs where <service-search department-id> opens (once the department,
      // asked for again in the new language, has answered).
      const texts = [t(lang, `elements.${tag}.title` as Parameters<typeof t>[1]), t(lang, 'components.tabs.byServiceType')];
      let shown = '';
      await expect
        .poll(async () => {
          shown = await shadowText(page, tag);
          return texts.some((text) => shown.includes(text));
        }, { timeout: 10_000, message: `${tag} in ${lang}` })
        .toBe(true);
      seen.add(shown);
    }
    expect(seen.size).toBe(LANGUAGES.length);
    await closePage(page);
  });

  test('has no WCAG 2.1 AA violation (axe-core)', async () => {
    const page = await openPage(browser, server.url + path);
    for (const tag of tags) await rendered(page, tag);
    expect(await axeViolations(page)).toEqual([]);
    await closePage(page);
  });
});
