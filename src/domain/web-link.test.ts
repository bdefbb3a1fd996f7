import { describe, expect, it } from 'vitest';
import { pageWebUrl, webLink } from './web-link.ts';

describe('service detail link (docs/behaviour/5-validation.md (Service detail) "Service detail type URL opens the link")', () => {
  it.each([
    ['https URL → followed', 'https://gov.example/guide?id=1', 'https://gov.example/guide?id=1'],
    ['http URL with spaces around → followed, trimmed', '  http://gov.example/a ', 'http://gov.example/a'],
    ['javascript: → refused', 'javascript:alert(1)', null],
    ['JavaScript: in mixed case → refused', 'JavaScript:alert(1)', null],
    ['data: → refused', 'data:text/html,<b>x</b>', null],
    ['relative path → refused', '/guide', null],
    ['protocol-relative → refused', '//gov.example/guide', null],
    ['"https://" alone → refused (not a URL)', 'https://', null],
    ['empty → refused', '', null],
    ['missing → refused', null, null],
  ])('%s', (_name, value, link) => {
    expect(webLink(value)).toBe(link);
  });
});

describe('an integrator-given address resolved against the page (login-url, app-url)', () => {
  const page = 'https://dept.gov.mo/services/page.html?x=1';
  it.each([
    ['', null],
    ['   ', null],
    ['/app/', 'https://dept.gov.mo/app/'],
    ['booking.html#top', 'https://dept.gov.mo/services/booking.html#top'],
    ['https://sso.gov.mo/authorize?client_id=a', 'https://sso.gov.mo/authorize?client_id=a'],
    ['javascript:alert(1)', null],
    ['data:text/html,hi', null],
    ['http://[bad', null],
  ])('%j → %s', (given, expected) => {
    expect(pageWebUrl(given, page)?.href ?? null).toBe(expected);
  });
});
