// Health for load balancers and process managers, outside /api and in every mode:
// /health/live answers 200 while the process serves HTTP; /health/ready answers 200 while the
// database answers a SELECT 1 and the server is not shutting down, 503 otherwise.
import type { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../deps.ts';

/** A readiness probe that gets no answer from the database in this time reports it unavailable. */
const READY_TIMEOUT_MS = 2_000;

/** Whether the database answers SELECT 1 in time. */
async function databaseAnswers(deps: AppDeps): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), READY_TIMEOUT_MS)));
  try {
    return await Promise.race([deps.db.query('SELECT 1').then(() => true, () => false), late]);
  } finally {
    clearTimeout(timer);
  }
}

export function healthRoutes(app: Hono<AppEnv>, deps: AppDeps) {
  app.get('/health/live', (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json({ status: 'live' });
  });

  app.get('/health/ready', async (c) => {
    c.header('Cache-Control', 'no-store');
    if (deps.stopping()) return c.json({ status: 'stopping' }, 503);
    if (!(await databaseAnswers(deps))) return c.json({ status: 'database unavailable' }, 503);
    return c.json({ status: 'ready' });
  });
}
