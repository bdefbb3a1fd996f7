// A route declares its input with these validators, each a check of the one input module
// (server/http/input.ts) run before the handler; the handler reads the checked, typed input with
// c.req.valid('param' | 'query' | 'json'). A check that fails throws a refusal (400/601 with its
// message key), which the app's error handler words; the handler never sees bad input.
//   area.post('/time', jsonBody((body) => ({ day: date(body.bookingDate, 'bookingDate', 'pleaseSelectDate') })),
//     (c) => { const { day } = c.req.valid('json'); … })
import type { Context, Env, MiddlewareHandler } from 'hono';
import { validator } from 'hono/validator';
import type { AppEnv } from '../deps.ts';
import { readJsonObject, type JsonObject } from './input.ts';

/** The path's parameters, checked; `check` may read what the middleware before it set (the citizen). */
export const pathParams = <T extends object, E extends Env = AppEnv>(check: (params: Record<string, string>, c: Context<E>) => T) =>
  validator('param', (params: Record<string, string>, c: Context<E>) => check(params, c));

/** The query string's values (the first of a repeated name), checked. */
export const queryValues = <T extends object>(check: (query: Record<string, string | undefined>) => T) =>
  validator('query', (query: Record<string, string | string[]>) =>
    check(Object.fromEntries(Object.entries(query).map(([k, v]) => [k, Array.isArray(v) ? v[0] : v]))),
  );

/**
 * The JSON object body, checked; `check` may read what the middleware before it set (the
 * citizen). Hono's own json validator reads only bodies labelled application/json, through the
 * web Request's stream; this one reads any body as the input module does (bounded, from the
 * Node request itself) and hands its result to c.req.valid('json') the same way.
 */
export function jsonBody<T extends object, E extends Env = AppEnv>(
  check: (body: JsonObject, c: Context<E>) => T,
): MiddlewareHandler<E, string, { out: { json: T } }> {
  return async (c, next) => {
    c.req.addValidatedData('json', check(await readJsonObject(c), c));
    await next();
  };
}
