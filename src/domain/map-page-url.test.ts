import { describe, expect, it } from 'vitest';
import { mapPageUrl } from './map-page-url.ts';

const page = 'https://gov.example/services/booking.html';

describe('map page URL (docs/behaviour/7-api.md (Map page), docs/behaviour/5-validation.md (Map) "Map shows notMapInfo when latitude or longitude is missing")', () => {
  it.each([
    ['api-base "/api" → map.html on the page\'s origin', '/api', { latitude: 22.19, longitude: 113.54 }, 'https://gov.example/map.html?lat=22.19&lon=113.54&platform=web'],
    ['api-base on another host → map.html on that host', 'https://api.gov.example/api', { latitude: 22.19, longitude: 113.54 }, 'https://api.gov.example/map.html?lat=22.19&lon=113.54&platform=web'],
    ['api-base with a port → the port kept', 'http://127.0.0.1:8080/api', { latitude: '22.2', longitude: '113.5' }, 'http://127.0.0.1:8080/map.html?lat=22.2&lon=113.5&platform=web'],
    ['coordinates as strings → accepted', '/api', { latitude: '22.19', longitude: '113.54' }, 'https://gov.example/map.html?lat=22.19&lon=113.54&platform=web'],
    ['latitude 0 is a coordinate, not a missing one', '/api', { latitude: 0, longitude: 0 }, 'https://gov.example/map.html?lat=0&lon=0&platform=web'],
    ['latitude missing → no map', '/api', { longitude: 113.54 }, null],
    ['longitude null → no map', '/api', { latitude: 22.19, longitude: null }, null],
    ['longitude empty string → no map', '/api', { latitude: 22.19, longitude: '' }, null],
    ['latitude not a number → no map', '/api', { latitude: 'abc', longitude: 113.54 }, null],
    ['latitude out of range → no map', '/api', { latitude: 122.19, longitude: 113.54 }, null],
  ])('%s', (_name, apiBase, place, url) => {
    expect(mapPageUrl(apiBase, page, place)).toBe(url);
  });

  it("the widget's language goes along: a frame sends no language header", () => {
    expect(mapPageUrl('/api', page, { latitude: 22.19, longitude: 113.54 }, 'en_us')).toBe('https://gov.example/map.html?lat=22.19&lon=113.54&platform=web&language=en_us');
  });
});
