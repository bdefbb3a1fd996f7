// docs/behaviour/7-api.md (Version file): where unique.json is, one look at it (with a random cache-busting
// parameter, so no cache answers for the server), and the update dialog's confirm. Loaded when
// the first look is due (version-check.ts), not with the first screen.
import { closePage } from './close-page.ts';
import { hasNativeBridge } from './native-bridge.ts';

export const CACHE_BUST_PARAM = 'v';

// The IIFE build has no import.meta (it becomes `{}.url`): there the bundle's own <script>, read
// while it first runs, says where the bundle came from.
const loadingScriptUrl =
  typeof document !== 'undefined' && document.currentScript && 'src' in document.currentScript ? document.currentScript.src : '';

/**
 * Where unique.json is: at the API base's host when the API base is an absolute URL (the widget
 * served from one host, talking to another), else next to the bundle (dist/../unique.json), else
 * at the page's own host.
 */
export function uniqueJsonUrl(apiBase: string, moduleUrl: string | undefined = import.meta.url || loadingScriptUrl): URL {
  if (/^https?:\/\//i.test(apiBase)) return new URL('/unique.json', apiBase);
  try {
    if (moduleUrl) return new URL('../unique.json', moduleUrl);
  } catch {
    // not a URL: fall through to the page's host
  }
  return new URL('/unique.json', globalThis.location?.href ?? 'http://localhost/');
}

/** The URL with a fresh random cache-busting parameter. */
export function cacheBusted(url: URL | string, random: () => string = () => Math.random().toString(36).slice(2)): string {
  const busted = new URL(String(url));
  busted.searchParams.set(CACHE_BUST_PARAM, random());
  return busted.toString();
}

/** `{"unique":{"id":…}}` as docs/behaviour/7-api.md names the field; a flat `{"id":…}` is read too. */
export function readUniqueId(body: unknown): string | null {
  if (!body || typeof body !== 'object') return null;
  const record = body as { unique?: { id?: unknown }; id?: unknown };
  const id = record.unique?.id ?? record.id;
  return typeof id === 'string' || typeof id === 'number' ? String(id) : null;
}

/** One check: true when the published id differs from the running build's. Failures say false. */
export interface VersionLook {
  url: URL | string;
  buildId: string | null;
  fetch?: typeof fetch;
  random?: () => string;
}

export async function checkVersion(options: VersionLook): Promise<boolean> {
  if (!options.buildId) return false;
  const doFetch = options.fetch ?? globalThis.fetch;
  try {
    const response = await doFetch(cacheBusted(options.url, options.random), { cache: 'no-store' });
    if (!response.ok) return false;
    const id = readUniqueId(await response.json());
    return id !== null && id !== options.buildId;
  } catch {
    return false; // offline or a broken file: try again next time
  }
}

/** The update dialog's confirm: reload, or close the page inside a host app. */
export function applyUpdate(host: EventTarget, win: Pick<Window, 'close' | 'location'> = window): 'reload' | 'close' {
  if (hasNativeBridge(win)) {
    closePage(host, win);
    return 'close';
  }
  win.location.reload();
  return 'reload';
}
