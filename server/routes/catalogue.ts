// Catalogue calls of SPEC.md §7 "Booking and catalogue": gray test, counts, categories,
// departments, service types, locations, guides and the remote-counter flag.
import type { Hono } from 'hono';
import { optionalCitizen } from '../auth/middleware.ts';
import type { AppDeps, AppEnv } from '../deps.ts';
import { exists, listCategories, listDepartments, listLocations, listServiceTypes } from '../catalogue/entities.ts';
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
    const rows = await db.query<{ euid: string }>('SELECT euid FROM gray_test_whitelist WHERE euid = $1', [citizen.euid]);
    return ok(c, rows.map((r) => r.euid));
  });

  // Gray test: with an empty whitelist every citizen sees the function; otherwise only those
  // listed. The citizen is the token's: a euid in the body is checked for shape, never trusted.
  app.post('/api/booking/showGrayTestFunc', optionalCitizen(deps), async (c) => {
    const body = await readJsonObject(c);
    text(c.get('lang'), body.euid, 'euid', { max: 100 });
    const [row] = await db.query<{ total: number; listed: number }>(
      'SELECT count(*)::int AS total, count(*) FILTER (WHERE euid = $1)::int AS listed FROM gray_test_whitelist',
      [c.get('citizen')?.euid ?? ''],
    );
    return ok(c, { showGrayTestFunc: (row?.total ?? 0) === 0 || (row?.listed ?? 0) > 0 });
  });

  app.get('/api/booking/count', cache, async (c) => {
    const remote = flag(c.req.query('remoteCounter'));
    const [row] = await db.query<{ depSize: number; serSize: number }>(
      `SELECT (SELECT count(*)::int FROM departments d WHERE NOT d.suspended
                 ${remote ? 'AND EXISTS (SELECT 1 FROM locations l WHERE l.department_id = d.id AND l.remote_counter)' : ''}) AS "depSize",
              (SELECT count(*)::int FROM services s JOIN departments d ON d.id = s.department_id
                WHERE NOT s.suspended AND NOT d.suspended
                  ${remote ? 'AND EXISTS (SELECT 1 FROM service_locations sl JOIN locations l ON l.id = sl.location_id WHERE sl.service_id = s.id AND l.remote_counter)' : ''}) AS "serSize"`,
    );
    return ok(c, row);
  });

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

  app.get('/api/booking/guides', cache, async (c) => {
    const lang = c.get('lang');
    return ok(c, await db.query(
      `SELECT id, title_${lang} AS "title", image_url AS "imageUrl", link_url AS "linkUrl" FROM guides ORDER BY sort, id`,
    ));
  });

  // Whether a location is a remote counter, and whether it needs a one-account login.
  app.get('/api/booking/remoteCounterflag/:x', cache, async (c) => {
    const [row] = await db.query<{ remoteCounter: boolean; rcServiceLogin: boolean }>(
      'SELECT remote_counter AS "remoteCounter", rc_service_login AS "rcServiceLogin" FROM locations WHERE id = $1',
      [pathId(c, 'x')],
    );
    if (!row) throw notFound(c.get('lang'), 'locationNotFound');
    return ok(c, row);
  });
}
