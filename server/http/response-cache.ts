// A short-lived in-process cache of catalogue answers (reference data that changes only with
// a new seed or a migration). Each process keeps its own copy for a few seconds, so nothing
// another process needs lives here, and a change in the database shows within the TTL.
// Only successful GET answers are kept, keyed by path, query and request language; answers
// that depend on the caller (favourites, history) never go through it. Concurrent misses of
// one key wait for the first one's answer instead of all asking the database (under load an
// expiring entry would otherwise send every waiting request to the database at once).
// Ages are read on the clock it is given (the server's, so tests move it instead of waiting);
// an entry from the clock's future (the clock was moved back) counts as stale.
import type { MiddlewareHandler } from 'hono';
import type { Clock } from '../clock.ts';
import type { AppEnv } from '../deps.ts';

interface Entry { at: number; body: string; type: string }

const MAX_ENTRIES = 5_000;
const REAL_TIME: Pick<Clock, 'now'> = { now: () => new Date() };

export function responseCache(ttlMs: number, clock: Pick<Clock, 'now'> = REAL_TIME): MiddlewareHandler<AppEnv> {
  const entries = new Map<string, Entry>();
  const pending = new Map<string, Promise<Entry | undefined>>();
  const fresh = (entry: Entry) => {
    const age = clock.now().getTime() - entry.at;
    return age >= 0 && age < ttlMs;
  };
  return async (c, next) => {
    if (ttlMs <= 0 || c.req.method !== 'GET') return next();
    const key = `${c.get('lang')} ${c.req.url.slice(c.req.url.indexOf('/', 8))}`;
    const hit = entries.get(key);
    if (hit && fresh(hit)) return c.body(hit.body, 200, { 'content-type': hit.type });

    const inFlight = pending.get(key);
    if (inFlight) {
      const shared = await inFlight;
      if (shared) return c.body(shared.body, 200, { 'content-type': shared.type });
      return next(); // the first one failed: this request answers for itself
    }

    let settle!: (entry: Entry | undefined) => void;
    pending.set(key, new Promise((resolve) => (settle = resolve)));
    let entry: Entry | undefined;
    try {
      await next();
      if (c.res.status === 200) {
        entry = { at: clock.now().getTime(), body: await c.res.clone().text(), type: c.res.headers.get('content-type') ?? 'application/json' };
        if (entries.size >= MAX_ENTRIES) entries.clear();
        entries.set(key, entry);
      }
    } finally {
      pending.delete(key);
      settle(entry);
    }
  };
}
