// Where <service-search> sends a citizen who has chosen a service at a location when nothing on
// the page takes over: the full app (its `app-url`) opened at that service and location, in the
// same language. The full app reads serviceId and locationId from its link (startup-params.ts).
import type { Lang } from '../common/languages.ts';
import { pageWebUrl } from './web-link.ts';

/** The language as a link names it (docs/behaviour/1-product.md: zh-Hant, zh-hans, pt, en). */
const LINK_LANGUAGE: Record<Lang, string> = { zh_hant: 'zh-Hant', zh_hans: 'zh-hans', pt_pt: 'pt', en_us: 'en' };

export interface HandOver {
  serviceId: string | number;
  locationId: string | number;
  language: Lang;
}

/**
 * The full app's link for the choice, or null when there is no app-url or it is not a web
 * address once resolved against the page (javascript: and data: would run in the host page).
 * The app-url's own query and hash are kept; the choice's parameters replace any of the same name.
 */
export function appHandOverUrl(appUrl: string | null | undefined, pageUrl: string, choice: HandOver): string | null {
  const url = pageWebUrl(appUrl, pageUrl);
  if (!url) return null;
  url.searchParams.set('serviceId', String(choice.serviceId));
  url.searchParams.set('locationId', String(choice.locationId));
  url.searchParams.set('language', LINK_LANGUAGE[choice.language]);
  return url.href;
}
