// The search area (docs/behaviour/7-api.md "Search", appms/*), mounted at /api/appms:
// recommendations, keyword search (GET and POST with the search history of a signed-in citizen),
// search records and search by service code.
import { Hono } from 'hono';
import { optionalCitizen, requireCitizen } from '../auth/middleware.ts';
import type { AppDeps, AppEnv } from '../deps.ts';
import { listServices } from '../catalogue/entities.ts';
import { flag, checkedKeyword, text } from '../http/input.ts';
import { noContent, ok } from '../http/reply.ts';
import { responseCache } from '../http/response-cache.ts';
import { jsonBody, pathParams, queryValues } from '../http/validators.ts';
import { invalid } from '../refusal.ts';
import { forgetSearches, recordSearch, searchCatalogue, searchRecords } from '../search/search.ts';

const RECOMMEND_SHOWN = 10;

const remoteCounter = queryValues((q) => ({ remoteCounter: flag(q.remoteCounter) }));

export function searchArea(deps: AppDeps) {
  const { db } = deps;
  const area = new Hono<AppEnv>();
  const cache = responseCache(deps.config.catalogueCacheMs, deps.clock);

  // Type-ahead: services whose name starts with or contains ?keyword; without one, the hot services.
  area.get(
    '/services/recommend',
    cache,
    queryValues((q) => ({
      keyword: q.keyword === undefined || q.keyword.trim() === '' ? undefined : checkedKeyword(q.keyword),
      remoteCounter: flag(q.remoteCounter),
    })),
    async (c) => {
      const { keyword, remoteCounter } = c.req.valid('query');
      const filter = keyword === undefined ? { hot: true } : { keyword };
      return ok(c, await listServices(db, { ...filter, remoteCounter, limit: RECOMMEND_SHOWN }));
    },
  );

  area.get('/services/keyword/:keyword', cache, pathParams((p) => ({ keyword: checkedKeyword(p.keyword) })), remoteCounter, async (c) =>
    ok(c, await searchCatalogue(db, c.req.valid('param').keyword, c.req.valid('query').remoteCounter)),
  );

  area.post(
    '/services/keyword',
    optionalCitizen(deps),
    jsonBody((body) => ({ keyword: checkedKeyword(body.keyword), remoteCounter: flag(body.remoteCounter), record: flag(body.record) })),
    async (c) => {
      const { keyword, remoteCounter, record } = c.req.valid('json');
      const result = await searchCatalogue(db, keyword, remoteCounter);
      // The history belongs to the token's citizen; a euid in the body is never trusted.
      const citizen = c.get('citizen');
      if (citizen && record) await recordSearch(db, citizen.euid, keyword, deps.clock.now());
      return ok(c, result);
    },
  );

  area.post('/getSearchRecords', optionalCitizen(deps), jsonBody((body) => ({ euid: text(body.euid, 'euid', { max: 100 }) })), async (c) => {
    const citizen = c.get('citizen');
    if (!citizen) return ok(c, []);
    return ok(c, await searchRecords(db, citizen.euid));
  });

  area.delete('/searchRecord', requireCitizen(deps), async (c) => {
    await forgetSearches(db, c.get('citizen').euid);
    return noContent(c);
  });

  area.get(
    '/services/publicService/:code',
    cache,
    pathParams((p) => {
      const code = p.code!.trim();
      if (!/^[A-Za-z0-9_-]{1,50}$/.test(code)) throw invalid('invalidValue', { field: 'code' });
      return { code };
    }),
    remoteCounter,
    async (c) => ok(c, await listServices(db, { code: c.req.valid('param').code, ...c.req.valid('query') })),
  );

  return area;
}
