// The Hono application: request language, body limit, the uniform error handler, and the
// list of route modules. A route module is `(app, deps) => void` registering its own paths
// (full paths, `/api/...` or `/dev/...`); adding one is a single line in `routeModules`.
import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { resolveLanguage } from '../src/common/languages.ts';
import type { AppDeps, AppEnv } from './deps.ts';
import { t } from './i18n/messages.ts';
import { openCors } from './http/cors.ts';
import { BODY_LIMIT_BYTES, limitBodySize } from './http/input.ts';
import { ApiFailure } from './http/reply.ts';
import { DatabaseUnavailable } from './db/unavailable.ts';
import { healthRoutes } from './routes/health.ts';
import { catalogueRoutes } from './routes/catalogue.ts';
import { serviceRoutes } from './routes/services.ts';
import { appLookupRoutes } from './routes/app-lookups.ts';
import { searchRoutes } from './routes/search.ts';
import { favouriteRoutes } from './routes/favourites.ts';
import { staticRoutes } from './routes/static.ts';
import { ticketRoutes } from './routes/tickets.ts';
import { bookingRoutes } from './routes/booking.ts';
import { queueRoutes } from './routes/queue.ts';
import { identityRoutes } from './routes/identity.ts';
import { devRoutes } from './routes/dev.ts';

export type RouteModule = (app: Hono<AppEnv>, deps: AppDeps) => void;

export { BODY_LIMIT_BYTES };

/** Retry-After of a 503 (database unreachable, server stopping): about a worker's restart. */
export const UNAVAILABLE_RETRY_AFTER_SECONDS = 5;

/** Every route module, in registration order; static files (the catch-all) come last. */
export const routeModules: RouteModule[] = [
  ticketRoutes, // before favouriteRoutes: favourite/tickets and favourite/memo are not favourite/{id}
  bookingRoutes,
  queueRoutes,
  identityRoutes,
  devRoutes,
  catalogueRoutes,
  serviceRoutes,
  appLookupRoutes,
  searchRoutes,
  favouriteRoutes,
];

export function createApp(deps: AppDeps, routes: RouteModule[] = routeModules): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  let unavailableLoggedAt = 0;

  app.use('*', async (c, next) => {
    c.set('lang', resolveLanguage(c.req.header('language')));
    c.set('citizen', undefined);
    await next();
  });

  app.use(
    '/api/*',
    openCors({
      allowMethods: ['GET', 'POST', 'PUT', 'DELETE', 'OPTIONS'],
      allowHeaders: ['Content-Type', 'Authorization', 'language', 'bookingSource', 'Origin-Platform', 'traceId', 'Idempotency-Key'],
      exposeHeaders: ['Retry-After'],
      maxAgeSeconds: 600,
    }),
  );
  app.use('/api/*', limitBodySize());

  // A shutting-down server finishes what it has begun and turns the rest away, answering
  // (here with CORS) so a client or load balancer tries again elsewhere or later.
  app.use('*', async (c, next) => {
    if (!deps.stopping() || c.req.path.startsWith('/health/')) return next();
    c.header('Retry-After', String(UNAVAILABLE_RETRY_AFTER_SECONDS));
    return c.json({ code: 603, message: t(c.get('lang'), 'serviceUnavailable') }, 503);
  });

  app.onError((err, c) => {
    const lang = c.get('lang') ?? 'zh_hant';
    if (err instanceof ApiFailure) {
      if (err.retryAfterSeconds !== undefined) c.header('Retry-After', String(Math.max(1, Math.ceil(err.retryAfterSeconds))));
      const body = err.code === undefined ? { message: err.message } : { code: err.code, message: err.message };
      return c.json(body, err.status);
    }
    if (err instanceof HTTPException && err.status < 500) {
      return c.json({ code: 601, message: err.message || t(lang, 'invalidBody') }, err.status);
    }
    if (err instanceof SyntaxError) return c.json({ code: 601, message: t(lang, 'invalidJson') }, 400);
    if (err instanceof DatabaseUnavailable) {
      // Under load an outage fails hundreds of requests a second: one line every few seconds.
      if (Date.now() - unavailableLoggedAt > 5_000) {
        unavailableLoggedAt = Date.now();
        console.error(`${c.req.method} ${c.req.path}: 503, the database is unavailable: ${err.message}`);
      }
      c.header('Retry-After', String(UNAVAILABLE_RETRY_AFTER_SECONDS));
      return c.json({ code: 603, message: t(lang, 'serviceUnavailable') }, 503);
    }
    // Unexpected: logged for the operator, never a stack for the client.
    console.error(`${c.req.method} ${c.req.path}:`, err);
    return c.json({ code: 603, message: t(lang, 'systemError') }, 500);
  });

  healthRoutes(app, deps);
  for (const register of routes) register(app, deps);
  staticRoutes(app, deps);

  app.notFound((c) => c.json({ message: t(c.get('lang') ?? 'zh_hant', 'routeNotFound') }, 404));
  return app;
}
