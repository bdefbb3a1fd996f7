// The catalogue area (docs/behaviour/7-api.md "Booking and catalogue"), mounted at /api/booking:
// gray test, counts, categories, departments, service types, locations, guides, the
// remote-counter flag, and the service-level calls (locations of a service, the location-service
// answer, reservation parameters, hot services, one service by id). Reference data is cached
// briefly per process (server/http/response-cache.ts); what depends on the caller is not.
import { Hono } from 'hono';
import { optionalCitizen } from '../auth/middleware.ts';
import type { AppDeps, AppEnv } from '../deps.ts';
import { locationService } from '../catalogue/availability.ts';
import { exists, listCategories, listDepartments, listLocations, listServices, listServiceTypes } from '../catalogue/entities.ts';
import { onWhitelist, seesGrayTest } from '../catalogue/gray-test.ts';
import { catalogueCounts, listGuides } from '../catalogue/home.ts';
import { loadParameters } from '../booking/parameters.ts';
import { flag, id, text } from '../http/input.ts';
import { ok } from '../http/reply.ts';
import { responseCache } from '../http/response-cache.ts';
import { jsonBody, pathParams, queryValues } from '../http/validators.ts';
import { notFound } from '../refusal.ts';

export const LIVE_CACHE_MS = 1_000;

/** The id in the path segment `name`. */
const idIn = <K extends string>(name: K) => pathParams((p) => ({ [name]: id(p[name], name) }) as Record<K, number>);
const remoteCounter = queryValues((q) => ({ remoteCounter: flag(q.remoteCounter) }));

export function catalogueArea(deps: AppDeps) {
  const { db, clock, config } = deps;
  const area = new Hono<AppEnv>();
  const cache = responseCache(config.catalogueCacheMs, clock);
  // locationService carries live queue figures, polled every 10 s by the page (docs/behaviour/9-constants.md):
  // a process reuses one answer for at most a second, however long the catalogue TTL.
  const live = responseCache(Math.min(LIVE_CACHE_MS, config.catalogueCacheMs), clock);

  // The whitelist names citizens: a caller learns only their own entry (an empty list without a
  // token or when not listed). The answer depends on the caller, so it is never cached.
  area.get('/grayTestWhitelist', optionalCitizen(deps), async (c) => {
    const citizen = c.get('citizen');
    if (!citizen) return ok(c, []);
    return ok(c, (await onWhitelist(db, citizen.euid)) ? [citizen.euid] : []);
  });

  // Gray test: with an empty whitelist every citizen sees the function; otherwise only those
  // listed. The citizen is the token's: a euid in the body is checked for shape, never trusted.
  area.post('/showGrayTestFunc', optionalCitizen(deps), jsonBody((body) => ({ euid: text(body.euid, 'euid', { max: 100 }) })), async (c) =>
    ok(c, { showGrayTestFunc: await seesGrayTest(db, c.get('citizen')?.euid ?? '') }),
  );

  area.get('/count', cache, remoteCounter, async (c) => ok(c, await catalogueCounts(db, c.req.valid('query').remoteCounter)));

  area.get('/categories', cache, async (c) => ok(c, await listCategories(db)));

  area.get('/departments/:categoryId', cache, idIn('categoryId'), async (c) => {
    const { categoryId } = c.req.valid('param');
    if (!(await exists(db, 'categories', categoryId))) throw notFound('categoryNotFound');
    return ok(c, await listDepartments(db, { categoryId }));
  });

  area.get('/departments', cache, remoteCounter, async (c) => ok(c, await listDepartments(db, c.req.valid('query'))));

  area.get('/otherCategories', cache, async (c) => ok(c, await listDepartments(db, { categoryId: null })));

  area.get('/serviceTypes/:id', cache, idIn('id'), remoteCounter, async (c) => {
    const departmentId = c.req.valid('param').id;
    if (!(await exists(db, 'departments', departmentId))) throw notFound('departmentNotFound');
    return ok(c, await listServiceTypes(db, { departmentId, ...c.req.valid('query') }));
  });

  area.get('/location/:id', cache, idIn('id'), async (c) => {
    const [location] = await listLocations(db, { ids: [c.req.valid('param').id] });
    if (!location) throw notFound('locationNotFound');
    return ok(c, location);
  });

  area.get('/locations/department/:id', cache, idIn('id'), remoteCounter, async (c) => {
    const departmentId = c.req.valid('param').id;
    if (!(await exists(db, 'departments', departmentId))) throw notFound('departmentNotFound');
    return ok(c, await listLocations(db, { departmentId, ...c.req.valid('query') }));
  });

  area.get('/guides', cache, async (c) => ok(c, await listGuides(db)));

  // Whether a location is a remote counter, and whether it needs a one-account login.
  area.get('/remoteCounterflag/:x', cache, idIn('x'), async (c) => {
    const [location] = await listLocations(db, { ids: [c.req.valid('param').x] });
    if (!location) throw notFound('locationNotFound');
    return ok(c, { remoteCounter: location.remoteCounter, rcServiceLogin: location.rcServiceLogin });
  });

  area.get('/locations/:serviceId', cache, idIn('serviceId'), remoteCounter, async (c) => {
    const { serviceId } = c.req.valid('param');
    const [service] = await listServices(db, { ids: [serviceId], ...c.req.valid('query') });
    if (!service) {
      if (!(await exists(db, 'services', serviceId))) throw notFound('serviceNotFound');
      return ok(c, []);
    }
    return ok(c, service.locations);
  });

  area.get(
    '/locationService/:serviceId/:locationId',
    live,
    pathParams((p) => ({ serviceId: id(p.serviceId, 'serviceId'), locationId: id(p.locationId, 'locationId') })),
    async (c) => {
      const { serviceId, locationId } = c.req.valid('param');
      const answer = await locationService(db, clock, serviceId, locationId);
      if (!answer) throw notFound('serviceNotAtLocation');
      return ok(c, answer);
    },
  );

  // Parameters in form order; the client sends them back as parameter1..n (by position).
  area.get('/reservationParameters/:serviceId', cache, idIn('serviceId'), async (c) => {
    const { serviceId } = c.req.valid('param');
    if (!(await exists(db, 'services', serviceId))) throw notFound('serviceNotFound');
    const parameters = await loadParameters(db, serviceId);
    return ok(c, parameters.map((p) => ({
      id: p.id,
      key: `parameter${p.position}`,
      position: p.position,
      parameterType: p.parameterType,
      name: p.name,
      description: p.description,
      required: p.required,
      value: null,
      options: p.options.map((o) => ({ value: o.value, name: o[c.get('lang')] ?? o.value })),
    })));
  });

  area.get('/service/hotServices', cache, remoteCounter, async (c) => {
    const services = await listServices(db, { hot: true, ...c.req.valid('query') });
    const ids = [...new Set(services.flatMap((s) => s.locations.map((l) => l.id)))];
    const locations = ids.length ? await listLocations(db, { ids }) : [];
    return ok(c, { services, locations });
  });

  area.get('/service/id/:id', cache, idIn('id'), async (c) => {
    const [service] = await listServices(db, { ids: [c.req.valid('param').id] });
    if (!service) throw notFound('serviceNotFound');
    return ok(c, service);
  });

  return area;
}
