// My favourites and Recently used, in <booking-app> against the reference server (clock: Tuesday
// 1 December 2026, 10:00 in Macau), for the seed's one-account citizen MO-0000003 (four
// favourites, thirteen recently used entries): a favourite opens where its availability leads;
// favourites removed by a swipe of the finger and by the keyboard alone, each after a confirm
// dialog, the list and the server agreeing after each, down to the no-data view; a page that
// needs a login says so to a citizen without one; recently used paged to its end in traditional
// Chinese, an entry no longer offered saying so, a valid one opening its service. axe on each
// page and state, the revealed delete button and the confirm dialog included.
import type { Browser, BrowserContextOptions, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Favourite } from '../../src/common/api-contract.ts';
import { LANGUAGES, type Lang } from '../../src/common/languages.ts';
import { loadLanguage, t } from '../../src/i18n/translate.ts';
import { axeViolations, closePage, launchChromium } from '../support/browser.ts';
import { button, heard, openListening, reaches, seedName, toast } from '../support/browse.ts';
import { apiValue, oneAccountToken } from '../support/citizen.ts';
import { startServer, type RunningServer } from '../support/server-process.ts';

let server: RunningServer;
let browser: Browser;
let token: string;

const SOON = { timeout: 10_000 };
const LINK_LANGUAGE: Record<Lang, string> = { zh_hant: 'zh-MO', zh_hans: 'zh-hans', pt_pt: 'pt', en_us: 'en' };
/** A phone that has a touch screen, so a swipe is a finger's. */
const PHONE: BrowserContextOptions = { viewport: { width: 375, height: 560 }, hasTouch: true, isMobile: true };

beforeAll(async () => {
  await Promise.all(LANGUAGES.map(loadLanguage));
  [server, browser] = await Promise.all([startServer({ clock: '2026-12-01T10:00:00+08:00' }), launchChromium()]);
  token = await oneAccountToken(server.url, 'MO-0000003');
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** The demo page at `route` in `lang`; with `asCitizen` the host hands the element the citizen's token before it starts. */
function openApp(
  lang: Lang,
  route: string,
  { asCitizen = true, context = {}, before }: { asCitizen?: boolean; context?: BrowserContextOptions; before?: (page: Page) => void } = {},
): Promise<Page> {
  return openListening(
    browser,
    `${server.url}/?language=${LINK_LANGUAGE[lang]}#${route}`,
    async (page) => {
      before?.(page);
      if (!asCitizen) return;
      await page.addInitScript((value) => {
        void customElements.whenDefined('booking-app').then(() => {
          const el = document.querySelector('booking-app') as (HTMLElement & { token?: string }) | null;
          if (el) el.token = value;
        });
      }, token);
    },
    context,
  );
}

const favouritesOnServer = async () =>
  (await apiValue<Favourite[]>(server.url, 'favourite/services', token)).map((f) => `${f.serviceId}@${f.locationId}`);

/** The list's items, each as the citizen reads it: service, location and kind. */
const items = (page: Page) => page.locator('booking-app .cb-entry');
async function readItems(page: Page): Promise<string[]> {
  return (await items(page).locator('.cb-entry__text').allTextContents()).map((text) => text.replace(/\s+/g, ' ').trim());
}
const item = (page: Page, serviceId: number, lang: Lang) => items(page).filter({ hasText: seedName.service(serviceId, lang) });
const row = (lang: Lang, serviceId: number, locationId: number, kind: 'typeQueue' | 'typeReservation') =>
  `${seedName.service(serviceId, lang)}${seedName.location(locationId, lang)}${t(lang, `pages.favourites.${kind}`)}`;

/** The focused element, through the shadow root: its favourite's id and its class. */
const focused = (page: Page) =>
  page.evaluate(() => {
    let el: Element | null = document.activeElement;
    while (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement;
    return { favourite: el?.closest<HTMLElement>('[data-favourite-id]')?.dataset.favouriteId ?? null, className: el?.className ?? '' };
  });

/** A finger drags across `target` from (x0, y0) to (x1, y1) in steps (touch events, as a phone's screen sends them). */
async function fingerDrag(page: Page, target: Locator, from: [number, number], to: [number, number]): Promise<void> {
  const box = await target.boundingBox();
  if (!box) throw new Error('nothing to drag');
  const cdp = await page.context().newCDPSession(page);
  const at = (fx: number, fy: number) => [{ x: box.x + fx * box.width, y: box.y + fy * box.height }];
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: at(...from) });
  for (let step = 1; step <= 12; step++) {
    const f = step / 12;
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: at(from[0] + (to[0] - from[0]) * f, from[1] + (to[1] - from[1]) * f) });
  }
  // The finger comes to rest before it lifts, as a hand does. Lifted on its last move, Chromium
  // 156.0.8078.108 gave the next tap no click (pointer and touch events only; 600 ms later it
  // clicked), likely taking it for the stop of a fling.
  await new Promise((resolve) => setTimeout(resolve, 150)); // wall clock: the browser's gesture detection runs on real time
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: at(...to) });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

