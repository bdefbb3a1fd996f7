// An element's attributes resolved into the settings its screens use (docs/element-contract.md): language by docs/behaviour/1-product.md, theme, routing, API base, and the platform, detected when
// the host does not say it. Pure: the browser facts come in as `PlatformEnv`.
import { resolveLanguage, type Lang } from '../common/languages.ts';
import { isWideScreen } from './screen-width.ts';

const PLATFORMS = ['PCWeb', 'mobileWeb', 'android', 'ios'] as const;
export type Platform = (typeof PLATFORMS)[number];
type Theme = 'light' | 'dark' | 'auto';
type Routing = 'memory' | 'hash';

export interface ElementSettings {
  language: Lang;
  theme: Theme;
  platform: Platform;
  apiBase: string;
  departmentId?: string;
  serviceCode?: string;
  serviceId?: string;
  locationId?: string;
  /** <my-tickets>: the ticket (id or uid) whose page opens first. */
  ticketId?: string;
  routing: Routing;
  /** The full app's page (app-url), as given: src/domain/app-hand-over.ts makes the link. */
  appUrl?: string;
  /** The one-account provider's authorize endpoint (login-url), as given: src/domain/authorize-request.ts. */
  loginUrl?: string;
}

/** The contract's attributes as the element holds them (property names; absent = undefined). */
export interface ElementAttributes {
  language?: string | null;
  departmentId?: string | null;
  serviceCode?: string | null;
  serviceId?: string | null;
  locationId?: string | null;
  ticketId?: string | null;
  apiBase?: string | null;
  platform?: string | null;
  theme?: string | null;
  routing?: string | null;
  appUrl?: string | null;
  loginUrl?: string | null;
}

/** What the page tells about where it runs. */
export interface PlatformEnv {
  userAgent: string;
  /** The viewport width in CSS pixels. */
  width: number;
  /** Which native bridge the host app injected, if any. */
  bridge: 'ios' | 'android' | 'react-native' | null;
}

const IOS_DEVICE = /iPhone|iPad|iPod/;

/**
 * Explicit value (any case) first; then the bridge the host app gave us; then the user agent of
 * an app's web view (Android's "; wv)", an iOS WKWebView without the "Safari/" token); then a
 * phone or tablet browser, or a viewport below the wide-screen threshold, is mobileWeb; else PCWeb.
 */
export function detectPlatform(explicit: string | null | undefined, env: PlatformEnv): Platform {
  const wanted = (explicit ?? '').trim().toLowerCase();
  const named = PLATFORMS.find((p) => p.toLowerCase() === wanted);
  if (named) return named;
  const ua = env.userAgent;
  if (env.bridge === 'ios') return 'ios';
  if (env.bridge === 'android') return 'android';
  if (env.bridge === 'react-native') return IOS_DEVICE.test(ua) ? 'ios' : /Android/.test(ua) ? 'android' : 'mobileWeb';
  if (/Android/.test(ua) && /; wv\)/.test(ua)) return 'android';
  if (IOS_DEVICE.test(ua) && /AppleWebKit/.test(ua) && !/Safari\//.test(ua)) return 'ios';
  if (/Mobi|Android|iPhone|iPad|iPod/.test(ua)) return 'mobileWeb';
  if (env.width > 0 && !isWideScreen(env.width)) return 'mobileWeb';
  return 'PCWeb';
}

function pick<T extends string>(value: string | null | undefined, allowed: readonly T[], fallback: T): T {
  const wanted = (value ?? '').trim().toLowerCase();
  return allowed.find((a) => a === wanted) ?? fallback;
}

function present(value: string | null | undefined): string | undefined {
  const trimmed = (value ?? '').trim();
  return trimmed === '' ? undefined : trimmed;
}

export function resolveSettings(attrs: ElementAttributes, env: PlatformEnv): ElementSettings {
  const settings: ElementSettings = {
    language: resolveLanguage(attrs.language),
    theme: pick(attrs.theme, ['light', 'dark', 'auto'], 'auto'),
    platform: detectPlatform(attrs.platform, env),
    apiBase: present(attrs.apiBase)?.replace(/\/+$/, '') || '/api',
    routing: pick(attrs.routing, ['memory', 'hash'], 'memory'),
  };
  const departmentId = present(attrs.departmentId);
  const serviceCode = present(attrs.serviceCode);
  const serviceId = present(attrs.serviceId);
  const locationId = present(attrs.locationId);
  if (departmentId) settings.departmentId = departmentId;
  if (serviceCode) settings.serviceCode = serviceCode;
  if (serviceId) settings.serviceId = serviceId;
  if (locationId) settings.locationId = locationId;
  const ticketId = present(attrs.ticketId);
  if (ticketId) settings.ticketId = ticketId;
  const appUrl = present(attrs.appUrl);
  if (appUrl) settings.appUrl = appUrl;
  const loginUrl = present(attrs.loginUrl);
  if (loginUrl) settings.loginUrl = loginUrl;
  return settings;
}

/** The environment of the current page (a browser, or the SSR shim, where nothing is known). */
export function readPlatformEnv(scope: unknown = globalThis): PlatformEnv {
  const win = scope as {
    navigator?: { userAgent?: string };
    innerWidth?: number;
    webkit?: { messageHandlers?: { civicBooking?: unknown } };
    CivicBookingBridge?: unknown;
    ReactNativeWebView?: unknown;
  };
  const bridge = win.webkit?.messageHandlers?.civicBooking
    ? 'ios'
    : win.CivicBookingBridge
      ? 'android'
      : win.ReactNativeWebView
        ? 'react-native'
        : null;
  return { userAgent: win.navigator?.userAgent ?? '', width: win.innerWidth ?? 0, bridge };
}

/** The BCP 47 tag for the `lang` attribute of an element's root, so screen readers pronounce it. */
export const HTML_LANG: Record<Lang, string> = { zh_hant: 'zh-Hant', zh_hans: 'zh-Hans', pt_pt: 'pt-PT', en_us: 'en-US' };
