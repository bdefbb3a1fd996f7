// The health area for load balancers and process managers, mounted at /health in every mode:
// /health/live answers 200 while the process serves HTTP; /health/ready answers 200 while the
// database answers a SELECT 1 and the server is not shutting down, 503 otherwise.
import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../deps.ts';
import { databaseAnswers } from '../db/probe.ts';

/** A readiness probe that gets no answer from the database in this time reports it unavailable. */
const READY_TIMEOUT_MS = 2_000;

export function healthArea(deps: AppDeps) {
  const area = new Hono<AppEnv>();
  area.get('/live', (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json({ status: 'live' });
  });

  area.get('/ready', async (c) => {
    c.header('Cache-Control', 'no-store');
    if (deps.stopping()) return c.json({ status: 'stopping' }, 503);
    if (!(await databaseAnswers(deps.db, READY_TIMEOUT_MS))) return c.json({ status: 'database unavailable' }, 503);
    return c.json({ status: 'ready' });
  });
  return area;
}
