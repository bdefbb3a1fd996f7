// The tickets area (docs/behaviour/7-api.md "Favourites, tickets, history"), mounted at /api:
// the citizen's lists, detail, cancel, notes (memo) and the count badge. favourite/tickets and
// favourite/memo share their first segment with the favourites area, whose favourite/{id} takes
// digits only, so neither area's routes can answer the other's whatever the order they are mounted in.
import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../deps.ts';
import { optionalCitizen, requireCitizen } from '../auth/middleware.ts';
import { cancelTicket } from '../booking/bookings.ts';
import { deleteMemo, keepMemo } from '../booking/memos.ts';
import { publicTicketView } from '../booking/public-ticket.ts';
import { activeTicketCount, findTicket, listTickets, owns, ticketDetail } from '../booking/ticket-reads.ts';
import { id } from '../http/input.ts';
import { noContent, ok } from '../http/reply.ts';
import { jsonBody, pathParams } from '../http/validators.ts';
import { forbidden, notFound } from '../refusal.ts';
import { jettonDetail, ticketLists } from './ticket-answers.ts';

const UID = /^[0-9a-f]{32}$/;

export function ticketsArea(deps: AppDeps) {
  const { db, clock } = deps;
  const area = new Hono<AppEnv>();

  area.get('/favourite/tickets', requireCitizen(deps), async (c) => ok(c, ticketLists(await listTickets(db, clock, c.get('citizen')))));

  // By numeric id only the owner's token opens a ticket. The unguessable uid (in a memo link or a
  // QR code) is enough on its own to see the ticket, but not who holds it: anyone but the owner
  // gets the public view (mobile masked, no identity number).
  area.get(
    '/favourite/tickets/:id',
    optionalCitizen(deps),
    pathParams((p, c) => {
      const raw = p.id!;
      if (UID.test(raw)) return { by: { uid: raw } };
      // Without a token a numeric id is refused before it is checked, so the answer says nothing about which ids exist.
      if (!c.get('citizen')) throw forbidden();
      return { by: { id: id(raw, 'id') } };
    }),
    async (c) => {
      const { by } = c.req.valid('param');
      const citizen = c.get('citizen');
      const t = await findTicket(db, by);
      if (!t) throw notFound();
      const owner = !!citizen && owns(citizen, t);
      if (!('uid' in by) && !owner) throw notFound();
      const detail = await ticketDetail(db, clock, t.id);
      if (!detail) throw notFound();
      const shown = jettonDetail(detail);
      return ok(c, owner ? shown : publicTicketView(shown));
    },
  );

  area.delete('/favourite/tickets/:id', requireCitizen(deps), pathParams((p) => ({ id: id(p.id, 'id') })), async (c) => {
    await cancelTicket(db, c.get('citizen'), c.req.valid('param').id);
    return noContent(c);
  });

  area.post(
    '/favourite/memo',
    requireCitizen(deps),
    async (c, next) => {
      if (c.get('citizen').kind !== 'oneAccount') throw forbidden('oneAccountOnly');
      await next();
    },
    jsonBody((body) => ({ ticketId: id(body.ticketId, 'ticketId') })),
    async (c) => {
      const citizen = c.get('citizen');
      const { ticketId } = c.req.valid('json');
      const t = await findTicket(db, { id: ticketId });
      if (!t || !owns(citizen, t)) throw notFound();
      return ok(c, { businessCode: await keepMemo(db, ticketId, citizen.euid), ticketId });
    },
  );

  // The id is the ticket's id or the memo's business code.
  area.delete(
    '/favourite/memo/:id',
    requireCitizen(deps),
    pathParams((p) => {
      const raw = p.id!;
      if (raw.length > 64) throw notFound();
      return { memo: /^\d{1,9}$/.test(raw) ? { id: Number(raw) } : { businessCode: raw } };
    }),
    async (c) => {
      if (!(await deleteMemo(db, c.get('citizen').euid, c.req.valid('param').memo))) throw notFound();
      return noContent(c);
    },
  );

  // The badge on the home tile: active tickets of today and later; 0 without a token.
  area.get('/ticket/count', optionalCitizen(deps), async (c) => {
    const citizen = c.get('citizen');
    if (!citizen) return ok(c, { count: 0 });
    return ok(c, { count: await activeTicketCount(db, clock, citizen) });
  });

  return area;
}
