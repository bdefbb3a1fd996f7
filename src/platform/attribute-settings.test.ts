// Attributes → settings (docs/element-contract.md, docs/behaviour/1-product.md and docs/behaviour/9-constants.md).
import { describe, expect, it } from 'vitest';
import { detectPlatform, readPlatformEnv, resolveSettings, type PlatformEnv } from './attribute-settings.ts';

const DESKTOP_CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';
const ANDROID_CHROME = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';
const ANDROID_WEBVIEW = 'Mozilla/5.0 (Linux; Android 14; Pixel 8; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/126.0 Mobile Safari/537.36';
const IPHONE_SAFARI = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const IPHONE_WKWEBVIEW = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148';

const env = (userAgent: string, width = 1280, bridge: PlatformEnv['bridge'] = null): PlatformEnv => ({ userAgent, width, bridge });

describe('language (docs/behaviour/1-product.md)', () => {
  it.each([
    ['zh-MO', 'zh_hant'],
    ['zh-Hant', 'zh_hant'],
    ['zh-hans', 'zh_hans'],
    ['pt', 'pt_pt'],
    ['en', 'en_us'],
    ['pt_pt', 'pt_pt'],
    ['fr', 'zh_hant'],
    [undefined, 'zh_hant'],
  ])('language="%s" → %s', (language, expected) => {
    expect(resolveSettings({ language }, env(DESKTOP_CHROME)).language).toBe(expected);
  });
});

describe('theme, routing, api base', () => {
  it.each([
    ['dark', 'dark'],
    ['LIGHT', 'light'],
    ['auto', 'auto'],
    ['sepia', 'auto'],
    [undefined, 'auto'],
  ])('theme="%s" → %s', (theme, expected) => {
    expect(resolveSettings({ theme }, env(DESKTOP_CHROME)).theme).toBe(expected);
  });

  it.each([
    ['hash', 'hash'],
    ['memory', 'memory'],
    ['history', 'memory'],
    [undefined, 'memory'],
  ])('routing="%s" → %s', (routing, expected) => {
    expect(resolveSettings({ routing }, env(DESKTOP_CHROME)).routing).toBe(expected);
  });

  it.each([
    [undefined, '/api'],
    ['', '/api'],
    ['https://api.example.gov.mo/booking/', 'https://api.example.gov.mo/booking'],
    ['/custom', '/custom'],
  ])('api-base="%s" → %s', (apiBase, expected) => {
    expect(resolveSettings({ apiBase }, env(DESKTOP_CHROME)).apiBase).toBe(expected);
  });

  it('ids are kept as given and blank ones left out', () => {
    const settings = resolveSettings({ serviceId: ' 101 ', locationId: '1', departmentId: '', serviceCode: undefined }, env(DESKTOP_CHROME));
    expect(settings).toMatchObject({ serviceId: '101', locationId: '1' });
    expect('departmentId' in settings).toBe(false);
    expect('serviceCode' in settings).toBe(false);
  });

  it.each([
    ['app-url=" /app/ " → "/app/" (trimmed)', ' /app/ ', '/app/'],
    ['app-url="" → absent', '', undefined],
  ])('%s', (_name, appUrl, expected) => {
    expect(resolveSettings({ appUrl }, env(DESKTOP_CHROME)).appUrl).toBe(expected);
  });

  it.each([
    ['login-url=" /dev/sso/authorize " → "/dev/sso/authorize" (trimmed)', ' /dev/sso/authorize ', '/dev/sso/authorize'],
    ['login-url="" → absent: the widget leaves a login to its host', '', undefined],
    ['no login-url → absent', undefined, undefined],
  ])('%s', (_name, loginUrl, expected) => {
    expect(resolveSettings({ loginUrl }, env(DESKTOP_CHROME)).loginUrl).toBe(expected);
  });
});

describe('platform (detected when absent)', () => {
  it.each([
    ['platform="ios" wins over everything', 'ios', env(DESKTOP_CHROME), 'ios'],
    ['platform="PCWEB" (any case)', 'PCWEB', env(ANDROID_CHROME, 390), 'PCWeb'],
    ['unknown platform value → detected', 'tv', env(DESKTOP_CHROME), 'PCWeb'],
    ['iOS bridge (webkit.messageHandlers.civicBooking) → ios', undefined, env(DESKTOP_CHROME, 390, 'ios'), 'ios'],
    ['Android bridge (CivicBookingBridge) → android', undefined, env(ANDROID_CHROME, 390, 'android'), 'android'],
    ['React Native web view on an iPhone → ios', undefined, env(IPHONE_SAFARI, 390, 'react-native'), 'ios'],
    ['React Native web view on Android → android', undefined, env(ANDROID_CHROME, 390, 'react-native'), 'android'],
    ['Android web view user agent ("; wv)") → android', undefined, env(ANDROID_WEBVIEW, 390), 'android'],
    ['iOS WKWebView user agent (no "Safari/") → ios', undefined, env(IPHONE_WKWEBVIEW, 390), 'ios'],
    ['Safari on an iPhone → mobileWeb', undefined, env(IPHONE_SAFARI, 390), 'mobileWeb'],
    ['Chrome on an Android phone → mobileWeb', undefined, env(ANDROID_CHROME, 390), 'mobileWeb'],
    ['desktop browser narrower than 640 px → mobileWeb', undefined, env(DESKTOP_CHROME, 639), 'mobileWeb'],
    ['desktop browser 640 px wide → PCWeb', undefined, env(DESKTOP_CHROME, 640), 'PCWeb'],
    ['nothing known (server-side rendering) → PCWeb', undefined, env('', 0), 'PCWeb'],
  ] as const)('%s', (_name, explicit, environment, expected) => {
    expect(detectPlatform(explicit, environment)).toBe(expected);
  });

  it('readPlatformEnv names the bridge the page has', () => {
    expect(readPlatformEnv({ navigator: { userAgent: 'x' }, innerWidth: 500 })).toEqual({ userAgent: 'x', width: 500, bridge: null });
    expect(readPlatformEnv({ webkit: { messageHandlers: { civicBooking: {} } } }).bridge).toBe('ios');
    expect(readPlatformEnv({ CivicBookingBridge: {} }).bridge).toBe('android');
    expect(readPlatformEnv({ ReactNativeWebView: {} }).bridge).toBe('react-native');
    expect(readPlatformEnv({})).toEqual({ userAgent: '', width: 0, bridge: null });
  });
});
