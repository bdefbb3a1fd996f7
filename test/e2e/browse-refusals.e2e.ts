// What the drill-down refuses, and the browse screens' other ways in, in <booking-app> against
// the reference server (clock: Tuesday 1 December 2026, 10:00 in Macau), in two languages: a
// suspended department, location and service each blocked with its message (docs/behaviour/4-states.md); the
// remote-counter home, whose reads carry remoteCounter and a location needing one-account is
// refused to a citizen not logged in; a location chosen first; hot services; the language
// switcher on a phone (the hidden About page's 12 s hold is search-pages.e2e.ts's); a one-account citizen's home (remote-counter tile, ticket count, recently used) and the
// remote counter that needs one-account; axe on each screen.
import type { Browser, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Lang } from '../../src/common/languages.ts';
import { LANGUAGES } from '../../src/common/languages.ts';
import { loadLanguage, t, tPlural, type MessageKey } from '../../src/i18n/translate.ts';
import { axeViolations, closePage, launchChromium } from '../support/browser.ts';
import { button, heard, locationButton, openListening, reaches, seedName, toast } from '../support/browse.ts';
import { bookOnApi, oneAccountToken } from '../support/booking.ts';
import { startServer, type RunningServer } from '../support/server-process.ts';

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

const LINK_LANGUAGE: Record<Lang, string> = { zh_hant: 'zh-MO', zh_hans: 'zh-hans', pt_pt: 'pt', en_us: 'en' };

/** The demo page at `route` in `lang`; `before` runs before it loads (to watch its first requests). */
function home(lang: Lang, route = '/home', before?: (page: Page) => Promise<void> | void): Promise<Page> {
  return openListening(browser, `${server.url}/?language=${LINK_LANGUAGE[lang]}#${route}`, before);
}

/** The refusal was told: its toast on screen, its cb-error to the host, the route unchanged. */
async function refused(page: Page, lang: Lang, key: MessageKey, route: string): Promise<void> {
  await toast(page, lang, key).waitFor();
  const told = await heard(page);
  expect(told.errors.map((e) => [e.messageKey, e.message, e.route])).toEqual([[key, t(lang, key), route]]);
  expect(told.routes.at(-1)).toBe(route);
}

/** A name with a badge or an address after it: the button's name starts with it. */
const startsWith = (name: string) => new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);

