// Whether a page's link names a start (docs/behaviour/2-screens.md (Routes)): only the parameters start-up reads
// count (startupPlan reads the link through readLink, whose type admits no other name).
import { describe, expect, it } from 'vitest';
import { linkNamesAStart, STARTUP_LINK_PARAMS } from './startup-link.ts';
import { startupPlan } from './startup-params.ts';

describe('a link that names a start', () => {
  it.each([
    ['', false],
    ['?utm_source=newsletter&wtr-session-id=7', false],
    ['?language=', false],
    ['?departmentId=%20%20', false],
    ...STARTUP_LINK_PARAMS.map((name) => [`?${name}=1`, true] as const),
    ['?utm_source=x&serviceCode=DSI-PASSPORT', true],
  ] as const)('"%s" → %s', (search, named) => {
    expect(linkNamesAStart(new URLSearchParams(search))).toBe(named);
  });

  it('a link naming none of them plans the start no link plans', () => {
    const none = startupPlan(new URLSearchParams(''), { language: 'pt' }, { startRoute: '/home' });
    expect(startupPlan(new URLSearchParams('?utm_source=x&ref=home&language='), { language: 'pt' }, { startRoute: '/home' })).toEqual(none);
  });
});
