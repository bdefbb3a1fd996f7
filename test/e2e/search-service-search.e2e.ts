// <service-search department-id="DSI" app-url="/"> on the demo's department page (the <script>
// build, hostile global CSS) in Chromium against the reference server: it searches the
// department's own services, or the citizen drills down inside it by clicking, and when the
// citizen has chosen a service at a location the page hears `cb-service-selected` {service,
// location, next}; then the widget hands over to the full app at that choice (the offer page of a
// queue, the reserve page of a bookable service), goes on itself without an app-url, or stays when
// the page takes over; a <booking-app> on the same page takes the choice over and opens it itself
// (a queue on its offer page, a bookable service on its reserve page).
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { LANGUAGES, type Lang } from '../../src/common/languages.ts';
import { loadLanguage, t } from '../../src/i18n/translate.ts';
import { axeViolations, closePage, launchChromium, openHostPage, openPage } from '../support/browser.ts';
import { seedName } from '../support/browse.ts';
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

interface Heard {
  selected: { service: { id: number; name: string }; location: { id: number; name: string } | null; next: string; prevented: boolean }[];
  routes: string[];
}

/** The department page, with what the page hears from <service-search> recorded (after the page's own listeners). */
/** `setUp`: 'no-app-url' removes the widget's app-url; 'take-over' makes the page prevent cb-service-selected. */
async function departmentPage(language: string, setUp?: string): Promise<Page> {
  const page = await openPage(browser, 'about:blank');
  await page.addInitScript(() => {
    const heard: Heard = { selected: [], routes: [] };
    (window as unknown as { heard: Heard }).heard = heard;
    window.addEventListener('cb-service-selected', (event) => {
      const { service, location, next } = event.detail as unknown as Omit<Heard['selected'][number], 'prevented'>;
      heard.selected.push({ service, location, next, prevented: event.defaultPrevented });
    });
    window.addEventListener('cb-route-change', (event) => {
      if ((event.target as Element).localName === 'service-search') heard.routes.push(event.detail.route);
    });
  });
  await page.goto(`${server.url}/department.html`);
  await page.locator('service-search').evaluate((el, [lang, script]) => {
    el.setAttribute('language', lang!);
    if (script!.includes('no-app-url')) el.removeAttribute('app-url');
    if (script!.includes('take-over')) document.addEventListener('cb-service-selected', (event) => event.preventDefault());
  }, [language, setUp ?? ''] as const);
  return page;
}

const heard = (page: Page) => page.evaluate(() => (window as unknown as { heard: Heard }).heard);
const widget = (page: Page) => page.locator('service-search');

/** From the department it starts in, to search, to the department's one-location certificate service. */
async function chooseCertificate(page: Page, lang: Lang, keyword: string, service: string, department: string): Promise<void> {
  // department-id opens the department; its search is one tap away (the header's home: the start).
  await widget(page).getByRole('button', { name: t(lang, 'common.home') }).click();
  const box = widget(page).getByRole('combobox', { name: t(lang, 'pages.search.label') });
  await box.fill(keyword);
  await box.press('Enter');
  const services = widget(page).getByRole('region', { name: t(lang, 'pages.search.services') }).getByRole('button');
  await services.first().waitFor();
  // Only this department's services (each with its department): the civil registry's and the
  // health bureau's certificates are not here.
  expect(await services.allTextContents()).toEqual([`${service}${department}`]);
  expect(await axeViolations(page, 'service-search')).toEqual([]);
  await services.first().click();
}

/** A name's button inside the widget: exact, or (a location's, followed by its address) at its start. */
const named = (page: Page, name: string, { start = false } = {}) =>
  widget(page).getByRole('button', start ? { name: new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) } : { name, exact: true });

/**
 * The <booking-app> on its reserve page with the service and location handed over: the context it
 * carries (the screen's data attributes) and the summary the citizen reads; and, the passport
 * being bookable (availability 3), the date-and-time finder on offer.
 */
async function reservesThere(page: Page, lang: Lang, serviceId: number, locationId: number): Promise<void> {
  const screen = page.locator('booking-app [data-route="/reserve"]');
  const finder = screen.getByRole('button', { name: t(lang, 'pages.reserve.findDateTime'), exact: true });
  await finder.waitFor();
  expect(await screen.evaluate((el) => [(el as HTMLElement).dataset.serviceId, (el as HTMLElement).dataset.locationId])).toEqual([String(serviceId), String(locationId)]);
  const summary = await screen.locator('dl dd').allTextContents();
  expect(summary).toEqual([seedName.service(serviceId, lang), seedName.location(locationId, lang)]);
}

