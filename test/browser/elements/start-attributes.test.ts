// The start attributes, on each element that documents them (docs/element-contract.md),
// with the built bundle against the reference server (clock: Tuesday 1 December 2026, 10:00 in
// Macau, office hours). The route and the context each element opened are read from
// `cb-route-change` and the screen's data attributes (data-route, and the placeholders' context).
import { loadAllLanguages } from '../load-dictionaries.ts';
import { LANGUAGES } from '../../../src/common/languages.ts';
import { t, type MessageKey } from '../../../src/i18n/translate.ts';
import { afterEach, describe, equal, it, load, updated, waitFor } from './helpers.ts';
import { mountHeard, removeAll, screen, startProblem, toasts, type Heard } from './layout-support.ts';

await load('/dist/civic-booking.js');
await loadAllLanguages();

afterEach(removeAll);

/** Mounts `html`, waits for `route`, and returns the context it was opened with and what the host heard. */
async function opens(html: string, route: string): Promise<{ el: HTMLElement; context: DOMStringMap; heard: Heard }> {
  const { el, heard } = mountHeard(html);
  // The host hears the route once the screen has painted.
  const context = await waitFor(() => (screen(el)?.route === route && heard.routes.at(-1) === route ? screen(el) : null), `${html} → ${route} (shown: ${screen(el)?.route})`);
  return { el, context, heard };
}

async function toldInToast(el: HTMLElement, heard: Heard, key: MessageKey): Promise<void> {
  const text = t('en_us', key);
  await waitFor(() => toasts(el).includes(text), `toast "${text}" (toasts: ${toasts(el).join(' / ')})`);
  equal(heard.errors.map((e) => e.messageKey).join(), key, 'cb-error messageKey');
  equal(heard.errors[0]?.message, text, 'cb-error message');
}

describe('<booking-app>: department-id, service-code, service-id, location-id', () => {
  it('department-id="101" → that department (/serOrLocationWithTabs); the host hears that route only', async () => {
    const { context, heard } = await opens('<booking-app language="en" department-id="101"></booking-app>', '/serOrLocationWithTabs');
    equal(context.departmentId, '101', 'department');
    equal(heard.routes.join(), '/serOrLocationWithTabs', 'routes heard');
  });

  it('department-id="DSI" (its code) → that department', async () => {
    const { context } = await opens('<booking-app language="en" department-id="DSI"></booking-app>', '/serOrLocationWithTabs');
    equal(context.departmentId, '101', 'department');
  });

  it('service-code="DSI-PASSPORT" → search finds exactly that service and opens it at once: its locations', async () => {
    const { context, heard } = await opens('<booking-app language="en" service-code="DSI-PASSPORT"></booking-app>', '/serOrLocationWithoutTabs');
    equal(context.serviceId, '3003', 'service');
    equal(heard.routes.join(), '/search,/serOrLocationWithoutTabs', 'routes heard');
  });

  it('service-code="NO-SUCH-CODE" → search with that code, "No matching results"', async () => {
    const { el } = await opens('<booking-app language="en" service-code="NO-SUCH-CODE"></booking-app>', '/search');
    await waitFor(() => el.shadowRoot?.querySelector('[part~="empty"]')?.textContent === t('en_us', 'messages.noSearchData'), 'no matching results');
    equal(screen(el)?.serviceCode, 'NO-SUCH-CODE', 'service code');
  });

  it('service-id="3002" → that service’s locations (/serOrLocationWithoutTabs)', async () => {
    const { context, heard } = await opens('<booking-app language="en" service-id="3002"></booking-app>', '/serOrLocationWithoutTabs');
    equal(context.serviceId, '3002', 'service');
    equal(heard.routes.join(), '/serOrLocationWithoutTabs', 'routes heard');
  });

  const atLocation: [string, string, string, string, boolean][] = [
    ['availability 5 (booking, queue in office hours) → /queueOrBook', '3002', '201', '/queueOrBook', false],
    ['availability 4 (queue in office hours) → /offerNum', '3004', '201', '/offerNum', false],
    ['availability 2 (only timed tickets) → /reserve, only timed tickets', '3005', '201', '/reserve', true],
    ['availability 1, no reservation parameters → /reserve', '3029', '213', '/reserve', false],
    ['availability 1, reservation parameters → /setParams', '3016', '206', '/setParams', false],
  ];
  for (const [name, serviceId, locationId, route, onlyTimed] of atLocation) {
    it(`service-id="${serviceId}" location-id="${locationId}": ${name}`, async () => {
      const { context, heard } = await opens(`<booking-app language="en" service-id="${serviceId}" location-id="${locationId}"></booking-app>`, route);
      equal(context.serviceId, serviceId, 'service');
      equal(context.locationId, locationId, 'location');
      equal(context.onlyTimeTicket === 'true', onlyTimed, 'only timed tickets');
      equal(heard.routes.join(), route, 'routes heard');
    });
  }

  const wrong: [string, string, MessageKey][] = [
    ['department-id="99999" → home, "The department is invalid"', 'department-id="99999"', 'messages.depNoValid'],
    ['department-id="114" (suspended) → home, "The department is temporarily closed"', 'department-id="114"', 'messages.depSuspended'],
    ['service-id="77" → home, "The service is invalid"', 'service-id="77"', 'messages.serviceNoValid'],
    ['service-id="3038" (suspended) → home, "The service is suspended"', 'service-id="3038"', 'messages.serviceSuspended'],
    ['service-id="3002" location-id="99999" → home, "The service location is invalid"', 'service-id="3002" location-id="99999"', 'messages.locationNoValid'],
    ['service-id="3002" location-id="204" (not offered there) → home, "No service available at this location"', 'service-id="3002" location-id="204"', 'messages.serviceEmptyByLocation'],
  ];
  for (const [name, attributes, key] of wrong) {
    it(name, async () => {
      const { el, heard } = await opens(`<booking-app language="en" ${attributes}></booking-app>`, '/home');
      await toldInToast(el, heard, key);
      equal(heard.routes.join(), '/home', 'routes heard');
    });
  }
});

