// Service-level catalogue calls of SPEC.md §7: locations of a service, the location-service
// availability answer, reservation parameters, hot services and one service by id.
import type { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../deps.ts';
import { locationService } from '../catalogue/availability.ts';
import { exists, listLocations, listServices } from '../catalogue/entities.ts';
import { loadParameters } from '../booking/parameters.ts';
import { flag, pathId } from '../http/input.ts';
import { notFound, ok } from '../http/reply.ts';
import { responseCache } from '../http/response-cache.ts';

export const LIVE_CACHE_MS = 1_000;

export function serviceRoutes(app: Hono<AppEnv>, { db, clock, config }: AppDeps) {
  const cache = responseCache(config.catalogueCacheMs, clock);
  // locationService carries live queue figures, polled every 10 s by the page (SPEC.md §9):
  // a process reuses one answer for at most a second, however long the catalogue TTL.
  const live = responseCache(Math.min(LIVE_CACHE_MS, config.catalogueCacheMs), clock);

  app.get('/api/booking/locations/:serviceId', cache, async (c) => {
    const [service] = await listServices(db, c.get('lang'), { ids: [pathId(c, 'serviceId')], remoteCounter: flag(c.req.query('remoteCounter')) });
    if (!service) {
      if (!(await exists(db, 'services', pathId(c, 'serviceId')))) throw notFound(c.get('lang'), 'serviceNotFound');
      return ok(c, []);
    }
    return ok(c, service.locations);
  });

  app.get('/api/booking/locationService/:serviceId/:locationId', live, async (c) => {
    const serviceId = pathId(c, 'serviceId');
    const locationId = pathId(c, 'locationId');
    const answer = await locationService(db, clock, serviceId, locationId);
    if (!answer) throw notFound(c.get('lang'), 'serviceNotAtLocation');
    return ok(c, answer);
  });

  // Parameters in form order; the client sends them back as parameter1..n (by position).
  app.get('/api/booking/reservationParameters/:serviceId', cache, async (c) => {
    const serviceId = pathId(c, 'serviceId');
    if (!(await exists(db, 'services', serviceId))) throw notFound(c.get('lang'), 'serviceNotFound');
    const lang = c.get('lang');
    const parameters = await loadParameters(db, lang, serviceId);
    return ok(c, parameters.map((p) => ({
      id: p.id,
      key: `parameter${p.position}`,
      position: p.position,
      parameterType: p.parameterType,
      name: p.name,
      description: p.description,
      required: p.required,
      value: null,
      options: p.options.map((o) => ({ value: o.value, name: o[lang] ?? o.value })),
    })));
  });

  app.get('/api/booking/service/hotServices', cache, async (c) => {
    const services = await listServices(db, c.get('lang'), { hot: true, remoteCounter: flag(c.req.query('remoteCounter')) });
    const ids = [...new Set(services.flatMap((s) => s.locations.map((l) => l.id)))];
    const locations = ids.length ? await listLocations(db, c.get('lang'), { ids }) : [];
    return ok(c, { services, locations });
  });

  app.get('/api/booking/service/id/:id', cache, async (c) => {
    const [service] = await listServices(db, c.get('lang'), { ids: [pathId(c, 'id')] });
    if (!service) throw notFound(c.get('lang'), 'serviceNotFound');
    return ok(c, service);
  });
}
