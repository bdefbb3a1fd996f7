/**
 * @vitest-environment happy-dom
 * @vitest-environment-options {"settings":{"disableIframePageLoading":true}}
 */
import { act } from 'preact/test-utils';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AboutDialog } from './about-dialog.tsx';
import { EnvironmentRibbon } from './environment-ribbon.tsx';
import { MapDialog } from './map-dialog.tsx';
import { PrivacyConsentDialog } from './privacy-consent-dialog.tsx';
import { ServiceDetailDialog } from './service-detail-dialog.tsx';
import { mountInHost, type TestHost } from '../../test/unit-support/test-host.tsx';
import { UpdateDialog } from './update-dialog.tsx';

let mounted: TestHost | undefined;
afterEach(() => {
  mounted?.unmount();
  mounted = undefined;
});
const root = () => mounted!.root;

describe('privacy consent dialog (docs/behaviour/4-states.md (Privacy consent) "the accept button appears only after the have read box is ticked")', () => {
  it('no accept button until "have read" is ticked; accept then calls back', () => {
    const accept = vi.fn();
    act(() => {
      mounted = mountInHost(<PrivacyConsentDialog open html="<p>Clause</p>" onAccept={accept} onClose={() => {}} />);
    });
    const acceptButton = () => Array.from(root().querySelectorAll('button')).find((b) => b.textContent === 'Accept and continue');
    expect(acceptButton()).toBeUndefined();
    const box = root().querySelector<HTMLInputElement>('input[type="checkbox"]')!;
    expect(root().querySelector(`label[for="${box.id}"]`)?.textContent).toBe('I have read and understood the privacy statement');
    act(() => box.click());
    expect(acceptButton()).toBeDefined();
    act(() => acceptButton()!.click());
    expect(accept).toHaveBeenCalledTimes(1);
  });
});

describe('About dialog (docs/behaviour/1-product.md (Version) "version app number 3.0.1.251101")', () => {
  it('shows the build version', () => {
    act(() => {
      mounted = mountInHost(<AboutDialog open onClose={() => {}} />);
    });
    expect(root().textContent).toContain('Version 3.0.1.251101');
  });
});

describe('environment ribbon (docs/behaviour/6-roles.md (Environment ribbon) "shows only outside production")', () => {
  it.each([
    ['uat → ribbon "UAT"', 'uat', 'UAT'],
    ['prod → nothing', 'prod', null],
    ['unknown → nothing', undefined, null],
  ])('%s', (_name, env, label) => {
    act(() => {
      mounted = mountInHost(<EnvironmentRibbon env={env} />);
    });
    const ribbon = root().querySelector('[role="note"]');
    expect(ribbon?.textContent ?? null).toBe(label);
    if (label) expect(ribbon?.getAttribute('aria-label')).toBe(`Non-production environment: ${label}`);
  });
});

describe('update dialog (docs/behaviour/4-states.md (Version check))', () => {
  it.each([
    ['on a web page → updateTips', false, 'The system has been updated, click Confirm or refresh manually'],
    ['in a host app → appUpdateAlert', true, null],
  ])('%s', (_name, inApp, text) => {
    const confirm = vi.fn();
    act(() => {
      mounted = mountInHost(<UpdateDialog open inApp={inApp} onConfirm={confirm} onClose={() => {}} />);
    });
    const body = root().querySelector('.cb-dialog__body')!.textContent;
    if (text) expect(body).toBe(text);
    else expect(body).not.toBe('The system has been updated, click Confirm or refresh manually');
    act(() => Array.from(root().querySelectorAll('button')).find((b) => b.textContent === 'Confirm')!.click());
    expect(confirm).toHaveBeenCalledTimes(1);
  });
});

describe('map dialog (docs/behaviour/7-api.md (Map page), docs/behaviour/5-validation.md notMapInfo)', () => {
  it('embeds {host}/map.html?lat&lon&platform=web in the widget’s language, with a title', () => {
    act(() => {
      mounted = mountInHost(<MapDialog open place={{ name: 'Central office', latitude: 22.19, longitude: 113.54 }} onClose={() => {}} />, { apiBase: 'http://api.gov.example:8080/api' });
    });
    const frame = root().querySelector('iframe')!;
    expect(frame.getAttribute('src')).toBe('http://api.gov.example:8080/map.html?lat=22.19&lon=113.54&platform=web&language=en_us');
    expect(frame.getAttribute('title')).toBe('Map of Central office');
  });

  it('without coordinates → notMapInfo, no frame', () => {
    act(() => {
      mounted = mountInHost(<MapDialog open place={{ name: 'Office', latitude: null, longitude: 113.5 }} onClose={() => {}} />, { lang: 'zh_hant' });
    });
    expect(root().querySelector('iframe')).toBeNull();
    expect(root().querySelector('.cb-dialog__body')!.textContent).toBe('暫無地圖資料');
  });
});

describe('service detail dialog (docs/behaviour/5-validation.md (Service detail) "Service detail type URL opens the link")', () => {
  it('type URL → the page embedded and a link opening it in a new window', () => {
    act(() => {
      mounted = mountInHost(
        <ServiceDetailDialog open service={{ name: 'Passport', serviceDetailType: 'URL', serviceDetailUrl: 'https://gov.example/passport' }} onClose={() => {}} />,
      );
    });
    expect(root().querySelector('iframe')?.getAttribute('src')).toBe('https://gov.example/passport');
    const link = root().querySelector('a')!;
    expect(link.getAttribute('href')).toBe('https://gov.example/passport');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('type URL with a javascript: URL → neither frame nor link', () => {
    act(() => {
      mounted = mountInHost(<ServiceDetailDialog open service={{ name: 'x', serviceDetailType: 'URL', serviceDetailUrl: 'javascript:alert(1)' }} onClose={() => {}} />);
    });
    expect(root().querySelector('iframe')).toBeNull();
    expect(root().querySelector('a')).toBeNull();
  });
});
