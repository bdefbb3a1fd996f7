// Catalogue calls of SPEC.md §7 "Booking and catalogue": gray test, counts, categories,
// departments, service types, locations, guides and the remote-counter flag.
import type { Hono } from 'hono';
import { optionalCitizen } from '../auth/middleware.ts';
import type { AppDeps, AppEnv } from '../deps.ts';
import { exists, listCategories, listDepartments, listLocations, listServiceTypes } from '../catalogue/entities.ts';
import { onWhitelist, seesGrayTest } from '../catalogue/gray-test.ts';
import { catalogueCounts, listGuides } from '../catalogue/home.ts';
import { flag, pathId, readJsonObject, text } from '../http/input.ts';
import { notFound, ok } from '../http/reply.ts';
import { responseCache } from '../http/response-cache.ts';

export function catalogueRoutes(app: Hono<AppEnv>, deps: AppDeps) {
  const { db, clock, config } = deps;
  const cache = responseCache(config.catalogueCacheMs, clock);

  // The whitelist names citizens: a caller learns only their own entry (an empty list without a
  // token or when not listed). The answer depends on the caller, so it is never cached.
  app.get('/api/booking/grayTestWhitelist', optionalCitizen(deps), async (c) => {
    const citizen = c.get('citizen');
    if (!citizen) return ok(c, []);
    return ok(c, (await onWhitelist(db, citizen.euid)) ? [citizen.euid] : []);
  });

  // Gray test: with an empty whitelist every citizen sees the function; otherwise only those
  // listed. The citizen is the token's: a euid in the body is checked for shape, never trusted.
  app.post('/api/booking/showGrayTestFunc', optionalCitizen(deps), async (c) => {
    const body = await readJsonObject(c);
    text(c.get('lang'), body.euid, 'euid', { max: 100 });
    return ok(c, { showGrayTestFunc: await seesGrayTest(db, c.get('citizen')?.euid ?? '') });
  });

  app.get('/api/booking/count', cache, async (c) => ok(c, await catalogueCounts(db, flag(c.req.query('remoteCounter')))));

  app.get('/api/booking/categories', cache, async (c) => ok(c, await listCategories(db, c.get('lang'))));

  app.get('/api/booking/departments/:categoryId', cache, async (c) => {
    const categoryId = pathId(c, 'categoryId');
    if (!(await exists(db, 'categories', categoryId))) throw notFound(c.get('lang'), 'categoryNotFound');
    return ok(c, await listDepartments(db, c.get('lang'), { categoryId }));
  });

  app.get('/api/booking/departments', cache, async (c) =>
    ok(c, await listDepartments(db, c.get('lang'), { remoteCounter: flag(c.req.query('remoteCounter')) })),
  );

  app.get('/api/booking/otherCategories', cache, async (c) => ok(c, await listDepartments(db, c.get('lang'), { categoryId: null })));

  app.get('/api/booking/serviceTypes/:id', cache, async (c) => {
    const departmentId = pathId(c, 'id');
    if (!(await exists(db, 'departments', departmentId))) throw notFound(c.get('lang'), 'departmentNotFound');
    return ok(c, await listServiceTypes(db, c.get('lang'), { departmentId, remoteCounter: flag(c.req.query('remoteCounter')) }));
  });

  app.get('/api/booking/location/:id', cache, async (c) => {
    const [location] = await listLocations(db, c.get('lang'), { ids: [pathId(c, 'id')] });
    if (!location) throw notFound(c.get('lang'), 'locationNotFound');
    return ok(c, location);
  });

  app.get('/api/booking/locations/department/:id', cache, async (c) => {
    const departmentId = pathId(c, 'id');
    if (!(await exists(db, 'departments', departmentId))) throw notFound(c.get('lang'), 'departmentNotFound');
    return ok(c, await listLocations(db, c.get('lang'), { departmentId, remoteCounter: flag(c.req.query('remoteCounter')) }));
  });

  app.get('/api/booking/guides', cache, async (c) => ok(c, await listGuides(db, c.get('lang'))));

  // Whether a location is a remote counter, and whether it needs a one-account login.
  app.get('/api/booking/remoteCounterflag/:x', cache, async (c) => {
    const [location] = await listLocations(db, c.get('lang'), { ids: [pathId(c, 'x')] });
    if (!location) throw notFound(c.get('lang'), 'locationNotFound');
    return ok(c, { remoteCounter: location.remoteCounter, rcServiceLogin: location.rcServiceLogin });
  });
}