describe.each<Lang>(['en_us', 'pt_pt'])('in %s', (lang) => {
  test('a suspended department (on home) → "the department is suspended", no move', async () => {
    const page = await home(lang);
    await button(page, startsWith(seedName.department(114, lang))).click();
    await refused(page, lang, 'messages.depSuspended', '/home');
    await closePage(page);
  });

  test('a suspended location (the department’s "by location" tab, loaded on first opening) → "the location is suspended"', async () => {
    const locations: string[] = [];
    const page = await home(lang, '/home', (p) => {
      p.on('request', (request: Request) => {
        if (request.url().includes('/api/booking/locations/department/')) locations.push(new URL(request.url()).pathname);
      });
    });
    await button(page, seedName.department(111, lang)).click();
    await reaches(page, '/serOrLocationWithTabs');
    await button(page, seedName.serviceType(1111, lang)).waitFor();
    expect(locations).toEqual([]);
    await page.locator('booking-app').getByRole('tab', { name: t(lang, 'components.tabs.byLocation') }).click();
    const suspended = locationButton(page, seedName.location(217, lang));
    await expect(suspended.textContent()).resolves.toContain(t(lang, 'components.locationItem.suspended'));
    expect(locations).toEqual(['/api/booking/locations/department/111']);
    expect(await axeViolations(page)).toEqual([]);
    await suspended.click();
    await refused(page, lang, 'messages.locationSuspended', '/serOrLocationWithTabs');
    await closePage(page);
  });

  test('a suspended service (in an expanded service type) → "the service is suspended"', async () => {
    const page = await home(lang);
    await button(page, seedName.department(111, lang)).click();
    await button(page, seedName.serviceType(1112, lang)).click();
    const suspended = button(page, startsWith(seedName.service(3038, lang)));
    await expect(suspended.textContent()).resolves.toContain(t(lang, 'components.locationItem.suspended'));
    await suspended.click();
    await refused(page, lang, 'messages.serviceSuspended', '/serOrLocationWithTabs');
    await closePage(page);
  });

  test('the remote-counter home: remote reads only, and a location needing one-account refused to a citizen not logged in', async () => {
    const reads: URL[] = [];
    const page = await home(lang, '/remoteCounterHome', (p) => {
      p.on('request', (request: Request) => {
        const url = new URL(request.url());
        if (url.pathname.startsWith('/api/')) reads.push(url);
      });
    });
    await reaches(page, '/remoteCounterHome');
    const safp = button(page, seedName.department(115, lang));
    await safp.waitFor();
    // Only the department with remote counters is listed.
    await expect(page.locator('booking-app [data-tiles="departments"] li').count()).resolves.toBe(1);
    expect(await axeViolations(page)).toEqual([]);
    await safp.click();
    await reaches(page, '/serOrLocationWithTabs');
    await page.locator('booking-app').getByRole('tab', { name: t(lang, 'components.tabs.byLocation') }).click();
    const needsLogin = locationButton(page, seedName.location(221, lang));
    await expect(needsLogin.textContent()).resolves.toContain(t(lang, 'components.locationItem.noRemote'));
    await expect(locationButton(page, seedName.location(222, lang)).textContent()).resolves.not.toContain(t(lang, 'components.locationItem.noRemote'));
    expect(await axeViolations(page)).toEqual([]);
    await needsLogin.click();
    await refused(page, lang, 'messages.locationNoRemote', '/serOrLocationWithTabs');
    expect((await heard(page)).loginRequired).toEqual([{ returnTo: '/serOrLocationWithTabs' }]);
    const remoteReads = reads.filter((url) => /\/booking\/(departments|serviceTypes\/115|locations\/department\/115)$/.test(url.pathname));
    expect(remoteReads.map((url) => `${url.pathname}?remoteCounter=${url.searchParams.get('remoteCounter')}`).sort()).toEqual([
      '/api/booking/departments?remoteCounter=true',
      '/api/booking/locations/department/115?remoteCounter=true',
      '/api/booking/serviceTypes/115?remoteCounter=true',
    ]);
    // Home starts a new visit: the remote-counter flag is cleared, its reads are the web counter's again.
    await button(page, t(lang, 'common.home')).click();
    await reaches(page, '/home');
    await page.locator('booking-app [data-tiles="departments"]').waitFor();
    expect(await page.evaluate(() => sessionStorage.getItem('remoteCounter'))).toBe('false');
    await closePage(page);
  });

  test('a location chosen first (its map dialog first) lists the services offered there; a service then goes by its availability there', async () => {
    const page = await home(lang);
    await button(page, seedName.department(101, lang)).click();
    await page.locator('booking-app').getByRole('tab', { name: t(lang, 'components.tabs.byLocation') }).click();
    // Its map link opens the map dialog with the location's map page.
    const name = seedName.location(202, lang);
    await button(page, `${t(lang, 'components.locationItem.map')}: ${name}`).click();
    const map = page.locator('booking-app').getByRole('dialog', { name: t(lang, 'components.map.title', { name }) });
    await map.waitFor();
    await expect(map.locator('iframe').getAttribute('src')).resolves.toMatch(/\/map\.html\?lat=22\.15602&lon=113\.55731/);
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await map.waitFor({ state: 'detached' });
    await locationButton(page, name).click();
    await reaches(page, '/serOrLocationWithoutTabs');
    await button(page, seedName.serviceType(1012, lang)).click();
    const permit = button(page, seedName.service(3004, lang));
    await permit.waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await permit.click();
    await reaches(page, '/offerNum');
    expect((await heard(page)).selected.map((s) => [s.service.id, s.location?.id, s.next])).toEqual([[3004, 202, '/offerNum']]);
    await closePage(page);
  });

  test('hot services, from the category page: a hot service goes on to its locations', async () => {
    const page = await home(lang);
    await button(page, t(lang, 'pages.home.takeTicketOrBook')).click();
    await button(page, t(lang, 'pages.hotServices.title')).click();
    await reaches(page, '/hotServices');
    const renewal = button(page, startsWith(seedName.service(3002, lang)));
    await renewal.waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await renewal.click();
    await reaches(page, '/serOrLocationWithoutTabs');
    await locationButton(page, seedName.location(203, lang)).waitFor();
    await closePage(page);
  });
});

