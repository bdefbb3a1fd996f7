// The app/* lookups of SPEC.md §7 (lists asked for with size=999), consent and privacy clause.
// Consent is the token holder's own: the account named in the path or body is not trusted.
//   app/location/{id}                          service types offered at a location, with their services there
//   app/location/service/{serviceId}[/{depId}] locations offering a service (of one department)
//   app/service/{id}[/{locationId}]            one service (its locations, or only that location)
//   app/serviceType/{id}[/{locationId}]        the services of a type (offered at that location)
import type { Context, Hono } from 'hono';
import { requireCitizen } from '../auth/middleware.ts';
import type { AppDeps, AppEnv } from '../deps.ts';
import { exists, listServices, listServiceTypes } from '../catalogue/entities.ts';
import { flag, pageNumber, pathId, readJsonObject, text } from '../http/input.ts';
import { notFound, ok } from '../http/reply.ts';
import { responseCache } from '../http/response-cache.ts';
import { hasConsented, privacyClause, recordConsent } from '../identity/consent.ts';

const MAX_SIZE = 999;

function paged<T>(c: Context<AppEnv>, list: T[]): T[] {
  const page = pageNumber(c.get('lang'), c.req.query('page'), 'page', 0, 100_000);
  const size = pageNumber(c.get('lang'), c.req.query('size'), 'size', MAX_SIZE, MAX_SIZE) || MAX_SIZE;
  return list.slice(page * size, page * size + size);
}

export function appLookupRoutes(app: Hono<AppEnv>, deps: AppDeps) {
  const { db, config } = deps;
  const cache = responseCache(config.catalogueCacheMs);

  app.get('/api/app/location/service/:serviceId/:depId?', cache, async (c) => {
    const serviceId = pathId(c, 'serviceId');
    const depId = c.req.param('depId') === undefined ? undefined : pathId(c, 'depId');
    const [service] = await listServices(db, c.get('lang'), { ids: [serviceId], remoteCounter: flag(c.req.query('remoteCounter')) });
    if (!service) {
      if (!(await exists(db, 'services', serviceId))) throw notFound(c.get('lang'), 'serviceNotFound');
      return ok(c, []);
    }
    return ok(c, paged(c, service.locations.filter((l) => depId === undefined || l.depId === depId)));
  });

  app.get('/api/app/location/:id', cache, async (c) => {
    const locationId = pathId(c, 'id');
    if (!(await exists(db, 'locations', locationId))) throw notFound(c.get('lang'), 'locationNotFound');
    return ok(c, paged(c, await listServiceTypes(db, c.get('lang'), { locationId })));
  });

  app.get('/api/app/service/:id/:locationId?', cache, async (c) => {
    const id = pathId(c, 'id');
    const locationId = c.req.param('locationId') === undefined ? undefined : pathId(c, 'locationId');
    const [service] = await listServices(db, c.get('lang'), { ids: [id], locationId, remoteCounter: flag(c.req.query('remoteCounter')) });
    if (!service) throw notFound(c.get('lang'), locationId === undefined ? 'serviceNotFound' : 'serviceNotAtLocation');
    return ok(c, service);
  });

  app.get('/api/app/serviceType/:id/:locationId?', cache, async (c) => {
    const id = pathId(c, 'id');
    const locationId = c.req.param('locationId') === undefined ? undefined : pathId(c, 'locationId');
    if (!(await exists(db, 'service_types', id))) throw notFound(c.get('lang'), 'serviceTypeNotFound');
    return ok(c, paged(c, await listServices(db, c.get('lang'), {
      serviceTypeIds: [id], locationId, remoteCounter: flag(c.req.query('remoteCounter')),
    })));
  });

  // The privacy consent dialog shows until the token holder has accepted it on this device.
  // The account segment keeps the contract's path; whoever it names, the holder's is read.
  app.get('/api/app/checkConsent/:account/:deviceId', requireCitizen(deps), async (c) => {
    text(c.get('lang'), c.req.param('account'), 'account', { max: 200 });
    const deviceId = text(c.get('lang'), c.req.param('deviceId'), 'deviceId', { required: true, max: 200 })!;
    return ok(c, { show: !(await hasConsented(db, c.get('citizen')!.euid, deviceId)) });
  });

  app.post('/api/app/consent', requireCitizen(deps), async (c) => {
    const body = await readJsonObject(c);
    text(c.get('lang'), body.account, 'account', { max: 200 });
    const account = c.get('citizen')!.euid;
    const deviceId = text(c.get('lang'), body.deviceId, 'deviceId', { required: true, max: 200 })!;
    await recordConsent(db, account, deviceId);
    return ok(c, { show: false });
  });

  app.get('/api/app/privacyClause/:id', cache, async (c) => {
    const clause = await privacyClause(db, c.get('lang'), pathId(c, 'id'));
    if (!clause) throw notFound(c.get('lang'), 'privacyClauseNotFound');
    return ok(c, clause);
  });
}
