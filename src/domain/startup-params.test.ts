import { describe, expect, it } from 'vitest';
import { appEntryParams } from './startup-link.ts';
import { startupPlan, type StartupAttributes, type StartupPlan } from './startup-params.ts';

const rows: [string, string, StartupAttributes, Partial<Extract<StartupPlan, { kind: 'start' }>> | Extract<StartupPlan, { kind: 'stop' }>][] = [
  ['no parameters → home in traditional Chinese', '', {}, { kind: 'start', language: 'zh_hant', route: '/home', actions: [], memoJump: null }],
  ['?error=Login cancelled → alert it and stop', '?error=Login%20cancelled&serviceCode=A1', {}, { kind: 'stop', alert: 'Login cancelled', language: 'zh_hant' }],
  ['?error with ?language=en → stop, alert in English', '?language=en&error=x', {}, { kind: 'stop', alert: 'x', language: 'en_us' }],
  ['?memoJump=T9 → load ticket T9, /success once', '?memoJump=T9', {}, {
    kind: 'start', route: '/success', routeState: { ticketId: 'T9', memoJump: true }, actions: [{ type: 'loadTicket', ticketId: 'T9' }], memoJump: 'T9',
  }],
  ['?serviceCode=A1 → /search with serviceCode', '?serviceCode=A1', {}, { kind: 'start', route: '/search', routeState: { serviceCode: 'A1' }, actions: [] }],
  ['?departmentId=12 → open department 12', '?departmentId=12', {}, { kind: 'start', route: '/home', actions: [{ type: 'openDepartment', departmentId: '12' }] }],
  ['?code=abc&state=s1 → the login flow exchanges the one-account code first', '?code=abc&state=s1', {}, {
    kind: 'start', route: '/home', login: { type: 'exchangeLoginCode', code: 'abc', state: 's1' }, actions: [],
  }],
  ['?code=abc without a state → still handed to the login flow (which refuses it)', '?code=abc', {}, { login: { type: 'exchangeLoginCode', code: 'abc', state: null } }],
  ['?code=abc&memoJump=T9 → the login first, then the ticket', '?code=abc&memoJump=T9', {}, {
    kind: 'start', route: '/success', login: { type: 'exchangeLoginCode', code: 'abc', state: null }, actions: [{ type: 'loadTicket', ticketId: 'T9' }],
  }],
  ['?code=abc&departmentId=5 → the login first, then the department', '?code=abc&departmentId=5', {}, {
    login: { type: 'exchangeLoginCode', code: 'abc', state: null }, actions: [{ type: 'openDepartment', departmentId: '5' }],
  }],
  ['docs/behaviour/6-roles.md (Test mode): ?testMobile=85366000001 → a token for that mock mobile first', '?testMobile=85366000001&departmentId=5', {}, {
    login: { type: 'testModeLogin', mobile: '85366000001' }, actions: [{ type: 'openDepartment', departmentId: '5' }],
  }],
  ['a code wins over the test-mode suffix', '?testMobile=85366000001&code=abc', {}, { login: { type: 'exchangeLoginCode', code: 'abc', state: null } }],
  ['no code, no suffix → no login', '?departmentId=5', {}, { login: null }],
  ['memoJump wins over serviceCode and departmentId', '?departmentId=5&serviceCode=A1&memoJump=T9', {}, { route: '/success' }],
  ['?qrcodeContent=CB:… → the success page, which registers that ticket first (QR registration)', '?qrcodeContent=CB:abc&serviceId=1&locationId=2', {}, {
    kind: 'start', route: '/success', routeState: { qrcodeContent: 'CB:abc' }, actions: [],
  }],
  ['?serviceId=3002&locationId=201 → open it there, where its availability leads', '?serviceId=3002&locationId=201', {}, {
    kind: 'start', route: '/home', actions: [{ type: 'openServiceAtLocation', serviceId: '3002', locationId: '201', route: null }],
  }],
  ['?serviceId=3002 without a location → home (the link opens a service only at a location)', '?serviceId=3002', {}, { kind: 'start', route: '/home', actions: [] }],
  ['the link service at a location wins over its service code and the attributes', '?serviceCode=A1&serviceId=1&locationId=2', { departmentId: 8 }, {
    route: '/home', actions: [{ type: 'openServiceAtLocation', serviceId: '1', locationId: '2', route: null }],
  }],
  ['serviceCode wins over departmentId', '?departmentId=5&serviceCode=A1', {}, { route: '/search', actions: [] }],
  ['?language=zh-MO → zh_hant', '?language=zh-MO', {}, { language: 'zh_hant' }],
  ['?language=zh-Hant → zh_hant', '?language=zh-Hant', {}, { language: 'zh_hant' }],
  ['?language=zh-hans → zh_hans', '?language=zh-hans', {}, { language: 'zh_hans' }],
  ['?lang=pt → pt_pt', '?lang=pt', {}, { language: 'pt_pt' }],
  ['?lang=en → en_us', '?lang=en', {}, { language: 'en_us' }],
  ['?language=fr → zh_hant', '?language=fr', {}, { language: 'zh_hant' }],
  ['language wins over lang', '?lang=pt&language=en', {}, { language: 'en_us' }],
  ['the link language wins over the attribute', '?language=pt', { language: 'en' }, { language: 'pt_pt' }],
  ['<booking-app language="en"> without a link language → en_us', '', { language: 'en' }, { language: 'en_us' }],
  ['<booking-app department-id="8"> → open department 8', '', { departmentId: 8 }, { actions: [{ type: 'openDepartment', departmentId: '8' }] }],
  ['<booking-app service-code="B2"> → /search', '', { serviceCode: 'B2' }, { route: '/search', routeState: { serviceCode: 'B2' } }],
  ['the link department wins over the attribute', '?departmentId=5', { departmentId: 8 }, { actions: [{ type: 'openDepartment', departmentId: '5' }] }],
  ['blank parameters are absent', '?error=%20&memoJump=&serviceCode=', {}, { kind: 'start', route: '/home', actions: [] }],
  ['<booking-app service-id="3002"> → open the service', '', { serviceId: '3002' }, { route: '/home', actions: [{ type: 'openService', serviceId: '3002' }] }],
  ['<booking-app service-id="3002" location-id="201"> → open it there, where its availability leads', '', { serviceId: 3002, locationId: 201 }, {
    route: '/home', actions: [{ type: 'openServiceAtLocation', serviceId: '3002', locationId: '201', route: null }],
  }],
  ['<booking-app location-id="201"> alone → home (a location is no start)', '', { locationId: '201' }, { kind: 'start', route: '/home', actions: [] }],
  ['a service at a location wins over a service code and a department', '', { serviceId: 1, locationId: 2, serviceCode: 'B2', departmentId: 8 }, {
    route: '/home', actions: [{ type: 'openServiceAtLocation', serviceId: '1', locationId: '2', route: null }],
  }],
  ['a service wins over a service code', '', { serviceId: 1, serviceCode: 'B2' }, { actions: [{ type: 'openService', serviceId: '1' }] }],
  ['the link service code wins over the service-id attribute', '?serviceCode=A1', { serviceId: 1 }, { route: '/search', actions: [] }],
  ['the link department wins over the service-id attribute', '?departmentId=5', { serviceId: 1, locationId: 2 }, { actions: [{ type: 'openDepartment', departmentId: '5' }] }],
]; 

