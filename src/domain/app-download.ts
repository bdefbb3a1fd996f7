// docs/behaviour/2-screens.md (Home): "a download-app banner outside the app, opening the iOS or Android store".
// Inside the host app (platform android or ios) there is nothing to download; on a phone the
// banner names that phone's store; on a computer, both.
import type { Platform } from '../common/api-contract.ts';

export type AppStore = 'ios' | 'android';

const APP_NAME = encodeURIComponent('澳門公共服務一戶通');

/**
 * Where each store lists the administration's one-account app, which hosts this service: its
 * search for the app's name, so the link stays right whatever the listing's id (a deployment may
 * point it at the listing itself).
 */
export const APP_STORE_URLS: Record<AppStore, string> = {
  ios: `https://apps.apple.com/mo/search?term=${APP_NAME}`,
  android: `https://play.google.com/store/search?q=${APP_NAME}&c=apps`,
};

const IOS_DEVICE = /iPhone|iPad|iPod/;

export function downloadStores(platform: Platform, userAgent: string): AppStore[] {
  if (platform === 'android' || platform === 'ios') return [];
  if (IOS_DEVICE.test(userAgent)) return ['ios'];
  if (/Android/.test(userAgent)) return ['android'];
  return ['ios', 'android'];
}
