// A first-come-first-served admission gate for one route. Under load, a booking needs two
// database turns (token revocation, then the booking); with every request admitted at once,
// new arrivals' first turns queue ahead of older requests' second turns, and a few requests
// wait many seconds (bench p99 ≫ mean). Admitting a few at a time, in arrival order, lets an
// admitted request finish quickly and bounds everyone's wait by the queue ahead of them.
// Per process and in memory on purpose: it only orders this process's own work.
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../deps.ts';

export function fifoGate(limit: number): MiddlewareHandler<AppEnv> {
  let active = 0;
  const waiting: (() => void)[] = [];
  const release = () => {
    const next = waiting.shift();
    if (next) next();
    else active--;
  };
  return async (_c, next) => {
    if (active < limit) active++;
    else await new Promise<void>((resolve) => waiting.push(resolve));
    try {
      await next();
    } finally {
      release();
    }
  };
}
