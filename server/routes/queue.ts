// POST queue/requestQueueTicket (SPEC.md §7): a queue ticket for a one-account user (token)
// or for anyone with the SMS code of the mobile number (checked and spent here).
import type { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../deps.ts';
import { citizenOf, optionalCitizen } from '../auth/middleware.ts';
import { spendCode } from '../auth/sms.ts';
import { readJsonObject } from '../http/input.ts';
import { ok } from '../http/reply.ts';
import { readIdempotencyKey, withIdempotency } from '../booking/idempotency.ts';
import { openOffering } from '../booking/offering.ts';
import { recordUsage, ticketDetail } from '../booking/tickets.ts';
import { bad, fullNumber, id, identityNo, mobile, refuse } from '../booking/validate.ts';
import { queueFigures } from '../queue/figures.ts';
import { checkReminder, insertQueueTicket, refuseByState } from '../queue/take-ticket.ts';

export function queueRoutes(app: Hono<AppEnv>, deps: AppDeps) {
  const { db, clock } = deps;

  app.post('/api/queue/requestQueueTicket', optionalCitizen(deps), async (c) => {
    const lang = c.get('lang');
    const body = await readJsonObject(c);
    const citizen = citizenOf(c);
    const oneAccount = citizen?.kind === 'oneAccount' ? citizen : undefined;
    const serviceId = id(lang, body.serviceId, 'serviceId');
    const locationId = id(lang, body.locationId, 'locationId');
    const phone =
      oneAccount && (body.mobNum === undefined || body.mobNum === null || body.mobNum === '')
        ? { mobArea: oneAccount.mobArea, mobNum: oneAccount.mobNum }
        : mobile(lang, body.mobArea, body.mobNum);
    let cntToAlert: number | null = null;
    if (body.cntToAlert !== undefined && body.cntToAlert !== null && body.cntToAlert !== '' && body.cntToAlert !== 0 && body.cntToAlert !== '0') {
      const text = typeof body.cntToAlert === 'number' || typeof body.cntToAlert === 'string' ? String(body.cntToAlert) : '';
      if (!/^\d{1,4}$/.test(text)) throw bad(lang, 'badRequest', { field: 'cntToAlert' });
      cntToAlert = Number(text);
    }
    const offering = await openOffering(db, lang, serviceId, locationId);
    if (!offering.queueOpen) throw refuse(lang, 'queueClosed');
    if (offering.remoteCounter && offering.rcServiceLogin && !oneAccount) throw refuse(lang, 'locationNoRemote');
    const identify = identityNo(lang, body.identifyNo ?? body.idCard ?? body.identityNo, offering.checkIdCardQueue);
    const figures = await queueFigures(db, clock, serviceId, locationId);
    if (!figures || figures.pass !== 'Y') refuseByState(lang, figures!);
    checkReminder(lang, cntToAlert, figures);

    const owner = oneAccount?.euid ?? `sms:${fullNumber(phone)}`;
    const key = readIdempotencyKey(lang, c.req.header('Idempotency-Key'), `queue:${owner}`, body);
    if (key) {
      // A replay answers the first ticket without asking for (or spending) another SMS code.
      const [first] = await db.query<{ request_hash: string; response: { id: number } | null }>(
        `SELECT request_hash, response FROM idempotency_keys WHERE scope = $1 AND key = $2`,
        [key.scope, key.key],
      );
      if (first?.response) {
        if (first.request_hash !== key.requestHash) throw refuse(lang, 'idempotencyMismatch');
        return ok(c, first.response);
      }
    }
    if (!oneAccount) await spendCode(db, clock, lang, fullNumber(phone), body.messageCode);

    const { value } = await withIdempotency(db, lang, key, async (tx) => {
      const ticket = await insertQueueTicket(tx, clock, lang, {
        serviceId, locationId, departmentId: offering.departmentId, source: 'online', euid: owner,
        mobArea: phone.mobArea, mobNum: phone.mobNum, identifyNo: identify, cntToAlert,
      });
      await recordUsage(tx, owner, serviceId, locationId, 'QUEUE');
      return (await ticketDetail(tx, clock, lang, ticket.id))!;
    });
    return ok(c, value);
  });
}
