// A short-lived in-process cache of catalogue answers (reference data that changes only with
// a new seed or a migration). Each process keeps its own copy for a few seconds, so nothing
// another process needs lives here, and a change in the database shows within the TTL.
// Only successful GET answers are kept, keyed by path, query and request language; answers
// that depend on the caller or on live figures (favourites, queues) never go through it.
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../deps.ts';

interface Entry { at: number; body: string; type: string }

const MAX_ENTRIES = 5_000;

export function responseCache(ttlMs: number): MiddlewareHandler<AppEnv> {
  const entries = new Map<string, Entry>();
  return async (c, next) => {
    if (ttlMs <= 0 || c.req.method !== 'GET') return next();
    const key = `${c.get('lang')} ${c.req.url.slice(c.req.url.indexOf('/', 8))}`;
    const now = Date.now();
    const hit = entries.get(key);
    if (hit && now - hit.at < ttlMs) return c.body(hit.body, 200, { 'content-type': hit.type });
    await next();
    if (c.res.status !== 200) return;
    if (entries.size >= MAX_ENTRIES) entries.clear();
    const body = await c.res.clone().text();
    entries.set(key, { at: now, body, type: c.res.headers.get('content-type') ?? 'application/json' });
  };
}
