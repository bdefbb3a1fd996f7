// Who is calling: `optionalCitizen(deps)` sets c.get('citizen') when a valid token comes with
// the request, `requireCitizen(deps)` answers 401 without one. Both take the route module's
// deps so the token secret and revocations come from the same database as everything else, and
// expiry is judged on the same clock.
//   app.get('/api/favourite/services', optionalCitizen(deps), (c) => { c.get('citizen') … })
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../deps.ts';
import { unauthorized } from '../http/reply.ts';
import { tokenFromHeader, verifyToken, type TokenDeps } from './token.ts';

/** Sets c.get('citizen') when the Authorization header carries a valid token; never refuses. */
export function optionalCitizen(deps: TokenDeps): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const citizen = await verifyToken(deps, tokenFromHeader(c.req.header('Authorization')));
    c.set('citizen', citizen ?? undefined);
    await next();
  };
}

/** Sets c.get('citizen'); a missing, bad, expired or revoked token answers 401. */
export function requireCitizen(deps: TokenDeps): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const citizen = await verifyToken(deps, tokenFromHeader(c.req.header('Authorization')));
    if (!citizen) throw unauthorized(c.get('lang'));
    c.set('citizen', citizen);
    await next();
  };
}
