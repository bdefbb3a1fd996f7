// The app lookups area (docs/behaviour/7-api.md "App lookups"), mounted at /api/app: the lists
// asked for with size=999, consent and the privacy clause. Consent is the token holder's own:
// the account named in the path or body is not trusted.
//   location/{id}                          service types offered at a location, with their services there
//   location/service/{serviceId}[/{depId}] locations offering a service (of one department)
//   service/{id}[/{locationId}]            one service (its locations, or only that location)
//   serviceType/{id}[/{locationId}]        the services of a type (offered at that location)
import { Hono } from 'hono';
import { requireCitizen } from '../auth/middleware.ts';
import type { AppDeps, AppEnv } from '../deps.ts';
import { exists, listServices, listServiceTypes } from '../catalogue/entities.ts';
import { flag, id, pageNumber, text } from '../http/input.ts';
import { ok } from '../http/reply.ts';
import { responseCache } from '../http/response-cache.ts';
import { jsonBody, pathParams, queryValues } from '../http/validators.ts';
import { hasConsented, privacyClause, recordConsent } from '../identity/consent.ts';
import { notFound } from '../refusal.ts';

const MAX_SIZE = 999;

/** The page asked for and the remote-counter scope. */
const listQuery = queryValues((q) => ({
  page: pageNumber(q.page, 'page', 0, 100_000),
  size: pageNumber(q.size, 'size', MAX_SIZE, MAX_SIZE) || MAX_SIZE,
  remoteCounter: flag(q.remoteCounter),
}));

const paged = <T>(list: T[], { page, size }: { page: number; size: number }) => list.slice(page * size, page * size + size);

/** An id and an optional second id in the path. */
const ids = <A extends string, B extends string>(a: A, b: B) =>
  pathParams((p) => {
    const first = id(p[a], a);
    return { [a]: first, [b]: p[b] === undefined ? undefined : id(p[b], b) } as Record<A, number> & Record<B, number | undefined>;
  });

export function appLookupsArea(deps: AppDeps) {
  const { db, config } = deps;
  const area = new Hono<AppEnv>();
  const cache = responseCache(config.catalogueCacheMs);

  area.get('/location/service/:serviceId/:depId?', cache, ids('serviceId', 'depId'), listQuery, async (c) => {
    const { serviceId, depId } = c.req.valid('param');
    const query = c.req.valid('query');
    const [service] = await listServices(db, { ids: [serviceId], remoteCounter: query.remoteCounter });
    if (!service) {
      if (!(await exists(db, 'services', serviceId))) throw notFound('serviceNotFound');
      return ok(c, []);
    }
    return ok(c, paged(service.locations.filter((l) => depId === undefined || l.depId === depId), query));
  });

  area.get('/location/:id', cache, pathParams((p) => ({ locationId: id(p.id, 'id') })), listQuery, async (c) => {
    const { locationId } = c.req.valid('param');
    if (!(await exists(db, 'locations', locationId))) throw notFound('locationNotFound');
    return ok(c, paged(await listServiceTypes(db, { locationId }), c.req.valid('query')));
  });

  area.get('/service/:id/:locationId?', cache, ids('id', 'locationId'), queryValues((q) => ({ remoteCounter: flag(q.remoteCounter) })), async (c) => {
    const { id: serviceId, locationId } = c.req.valid('param');
    const [service] = await listServices(db, { ids: [serviceId], locationId, ...c.req.valid('query') });
    if (!service) throw notFound(locationId === undefined ? 'serviceNotFound' : 'serviceNotAtLocation');
    return ok(c, service);
  });

  area.get('/serviceType/:id/:locationId?', cache, ids('id', 'locationId'), listQuery, async (c) => {
    const { id: serviceTypeId, locationId } = c.req.valid('param');
    const query = c.req.valid('query');
    if (!(await exists(db, 'service_types', serviceTypeId))) throw notFound('serviceTypeNotFound');
    return ok(c, paged(await listServices(db, { serviceTypeIds: [serviceTypeId], locationId, remoteCounter: query.remoteCounter }), query));
  });

  // The privacy consent dialog shows until the token holder has accepted it on this device.
  // The account segment keeps the contract's path; whoever it names, the holder's is read.
  area.get(
    '/checkConsent/:account/:deviceId',
    requireCitizen(deps),
    pathParams((p) => {
      text(p.account, 'account', { max: 200 });
      return { deviceId: text(p.deviceId, 'deviceId', { required: true, max: 200 }) ?? '' };
    }),
    async (c) => ok(c, { show: !(await hasConsented(db, c.get('citizen').euid, c.req.valid('param').deviceId)) }),
  );

  area.post(
    '/consent',
    requireCitizen(deps),
    jsonBody((body) => {
      text(body.account, 'account', { max: 200 });
      return { deviceId: text(body.deviceId, 'deviceId', { required: true, max: 200 }) ?? '' };
    }),
    async (c) => {
      await recordConsent(db, c.get('citizen').euid, c.req.valid('json').deviceId, deps.clock.now());
      return ok(c, { show: false });
    },
  );

  area.get('/privacyClause/:id', cache, pathParams((p) => ({ id: id(p.id, 'id') })), async (c) => {
    const clause = await privacyClause(db, c.req.valid('param').id);
    if (!clause) throw notFound('privacyClauseNotFound');
    return ok(c, clause);
  });

  return area;
}