describe('My favourites', () => {
  test('each favourite says its service, location and kind in words; reservations are blue, queue items the default colour; tapping one opens it where its availability leads, and back returns to the list', async () => {
    const page = await openApp('en_us', '/home');
    await button(page, t('en_us', 'pages.home.favourites')).click();
    await reaches(page, '/MyFavoritePage');
    await expect.poll(() => readItems(page), SOON).toEqual([
      row('en_us', 3011, 205, 'typeReservation'),
      row('en_us', 3002, 201, 'typeQueue'),
      row('en_us', 3024, 211, 'typeQueue'),
      row('en_us', 3017, 209, 'typeReservation'),
    ]);
    const colourOf = (serviceId: number) => item(page, serviceId, 'en_us').locator('.cb-entry__type').evaluate((el) => getComputedStyle(el).color);
    const primary = await page.locator('booking-app').evaluate((el) => {
      const probe = document.createElement('span');
      probe.style.color = getComputedStyle(el.shadowRoot!.querySelector('.cb-root')!).getPropertyValue('--cb-primary');
      document.body.append(probe);
      const colour = getComputedStyle(probe).color;
      probe.remove();
      return colour;
    });
    expect(await colourOf(3011)).toBe(primary);
    expect(await colourOf(3017)).toBe(primary);
    expect(await colourOf(3002)).not.toBe(primary);
    expect(await axeViolations(page)).toEqual([]);

    // Identity card renewal at the DSI headquarters: booking and queue both open → the choice between them.
    await item(page, 3002, 'en_us').getByRole('button', { name: new RegExp(`^${seedName.service(3002, 'en_us')}`) }).click();
    await reaches(page, '/queueOrBook');
    expect((await heard(page)).selected.map((s) => [s.service.id, s.location?.id, s.next])).toEqual([[3002, 201, '/queueOrBook']]);
    await page.locator('booking-app').getByRole('button', { name: t('en_us', 'common.back') }).click();
    await reaches(page, '/MyFavoritePage');
    await expect.poll(() => readItems(page), SOON).toHaveLength(4);
    await closePage(page);
  });

  test('on a phone: a vertical drag scrolls the page and reveals nothing; a swipe from right to left reveals the delete button, which asks first (cancel keeps it), then deletes; the list and the server agree', async () => {
    const page = await openApp('en_us', '/MyFavoritePage', { context: PHONE });
    await expect.poll(() => readItems(page), SOON).toHaveLength(4);
    const revealed = page.locator('booking-app .cb-swipe__delete');
    const identityCard = item(page, 3002, 'en_us');

    await fingerDrag(page, identityCard, [0.5, 0.8], [0.45, 0.1]);
    await expect.poll(() => page.evaluate(() => window.scrollY), SOON).toBeGreaterThan(0);
    expect(await revealed.count()).toBe(0);

    await fingerDrag(page, identityCard, [0.9, 0.5], [0.2, 0.55]);
    await revealed.waitFor();
    expect(await revealed.count()).toBe(1);
    expect(await identityCard.locator('.cb-swipe__delete').count()).toBe(1);
    const name = `${t('en_us', 'pages.favourites.delete')} ${seedName.service(3002, 'en_us')} ${seedName.location(201, 'en_us')}`;
    await expect(page.locator('booking-app').getByRole('button', { name, exact: true }).count()).resolves.toBe(2); // revealed + visible
    expect(await axeViolations(page)).toEqual([]);

    const dialog = page.locator('booking-app').getByRole('dialog', { name: t('en_us', 'pages.favourites.delete') });
    await revealed.tap();
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain(t('en_us', 'messages.confirmationDeleteByWeb'));
    expect(await axeViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: t('en_us', 'common.cancel') }).tap();
    await dialog.waitFor({ state: 'detached' });
    expect(await favouritesOnServer()).toEqual(['3011@205', '3002@201', '3024@211', '3017@209']);

    await revealed.tap();
    await dialog.getByRole('button', { name: t('en_us', 'pages.favourites.delete') }).tap();
    await expect.poll(() => readItems(page), SOON).toEqual([row('en_us', 3011, 205, 'typeReservation'), row('en_us', 3024, 211, 'typeQueue'), row('en_us', 3017, 209, 'typeReservation')]);
    expect(await favouritesOnServer()).toEqual(['3011@205', '3024@211', '3017@209']);
    await closePage(page);
  });

  test('with the keyboard alone: Tab to an item’s visible delete button, Enter, Enter on the confirm; the focus goes to the next item; the list and the server agree', async () => {
    const page = await openApp('en_us', '/MyFavoritePage');
    await expect.poll(() => readItems(page), SOON).toHaveLength(3);
    const [, drivingLicence] = await apiValue<Favourite[]>(server.url, 'favourite/services', token);
    expect(drivingLicence?.serviceId).toBe(3024);
    const target = String(drivingLicence!.id);
    for (let presses = 0; presses < 30; presses++) {
      const now = await focused(page);
      if (now.favourite === target && now.className.includes('cb-entry__delete')) break;
      await page.keyboard.press('Tab');
    }
    expect(await focused(page)).toMatchObject({ favourite: target, className: expect.stringContaining('cb-entry__delete') });
    await page.keyboard.press('Enter');
    const dialog = page.locator('booking-app').getByRole('dialog', { name: t('en_us', 'pages.favourites.delete') });
    await dialog.waitFor();
    await page.keyboard.press('Enter');
    await expect.poll(() => readItems(page), SOON).toEqual([row('en_us', 3011, 205, 'typeReservation'), row('en_us', 3017, 209, 'typeReservation')]);
    expect(await favouritesOnServer()).toEqual(['3011@205', '3017@209']);
    const next = (await apiValue<Favourite[]>(server.url, 'favourite/services', token))[1]!;
    expect(await focused(page)).toMatchObject({ favourite: String(next.id), className: expect.stringContaining('cb-entry__open') });
    expect(await axeViolations(page)).toEqual([]);
    await closePage(page);
  });

  test('the last favourites deleted with the mouse → the no-data view, and the server has none', async () => {
    const page = await openApp('en_us', '/MyFavoritePage');
    await expect.poll(() => readItems(page), SOON).toHaveLength(2);
    const dialog = page.locator('booking-app').getByRole('dialog', { name: t('en_us', 'pages.favourites.delete') });
    for (const remaining of [2, 1]) {
      await items(page).first().locator('.cb-entry__delete').click();
      await dialog.getByRole('button', { name: t('en_us', 'pages.favourites.delete') }).click();
      await expect.poll(() => items(page).count(), SOON).toBe(remaining - 1);
    }
    await page.locator('booking-app [part~="empty"]', { hasText: t('en_us', 'messages.noData') }).waitFor();
    expect(await favouritesOnServer()).toEqual([]);
    expect(await axeViolations(page)).toEqual([]);
    await closePage(page);
  });

  test.each<Lang>(['en_us', 'zh_hant'])('without a login (%s): the page says to log in first and tells the host a login is needed; home lists neither favourites nor recently used', async (lang) => {
    const page = await openApp(lang, '/MyFavoritePage', { asCitizen: false });
    await page.locator('booking-app [part~="empty"]', { hasText: t(lang, 'messages.notLoggedIn') }).waitFor();
    expect((await heard(page)).loginRequired).toEqual([{ returnTo: '/MyFavoritePage' }]);
    expect(await axeViolations(page)).toEqual([]);
    await page.locator('booking-app').getByRole('button', { name: t(lang, 'common.home') }).click();
    await reaches(page, '/home');
    await button(page, t(lang, 'pages.home.myTickets')).waitFor();
    expect(await button(page, t(lang, 'pages.home.favourites')).count()).toBe(0);
    expect(await button(page, t(lang, 'pages.home.recentlyUsed')).count()).toBe(0);
    // The page offers the login: it leaves for the sign-on page (the demo's login-url).
    await page.goBack();
    await reaches(page, '/MyFavoritePage');
    await button(page, t(lang, 'pages.menu.login')).click();
    await page.waitForURL((url) => url.pathname === '/dev/sso/authorize');
    await closePage(page);
  });
});

