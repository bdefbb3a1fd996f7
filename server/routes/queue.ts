// POST queue/requestQueueTicket (SPEC.md §7): a queue ticket for a one-account user (token)
// or for anyone with the SMS code of the mobile number (checked and spent with the ticket).
import type { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../deps.ts';
import { optionalCitizen } from '../auth/middleware.ts';
import { readIdempotencyKey } from '../booking/idempotency.ts';
import { id, mobile, optionalCount, readJsonObject } from '../http/input.ts';
import { ok } from '../http/reply.ts';
import { smsEuid } from '../identity/citizens.ts';
import { takeQueueTicket } from '../queue/take-ticket.ts';

export function queueRoutes(app: Hono<AppEnv>, deps: AppDeps) {
  const { db, clock } = deps;

  app.post('/api/queue/requestQueueTicket', optionalCitizen(deps), async (c) => {
    const lang = c.get('lang');
    const body = await readJsonObject(c);
    const citizen = c.get('citizen');
    const oneAccount = citizen?.kind === 'oneAccount' ? citizen : undefined;
    const serviceId = id(lang, body.serviceId, 'serviceId');
    const locationId = id(lang, body.locationId, 'locationId');
    const phone =
      oneAccount && (body.mobNum === undefined || body.mobNum === null || body.mobNum === '')
        ? { mobArea: oneAccount.mobArea, mobNum: oneAccount.mobNum }
        : mobile(lang, body.mobArea, body.mobNum);
    // No reminder: absent or 0.
    const cntToAlert = optionalCount(lang, body.cntToAlert, 'cntToAlert') || null;
    const owner = oneAccount?.euid ?? smsEuid(phone);
    // The SMS code is left out of the request the key stands for: a citizen whose answer was
    // lost may have asked for a new code before trying again, and the ticket is what they
    // want. The retry replays the ticket if there is one; if not, the new code is checked.
    const { messageCode, ...request } = body;
    const key = readIdempotencyKey(lang, c.req.header('Idempotency-Key'), `queue:${owner}`, request);
    const ticket = await takeQueueTicket(db, clock, lang, {
      serviceId, locationId, oneAccount, owner, phone, identifyNo: body.identifyNo ?? body.idCard ?? body.identityNo, cntToAlert, messageCode,
    }, key);
    return ok(c, ticket);
  });
}
