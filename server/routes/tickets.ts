// The citizen's tickets (SPEC.md §7 "Favourites, tickets, history"): lists, detail, cancel,
// notes (memo) and the count badge. Registered before the favourites module so that
// favourite/tickets and favourite/memo are not read as favourite/{id}.
import type { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../deps.ts';
import { optionalCitizen, requireCitizen } from '../auth/middleware.ts';
import { id, readJsonObject } from '../http/input.ts';
import { forbidden, noContent, notFound, ok } from '../http/reply.ts';
import { publicTicketView } from '../booking/public-ticket.ts';
import { deleteMemo, keepMemo } from '../booking/memos.ts';
import { activeTicketCount, cancelTicket, findTicket, listTickets, owns, ticketDetail } from '../booking/tickets.ts';

const UID = /^[0-9a-f]{32}$/;

export function ticketRoutes(app: Hono<AppEnv>, deps: AppDeps) {
  const { db, clock } = deps;

  app.get('/api/favourite/tickets', requireCitizen(deps), async (c) => {
    return ok(c, await listTickets(db, clock, c.get('lang'), c.get('citizen')!));
  });

  // By numeric id only the owner's token opens a ticket. The unguessable uid (in a memo link or a
  // QR code) is enough on its own to see the ticket, but not who holds it: anyone but the owner
  // gets the public view (mobile masked, no identity number).
  app.get('/api/favourite/tickets/:id', optionalCitizen(deps), async (c) => {
    const lang = c.get('lang');
    const raw = c.req.param('id');
    const citizen = c.get('citizen');
    const byUid = UID.test(raw);
    // Without a token a numeric id is refused before the lookup, so the answer says nothing about which ids exist.
    if (!byUid && !citizen) throw forbidden(lang);
    const t = await findTicket(db, byUid ? { uid: raw } : { id: id(lang, raw, 'id') });
    if (!t) throw notFound(lang);
    const owner = !!citizen && owns(citizen, t);
    if (!byUid && !owner) throw notFound(lang);
    const detail = await ticketDetail(db, clock, lang, t.id);
    if (!detail) throw notFound(lang);
    return ok(c, owner ? detail : publicTicketView(detail));
  });

  app.delete('/api/favourite/tickets/:id', requireCitizen(deps), async (c) => {
    const lang = c.get('lang');
    await cancelTicket(db, lang, c.get('citizen')!, id(lang, c.req.param('id'), 'id'));
    return noContent(c);
  });

  app.post('/api/favourite/memo', requireCitizen(deps), async (c) => {
    const lang = c.get('lang');
    const citizen = c.get('citizen')!;
    if (citizen.kind !== 'oneAccount') throw forbidden(lang, 'oneAccountOnly');
    const body = await readJsonObject(c);
    const ticketId = id(lang, body.ticketId, 'ticketId');
    const t = await findTicket(db, { id: ticketId });
    if (!t || !owns(citizen, t)) throw notFound(lang);
    return ok(c, { businessCode: await keepMemo(db, ticketId, citizen.euid), ticketId });
  });

  // The id is the ticket's id or the memo's business code.
  app.delete('/api/favourite/memo/:id', requireCitizen(deps), async (c) => {
    const lang = c.get('lang');
    const citizen = c.get('citizen')!;
    const raw = c.req.param('id');
    if (raw.length > 64) throw notFound(lang);
    const deleted = await deleteMemo(db, citizen.euid, /^\d{1,9}$/.test(raw) ? { id: Number(raw) } : { businessCode: raw });
    if (!deleted) throw notFound(lang);
    return noContent(c);
  });

  // The badge on the home tile: active tickets of today and later; 0 without a token.
  app.get('/api/ticket/count', optionalCitizen(deps), async (c) => {
    const citizen = c.get('citizen');
    if (!citizen) return ok(c, { count: 0 });
    return ok(c, { count: await activeTicketCount(db, clock, citizen) });
  });
}
