// Search in <booking-app> as a citizen meets it in Chromium against the reference server
// (docs/behaviour/2-screens.md (Search), docs/behaviour/5-validation.md (Search input), docs/behaviour/9-constants.md): by keyword and by service code, the type-ahead, the history of
// a logged-in citizen, each in English and traditional Chinese, with axe on each screen.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { LANGUAGES, type Lang } from '../../src/common/languages.ts';
import { loadLanguage, t, tPlural } from '../../src/i18n/translate.ts';
import { TYPE_AHEAD_DEBOUNCE_MS } from '../../src/common/search-input.ts';
import { axeViolations, closePage, launchChromium, openPage, pauseClock } from '../support/browser.ts';
import { startServer, type RunningServer } from '../support/server-process.ts';

/** vitest's poll gives up after 1 s; a loaded 2-core machine needs longer. */
const eventually = <T,>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 15_000 });

const CLOCK = '2026-12-01T10:00:00+08:00';
let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  await Promise.all(LANGUAGES.map(loadLanguage));
  [server, browser] = await Promise.all([startServer({ clock: CLOCK }), launchChromium()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

interface Case {
  lang: Lang;
  link: string;
  /** A keyword and the service it finds first. */
  keyword: string;
  found: string;
  /** A prefix whose type-ahead offers `suggested` first. */
  typeAhead: string;
  suggested: string;
  mobile: string;
  /** A location of the service `keyword` finds, with its address as the map page shows it. */
  location: string;
  address: string;
  /** A keyword that finds a department by its name, and that name. */
  departmentKeyword: string;
  department: string;
}

const CASES: Case[] = [
  { lang: 'en_us', link: 'en', keyword: 'passport', found: 'SAR passport application', typeAhead: 'driving', suggested: 'Driving licence renewal', mobile: '85366100001', location: 'DSI Headquarters', address: '762-804 Avenida da Praia Grande', departmentKeyword: 'Identification', department: 'Identification Services Bureau' },
  { lang: 'zh_hant', link: 'zh-MO', keyword: '護照', found: '申請特區護照', typeAhead: '駕駛', suggested: '駕駛執照續期', mobile: '85366100002', location: '身份證明局總部', address: '南灣大馬路762-804號', departmentKeyword: '身份證明', department: '身份證明局' },
];

async function searchPage(link: string, extra = '', init?: (page: Page) => Promise<void>): Promise<Page> {
  const page = await openPage(browser, 'about:blank');
  await init?.(page);
  await page.goto(`${server.url}/?language=${link}${extra}#/search`);
  return page;
}

const hash = (page: Page) => page.evaluate(() => location.hash);
const toasts = (page: Page) => page.locator('booking-app [part~="toast"]');

describe.each(CASES)('search in $lang', ({ lang, link, keyword, found, typeAhead, suggested, mobile, location, address, departmentKeyword, department }) => {
  const box = (page: Page) => page.getByRole('combobox', { name: t(lang, 'pages.search.label') });
  const results = (page: Page, heading: 'departments' | 'services') =>
    page.getByRole('region', { name: t(lang, `pages.search.${heading}`) }).getByRole('button');

  test('by keyword: prohibited characters stripped with their notice, an empty keyword refused, the services found open their locations', async () => {
    const page = await searchPage(link);
    await box(page).fill(`${keyword}#`);
    await eventually(() => box(page).inputValue()).toBe(keyword);
    await eventually(() => toasts(page).allTextContents()).toEqual([t(lang, 'messages.prohibitInput')]);

    await box(page).fill('   ');
    await box(page).press('Enter');
    await eventually(() => toasts(page).allTextContents()).toContain(t(lang, 'messages.keywordEmpty'));

    // A desktop (this page's 1280 px): the box has a Search button besides Enter.
    await box(page).fill(keyword);
    await page.getByRole('search').getByRole('button', { name: t(lang, 'common.search') }).click();
    await results(page, 'services').filter({ hasText: found }).waitFor();
    const count = await results(page, 'services').count();
    expect(await page.locator('booking-app').getByRole('status').filter({ hasText: tPlural(lang, 'pages.search.resultCount', count) }).count()).toBe(1);
    // Not logged in: no history, ever.
    expect(await page.getByRole('heading', { name: t(lang, 'pages.search.history') }).count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);

    await results(page, 'services').filter({ hasText: found }).click();
    await eventually(() => hash(page)).toBe('#/serOrLocationWithoutTabs');
    await closePage(page);
  });

  test('the service found lists its locations, each with its map in a dialog (in the widget’s language)', async () => {
    const page = await searchPage(link);
    await box(page).fill(keyword);
    await box(page).press('Enter');
    await results(page, 'services').filter({ hasText: found }).click();
    await eventually(() => hash(page)).toBe('#/serOrLocationWithoutTabs');
    const mapButton = page.getByRole('button', { name: `${t(lang, 'components.locationItem.map')}: ${location}` });
    await mapButton.click();
    const dialog = page.getByRole('dialog', { name: t(lang, 'components.map.title', { name: location }) });
    await dialog.waitFor();
    const frame = page.frameLocator('booking-app iframe');
    await frame.getByText(address).first().waitFor();
    expect(await frame.locator('body').textContent()).toContain(location);
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await mapButton.evaluate((el) => el === (el.getRootNode() as ShadowRoot).activeElement), 'focus back on the map button').toBe(true);
    await closePage(page);
  });

  test('from the home search bar the box has the focus: the keyboard types straight in, Enter searches; a department found by its name; Cancel goes back home', async () => {
    const page = await openPage(browser, `${server.url}/?language=${link}#/home`);
    await page.locator('booking-app .cb-search-bar__open').click();
    await eventually(() => box(page).evaluate((el) => el === (el.getRootNode() as ShadowRoot).activeElement)).toBe(true);
    await page.keyboard.type(keyword);
    await page.keyboard.press('Enter');
    await results(page, 'services').filter({ hasText: found }).waitFor();

    await box(page).fill(departmentKeyword);
    await box(page).press('Enter');
    await results(page, 'departments').filter({ hasText: department }).waitFor();
    await page.locator('booking-app').getByRole('button', { name: t(lang, 'components.searchBar.cancel'), exact: true }).click();
    await eventually(() => hash(page)).toBe('#/home');
    await closePage(page);
  });

  test('nothing found → "No matching results"', async () => {
    const page = await searchPage(link);
    await box(page).fill('zzzqqq');
    await box(page).press('Enter');
    await page.locator('booking-app [part~="empty"]').filter({ hasText: t(lang, 'messages.noSearchData') }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await closePage(page);
  });

  test('by service code: exactly one service opens at once; an unknown code finds nothing', async () => {
    const page = await openPage(browser, `${server.url}/?language=${link}&serviceCode=DSI-PASSPORT`);
    await eventually(() => hash(page)).toBe('#/serOrLocationWithoutTabs');
    await page.goto(`${server.url}/?language=${link}&serviceCode=NO-SUCH-CODE`);
    await page.locator('booking-app [part~="empty"]').filter({ hasText: t(lang, 'messages.noSearchData') }).waitFor();
    expect(await hash(page)).toBe('#/search');
    await closePage(page);
  });

  test('type-ahead: asked once typing pauses, an ARIA combobox the keyboard drives, Enter searches the one chosen', async () => {
    // The page's clock, not the wall clock, decides when typing has paused: a loaded machine can
    // leave more than the pause between two keystrokes.
    const page = await searchPage(link, '', async (p) => {
      await p.clock.install({ time: new Date(CLOCK) });
      await p.clock.resume();
    });
    const asked: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/appms/services/recommend')) asked.push(new URL(request.url()).searchParams.get('keyword') ?? '');
    });
    await box(page).waitFor();
    await pauseClock(page);
    await box(page).pressSequentially(typeAhead);
    await page.clock.runFor(TYPE_AHEAD_DEBOUNCE_MS);
    await page.clock.resume();
    const options = page.getByRole('listbox', { name: t(lang, 'pages.search.recommendations') }).getByRole('option');
    await options.first().waitFor();
    expect(asked).toEqual([typeAhead]);
    expect(await box(page).getAttribute('aria-expanded')).toBe('true');
    expect(await axeViolations(page)).toEqual([]);

    await box(page).press('ArrowDown');
    const first = options.first();
    expect(await box(page).getAttribute('aria-activedescendant')).toBe(await first.getAttribute('id'));
    expect(await first.getAttribute('aria-selected')).toBe('true');
    expect(await first.textContent()).toBe(suggested);
    await box(page).press('Enter');
    expect(await box(page).inputValue()).toBe(suggested);
    expect(await box(page).getAttribute('aria-expanded')).toBe('false');
    await results(page, 'services').filter({ hasText: suggested }).first().waitFor();

    // Clearing the text hides the recommendations at once (and returns to where search began).
    await box(page).pressSequentially(typeAhead.slice(0, 1));
    await page.getByRole('button', { name: t(lang, 'pages.search.clearInput') }).click();
    expect(await box(page).inputValue()).toBe('');
    expect(await box(page).getAttribute('aria-expanded')).toBe('false');
    await closePage(page);
  });

  test('a logged-in citizen: history chips while nothing is found, a chip searches again, delete-all asks first', async () => {
    const token = ((await (await fetch(`${server.url}/api/token/${mobile}`)).json()) as { value: { jwt: string } }).value.jwt;
    const page = await searchPage(link, '', async (p) => {
      await p.addInitScript((jwt) => sessionStorage.setItem('civic-booking.token', jwt), token);
    });
    const history = page.getByRole('region', { name: t(lang, 'pages.search.history') });
    // Each search answered before the next: a newer search drops the one in flight, as it should.
    await box(page).fill(keyword);
    await box(page).press('Enter');
    await results(page, 'services').filter({ hasText: found }).waitFor();
    await box(page).fill('zzzqqq');
    await box(page).press('Enter');
    await page.locator('booking-app [part~="empty"]').filter({ hasText: t(lang, 'messages.noSearchData') }).waitFor();
    await history.getByRole('button', { name: 'zzzqqq' }).waitFor();
    expect(await history.getByRole('listitem').allTextContents()).toEqual(['zzzqqq', keyword]);
    expect(await axeViolations(page)).toEqual([]);

    await history.getByRole('button', { name: keyword }).click();
    await results(page, 'services').filter({ hasText: found }).waitFor();
    expect(await box(page).inputValue()).toBe(keyword);
    expect(await history.count(), 'services found: no history').toBe(0);

    await page.getByRole('button', { name: t(lang, 'pages.search.clearInput') }).click();
    await history.waitFor();
    await history.getByRole('button', { name: t(lang, 'pages.search.manageHistory') }).click();
    await history.getByRole('button', { name: t(lang, 'pages.search.done') }).click();
    await history.getByRole('button', { name: t(lang, 'pages.search.manageHistory') }).click();
    await history.getByRole('button', { name: t(lang, 'pages.search.deleteAll') }).click();
    const dialog = page.getByRole('dialog');
    expect(await dialog.textContent()).toContain(t(lang, 'pages.search.deleteAllConfirm'));
    await dialog.getByRole('button', { name: t(lang, 'pages.search.deleteAll') }).click();
    await history.waitFor({ state: 'detached' });
    const left = await (await fetch(`${server.url}/api/appms/getSearchRecords`, {
      method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: '{}',
    })).json() as { value: string[] };
    expect(left.value).toEqual([]);
    await closePage(page);
  });
});

describe('the remote-counter search box', () => {
  test('from the remote-counter home it says so and finds remote services only (English)', async () => {
    const page = await openPage(browser, `${server.url}/?language=en#/remoteCounterHome`);
    await page.getByRole('button', { name: t('en_us', 'components.searchBar.remotePlaceholder') }).click();
    const box = page.getByRole('combobox', { name: t('en_us', 'pages.search.label') });
    expect(await box.getAttribute('placeholder')).toBe(t('en_us', 'components.searchBar.remotePlaceholder'));
    await box.fill('certificate');
    await box.press('Enter');
    const services = page.getByRole('region', { name: t('en_us', 'pages.search.services') }).getByRole('button');
    await services.first().waitFor();
    // The counter services' certificates (identification, civil registry, health…) are not remote.
    expect(await services.allTextContents()).toEqual(['Remote certificate requestsSAFP Remote Counter Services']);
    expect(await axeViolations(page)).toEqual([]);
    await closePage(page);
  });
});