const CASES: { lang: Lang; link: string; keyword: string; service: string; department: string; location: string }[] = [
  { lang: 'en_us', link: 'en', keyword: 'certificate', service: 'Identification certificate', department: 'Identification Services Bureau', location: 'DSI Headquarters' },
  { lang: 'zh_hant', link: 'zh-MO', keyword: '證明', service: '申請身份資料證明', department: '身份證明局', location: '身份證明局總部' },
];

describe.each(CASES)('<service-search department-id app-url> in $lang', ({ lang, link, keyword, service, department, location }) => {
  test('a service at a location chosen: the page hears cb-service-selected, and the widget hands over to the full app there', async () => {
    const page = await departmentPage(link);
    await chooseCertificate(page, lang, keyword, service, department);

    const link_ = widget(page).getByRole('link', { name: t(lang, 'elements.service-search.continueInApp') });
    await link_.waitFor();
    expect((await heard(page)).selected).toEqual([
      { service: expect.objectContaining({ id: 3006, name: service }), location: expect.objectContaining({ id: 201, name: location }), next: '/offerNum', prevented: false },
    ]);
    expect(await page.locator('#service-chosen').textContent()).toBe(`The page heard: ${service} at ${location} (next step /offerNum)`);
    const dialog = widget(page).getByRole('dialog');
    expect(await dialog.textContent()).toContain(t(lang, 'elements.service-search.chosen', { service, location }));
    expect((await heard(page)).routes.at(-1), 'the widget stays at its search').toBe('/search');
    expect(await axeViolations(page, 'service-search')).toEqual([]);

    // The full app opens at that service and location, where its availability leads (4: the offer page).
    await link_.click();
    await page.waitForURL((url) => url.pathname === '/' && url.searchParams.get('serviceId') === '3006');
    expect(new URL(page.url()).searchParams.get('locationId')).toBe('201');
    await eventually(() => page.evaluate(() => window.location.hash)).toBe('#/offerNum');
    await closePage(page);
  });

  test('its own drill-down by clicking: department → service type → service → location; the page hears that choice, and the full app opens on its reserve page there', async () => {
    const page = await departmentPage(link);
    // department-id="DSI" opens the department; the passport is under travel documents, bookable
    // at two places: the citizen picks the second (availability 3 there: the reserve page).
    await eventually(async () => (await heard(page)).routes.at(-1)).toBe('/serOrLocationWithTabs');
    await named(page, seedName.serviceType(1012, lang)).click();
    await named(page, seedName.service(3003, lang)).waitFor();
    expect(await axeViolations(page, 'service-search'), 'a service type expanded').toEqual([]);
    await named(page, seedName.service(3003, lang)).click();
    await eventually(async () => (await heard(page)).routes.at(-1)).toBe('/serOrLocationWithoutTabs');
    const there = named(page, seedName.location(203, lang), { start: true });
    await there.waitFor();
    expect(await axeViolations(page, 'service-search'), 'the locations of the service').toEqual([]);
    await there.click();

    const link_ = widget(page).getByRole('link', { name: t(lang, 'elements.service-search.continueInApp') });
    await link_.waitFor();
    expect((await heard(page)).selected).toEqual([
      {
        service: expect.objectContaining({ id: 3003, name: seedName.service(3003, lang) }),
        location: expect.objectContaining({ id: 203, name: seedName.location(203, lang) }),
        next: '/reserve',
        prevented: false,
      },
    ]);
    expect((await heard(page)).routes, 'by clicking, not by search').not.toContain('/search');

    // The full app opens at that service and location: its reserve page.
    await link_.click();
    await page.waitForURL((url) => url.pathname === '/' && url.searchParams.get('serviceId') === '3003');
    expect(new URL(page.url()).searchParams.get('locationId')).toBe('203');
    await reservesThere(page, lang, 3003, 203);
    await closePage(page);
  });
});

describe('<service-search department-id> (English)', () => {
  test('without an app-url it goes on to the next step itself', async () => {
    const page = await departmentPage('en', 'no-app-url');
    await chooseCertificate(page, 'en_us', 'certificate', 'Identification certificate', 'Identification Services Bureau');
    await eventually(async () => (await heard(page)).routes.at(-1)).toBe('/offerNum');
    expect((await heard(page)).selected.map((s) => [s.service.id, s.location?.id, s.next, s.prevented])).toEqual([[3006, 201, '/offerNum', false]]);
    expect(await widget(page).getByRole('dialog').count()).toBe(0);
    await closePage(page);
  });

  test.each([
    ['with its app-url: no hand-over', 'take-over'],
    ['without an app-url: it does not go on', 'take-over no-app-url'],
  ])('a page that takes over (preventDefault) keeps the widget where it is, %s', async (_name, setUp) => {
    const page = await departmentPage('en', setUp);
    await chooseCertificate(page, 'en_us', 'certificate', 'Identification certificate', 'Identification Services Bureau');
    await eventually(async () => (await heard(page)).selected.length).toBe(1);
    expect((await heard(page)).selected[0]?.prevented).toBe(true);
    // Give a hand-over the time it would take to show.
    await page.waitForTimeout(300); // wall clock: a hand-over would show after loading its code (real network), which no clock moves
    expect(await widget(page).getByRole('dialog').count()).toBe(0);
    expect((await heard(page)).routes.at(-1)).toBe('/search');
    await closePage(page);
  });
});

