// Search calls of SPEC.md §7 (appms/*): recommendations, keyword search (GET and POST with
// the search history of a signed-in citizen), search records and search by service code.
import type { Hono } from 'hono';
import { optionalCitizen, requireCitizen } from '../auth/middleware.ts';
import type { AppDeps, AppEnv } from '../deps.ts';
import { listServices } from '../catalogue/entities.ts';
import { flag, checkedKeyword, readJsonObject, text } from '../http/input.ts';
import { invalid, noContent, ok } from '../http/reply.ts';
import { responseCache } from '../http/response-cache.ts';
import { forgetSearches, recordSearch, searchCatalogue, searchRecords } from '../search/search.ts';

const RECOMMEND_SHOWN = 10;

export function searchRoutes(app: Hono<AppEnv>, deps: AppDeps) {
  const { db } = deps;
  const cache = responseCache(deps.config.catalogueCacheMs, deps.clock);

  // Type-ahead: services whose name starts with or contains ?keyword; without one, the hot services.
  app.get('/api/appms/services/recommend', cache, async (c) => {
    const raw = c.req.query('keyword');
    const remoteCounter = flag(c.req.query('remoteCounter'));
    if (raw === undefined || raw.trim() === '') {
      return ok(c, await listServices(db, c.get('lang'), { hot: true, remoteCounter, limit: RECOMMEND_SHOWN }));
    }
    return ok(c, await listServices(db, c.get('lang'), { keyword: checkedKeyword(c.get('lang'), raw), remoteCounter, limit: RECOMMEND_SHOWN }));
  });

  app.get('/api/appms/services/keyword/:keyword', cache, async (c) =>
    ok(c, await searchCatalogue(db, c.get('lang'), checkedKeyword(c.get('lang'), c.req.param('keyword')), flag(c.req.query('remoteCounter')))),
  );

  app.post('/api/appms/services/keyword', optionalCitizen(deps), async (c) => {
    const body = await readJsonObject(c);
    const keyword = checkedKeyword(c.get('lang'), body.keyword);
    const result = await searchCatalogue(db, c.get('lang'), keyword, flag(body.remoteCounter));
    // The history belongs to the token's citizen; a euid in the body is never trusted.
    const citizen = c.get('citizen');
    if (citizen && flag(body.record)) await recordSearch(db, citizen.euid, keyword);
    return ok(c, result);
  });

  app.post('/api/appms/getSearchRecords', optionalCitizen(deps), async (c) => {
    const body = await readJsonObject(c);
    text(c.get('lang'), body.euid, 'euid', { max: 100 });
    const citizen = c.get('citizen');
    if (!citizen) return ok(c, []);
    return ok(c, await searchRecords(db, citizen.euid));
  });

  app.delete('/api/appms/searchRecord', requireCitizen(deps), async (c) => {
    await forgetSearches(db, c.get('citizen')!.euid);
    return noContent(c);
  });

  app.get('/api/appms/services/publicService/:code', cache, async (c) => {
    const code = c.req.param('code').trim();
    if (!/^[A-Za-z0-9_-]{1,50}$/.test(code)) throw invalid(c.get('lang'), 'invalidValue', { field: 'code' });
    return ok(c, await listServices(db, c.get('lang'), { code, remoteCounter: flag(c.req.query('remoteCounter')) }));
  });
}