describe('<service-search>: department-id, service-code', () => {
  it('no attribute → search', async () => {
    const { heard } = await opens('<service-search language="en"></service-search>', '/search');
    equal(heard.routes.join(), '/search', 'routes heard');
  });

  it('department-id="101" → that department (/serOrLocationWithTabs)', async () => {
    const { context, heard } = await opens('<service-search language="en" department-id="101"></service-search>', '/serOrLocationWithTabs');
    equal(context.departmentId, '101', 'department');
    equal(heard.routes.join(), '/serOrLocationWithTabs', 'routes heard');
  });

  it('service-code="DSI-PASSPORT" → that service opened at once: its locations', async () => {
    const { context } = await opens('<service-search language="en" service-code="DSI-PASSPORT"></service-search>', '/serOrLocationWithoutTabs');
    equal(context.serviceId, '3003', 'service');
  });

  it('department-id="99999" → search, "The department is invalid"', async () => {
    const { el, heard } = await opens('<service-search language="en" department-id="99999"></service-search>', '/search');
    await toldInToast(el, heard, 'messages.depNoValid');
  });

  it('service-id and location-id (not its attributes) are ignored: search', async () => {
    const { context } = await opens('<service-search language="en" service-id="3004" location-id="201"></service-search>', '/search');
    equal(context.serviceId, undefined, 'service');
  });

  it('changing department-id starts it there anew', async () => {
    const { el, heard } = await opens('<service-search language="en" department-id="101"></service-search>', '/serOrLocationWithTabs');
    el.setAttribute('department-id', '102');
    await updated();
    await waitFor(() => screen(el)?.departmentId === '102' && heard.routes.length === 2, 'department 102');
    equal(heard.routes.join(), '/serOrLocationWithTabs,/serOrLocationWithTabs', 'routes heard');
  });
});

describe('<queue-ticket>: service-id and location-id', () => {
  it('service-id="3004" location-id="201" → the offer page with both', async () => {
    const { context, heard } = await opens('<queue-ticket language="en" service-id="3004" location-id="201"></queue-ticket>', '/offerNum');
    equal(context.serviceId, '3004', 'service');
    equal(context.locationId, '201', 'location');
    equal(heard.routes.join(), '/offerNum', 'routes heard');
  });

  it('service-id="3002" location-id="201" (booking open too) → still the offer page', async () => {
    await opens('<queue-ticket language="en" service-id="3002" location-id="201"></queue-ticket>', '/offerNum');
  });

  for (const lang of LANGUAGES) {
    it(`without its ids → "${t(lang, 'messages.nullServiceAndLocation')}" (${lang}), never a blank box`, async () => {
      const { el, heard } = mountHeard(`<queue-ticket language="${lang}" service-id="3004"></queue-ticket>`);
      equal(await waitFor(() => startProblem(el), 'the message'), t(lang, 'messages.nullServiceAndLocation'), 'message');
      equal(heard.errors[0]?.messageKey, 'messages.nullServiceAndLocation', 'cb-error');
      equal(heard.routes.length, 0, 'routes heard');
    });
  }

  const wrong: [string, string, string, MessageKey][] = [
    ['an unknown service', '77', '201', 'messages.serviceNoValid'],
    ['an unknown location', '3004', '99999', 'messages.locationNoValid'],
    ['a location that does not offer the service', '3004', '204', 'messages.serviceEmptyByLocation'],
  ];
  for (const [name, serviceId, locationId, key] of wrong) {
    it(`${name} (service-id="${serviceId}" location-id="${locationId}") → "${t('en_us', key)}"`, async () => {
      const { el, heard } = mountHeard(`<queue-ticket language="en" service-id="${serviceId}" location-id="${locationId}"></queue-ticket>`);
      equal(await waitFor(() => startProblem(el), 'the message'), t('en_us', key), 'message');
      equal(heard.errors.map((e) => e.messageKey).join(), key, 'cb-error');
    });
  }
});

describe('<my-tickets>', () => {
  it('→ my tickets (/myBooking)', async () => {
    const { heard } = await opens('<my-tickets language="en"></my-tickets>', '/myBooking');
    equal(heard.routes.join(), '/myBooking', 'routes heard');
  });
});
