// The Hono application: request language, CORS and the body limit for /api, the shutdown gate,
// the one error handler, and the areas of the API, each a sub-app with its own routes and
// middleware (server/routes/*.ts) mounted at its own path. No two areas answer the same path, so
// the order they are mounted in does not matter; adding one is a line in `areas`.
import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { resolveLanguage } from '../src/common/languages.ts';
import type { AppDeps, AppEnv } from './deps.ts';
import { t } from './i18n/messages.ts';
import { compressAnswers } from './http/compression.ts';
import { openCors } from './http/cors.ts';
import { BODY_LIMIT_BYTES, limitBodySize } from './http/input.ts';
import { warnOfUntrustedProxy } from './http/proxy-warning.ts';
import { routeOf, scrub, scrubbedError } from './http/log-lines.ts';
import { Refusal, wordRefusal } from './refusal.ts';
import { SOLUTION_HEADER } from './auth/proof-of-work.ts';
import { strictContract } from './contract/strict-contract.ts';
import { DatabaseUnavailable } from './db/unavailable.ts';
import { appLookupsArea } from './routes/app-lookups.ts';
import { bookingArea } from './routes/booking.ts';
import { catalogueArea } from './routes/catalogue.ts';
import { devArea } from './routes/dev.ts';
import { favouritesArea } from './routes/favourites.ts';
import { healthArea } from './routes/health.ts';
import { identityArea } from './routes/identity.ts';
import { queueArea } from './routes/queue.ts';
import { searchArea } from './routes/search.ts';
import { staticArea } from './routes/static.ts';
import { ticketsArea } from './routes/tickets.ts';

/** One area of the API: where it is mounted and its sub-app (undefined: not served in this mode). */
export interface Area {
  path: string;
  create(deps: AppDeps): Hono<AppEnv> | undefined;
}

export { BODY_LIMIT_BYTES };

/** Retry-After of a 503 (database unreachable, server stopping): about a worker's restart. */
const UNAVAILABLE_RETRY_AFTER_SECONDS = 5;

export const areas: Area[] = [
  { path: '/health', create: healthArea },
  { path: '/api/booking', create: catalogueArea },
  { path: '/api/booking', create: bookingArea },
  { path: '/api/queue', create: queueArea },
  { path: '/api', create: ticketsArea },
  { path: '/api', create: favouritesArea },
  { path: '/api', create: identityArea },
  { path: '/api/app', create: appLookupsArea },
  { path: '/api/appms', create: searchArea },
  { path: '/dev', create: devArea },
  { path: '/', create: staticArea },
];

export function createApp(deps: AppDeps, served: Area[] = areas): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  let unavailableLoggedAt = 0;

  // Outermost: it encodes the answer every other step made, refusals included.
  app.use('*', compressAnswers());
  app.use('*', async (c, next) => {
    c.set('lang', resolveLanguage(c.req.header('language')));
    c.set('citizen', undefined);
    // docs/abuse-resistance.md (Logs and headers): no answer is read as another type than it
    // says; no API answer (most carry a citizen's data, or depend on who asks) is kept by a
    // browser or a shared cache. Set before the answer is made, so it goes out in one piece.
    c.header('X-Content-Type-Options', 'nosniff');
    if (c.req.path.startsWith('/api/')) c.header('Cache-Control', 'no-store');
    await next();
  });

  app.use(
    '/api/*',
    openCors({
      allowMethods: ['GET', 'POST', 'PUT', 'DELETE', 'OPTIONS'],
      allowHeaders: ['Content-Type', 'Authorization', 'language', 'bookingSource', 'Origin-Platform', 'traceId', 'Idempotency-Key', SOLUTION_HEADER],
      exposeHeaders: ['Retry-After'],
      maxAgeSeconds: 600,
    }),
  );
  app.use('/api/*', limitBodySize());
  app.use('/api/*', strictContract(deps.config.strictContract));
  app.use('/api/*', warnOfUntrustedProxy(deps.config.trustProxy));

  // A shutting-down server finishes what it has begun and turns the rest away, answering
  // (here with CORS) so a client or load balancer tries again elsewhere or later.
  app.use('*', async (c, next) => {
    if (!deps.stopping() || c.req.path.startsWith('/health/')) return next();
    c.header('Retry-After', String(UNAVAILABLE_RETRY_AFTER_SECONDS));
    return c.json({ code: 603, message: t(c.get('lang'), 'serviceUnavailable') }, 503);
  });

  // The one place a failure is worded: refusals (server/refusal.ts) in the request's language.
  app.onError((err, c) => {
    const lang = c.get('lang') ?? 'zh_hant';
    if (err instanceof Refusal) {
      if (err.retryAfterSeconds !== undefined) c.header('Retry-After', String(Math.max(1, Math.ceil(err.retryAfterSeconds))));
      const message = wordRefusal(err, lang);
      if (err.code === undefined) return c.json({ message }, err.status);
      return c.json({
        code: err.code,
        message,
        ...(err.field === undefined ? {} : { field: err.field }),
        ...(err.challenge === undefined ? {} : { altcha: err.challenge }),
      }, err.status);
    }
    if (err instanceof HTTPException && err.status < 500) {
      return c.json({ code: 601, message: err.message || t(lang, 'invalidBody') }, err.status);
    }
    if (err instanceof SyntaxError) return c.json({ code: 601, message: t(lang, 'invalidJson') }, 400);
    if (err instanceof DatabaseUnavailable) {
      // Under load an outage fails hundreds of requests a second: one line every few seconds.
      if (Date.now() - unavailableLoggedAt > 5_000) {
        unavailableLoggedAt = Date.now();
        console.error(`${routeOf(c)}: 503, the database is unavailable: ${scrub(err.message)}`);
      }
      c.header('Retry-After', String(UNAVAILABLE_RETRY_AFTER_SECONDS));
      return c.json({ code: 603, message: t(lang, 'serviceUnavailable') }, 503);
    }
    // Unexpected: logged for the operator, never a stack for the client.
    console.error(`${routeOf(c)}: ${scrubbedError(err)}`);
    return c.json({ code: 603, message: t(lang, 'systemError') }, 500);
  });

  for (const area of served) {
    const sub = area.create(deps);
    if (sub) app.route(area.path, sub);
  }

  app.notFound((c) => c.json({ message: t(c.get('lang') ?? 'zh_hant', 'routeNotFound') }, 404));
  return app;
}
