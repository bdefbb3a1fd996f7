// GET /map.html?lat&lon&platform (web, android, ios): a self-contained page (no script, no network) with the
// coordinates, the location's name and address when they match a known location, and
// links that open them in the citizen's map application. Everything echoed is escaped.
import type { Context } from 'hono';
import type { AppDeps, AppEnv } from '../deps.ts';
import { resolveLanguage, type Lang } from '../../src/common/languages.ts';
import { locationAt } from '../catalogue/entities.ts';
import { inLanguage } from '../i18n/texts.ts';

const TEXTS: Record<Lang, { title: string; open: string; osm: string; missing: string; coords: string }> = {
  zh_hant: { title: '地圖', open: '在地圖應用程式中開啟', osm: '在 OpenStreetMap 中開啟', missing: '沒有地圖資料', coords: '座標' },
  zh_hans: { title: '地图', open: '在地图应用中打开', osm: '在 OpenStreetMap 中打开', missing: '没有地图资料', coords: '坐标' },
  pt_pt: { title: 'Mapa', open: 'Abrir na aplicação de mapas', osm: 'Abrir no OpenStreetMap', missing: 'Sem informação de mapa', coords: 'Coordenadas' },
  en_us: { title: 'Map', open: 'Open in a map app', osm: 'Open in OpenStreetMap', missing: 'No map information', coords: 'Coordinates' },
};

const escapeHtml = (s: string) =>
  s.replace(/[&<>"'`]/g, (ch) => `&#${ch.charCodeAt(0)};`);

function coordinate(value: string | undefined, limit: number): number | undefined {
  if (value === undefined || !/^-?\d{1,3}(\.\d{1,12})?$/.test(value.trim())) return undefined;
  const n = Number(value);
  return Math.abs(n) <= limit ? n : undefined;
}

export async function renderMapPage(c: Context<AppEnv>, deps: AppDeps) {
  const lang: Lang = c.get('lang') ?? 'zh_hant';
  const queryLang = c.req.query('language') ?? c.req.query('lang');
  const pageLang = queryLang ? resolveLanguage(queryLang) : lang;
  const text = TEXTS[pageLang];
  const lat = coordinate(c.req.query('lat'), 90);
  const lon = coordinate(c.req.query('lon'), 180);

  let body: string;
  if (lat === undefined || lon === undefined) {
    body = `<p class="missing">${escapeHtml(text.missing)}</p>`;
  } else {
    const found = await locationAt(deps.db, lat, lon);
    const place = found && inLanguage(found, pageLang);
    const label = place?.name ?? `${lat},${lon}`;
    // The map application's own link: Apple Maps on iOS, a geo: URI elsewhere (Android and
    // desktop systems hand it to their map application).
    const platform = (c.req.query('platform') ?? '').toLowerCase();
    const geo = platform === 'ios'
      ? `https://maps.apple.com/?ll=${lat},${lon}&q=${encodeURIComponent(label)}`
      : `geo:${lat},${lon}?q=${lat},${lon}(${encodeURIComponent(label)})`;
    const osm = `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lon}#map=18/${lat}/${lon}`;
    body = [
      place ? `<h1>${escapeHtml(place.name)}</h1><p class="address">${escapeHtml(place.address)}</p>` : '',
      place?.telephone ? `<p><a href="tel:${escapeHtml(place.telephone)}">${escapeHtml(place.telephone)}</a></p>` : '',
      `<p class="coords">${escapeHtml(text.coords)}: <span>${lat}, ${lon}</span></p>`,
      `<p><a class="button" href="${escapeHtml(geo)}">${escapeHtml(text.open)}</a></p>`,
      `<p><a href="${escapeHtml(osm)}" rel="noopener noreferrer" target="_blank">${escapeHtml(text.osm)}</a></p>`,
    ].join('\n');
  }
  const html = `<!doctype html>
<html lang="${pageLang.replace('_', '-')}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(text.title)}</title>
<style>
body{font:16px/1.5 system-ui,sans-serif;margin:0;padding:16px;color:#1d1d1f;background:#fff}
@media (prefers-color-scheme:dark){body{color:#f2f2f2;background:#1c1c1e}a{color:#7db4ff}}
h1{font-size:20px;margin:0 0 8px}.coords span{font-variant-numeric:tabular-nums}
.button{display:inline-block;padding:10px 16px;border-radius:8px;background:#1f5fa8;color:#fff;text-decoration:none}
</style>
</head>
<body>
${body}
</body>
</html>`;
  c.header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'");
  c.header('cache-control', 'no-cache');
  return c.html(html);
}
