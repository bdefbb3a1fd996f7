// The drill-down a citizen does in <booking-app> against the reference server (clock: Tuesday
// 1 December 2026, 10:00 in Macau, office hours): home → category → department → service type →
// service → location, to the route each availability sum leads to (docs/behaviour/4-states.md), in two
// languages; axe on every screen of the way; and the same drill-down with the keyboard alone.
// The next screens belong to other flows: the route is read from cb-route-change, the service
// and location chosen from cb-service-selected; of the reserve page, only what availability 2
// (only timed tickets) changes there, against 3.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Lang } from '../../src/common/languages.ts';
import { LANGUAGES } from '../../src/common/languages.ts';
import { loadLanguage, t } from '../../src/i18n/translate.ts';
import { axeViolations, closePage, launchChromium } from '../support/browser.ts';
import { button, heard, locationButton, openListening, reaches, seedName, toast } from '../support/browse.ts';
import { startServer, type RunningServer } from '../support/server-process.ts';

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

interface Journey {
  sum: number;
  category: number;
  department: number;
  /** Null where the department's single service type opens by itself. */
  serviceType: number | null;
  service: number;
  /** Null where the service's single location is chosen by itself. */
  location: number | null;
  /** Where it ends (null: refused with errorServiceCanNotBooking), and the location chosen. */
  next: string | null;
  at: number;
  /**
   * On the reserve page: whether only timed tickets apply (availability 2) — it says so instead of
   * offering the date-and-time finder, and only today can be picked — or booking does (3).
   */
  reserve?: 'only timed tickets' | 'booking';
}

const JOURNEYS: Journey[] = [
  { sum: 1, category: 1, department: 101, serviceType: 1011, service: 3001, location: 201, next: '/setParams', at: 201 },
  { sum: 1, category: 3, department: 108, serviceType: null, service: 3029, location: null, next: '/reserve', at: 213 },
  { sum: 2, category: 1, department: 101, serviceType: 1012, service: 3005, location: 202, next: '/reserve', at: 202, reserve: 'only timed tickets' },
  { sum: 3, category: 1, department: 101, serviceType: 1012, service: 3003, location: 201, next: '/reserve', at: 201, reserve: 'booking' },
  { sum: 4, category: 1, department: 101, serviceType: 1012, service: 3004, location: 201, next: '/offerNum', at: 201 },
  { sum: 8, category: 5, department: 117, serviceType: null, service: 3072, location: 226, next: '/queueOrBook', at: 226 },
  { sum: 5, category: 1, department: 101, serviceType: 1011, service: 3002, location: 201, next: '/queueOrBook', at: 201 },
  { sum: 0, category: 5, department: 117, serviceType: null, service: 3071, location: 225, next: null, at: 225 },
];

const LINK_LANGUAGE: Record<Lang, string> = { zh_hant: 'zh-MO', zh_hans: 'zh-hans', pt_pt: 'pt', en_us: 'en' };

async function noViolations(page: Page, where: string): Promise<void> {
  expect(await axeViolations(page), where).toEqual([]);
}

/**
 * What the reserve page shows of the availability (docs/behaviour/4-states.md: 2 means only timed tickets; docs/behaviour/2-screens.md
 * Reserve: then it says so and does not open the finder): the note or the finder, the days that
 * can be picked (a timed ticket is for today: the server's clock, Tuesday 1 December), and the
 * context on the screen. Axe on the page once per language.
 */
async function reservePageSays(page: Page, lang: Lang, j: Journey, axe: boolean): Promise<void> {
  const screen = page.locator('booking-app [data-route="/reserve"]');
  const days = screen.locator('[part~="calendar"] [data-date][data-state="selectable"]');
  await days.first().waitFor();
  const note = screen.getByText(t(lang, 'pages.reserve.onlyTimedTickets'), { exact: true });
  const finder = screen.getByRole('button', { name: t(lang, 'pages.reserve.findDateTime'), exact: true });
  const selectable = await days.evaluateAll((cells) => cells.map((c) => c.getAttribute('data-date')));
  const context = await screen.evaluate((el) => ({ ...(el as HTMLElement).dataset }));
  expect([context.serviceId, context.locationId]).toEqual([String(j.service), String(j.at)]);
  if (j.reserve === 'only timed tickets') {
    expect(await note.isVisible(), 'says only timed tickets').toBe(true);
    expect(await finder.count(), 'no finder').toBe(0);
    expect(selectable, 'today alone').toEqual(['2026-12-01']);
    expect(context.onlyTimeTicket).toBe('true');
  } else {
    expect(await finder.isVisible(), 'the finder is offered').toBe(true);
    expect(await note.count()).toBe(0);
    expect(selectable.length, 'days beyond today').toBeGreaterThan(1);
    expect(context.onlyTimeTicket).toBeUndefined();
  }
  if (axe) await noViolations(page, 'the reserve page, only timed tickets');
}

