// Who the citizen is (SPEC.md §7 "verification, login"): SMS codes and the token they buy,
// the one-account code exchange, the profile and logout. GET token/{mobile} is the test-mode
// shortcut of SPEC.md §6: it exists only in test mode (TEST_MODE=1).
import { randomBytes } from 'node:crypto';
import type { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../deps.ts';
import { requireCitizen } from '../auth/middleware.ts';
import { requestCode, spendCode } from '../auth/sms.ts';
import { exchangeCode } from '../auth/sso.ts';
import { issueToken, revokeToken, type TokenDeps } from '../auth/token.ts';
import { citizenPhone, citizenProfile, ensureSmsCitizen, preferredDoc } from '../identity/citizens.ts';
import { clientAddress } from '../http/client-address.ts';
import { fullNumber, readJsonObject, splitFullNumber, typedMobile, type Phone } from '../http/input.ts';
import { noContent, ok, refused } from '../http/reply.ts';
import { wireDate } from '../../src/common/wire-dates.ts';

async function smsToken(deps: TokenDeps, phone: Phone): Promise<string> {
  const euid = await ensureSmsCitizen(deps.db, phone);
  return issueToken(deps, { euid, kind: 'sms', mobArea: phone.mobArea, mobNum: phone.mobNum });
}

export function identityRoutes(app: Hono<AppEnv>, deps: AppDeps) {
  const { db, clock, config } = deps;

  app.get('/api/verificationCode/:n', async (c) => {
    const lang = c.get('lang');
    const phone = splitFullNumber(lang, c.req.param('n'));
    return ok(c, await requestCode(db, clock, lang, fullNumber(phone), {
      outbox: config.testMode,
      clientAddress: clientAddress(c, config.trustProxy),
      perAddressPerHour: config.smsCodesPerAddressPerHour,
    }));
  });

  app.post('/api/valid', async (c) => {
    const lang = c.get('lang');
    const body = await readJsonObject(c);
    // The SMS step accepts numbers typed with their area code (+853…, 00853…, 853…).
    const phone = typedMobile(lang, body.areaCode, body.mobileNumber);
    await spendCode(db, clock, lang, fullNumber(phone), body.token ?? body.code ?? body.messageCode);
    const jwt = await smsToken(deps, phone);
    return ok(c, { jwt, token: jwt });
  });

  // A token without an SMS: for tests and the demo only, never registered otherwise.
  if (config.testMode) {
    app.get('/api/token/:mobile', async (c) => {
      const jwt = await smsToken(deps, splitFullNumber(c.get('lang'), c.req.param('mobile')));
      return ok(c, { jwt, token: jwt });
    });
  }

  // Logout: the token is revoked for every process; from then on it answers 401 everywhere.
  app.post('/api/logout', requireCitizen(deps), async (c) => {
    await revokeToken(db, c.get('citizen')!);
    return noContent(c);
  });

  app.post('/api/getAccessToken', async (c) => {
    const lang = c.get('lang');
    const body = await readJsonObject(c);
    const result = await exchangeCode(db, clock, body.code, body.url, body.codeVerifier);
    if (!result.ok) throw refused(lang, result.reason === 'code_verifier' ? 'verificationFailed' : 'ssoCodeInvalid');
    const phone = await citizenPhone(db, result.euid);
    if (!phone) throw refused(lang, 'ssoCodeInvalid');
    const jwtToken = await issueToken(deps, { euid: result.euid, kind: 'oneAccount', ...phone });
    // The provider's own access token: the widgets only pass it on, so an opaque value suffices.
    return ok(c, { jwtToken, yiwangToken: randomBytes(24).toString('base64url') });
  });

  app.get('/api/profile-info', requireCitizen(deps), async (c) => {
    const citizen = c.get('citizen')!;
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
}