describe('Recently used (traditional Chinese)', () => {
  test('pages of 5 from page 0, appended: 5, 10, then 13 with the no-more-data line and no load more; an entry no longer offered says so; a valid one opens its service', async () => {
    const asked: string[] = [];
    const page = await openApp('zh_hant', '/home', {
      before: (p) =>
        p.on('request', (request) => {
          if (request.url().includes('/api/history/services')) asked.push(new URL(request.url()).search);
        }),
    });
    const lang: Lang = 'zh_hant';
    await button(page, t(lang, 'pages.home.recentlyUsed')).click();
    await reaches(page, '/RecentlyUsedPage');
    const loadMore = button(page, t(lang, 'messages.loadMore'));
    const noMore = page.locator('booking-app .cb-service-list__end');
    await expect.poll(() => items(page).count(), SOON).toBe(5);
    expect(await noMore.count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    await loadMore.click();
    await expect.poll(() => items(page).count(), SOON).toBe(10);
    await loadMore.click();
    await expect.poll(() => items(page).count(), SOON).toBe(13);
    await noMore.waitFor();
    expect(await noMore.textContent()).toBe(t(lang, 'messages.noMoreData'));
    expect(await loadMore.count()).toBe(0);
    expect(asked.map((query) => Object.fromEntries(new URLSearchParams(query)))).toEqual([
      expect.objectContaining({ page: '0', size: '5' }),
      expect.objectContaining({ page: '1', size: '5' }),
      expect.objectContaining({ page: '2', size: '5' }),
    ]);
    const firstAndLast = await readItems(page);
    expect([firstAndLast[0], firstAndLast[12]]).toEqual([row(lang, 3002, 201, 'typeQueue'), row(lang, 3011, 205, 'typeReservation')]);
    expect(await axeViolations(page)).toEqual([]);

    // The ID photo booth at the integrated services building is suspended there: greyed, and it says so.
    const photo = item(page, 3050, lang);
    expect(await photo.getAttribute('class')).toContain('cb-entry--invalid');
    await expect(photo.getByRole('button').getAttribute('aria-disabled')).resolves.toBe('true');
    // aria-disabled, so a screen reader says it is unavailable; still tappable, to say why.
    await photo.getByRole('button').click({ force: true });
    await toast(page, lang, 'pages.recentlyUsed.disabled').waitFor();
    expect((await heard(page)).routes.at(-1)).toBe('/RecentlyUsedPage');

    // The travel permit at the DSI headquarters: only its queue is open → the offer-number page.
    await item(page, 3004, lang).getByRole('button').click();
    await reaches(page, '/offerNum');
    expect((await heard(page)).selected.map((s) => [s.service.id, s.location?.id, s.next])).toEqual([[3004, 201, '/offerNum']]);
    await closePage(page);
  });

  test('without a login the route is not listed: #/RecentlyUsedPage goes home', async () => {
    const page = await openApp('zh_hant', '/RecentlyUsedPage', { asCitizen: false });
    await reaches(page, '/home');
    expect((await heard(page)).routes).not.toContain('/RecentlyUsedPage');
    await closePage(page);
  });
});
