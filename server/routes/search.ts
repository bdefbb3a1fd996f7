// Search calls of SPEC.md §7 (appms/*): recommendations, keyword search (GET and POST with
// the search history of a signed-in citizen), search records and search by service code.
import type { Context, Hono } from 'hono';
import { optionalCitizen, requireCitizen } from '../auth/middleware.ts';
import type { AppDeps, AppEnv } from '../deps.ts';
import { listDepartments, listServices } from '../catalogue/entities.ts';
import type { Queryable } from '../db/types.ts';
import { flag, keyword as keywordOf, readJsonObject, text } from '../http/input.ts';
import { invalid, noContent, ok } from '../http/reply.ts';
import { responseCache } from '../http/response-cache.ts';

const HISTORY_SHOWN = 10;
const RECOMMEND_SHOWN = 10;

async function search(db: Queryable, c: Context<AppEnv>, keyword: string, remoteCounter: boolean) {
  const lang = c.get('lang');
  const departments = await listDepartments(db, lang, { keyword, remoteCounter });
  const services = await listServices(db, lang, { keyword, remoteCounter });
  return { departments, services };
}

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
    return ok(c, await listServices(db, c.get('lang'), { keyword: keywordOf(c.get('lang'), raw), remoteCounter, limit: RECOMMEND_SHOWN }));
  });

  app.get('/api/appms/services/keyword/:keyword', cache, async (c) =>
    ok(c, await search(db, c, keywordOf(c.get('lang'), c.req.param('keyword')), flag(c.req.query('remoteCounter')))),
  );

  app.post('/api/appms/services/keyword', optionalCitizen(deps), async (c) => {
    const body = await readJsonObject(c);
    const keyword = keywordOf(c.get('lang'), body.keyword);
    const result = await search(db, c, keyword, flag(body.remoteCounter));
    // The history belongs to the token's citizen; a euid in the body is never trusted.
    const citizen = c.get('citizen');
    if (citizen && flag(body.record)) {
      await db.query(
        `INSERT INTO search_records (euid, keyword, searched_at) VALUES ($1, $2, now())
         ON CONFLICT (euid, keyword) DO UPDATE SET searched_at = now()`,
        [citizen.euid, keyword],
      );
    }
    return ok(c, result);
  });

  app.post('/api/appms/getSearchRecords', optionalCitizen(deps), async (c) => {
    const body = await readJsonObject(c);
    text(c.get('lang'), body.euid, 'euid', { max: 100 });
    const citizen = c.get('citizen');
    if (!citizen) return ok(c, []);
    const rows = await db.query<{ keyword: string }>(
      `SELECT keyword FROM search_records WHERE euid = $1 ORDER BY searched_at DESC, id DESC LIMIT ${HISTORY_SHOWN}`,
      [citizen.euid],
    );
    return ok(c, rows.map((r) => r.keyword));
  });

  app.delete('/api/appms/searchRecord', requireCitizen(deps), async (c) => {
    await db.query('DELETE FROM search_records WHERE euid = $1', [c.get('citizen')!.euid]);
    return noContent(c);
  });

  app.get('/api/appms/services/publicService/:code', cache, async (c) => {
    const code = c.req.param('code').trim();
    if (!/^[A-Za-z0-9_-]{1,50}$/.test(code)) throw invalid(c.get('lang'), 'invalidValue', { field: 'code' });
    return ok(c, await listServices(db, c.get('lang'), { code, remoteCounter: flag(c.req.query('remoteCounter')) }));
  });
}
