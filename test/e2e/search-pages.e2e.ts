// The About page and the privacy clause page of <booking-app> in Chromium against the reference
// server (docs/behaviour/2-screens.md (Routes), docs/behaviour/7-api.md app/privacyClause/{id}), in English and traditional Chinese,
// with axe on each; and the hidden way to About: the home search icon held 12 s, on the page's
// controllable clock.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { LANGUAGES, type Lang } from '../../src/common/languages.ts';
import { loadLanguage, t } from '../../src/i18n/translate.ts';
import { axeViolations, closePage, launchChromium, openPage } from '../support/browser.ts';
import { startServer, type RunningServer } from '../support/server-process.ts';

/** vitest's poll gives up after 1 s; a loaded 2-core machine needs longer. */
const eventually = <T,>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 15_000 });

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  await Promise.all(LANGUAGES.map(loadLanguage));
  [server, browser] = await Promise.all([startServer({ clock: '2026-12-01T10:00:00+08:00' }), launchChromium()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** The build this run serves, as the version check reads it. */
const buildId = (JSON.parse(readFileSync(join(import.meta.dirname, '../../dist/unique.json'), 'utf8')) as { unique: { id: string } }).unique.id;

const CASES: { lang: Lang; link: string; clauseHeading: string; otherLang: Lang; otherLink: string; otherHeading: string }[] = [
  { lang: 'en_us', link: 'en', clauseHeading: 'Personal data collection statement', otherLang: 'zh_hant', otherLink: 'zh-MO', otherHeading: '個人資料收集聲明' },
  { lang: 'zh_hant', link: 'zh-MO', clauseHeading: '個人資料收集聲明', otherLang: 'pt_pt', otherLink: 'pt', otherHeading: 'Declaração de recolha de dados pessoais' },
];

const body = (page: Page) => page.locator('booking-app [part~="body"]');

describe.each(CASES)('$lang', ({ lang, link, clauseHeading, otherLang, otherLink, otherHeading }) => {
  test('the About page names the product, its version, this build and the platform', async () => {
    const page = await openPage(browser, `${server.url}/?language=${link}#/AboutPage`);
    await page.getByRole('heading', { name: t(lang, 'pages.about.title') }).waitFor();
    // The shell's heading shows while the page's own code still loads; its facts come with it.
    await eventually(() => body(page).getByRole('listitem').allTextContents()).toEqual([
      t(lang, 'pages.about.version', { version: '3.0.1.251101' }),
      t(lang, 'pages.about.build', { id: buildId }),
      t(lang, 'pages.about.platform', { platform: 'PCWeb' }),
    ]);
    expect(await body(page).textContent()).toContain(t(lang, 'pages.about.appName'));
    expect(await axeViolations(page)).toEqual([]);
    await closePage(page);
  });

  test('the home menu’s About opens the About dialog (the page stays hidden); its Privacy opens the clause', async () => {
    const page = await openPage(browser, `${server.url}/?language=${link}#/home`);
    const menu = page.getByRole('button', { name: t(lang, 'pages.menu.open') });
    await menu.click();
    await page.getByRole('button', { name: t(lang, 'pages.menu.about') }).click();
    const dialog = page.getByRole('dialog', { name: t(lang, 'components.about.title') });
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain(t(lang, 'components.about.version', { version: '3.0.1.251101' }));
    expect(await page.evaluate(() => location.hash)).toBe('#/home');
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });

    await menu.click();
    await page.getByRole('button', { name: t(lang, 'pages.menu.privacy') }).click();
    await page.locator('booking-app [part~="html"]').getByRole('heading', { name: clauseHeading }).waitFor();
    expect(await page.evaluate(() => location.hash)).toBe('#/PrivacyClausePage');
    await closePage(page);
  });

  test('the privacy clause: the administration’s text, sanitised, in the element’s language, fetched again when it changes', async () => {
    const page = await openPage(browser, `${server.url}/?language=${link}#/PrivacyClausePage`);
    await page.getByRole('heading', { level: 1, name: t(lang, 'pages.privacyClause.title') }).waitFor();
    const html = page.locator('booking-app [part~="html"]');
    await html.getByRole('heading', { name: clauseHeading }).waitFor();
    expect(await html.locator('p').count()).toBeGreaterThan(0);
    expect(await axeViolations(page)).toEqual([]);

    await page.locator('booking-app').evaluate((el, value) => el.setAttribute('language', value), otherLink);
    await html.getByRole('heading', { name: otherHeading }).waitFor();
    await page.getByRole('heading', { level: 1, name: t(otherLang, 'pages.privacyClause.title') }).waitFor();
    await closePage(page);
  });
});

describe('the hidden About page: the home search icon held for 12 s (docs/behaviour/2-screens.md (Routes), docs/behaviour/9-constants.md)', () => {
  test.each([
    ['a phone, English', 'en', 375],
    ['a desktop, traditional Chinese', 'zh-MO', 1280],
  ])('on %s', async (_name, link, width) => {
    const page = await openPage(browser, 'about:blank', { viewport: { width, height: 800 } });
    await page.clock.install();
    await page.goto(`${server.url}/?language=${link}#/home`);
    const target = page.locator('booking-app .cb-search-bar__icon');
    await target.waitFor();
    const box = (await target.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);

    // Let go after 11 s: nothing hidden opens.
    await page.mouse.down();
    await page.clock.runFor(11_000);
    await page.mouse.up();
    await page.clock.runFor(2_000);
    // That was a tap on the bar: search opened; back home for the hold.
    await eventually(() => page.evaluate(() => location.hash)).toBe('#/search');
    await page.goBack();
    await target.waitFor();

    await page.mouse.down();
    await page.clock.runFor(12_000);
    await eventually(() => page.evaluate(() => location.hash)).toBe('#/AboutPage');
    await page.mouse.up();
    await page.clock.runFor(1_000);
    expect(await page.evaluate(() => location.hash), 'the release is not a tap on the bar').toBe('#/AboutPage');
    await closePage(page);
  });
});
