// The identity area (docs/behaviour/7-api.md "Verification and login"), mounted at /api: SMS
// codes and the token they buy, the one-account code exchange, the profile and logout.
// GET token/{mobile} is the test-mode shortcut of docs/behaviour/6-roles.md: it exists only in
// test mode (TEST_MODE=1).
import { randomBytes } from 'node:crypto';
import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../deps.ts';
import { requireCitizen } from '../auth/middleware.ts';
import { requestCode, spendCode } from '../auth/sms.ts';
import { codeExchange } from '../auth/one-account.ts';
import { issueToken, revokeToken, signOutEverywhere, type TokenDeps } from '../auth/token.ts';
import { citizenPhone, citizenProfile, ensureSmsCitizen, preferredDoc } from '../identity/citizens.ts';
import { clientAddress } from '../http/client-address.ts';
import { codePurpose, fullNumber, splitFullNumber, typedMobile, type Phone } from '../http/input.ts';
import { noContent, ok } from '../http/reply.ts';
import { jsonBody, pathParams, queryValues } from '../http/validators.ts';
import { t } from '../i18n/messages.ts';
import { forbidden, refused } from '../refusal.ts';
import { challengeRules, smsLimits } from '../config.ts';
import { proofOfWork, SOLUTION_HEADER } from '../auth/proof-of-work.ts';
import { wireDate } from '../../src/common/wire-dates.ts';

async function smsToken(deps: TokenDeps, phone: Phone): Promise<string> {
  const euid = await ensureSmsCitizen(deps.db, phone);
  return issueToken(deps, { euid, kind: 'sms', mobArea: phone.mobArea, mobNum: phone.mobNum });
}

export function identityArea(deps: AppDeps) {
  const { db, clock, config } = deps;
  const area = new Hono<AppEnv>();

  // A code is sent only on a request a foreign page cannot make without CORS: the widgets send
  // bookingSource on every call (docs/behaviour/7-api.md), which no <img>, form or no-cors fetch
  // can carry (docs/abuse-resistance.md "Sending").
  area.get(
    '/verificationCode/:n',
    pathParams((p, c) => {
      if (!c.req.header('bookingSource')?.trim()) throw forbidden('codeRequestHeader');
      return { phone: splitFullNumber(p.n) };
    }),
    queryValues((q) => ({ purpose: codePurpose(q.purpose) })),
    async (c) => {
      const lang = c.get('lang');
      const { phone } = c.req.valid('param');
      if (!config.smsAreaCodes.includes(phone.mobArea)) throw refused('areaNotServed');
      return ok(c, await requestCode(db, clock, phone, {
        sender: deps.smsSender,
        lang,
        clientAddress: clientAddress(c, config.trustProxy),
        purpose: c.req.valid('query').purpose,
        limits: smsLimits(config),
        smsText: (code) => t(lang, 'smsText', { code }),
        proofOfWork: await proofOfWork(db, clock, challengeRules(config), c.req.header(SOLUTION_HEADER)),
      }));
    },
  );

  area.post(
    '/valid',
    // The SMS step accepts numbers typed with their area code (+853…, 00853…, 853…).
    jsonBody((body) => ({ phone: typedMobile(body.areaCode, body.mobileNumber), code: body.token ?? body.code ?? body.messageCode })),
    async (c) => {
      const { phone, code } = c.req.valid('json');
      await spendCode(db, clock, fullNumber(phone), code, {
        purpose: 'login',
        clientAddress: clientAddress(c, config.trustProxy),
        limits: smsLimits(config),
        proofOfWork: await proofOfWork(db, clock, challengeRules(config), c.req.header(SOLUTION_HEADER)),
      });
      const jwt = await smsToken(deps, phone);
      return ok(c, { jwt, token: jwt });
    },
  );

  // A token without an SMS: for tests and the demo only, never registered otherwise.
  if (config.testMode) {
    area.get('/token/:mobile', pathParams((p) => ({ phone: splitFullNumber(p.mobile) })), async (c) => {
      const jwt = await smsToken(deps, c.req.valid('param').phone);
      return ok(c, { jwt, token: jwt });
    });
  }

  // Logout: the token is revoked for every process; from then on it answers 401 everywhere.
  area.post('/logout', requireCitizen(deps), async (c) => {
    await revokeToken(db, c.get('citizen'));
    return noContent(c);
  });

  // Sign out everywhere: every token the citizen holds, on any device, answers 401 from now on.
  area.post('/logoutEverywhere', requireCitizen(deps), async (c) => {
    await signOutEverywhere(deps, c.get('citizen').euid);
    return noContent(c);
  });

  // The development sign-on page's codes, or an OpenID Connect provider's (OIDC_ISSUER).
  const exchangeCode = codeExchange(deps);
  area.post('/getAccessToken', jsonBody((body) => ({ code: body.code, url: body.url, codeVerifier: body.codeVerifier })), async (c) => {
    const { code, url, codeVerifier } = c.req.valid('json');
    const euid = await exchangeCode(code, url, codeVerifier);
    const phone = await citizenPhone(db, euid);
    if (!phone) throw refused('ssoCodeInvalid');
    const jwtToken = await issueToken(deps, { euid, kind: 'oneAccount', ...phone });
    // The provider's own access token: the widgets only pass it on, so an opaque value suffices.
    return ok(c, { jwtToken, yiwangToken: randomBytes(24).toString('base64url') });
  });

  area.get('/profile-info', requireCitizen(deps), async (c) => {
    const citizen = c.get('citizen');
    const { citizen: row, docs } = await citizenProfile(db, citizen.euid);
    const doc = preferredDoc(docs);
    return ok(c, {
      euid: citizen.euid,
      kind: citizen.kind,
      mobile: row?.mobNum ?? citizen.mobNum,
      mobArea: row?.mobArea ?? citizen.mobArea,
      mobNum: row?.mobNum ?? citizen.mobNum,
      identityNo: doc?.identityNo ?? '',
      identifyNo: doc?.identityNo ?? '',
      birthday: row?.birthday ? wireDate(row.birthday) : null,
      nameCn: row?.nameCn || doc?.nameCn || '',
      name: row?.name ?? '',
      identityDocs: docs,
      ribbonEnv: config.testMode ? 'test' : 'prod',
    });
  });

  return area;
}
