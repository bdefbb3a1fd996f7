// Favourite services and recently used services of the signed-in citizen (SPEC.md §3
// Favourite and Recently used, §7 "Favourites, tickets, history"). Ticket favourites and
// memos are the booking side's (favourite/tickets, favourite/memo).
import type { Hono } from 'hono';
import type { Lang } from '../../src/common/languages.ts';
import { requireCitizen } from '../auth/middleware.ts';
import type { AppDeps, AppEnv } from '../deps.ts';
import { addFavourite, deleteFavourite, listFavourites, type Favourite, type FavouriteType } from '../favourites/favourites.ts';
import { recentlyUsed } from '../favourites/recently-used.ts';
import { id, mobile, pageNumber, pathId, readJsonObject, text } from '../http/input.ts';
import { invalid, noContent, notFound, ok } from '../http/reply.ts';

/** QUEUE, or the reservation kind under any of its spellings (RESERCATION is the wire's). */
function favouriteType(lang: Lang, value: unknown): FavouriteType {
  const s = typeof value === 'string' ? value.trim().toUpperCase() : '';
  if (s === 'QUEUE' || s === 'TICKETQUEUE') return 'QUEUE';
  if (s === 'RESERCATION' || s === 'RESERVATION' || s === 'TICKETRESERVATION' || s === 'PERIOD') return 'RESERCATION';
  throw invalid(lang, 'favouriteTypeInvalid');
}

const checked = (list: Favourite[]) => ({ favourite: list.length > 0, id: list[0]?.id ?? null, favourites: list });

export function favouriteRoutes(app: Hono<AppEnv>, deps: AppDeps) {
  const { db } = deps;
  const auth = requireCitizen(deps);

  app.get('/api/favourite/services', auth, async (c) => ok(c, await listFavourites(db, c.get('lang'), c.get('citizen')!.euid)));

  app.post('/api/favourite', auth, async (c) => {
    const lang = c.get('lang');
    const citizen = c.get('citizen')!;
    const body = await readJsonObject(c);
    const phone = mobile(lang, text(lang, body.mobArea, 'mobArea', { max: 16 }) ?? citizen.mobArea, body.mobNum);
    const serviceId = id(lang, body.serviceId, 'serviceId');
    const locationId = id(lang, body.locationId, 'locationId');
    const type = favouriteType(lang, body.type ?? body.ticketType);
    const favourite = await addFavourite(db, lang, citizen.euid, phone, serviceId, locationId, type);
    if (!favourite) throw notFound(lang, 'serviceNotAtLocation');
    return ok(c, favourite);
  });

  app.get('/api/favourite/checkService/:serviceId/:locationId', auth, async (c) => {
    const filter = { serviceId: pathId(c, 'serviceId'), locationId: pathId(c, 'locationId') };
    return ok(c, checked(await listFavourites(db, c.get('lang'), c.get('citizen')!.euid, filter)));
  });

  // Whether a service is a favourite at any location.
  app.get('/api/favourite/check/:id', auth, async (c) => {
    return ok(c, checked(await listFavourites(db, c.get('lang'), c.get('citizen')!.euid, { serviceId: pathId(c, 'id') })));
  });

  // Numeric ids only, so favourite/tickets, favourite/memo and friends reach their own routes.
  app.get('/api/favourite/:id{[0-9]+}', auth, async (c) => {
    const [favourite] = await listFavourites(db, c.get('lang'), c.get('citizen')!.euid, { id: pathId(c, 'id') });
    if (!favourite) throw notFound(c.get('lang'), 'favouriteNotFound');
    return ok(c, favourite);
  });

  app.delete('/api/favourite/:id{[0-9]+}', auth, async (c) => {
    if (!(await deleteFavourite(db, c.get('citizen')!.euid, pathId(c, 'id')))) throw notFound(c.get('lang'), 'favouriteNotFound');
    return noContent(c);
  });

  // Recently used: the latest use of each service, location and kind, newest first, paged.
  app.get('/api/history/services', auth, async (c) => {
    const lang = c.get('lang');
    const page = pageNumber(lang, c.req.query('page'), 'page', 0, 100_000);
    const size = Math.max(1, pageNumber(lang, c.req.query('size'), 'size', 5, 50));
    return ok(c, await recentlyUsed(db, lang, c.get('citizen')!.euid, page, size));
  });
}