describe('start-up from the link (docs/behaviour/2-screens.md (Routes)) and the attributes', () => {
  for (const [name, search, attributes, expected] of rows) {
    it(name, () => expect(startupPlan(new URLSearchParams(search), attributes)).toMatchObject(expected));
  }
  it('after a login from /myBooking, nothing else named → /myBooking', () => {
    expect(startupPlan({}, {}, { returnTo: '/myBooking' })).toMatchObject({ route: '/myBooking', actions: [], login: null });
  });
  it('after a login from /reserve → home (the choices it needs did not survive the redirect)', () => {
    expect(startupPlan({}, {}, { returnTo: '/reserve' })).toMatchObject({ route: '/home', actions: [] });
  });
  it('after a login from /myBooking, the link’s department wins', () => {
    expect(startupPlan({ departmentId: '5' }, {}, { returnTo: '/myBooking' })).toMatchObject({ route: '/home', actions: [{ type: 'openDepartment', departmentId: '5' }] });
  });
  it('?memoJump=T9 already shown in this session → not again: home', () => {
    expect(startupPlan(new URLSearchParams('?memoJump=T9'), {}, { shownMemoJump: 'T9' })).toMatchObject({ route: '/home', actions: [], memoJump: null });
  });
  it('?memoJump=T10 after T9 was shown → T10 shows', () => {
    expect(startupPlan(new URLSearchParams('?memoJump=T10'), {}, { shownMemoJump: 'T9' })).toMatchObject({ route: '/success', memoJump: 'T10' });
  });
  it('<service-search department-id="8"> → /search, then open department 8', () => {
    expect(startupPlan({}, { departmentId: '8' }, { startRoute: '/search' })).toMatchObject({ route: '/search', actions: [{ type: 'openDepartment', departmentId: '8' }] });
  });
  it('<service-search service-code="B2"> → /search with the code', () => {
    expect(startupPlan({}, { serviceCode: 'B2' }, { startRoute: '/search' })).toMatchObject({ route: '/search', routeState: { serviceCode: 'B2' } });
  });
  it('<my-tickets> → /myBooking', () => {
    expect(startupPlan({}, {}, { startRoute: '/myBooking' })).toMatchObject({ kind: 'start', route: '/myBooking', actions: [] });
  });
  it('<queue-ticket service-id="3004" location-id="201"> → open it at /offerNum, whatever else is open there', () => {
    expect(startupPlan({}, { serviceId: '3004', locationId: '201' }, { startRoute: '/offerNum' })).toMatchObject({
      route: '/offerNum', actions: [{ type: 'openServiceAtLocation', serviceId: '3004', locationId: '201', route: '/offerNum' }],
    });
  });
  for (const [markup, attributes] of [
    ['<queue-ticket>', {}],
    ['<queue-ticket service-id="3004">', { serviceId: '3004' }],
    ['<queue-ticket location-id="201">', { locationId: '201' }],
    ['<queue-ticket service-id=" " location-id="201">', { serviceId: ' ', locationId: '201' }],
  ] as const) {
    it(`${markup} → cannot start: "No service or location selected"`, () => {
      expect(startupPlan({}, attributes, { startRoute: '/offerNum', shownMemoJump: null })).toEqual({
        kind: 'unavailable', messageKey: 'messages.nullServiceAndLocation', language: 'zh_hant',
      });
    });
  }
  it('<my-tickets ticket-id="41"> → that ticket’s page, loaded, every time (not once like a memo link)', () => {
    const plan = { kind: 'start', route: '/success', routeState: { ticketId: '41' }, actions: [{ type: 'loadTicket', ticketId: '41' }], memoJump: null };
    expect(startupPlan({}, { ticketId: 41 }, { startRoute: '/myBooking' })).toMatchObject(plan);
    expect(startupPlan({}, { ticketId: '41' }, { startRoute: '/myBooking', shownMemoJump: '41' })).toMatchObject(plan);
  });
  it('<my-tickets ticket-id=" "> → the list', () => {
    expect(startupPlan({}, { ticketId: ' ' }, { startRoute: '/myBooking' })).toMatchObject({ route: '/myBooking', actions: [] });
  });
  it('accepts a plain record as the link', () => {
    expect(startupPlan({ serviceCode: 'C3', lang: 'en' })).toMatchObject({ route: '/search', language: 'en_us' });
  });
});

