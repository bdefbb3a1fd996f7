// The development aids' area, mounted at /dev only in test mode (TEST_MODE=1): the SMS outbox,
// the one-account login provider with its page of test citizens (names and mobiles; not when an
// OpenID Connect provider is configured), and a manual step of the queue simulation.
import { Hono, type Context } from 'hono';
import type { AppDeps, AppEnv } from '../deps.ts';
import { readOutbox } from '../auth/sms-outbox.ts';
import { checkAuthorize, issueCode, redirectWith, type AuthorizeRequest } from '../auth/sso.ts';
import { ok } from '../http/reply.ts';
import { isOneAccountCitizen, oneAccountCitizens } from '../identity/citizens.ts';
import { simulateTick } from '../queue/simulation.ts';

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!);

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(title)}</title></head><body><main><h1>${escapeHtml(title)}</h1>${body}</main></body></html>`;
}

const field = (v: unknown) => (typeof v === 'string' ? v : '');

function authorizeRequest(get: (name: string) => unknown): AuthorizeRequest {
  const state = get('state');
  return {
    clientId: field(get('client_id')),
    redirectUri: field(get('redirect_uri')),
    responseType: field(get('response_type')) || (get('grant_type') === 'authorization_code' ? 'code' : ''),
    codeChallenge: field(get('code_challenge')),
    codeChallengeMethod: field(get('code_challenge_method')),
    state: typeof state === 'string' ? state : undefined,
  };
}

const originOf = (c: Context<AppEnv>) => new URL(c.req.url).origin;

/** The area, or undefined outside test mode (then /dev/… is not found). */
export function devArea(deps: AppDeps) {
  const { db, clock, config } = deps;
  if (!config.testMode) return undefined;
  const area = new Hono<AppEnv>();

  area.get('/outbox', async (c) => {
    const to = c.req.query('to');
    return ok(c, await readOutbox(db, to && to.length <= 32 ? to : undefined));
  });

  area.post('/queue/tick', async (c) => ok(c, await simulateTick(db, clock, { force: true })));

  // The development sign-on page only while no OpenID Connect provider is configured: the exchange
  // would not take its codes.
  if (!config.oidc) devSignOn(area, deps);

  return area;
}

function devSignOn(area: Hono<AppEnv>, { db, clock }: AppDeps) {
  area.get('/sso/authorize', async (c) => {
    const req = authorizeRequest((n) => c.req.query(n));
    const problem = checkAuthorize(req, originOf(c));
    if (problem && !problem.redirect) return c.html(page('Invalid login request', `<p>${escapeHtml(problem.reason)}</p>`), 400);
    if (problem?.redirect) return c.redirect(redirectWith(req.redirectUri, { error: problem.error, error_description: problem.reason, state: req.state }), 302);
    const citizens = await oneAccountCitizens(db);
    const hidden = Object.entries({
      client_id: req.clientId, redirect_uri: req.redirectUri, response_type: req.responseType,
      code_challenge: req.codeChallenge, code_challenge_method: req.codeChallengeMethod, state: req.state,
    })
      .filter(([, v]) => v !== undefined)
      .map(([k, v]) => `<input type="hidden" name="${k}" value="${escapeHtml(v!)}">`)
      .join('');
    const items = citizens
      .map(
        (p) => `<li><form method="post" action="/dev/sso/authorize">${hidden}<input type="hidden" name="euid" value="${escapeHtml(p.euid)}">
<button type="submit">${escapeHtml(`${p.nameCn} ${p.name}`)}</button> <small>${escapeHtml(`${p.euid} · +${p.mobArea} ${p.mobNum}`)}</small></form></li>`,
      )
      .join('');
    const cancel = `<form method="post" action="/dev/sso/authorize">${hidden}<input type="hidden" name="deny" value="1"><button type="submit">Cancel</button></form>`;
    return c.html(page('One-account login (development)', `<p>Log in as one of the test citizens:</p><ul>${items}</ul>${cancel}`));
  });

  area.post('/sso/authorize', async (c) => {
    const form = await c.req.parseBody();
    const req = authorizeRequest((n) => form[n]);
    const problem = checkAuthorize(req, originOf(c));
    if (problem && !problem.redirect) return c.html(page('Invalid login request', `<p>${escapeHtml(problem.reason)}</p>`), 400);
    if (problem?.redirect) return c.redirect(redirectWith(req.redirectUri, { error: problem.error, error_description: problem.reason, state: req.state }), 302);
    if (form.deny) return c.redirect(redirectWith(req.redirectUri, { error: 'access_denied', state: req.state }), 302);
    const euid = field(form.euid);
    if (!(await isOneAccountCitizen(db, euid.slice(0, 64)))) return c.html(page('Invalid login request', '<p>unknown citizen</p>'), 400);
    const code = await issueCode(db, clock, euid, req);
    return c.redirect(redirectWith(req.redirectUri, { code, state: req.state }), 302);
  });
}
