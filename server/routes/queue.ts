// POST queue/requestQueueTicket (SPEC.md §7): a queue ticket for a one-account user (token)
// or for anyone with the SMS code of the mobile number (checked and spent with the ticket).
import type { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../deps.ts';
import { citizenOf, optionalCitizen } from '../auth/middleware.ts';
import { spendCode } from '../auth/sms.ts';
import { readJsonObject } from '../http/input.ts';
import { ApiFailure, ok } from '../http/reply.ts';
import { RefuseAfterCommit, readIdempotencyKey, storedAnswer, withIdempotency } from '../booking/idempotency.ts';
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
    const owner = oneAccount?.euid ?? `sms:${fullNumber(phone)}`;
    const key = readIdempotencyKey(lang, c.req.header('Idempotency-Key'), `queue:${owner}`, body);
    // A replay answers the first ticket before any rule is checked again (the queue may have
    // filled since, with that very ticket) and without asking for another SMS code.
    const first = await storedAnswer(db, lang, key);
    if (first) return ok(c, first);

    const offering = await openOffering(db, lang, serviceId, locationId);
    if (!offering.queueOpen) throw refuse(lang, 'queueClosed');
    if (offering.remoteCounter && offering.rcServiceLogin && !oneAccount) throw refuse(lang, 'locationNoRemote');
    const identify = identityNo(lang, body.identifyNo ?? body.idCard ?? body.identityNo, offering.checkIdCardQueue);
    const figures = await queueFigures(db, clock, serviceId, locationId);
    if (!figures || figures.pass !== 'Y') refuseByState(lang, figures!);
    checkReminder(lang, cntToAlert, figures);

    const { value } = await withIdempotency(db, lang, key, async (tx) => {
      // The code is spent with the ticket: if the ticket does not commit (a crash, a lost
      // connection), a retry finds the code unspent. A wrong code's counted try commits.
      if (!oneAccount) {
        await spendCode(tx, clock, lang, fullNumber(phone), body.messageCode).catch((err: unknown) => {
          throw err instanceof ApiFailure ? new RefuseAfterCommit(err) : err;
        });
      }
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
