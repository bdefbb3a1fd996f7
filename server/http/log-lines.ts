// What the server's logs may say about a request and a failure (docs/abuse-resistance.md "Logs and
// headers"): the route's pattern, never its path (mobile numbers and ids travel in paths), and
// the error with every run of digits and every quoted value taken out (a database error quotes
// the values it refused: a mobile, a code, an identity number).
import type { Context } from 'hono';
import { routePath } from 'hono/route';

/** "GET /api/verificationCode/:n" rather than the path the request named. */
export const routeOf = (c: Context) => `${c.req.method} ${routePath(c, -1) || '(no route)'}`;

/** Digits and quoted values blanked: what is left names the failure, not the person. */
export const scrub = (text: string) =>
  text
    .replace(/"[^"\n]*"|'[^'\n]*'/g, '"…"')
    .replace(/[A-Za-z]?\d[\d\s-]{2,}\d(\(\d\))?/g, '#');

/** An error's kind, code (a database's SQLSTATE), message and stack, scrubbed. */
export function scrubbedError(err: unknown): string {
  if (!(err instanceof Error)) return scrub(String(err));
  const code = (err as { code?: unknown }).code;
  const head = `${err.name}${typeof code === 'string' ? ` [${code}]` : ''}: ${scrub(err.message)}`;
  const frames = (err.stack ?? '').split('\n').filter((line) => /^\s+at /.test(line));
  return [head, ...frames.map(scrub)].join('\n');
}