/** Home → … → the location, by the names a citizen reads; axe on each screen when asked. */
async function drill(page: Page, lang: Lang, j: Journey, { axe = false } = {}): Promise<void> {
  await button(page, t(lang, 'pages.home.takeTicketOrBook')).click();
  await button(page, seedName.category(j.category, lang)).click();
  await reaches(page, '/department');
  if (axe) await noViolations(page, 'departments of a category');
  await button(page, seedName.department(j.department, lang)).click();
  await reaches(page, '/serOrLocationWithTabs');
  if (j.serviceType !== null) await button(page, seedName.serviceType(j.serviceType, lang)).click();
  const service = button(page, seedName.service(j.service, lang));
  await service.waitFor();
  if (axe) await noViolations(page, 'a department with a service type expanded');
  await service.click();
  if (j.location === null) return;
  await reaches(page, '/serOrLocationWithoutTabs');
  if (axe) await noViolations(page, 'the locations of a service');
  await locationButton(page, seedName.location(j.location, lang)).click();
}

describe.each<Lang>(['en_us', 'zh_hant'])('the drill-down in %s', (lang) => {
  let page: Page;
  beforeAll(async () => {
    // The browser's clock is the server's, as a citizen's phone and the office agree on the day:
    // the reserve page picks its days from the element's today.
    page = await openListening(browser, `${server.url}/?language=${LINK_LANGUAGE[lang]}#/home`, async (p) => {
      await p.clock.install({ time: new Date(CLOCK) });
      await p.clock.resume();
    });
    await button(page, t(lang, 'pages.home.takeTicketOrBook')).waitFor();
  });
  afterAll(async () => closePage(page));

  test('axe: home and the category page have no violation', async () => {
    await page.locator('booking-app [data-tiles="departments"]').waitFor();
    await noViolations(page, 'home');
    await button(page, t(lang, 'pages.home.takeTicketOrBook')).click();
    await reaches(page, '/category');
    await button(page, seedName.category(1, lang)).waitFor();
    await noViolations(page, 'categories');
    await button(page, t(lang, 'common.home')).click();
    await reaches(page, '/home');
  });

  for (const [index, j] of JOURNEYS.entries()) {
    const ending = j.next === null ? 'refused: the service cannot be booked' : j.next;
    const says = j.reserve === 'only timed tickets' ? ', which says only timed tickets apply' : j.reserve === 'booking' ? ', which offers the finder' : '';
    test(`availability ${j.sum}: service ${j.service} at location ${j.at} → ${ending}${says}`, async () => {
      const before = await heard(page);
      await drill(page, lang, j, { axe: index === 0 });
      if (j.next === null) {
        await toast(page, lang, 'messages.errorServiceCanNotBooking').waitFor();
        const after = await heard(page);
        expect(after.errors.slice(before.errors.length).map((e) => [e.messageKey, e.route])).toEqual([
          ['messages.errorServiceCanNotBooking', '/serOrLocationWithoutTabs'],
        ]);
        expect(after.selected).toHaveLength(before.selected.length);
        expect(after.routes.at(-1)).toBe('/serOrLocationWithoutTabs');
      } else {
        await reaches(page, j.next);
        const chosen = (await heard(page)).selected.slice(before.selected.length);
        expect(chosen.map((s) => [s.service.id, s.location?.id, s.next])).toEqual([[j.service, j.at, j.next]]);
        if (j.reserve) await reservePageSays(page, lang, j, j.reserve === 'only timed tickets');
      }
      await button(page, t(lang, 'common.home')).click();
      await reaches(page, '/home');
    });
  }
});

test('the drill-down with the keyboard alone: Tab and Enter from home to the offer page', async () => {
  const lang: Lang = 'en_us';
  const page = await openListening(browser, `${server.url}/?language=en#/home`);
  await button(page, t(lang, 'pages.home.takeTicketOrBook')).waitFor();
  /** Tabs until the focused control (inside the shadow root) has this name, then presses Enter. */
  async function choose(name: string | RegExp): Promise<void> {
    for (let i = 0; i < 60; i++) {
      await page.keyboard.press('Tab');
      const focused = await page.evaluate(() => {
        let active: Element | null = document.activeElement;
        while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
        return (active?.getAttribute('aria-label') ?? active?.textContent ?? '').replace(/\s+/g, ' ').trim();
      });
      if (typeof name === 'string' ? focused === name : name.test(focused)) {
        await page.keyboard.press('Enter');
        return;
      }
    }
    throw new Error(`no control named ${String(name)} reached with Tab`);
  }
  await choose(t(lang, 'pages.home.takeTicketOrBook'));
  await reaches(page, '/category');
  await choose(seedName.category(1, lang));
  await reaches(page, '/department');
  await choose(seedName.department(101, lang));
  await reaches(page, '/serOrLocationWithTabs');
  await choose(seedName.serviceType(1012, lang));
  await button(page, seedName.service(3004, lang)).waitFor();
  await choose(seedName.service(3004, lang));
  await reaches(page, '/serOrLocationWithoutTabs');
  await choose(new RegExp(`^${seedName.location(202, lang)}`));
  await reaches(page, '/offerNum');
  expect((await heard(page)).selected.map((s) => [s.service.id, s.location?.id])).toEqual([[3004, 202]]);
  await closePage(page);
});
