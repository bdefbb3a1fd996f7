import { describe, expect, it } from 'vitest';
import type { Platform } from '../common/api-contract.ts';
import { downloadStores, type AppStore } from './app-download.ts';

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const ANDROID = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36';
const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36';

describe('docs/behaviour/2-screens.md (Home): the download-app banner, outside the app, opens the iOS or Android store', () => {
  it.each<[string, Platform, string, AppStore[]]>([
    ['inside the Android app → no banner', 'android', ANDROID, []],
    ['inside the iOS app → no banner', 'ios', IPHONE, []],
    ['an iPhone browser → the App Store', 'mobileWeb', IPHONE, ['ios']],
    ['an Android browser → Google Play', 'mobileWeb', ANDROID, ['android']],
    ['a computer → both stores', 'PCWeb', DESKTOP, ['ios', 'android']],
  ])('%s', (_name, platform, userAgent, stores) => {
    expect(downloadStores(platform, userAgent)).toEqual(stores);
  });
});
