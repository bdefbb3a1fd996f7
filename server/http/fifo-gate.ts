// A first-come-first-served admission gate for one route. Under load, a booking needs two
// database turns (token revocation, then the booking); with every request admitted at once,
// new arrivals' first turns queue ahead of older requests' second turns, and a few requests
// wait many seconds (bench p99 ≫ mean). Admitting a few at a time, in arrival order, lets an
// admitted request finish quickly and bounds everyone's wait by the queue ahead of them.
// Per process and in memory on purpose: it only orders this process's own work.
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../deps.ts';
import { busy } from '../refusal.ts';

/** Retry-After of a full gate's 503: a burst that filled it is served in about this long. */
const FULL_RETRY_AFTER_SECONDS = 2;

/**
 * At most `limit` requests admitted at once and `maxWaiting` waiting in line; one more is turned
 * away at once (503 with Retry-After) rather than held for a place it would get too late
 * (docs/abuse-resistance.md "Slow clients").
 */
export function fifoGate(limit: number, maxWaiting = Infinity): MiddlewareHandler<AppEnv> {
  let active = 0;
  const waiting: (() => void)[] = [];
  const release = () => {
    const next = waiting.shift();
    if (next) next();
    else active--;
  };
  return async (_c, next) => {
    if (active < limit) active++;
    else if (waiting.length >= maxWaiting) throw busy(FULL_RETRY_AFTER_SECONDS);
    else await new Promise<void>((resolve) => waiting.push(resolve));
    try {
      await next();
    } finally {
      release();
    }
  };
}
