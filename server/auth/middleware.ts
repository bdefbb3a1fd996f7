// Who is calling: `optionalCitizen(deps)` sets c.get('citizen') when a valid token comes with
// the request, `requireCitizen(deps)` answers 401 without one and types the citizen as present
// for the handlers after it (SignedIn). Both take the area's deps so the token secret and
// revocations come from the same database as everything else, and expiry is judged on the same
// clock.
//   area.get('/favourite/services', requireCitizen(deps), (c) => { c.get('citizen').euid … })
import type { MiddlewareHandler } from 'hono';
import type { AppEnv, SignedIn } from '../deps.ts';
import { unauthorized } from '../refusal.ts';
import { tokenFromHeader, verifyToken, type TokenDeps } from './token.ts';

/** Sets c.get('citizen') when the Authorization header carries a valid token; never refuses. */
export function optionalCitizen(deps: TokenDeps): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const citizen = await verifyToken(deps, tokenFromHeader(c.req.header('Authorization')));
    c.set('citizen', citizen ?? undefined);
    await next();
  };
}

/** Sets c.get('citizen'), present from then on; a missing, bad, expired or revoked token answers 401. */
export function requireCitizen(deps: TokenDeps): MiddlewareHandler<SignedIn> {
  return async (c, next) => {
    const citizen = await verifyToken(deps, tokenFromHeader(c.req.header('Authorization')));
    if (!citizen) throw unauthorized();
    c.set('citizen', citizen);
    await next();
  };
}
