import { describe, expect, it } from 'vitest';
import { startupPlan } from './startup-params.ts';
import { appHandOverUrl } from './app-hand-over.ts';

const page = 'https://dsi.gov.example/services/index.html';
const choice = { serviceId: 3002, locationId: 201, language: 'en_us' as const };

describe('<service-search app-url>: the full app opened at the chosen service and location', () => {
  it.each([
    ['app-url="/" → the site root with the choice', '/', 'https://dsi.gov.example/?serviceId=3002&locationId=201&language=en'],
    ['a relative app-url resolves against the page', 'app/', 'https://dsi.gov.example/services/app/?serviceId=3002&locationId=201&language=en'],
    ['an absolute app-url on another host', 'https://booking.gov.example/', 'https://booking.gov.example/?serviceId=3002&locationId=201&language=en'],
    ['its own query and hash are kept; the choice replaces a parameter of the same name', 'https://booking.gov.example/?from=dsi&serviceId=1#/home', 'https://booking.gov.example/?from=dsi&serviceId=3002&locationId=201&language=en#/home'],
    ['no app-url → no link (the widget goes on by itself)', undefined, null],
    ['a blank app-url → no link', '  ', null],
    ['javascript: → no link', 'javascript:alert(1)', null],
    ['data: → no link', 'data:text/html,<b>x</b>', null],
  ])('%s', (_name, appUrl, expected) => {
    expect(appHandOverUrl(appUrl, page, choice)).toBe(expected);
  });

  it.each([
    ['zh_hant', 'zh-Hant'],
    ['zh_hans', 'zh-hans'],
    ['pt_pt', 'pt'],
    ['en_us', 'en'],
  ] as const)('language %s → language=%s, which the full app reads back as %s', (language, param) => {
    const url = new URL(appHandOverUrl('/', page, { ...choice, language })!);
    expect(url.searchParams.get('language')).toBe(param);
    expect(startupPlan(url.searchParams)).toMatchObject({ language });
  });

  it('the full app, given that link, opens the service at the location where its availability leads', () => {
    const url = new URL(appHandOverUrl('/', page, choice)!);
    expect(startupPlan(url.searchParams)).toMatchObject({
      kind: 'start', route: '/home', actions: [{ type: 'openServiceAtLocation', serviceId: '3002', locationId: '201', route: null }],
    });
  });
});