describe('the app-entry route: a host app hands over in the hash’s own query (docs/behaviour/2-screens.md (App entry))', () => {
  it.each<[string, string, Record<string, string> | null]>([
    ['#/app?serviceId=3002&locationId=201&language=en → those parameters', '#/app?serviceId=3002&locationId=201&language=en', { serviceId: '3002', locationId: '201', language: 'en' }],
    ['#/app → the entry, naming nothing', '#/app', {}],
    ['#/app/?memoJump=T9 → a trailing slash is the same route', '#/app/?memoJump=T9', { memoJump: 'T9' }],
    ['/app?departmentId=5 without the # → the same', '/app?departmentId=5', { departmentId: '5' }],
    ['#/application → another route: not the entry', '#/application', null],
    ['#/home?serviceId=1 → not the entry', '#/home?serviceId=1', null],
    ['an empty hash → not the entry', '', null],
  ])('%s', (_name, hash, expected) => {
    const params = appEntryParams(hash);
    expect(params ? Object.fromEntries(params) : null).toEqual(expected);
  });

  it('the hand-over plans as a link does: #/app?serviceId=3002&locationId=201 opens that service there', () => {
    expect(startupPlan(appEntryParams('#/app?serviceId=3002&locationId=201')!)).toMatchObject({
      route: '/home', actions: [{ type: 'openServiceAtLocation', serviceId: '3002', locationId: '201', route: null }],
    });
  });
});
