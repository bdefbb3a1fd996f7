// Cross-origin calls to /api: the widgets run on integrators' pages, often another origin
// than the API. Tokens travel in the Authorization header, never in cookies, so any origin
// may call (no credentials). Hono's cors middleware sets its headers on `c.res`, which makes
// the Node adapter build a full web Response (and stream its body) for every answer; headers
// set through `c.header` go on the light answer, written in one piece.
import type { MiddlewareHandler } from 'hono';

interface CorsOptions {
  allowMethods: string[];
  allowHeaders: string[];
  exposeHeaders: string[];
  maxAgeSeconds: number;
}

export function openCors(opts: CorsOptions): MiddlewareHandler {
  const preflight = {
    'Access-Control-Allow-Origin': '*',
    'Access-Control-Allow-Methods': opts.allowMethods.join(','),
    'Access-Control-Allow-Headers': opts.allowHeaders.join(','),
    'Access-Control-Expose-Headers': opts.exposeHeaders.join(','),
    'Access-Control-Max-Age': String(opts.maxAgeSeconds),
  };
  const expose = opts.exposeHeaders.join(',');
  return async (c, next) => {
    if (c.req.method === 'OPTIONS') return c.body(null, 204, preflight);
    c.header('Access-Control-Allow-Origin', '*');
    c.header('Access-Control-Expose-Headers', expose);
    await next();
  };
}
