// docs/behaviour/7-api.md (Map page): an embedded page at {host}/map.html?lat&lon&platform=web, where the host
// is the origin of the API base (the reference server serves map.html beside /api). docs/behaviour/5-validation.md: without
// both coordinates there is no map (notMapInfo). A frame sends no language header, so the widget's
// language goes in the link (`language`), as the page's own link would give it.

import type { Lang } from '../common/languages.ts';

export interface Coordinates {
  latitude?: number | string | null;
  longitude?: number | string | null;
}

function coordinate(value: number | string | null | undefined, limit: number): number | null {
  if (value === null || value === undefined || value === '') return null;
  const number = typeof value === 'number' ? value : Number(value);
  if (!Number.isFinite(number) || Math.abs(number) > limit) return null;
  return number;
}

/** Whether the place has both coordinates, so a map can be shown (else notMapInfo). */
export function hasMapCoordinates(place: Coordinates): boolean {
  return coordinate(place.latitude, 90) !== null && coordinate(place.longitude, 180) !== null;
}

/** The map page's URL, or null when latitude or longitude is missing or not a coordinate. */
export function mapPageUrl(apiBase: string, pageUrl: string, place: Coordinates, language?: Lang): string | null {
  const lat = coordinate(place.latitude, 90);
  const lon = coordinate(place.longitude, 180);
  if (lat === null || lon === null) return null;
  const origin = new URL(apiBase, pageUrl).origin;
  const url = new URL('/map.html', origin);
  url.searchParams.set('lat', String(lat));
  url.searchParams.set('lon', String(lon));
  url.searchParams.set('platform', 'web');
  if (language) url.searchParams.set('language', language);
  return url.href;
}
