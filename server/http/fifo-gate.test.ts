import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { AppEnv } from '../deps.ts';
import { fifoGate } from './fifo-gate.ts';
import { Refusal } from '../refusal.ts';

/**
 * Waits one task: the requests run in this process on promises alone (no I/O, no timer), so by
 * then each has gone as far as it can (a request not admitted by then is waiting at the gate).
 */
const nextTask = () => new Promise((resolve) => setImmediate(resolve));

describe('fifoGate', () => {
  it('admits at most `limit` requests at once and the waiting ones in arrival order', async () => {
    const app = new Hono<AppEnv>();
    let running = 0;
    let peak = 0;
    const started: number[] = [];
    const finishers: (() => void)[] = [];
    app.get('/:n', fifoGate(2), async (c) => {
      running++;
      peak = Math.max(peak, running);
      started.push(Number(c.req.param('n')));
      await new Promise<void>((resolve) => finishers.push(resolve));
      running--;
      return c.text('ok');
    });
    const answers = [0, 1, 2, 3, 4].map((n) => app.request(`/${n}`));
    await nextTask();
    expect(started).toEqual([0, 1]);
    // Finish the later-admitted one first: the next in line (2) still goes before 3 and 4.
    finishers[1]!();
    await nextTask();
    expect(started).toEqual([0, 1, 2]);
    for (let round = 0; round < 5 && started.length < 5; round++) {
      finishers.forEach((f) => f());
      await nextTask();
    }
    finishers.forEach((f) => f());
    const statuses = (await Promise.all(answers)).map((r) => r.status);
    expect(statuses).toEqual([200, 200, 200, 200, 200]);
    expect(started).toEqual([0, 1, 2, 3, 4]);
    expect(peak).toBe(2);
  });

  it('frees its place when the handler throws', async () => {
    const gated = new Hono<AppEnv>();
    const gate = fifoGate(1);
    gated.get('/fail', gate, () => {
      throw new Error('boom');
    });
    gated.get('/ok', gate, (c) => c.text('ok'));
    expect((await gated.request('/fail')).status).toBe(500);
    const second = await Promise.race([gated.request('/ok'), nextTask().then(() => 'stuck' as const)]);
    expect(second === 'stuck' ? 'stuck' : second.status).toBe(200);
  });

  it('turns one more away once its line is full: 503 with Retry-After, at once (docs/abuse-resistance.md "Slow clients")', async () => {
    const app = new Hono<AppEnv>();
    const finishers: (() => void)[] = [];
    app.onError((err, c) => (err instanceof Refusal ? c.json({ code: err.code }, err.status, { 'Retry-After': String(err.retryAfterSeconds) }) : c.text('?', 500)));
    app.get('/:n', fifoGate(1, 2), async (c) => {
      await new Promise<void>((resolve) => finishers.push(resolve));
      return c.text('ok');
    });
    const answers = [0, 1, 2].map((n) => app.request(`/${n}`));
    await nextTask();
    const turnedAway = await app.request('/3');
    expect([turnedAway.status, await turnedAway.json(), turnedAway.headers.get('retry-after')]).toEqual([503, { code: 603 }, '2']);
    for (let round = 0; round < 3; round++) {
      finishers.forEach((f) => f());
      await nextTask();
    }
    expect((await Promise.all(answers)).map((r) => r.status)).toEqual([200, 200, 200]);
  });
});

