// The queue area (docs/behaviour/7-api.md), mounted at /api/queue: POST requestQueueTicket, a
// queue ticket for a one-account user (token) or for anyone with the SMS code of the mobile
// number (checked and spent with the ticket).
import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../deps.ts';
import { optionalCitizen } from '../auth/middleware.ts';
import { readIdempotencyKey } from '../booking/idempotency.ts';
import { fairShare, smsLimits } from '../config.ts';
import { refusedAt } from '../refusal.ts';
import { clientAddress } from '../http/client-address.ts';
import { bodyFirst, fullNumber, id, mobile, optionalCount } from '../http/input.ts';
import { writeGate } from '../http/write-gate.ts';
import { spendCode } from '../auth/sms.ts';
import { publicTicketView } from '../booking/public-ticket.ts';
import { ok } from '../http/reply.ts';
import { jsonBody } from '../http/validators.ts';
import { smsEuid } from '../identity/citizens.ts';
import { takeQueueTicket } from '../queue/take-ticket.ts';
import { jettonDetail } from './ticket-answers.ts';

export function queueArea(deps: AppDeps) {
  const { db, clock, config } = deps;
  const area = new Hono<AppEnv>();

  // A queue ticket takes its place in the database's line of writes, its body in first, as a
  // booking does (server/http/write-gate.ts, docs/abuse-resistance.md "Slow clients").
  area.post(
    '/requestQueueTicket',
    bodyFirst(),
    writeGate(db),
    optionalCitizen(deps),
    jsonBody((body, c) => {
      const citizen = c.get('citizen');
      const oneAccount = citizen?.kind === 'oneAccount' ? citizen : undefined;
      const serviceId = id(body.serviceId, 'serviceId');
      const locationId = id(body.locationId, 'locationId');
      const phone =
        oneAccount && (body.mobNum === undefined || body.mobNum === null || body.mobNum === '')
          ? { mobArea: oneAccount.mobArea, mobNum: oneAccount.mobNum }
          : mobile(body.mobArea, body.mobNum);
      // A one-account ticket is for the account's own mobile (the form shows it read-only, its
      // area cleared): the account's token must not take tickets in other people's names.
      if (oneAccount && (phone.mobNum !== oneAccount.mobNum || (body.mobArea && phone.mobArea !== oneAccount.mobArea))) {
        throw refusedAt('mobNum', 'oneAccountOwnMobile');
      }
      // No reminder: absent or 0.
      const cntToAlert = optionalCount(body.cntToAlert, 'cntToAlert') || null;
      const owner = oneAccount?.euid ?? smsEuid(phone);
      // The SMS code is left out of the request the key stands for: a citizen whose answer was
      // lost may have asked for a new code before trying again, and the ticket is what they
      // want. The retry replays the ticket if there is one; if not, the new code is checked.
      const { messageCode, ...request } = body;
      const key = readIdempotencyKey(c.req.header('Idempotency-Key'), `queue:${owner}`, request, clock.now());
      const identifyNo = body.identifyNo ?? body.idCard ?? body.identityNo;
      const codeCheck = { purpose: 'ticket' as const, clientAddress: clientAddress(c, config.trustProxy), limits: smsLimits(config) };
      return { ticket: { serviceId, locationId, oneAccount, owner, phone, identifyNo, cntToAlert, messageCode, codeCheck, share: fairShare(config) }, key };
    }),
    async (c) => {
      const { ticket, key } = c.req.valid('json');
      const { replayed, value } = await takeQueueTicket(db, clock, ticket, key);
      const shown = jettonDetail(value);
      // A replay answers without the code having been checked (the first attempt spent it), and
      // anyone may name a mobile: only the account that took it, or a live code of the number,
      // sees the whole ticket; anyone else its public view (docs/abuse-resistance.md).
      if (!replayed || ticket.oneAccount) return ok(c, shown);
      const proven = await spendCode(db, clock, fullNumber(ticket.phone), ticket.messageCode, ticket.codeCheck).then(() => true, () => false);
      return ok(c, proven ? shown : publicTicketView(shown));
    },
  );

  return area;
}