test('the language switcher: on a phone a collapsible list; choosing Português shows home and its departments in Portuguese', async () => {
  const page = await openListening(browser, `${server.url}/?language=en#/home`, undefined, { viewport: { width: 375, height: 800 } });
  const app = page.locator('booking-app');
  await button(page, seedName.department(101, 'en_us')).waitFor();
  const toggle = app.getByRole('button', { name: `${t('en_us', 'pages.menu.language')}: ${t('en_us', 'languageNames.en_us')}` });
  await expect(toggle.getAttribute('aria-expanded')).resolves.toBe('false');
  // The row of every language is for wide elements: on a phone only the list under the toggle offers them.
  await expect(app.getByRole('button', { name: 'Português' }).count()).resolves.toBe(0);
  await toggle.click();
  await expect(toggle.getAttribute('aria-expanded')).resolves.toBe('true');
  expect(await axeViolations(page)).toEqual([]);
  await app.getByRole('button', { name: 'Português' }).click();
  await button(page, seedName.department(101, 'pt_pt')).waitFor();
  await button(page, t('pt_pt', 'pages.home.takeTicketOrBook')).waitFor();
  await closePage(page);
});

test('a one-account citizen of the gray test: home shows the remote-counter tile, My tickets with its count and Recently used; at the remote counter that needs one-account the drill-down goes on', async () => {
  const token = await oneAccountToken(server, 'MO-0000001');
  const booked = await bookOnApi(server, token, { serviceId: 3029, locationId: 213, departmentId: 108, bookingDate: '03/12/2026', bookingTime: '10:00' });
  expect(booked.status).toBe(200);
  const page = await openListening(browser, `${server.url}/?language=en#/home`, async (p) => {
    // The host hands the element the citizen's token before it starts, as a page that holds a login does.
    await p.addInitScript((value) => {
      void customElements.whenDefined('booking-app').then(() => {
        const el = document.querySelector('booking-app') as (HTMLElement & { token?: string }) | null;
        if (el) el.token = value;
      });
    }, token);
  });
  const myTickets = button(page, `${t('en_us', 'pages.home.myTickets')} ${tPlural('en_us', 'pages.home.ticketCount', 1)}`);
  await myTickets.waitFor();
  await expect(myTickets.textContent()).resolves.toContain('1');
  await button(page, t('en_us', 'pages.home.recentlyUsed')).waitFor();
  await button(page, t('en_us', 'pages.home.remoteCounter')).click();
  await reaches(page, '/remoteCounterHome');
  await button(page, seedName.department(115, 'en_us')).click();
  await page.locator('booking-app').getByRole('tab', { name: t('en_us', 'components.tabs.byLocation') }).click();
  const counter = locationButton(page, seedName.location(221, 'en_us'));
  await expect(counter.textContent()).resolves.toContain(t('en_us', 'components.locationItem.loginRequired'));
  await expect(counter.textContent()).resolves.not.toContain(t('en_us', 'components.locationItem.noRemote'));
  await counter.click();
  await reaches(page, '/serOrLocationWithoutTabs');
  await button(page, seedName.serviceType(1152, 'en_us')).click();
  await button(page, seedName.service(3048, 'en_us')).click();
  await reaches(page, '/offerNum');
  expect((await heard(page)).selected.map((s) => [s.service.id, s.location?.id, s.next])).toEqual([[3048, 221, '/offerNum']]);
  await closePage(page);
});