test('a <booking-app> on the same page takes the choice over: it opens the service at the location, the search widget stays', async () => {
  const page = await openHostPage(
    browser,
    `${server.url}/e2e/take-over.html`,
    '<service-search language="en"></service-search><booking-app language="en"></booking-app>',
    {
      beforeLoad: async (p) => {
        await p.addInitScript(() => {
          const heard = { selected: [] as boolean[], routes: [] as string[] };
          (window as unknown as { heard: typeof heard }).heard = heard;
          // After every listener on the way (the document's included): was it taken over?
          window.addEventListener('cb-service-selected', (event) => heard.selected.push(event.defaultPrevented));
          window.addEventListener('cb-route-change', (event) => heard.routes.push(`${(event.target as Element).localName} ${event.detail.route}`));
        });
      },
    },
  );
  const box = widget(page).getByRole('combobox', { name: t('en_us', 'pages.search.label') });
  await box.fill('certificate');
  await box.press('Enter');
  const certificate = widget(page).getByRole('region', { name: t('en_us', 'pages.search.services') }).getByRole('button', { name: /^Identification certificate/ });
  await certificate.click();
  // Its one location, DSI Headquarters, where the queue is open: the offer page, in the full app.
  await eventually(async () => (await page.evaluate(() => (window as unknown as { heard: { routes: string[] } }).heard.routes)).at(-1)).toBe('booking-app /offerNum');
  const { selected, routes } = await page.evaluate(() => (window as unknown as { heard: { selected: boolean[]; routes: string[] } }).heard);
  expect(selected, 'told once, and taken over').toEqual([true]);
  expect(routes.filter((r) => r.startsWith('service-search')).at(-1), 'the search widget stays at its results').toBe('service-search /search');
  await page.locator('booking-app').getByRole('heading', { name: t('en_us', 'pages.offerNum.title') }).waitFor();
  expect(await widget(page).getByRole('dialog').count()).toBe(0);
  expect(await axeViolations(page)).toEqual([]);
  await closePage(page);
});

test('a <booking-app> on the same page takes a bookable choice over (in Portuguese): the passport at the chosen place opens on its reserve page', async () => {
  const lang: Lang = 'pt_pt';
  const page = await openHostPage(
    browser,
    `${server.url}/e2e/take-over-booking.html`,
    '<service-search language="pt"></service-search><booking-app language="pt"></booking-app>',
    {
      beforeLoad: async (p) => {
        await p.addInitScript(() => {
          const heard = { selected: [] as unknown[], routes: [] as string[] };
          (window as unknown as { heard: typeof heard }).heard = heard;
          window.addEventListener('cb-service-selected', (event) => {
            const { service, location, next } = event.detail as { service: { id: number }; location: { id: number }; next: string };
            heard.selected.push([service.id, location.id, next, event.defaultPrevented]);
          });
          window.addEventListener('cb-route-change', (event) => heard.routes.push(`${(event.target as Element).localName} ${event.detail.route}`));
        });
      },
    },
  );
  const read = () => page.evaluate(() => (window as unknown as { heard: { selected: unknown[]; routes: string[] } }).heard);
  const box = widget(page).getByRole('combobox', { name: t(lang, 'pages.search.label') });
  await box.fill('passaporte');
  await box.press('Enter');
  await widget(page).getByRole('region', { name: t(lang, 'pages.search.services') }).getByRole('button', { name: new RegExp(`^${seedName.service(3003, lang)}`) }).click();
  // Two places offer it: the widget lists them, and the citizen picks the second.
  await named(page, seedName.location(203, lang), { start: true }).click();
  await eventually(async () => (await read()).routes.at(-1)).toBe('booking-app /reserve');
  const { selected, routes } = await read();
  expect(selected, 'told once, and taken over').toEqual([[3003, 203, '/reserve', true]]);
  expect(routes.filter((r) => r.startsWith('service-search')).at(-1), 'the search widget stays at the places').toBe('service-search /serOrLocationWithoutTabs');
  await reservesThere(page, lang, 3003, 203);
  expect(await widget(page).getByRole('dialog').count()).toBe(0);
  expect(await axeViolations(page)).toEqual([]);
  await closePage(page);
});
