// The favourites area (docs/behaviour/3-entities.md Favourite and Recently used,
// docs/behaviour/7-api.md "Favourites, tickets, history"), mounted at /api: the signed-in
// citizen's favourite services and recently used services. Ticket favourites and memos are the
// tickets area's (favourite/tickets, favourite/memo).
import { Hono, type Context } from 'hono';
import { requireCitizen } from '../auth/middleware.ts';
import type { AppDeps, AppEnv, SignedIn } from '../deps.ts';
import { addFavourite, deleteFavourite, listFavourites, type Favourite, type FavouriteType } from '../favourites/favourites.ts';
import { recentlyUsed } from '../favourites/recently-used.ts';
import { id, mobile, pageNumber, text } from '../http/input.ts';
import { noContent, ok } from '../http/reply.ts';
import { jsonBody, pathParams, queryValues } from '../http/validators.ts';
import { invalid, notFound } from '../refusal.ts';

/** QUEUE, or the reservation kind under any of its spellings (RESERCATION is the wire's). */
function favouriteType(value: unknown): FavouriteType {
  const s = typeof value === 'string' ? value.trim().toUpperCase() : '';
  if (s === 'QUEUE' || s === 'TICKETQUEUE') return 'QUEUE';
  if (s === 'RESERCATION' || s === 'RESERVATION' || s === 'TICKETRESERVATION' || s === 'PERIOD') return 'RESERCATION';
  throw invalid('favouriteTypeInvalid');
}

const checked = (list: Favourite[]) => ({ favourite: list.length > 0, id: list[0]?.id ?? null, favourites: list });

const idIn = pathParams((p) => ({ id: id(p.id, 'id') }));

export function favouritesArea(deps: AppDeps) {
  const { db } = deps;
  const area = new Hono<AppEnv>();
  const signedIn = requireCitizen(deps);

  area.get('/favourite/services', signedIn, async (c) => ok(c, await listFavourites(db, c.get('citizen').euid)));

  area.post(
    '/favourite',
    signedIn,
    jsonBody((body, c: Context<SignedIn>) => ({
      // The citizen's own area when the body names none.
      phone: mobile(text(body.mobArea, 'mobArea', { max: 16 }) ?? c.get('citizen').mobArea, body.mobNum),
      serviceId: id(body.serviceId, 'serviceId'),
      locationId: id(body.locationId, 'locationId'),
      type: favouriteType(body.type ?? body.ticketType),
    })),
    async (c) => {
      const { phone, serviceId, locationId, type } = c.req.valid('json');
      const favourite = await addFavourite(db, c.get('citizen').euid, phone, serviceId, locationId, type);
      if (!favourite) throw notFound('serviceNotAtLocation');
      return ok(c, favourite);
    },
  );

  area.get(
    '/favourite/checkService/:serviceId/:locationId',
    signedIn,
    pathParams((p) => ({ serviceId: id(p.serviceId, 'serviceId'), locationId: id(p.locationId, 'locationId') })),
    async (c) => ok(c, checked(await listFavourites(db, c.get('citizen').euid, c.req.valid('param')))),
  );

  // Whether a service is a favourite at any location.
  area.get('/favourite/check/:id', signedIn, idIn, async (c) =>
    ok(c, checked(await listFavourites(db, c.get('citizen').euid, { serviceId: c.req.valid('param').id }))),
  );

  // Digits only, so favourite/tickets, favourite/memo and friends reach the tickets area.
  area.get('/favourite/:id{[0-9]+}', signedIn, idIn, async (c) => {
    const [favourite] = await listFavourites(db, c.get('citizen').euid, c.req.valid('param'));
    if (!favourite) throw notFound('favouriteNotFound');
    return ok(c, favourite);
  });

  area.delete('/favourite/:id{[0-9]+}', signedIn, idIn, async (c) => {
    if (!(await deleteFavourite(db, c.get('citizen').euid, c.req.valid('param').id))) throw notFound('favouriteNotFound');
    return noContent(c);
  });

  // Recently used: the latest use of each service, location and kind, newest first, paged.
  area.get(
    '/history/services',
    signedIn,
    queryValues((q) => ({ page: pageNumber(q.page, 'page', 0, 100_000), size: Math.max(1, pageNumber(q.size, 'size', 5, 50)) })),
    async (c) => {
      const { page, size } = c.req.valid('query');
      return ok(c, await recentlyUsed(db, c.get('citizen').euid, page, size));
    },
  );

  return area;
}
