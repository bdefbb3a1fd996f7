// Who is calling: `optionalCitizen` sets c.get('citizen') when a valid token comes with the
// request, `requireCitizen` answers 401 without one. Both take the route module's deps so the
// token secret and revocations come from the same database as everything else.
import type { MiddlewareHandler } from 'hono';
import type { Queryable } from '../db/types.ts';
import { ApiFailure } from '../http/reply.ts';
import { tokenFromHeader, verifyToken, type Citizen } from './token.ts';

declare module 'hono' {
  interface ContextVariableMap {
    citizen: Citizen | undefined;
  }
}

export type { Citizen } from './token.ts';

interface AuthDeps {
  db: Queryable;
}

/** Sets c.get('citizen') when the Authorization header carries a valid token; never refuses. */
export function optionalCitizen(deps: AuthDeps): MiddlewareHandler {
  return async (c, next) => {
    const citizen = await verifyToken(deps.db, tokenFromHeader(c.req.header('Authorization')));
    c.set('citizen', citizen ?? undefined);
    await next();
  };
}

/** Sets c.get('citizen'); a missing, bad, expired or revoked token answers 401. */
export function requireCitizen(deps: AuthDeps): MiddlewareHandler {
  return async (c, next) => {
    const citizen = await verifyToken(deps.db, tokenFromHeader(c.req.header('Authorization')));
    if (!citizen) throw new ApiFailure(401, undefined, 'Unauthorized');
    c.set('citizen', citizen);
    await next();
  };
}
