// The strict-contract mode (API_CONTRACT=strict): every answer of a contract call is trimmed to
// the fields the contract names for it (./contract-calls.ts), so the widgets and their tests
// meet what an administration's own backend sends, not the reference server's extensions.
// One middleware around every /api route; answers of calls outside the contract (the test mode's
// token, outbox and sign-on, logout, health) and refusals pass unchanged.
import type { MiddlewareHandler } from 'hono';
import { contractCallOf, type Answer, type Field, type Shape } from './contract-calls.ts';

const API_PREFIX = '/api/';

/** The answer's value with only the fields `answer` names, at every depth (lists element by element). */
function trimToContract(value: unknown, answer: Answer): unknown {
  if (answer === 'scalars' || answer === 'empty') return value;
  return trimShape(value, answer);
}

function trimShape(value: unknown, shape: Shape): unknown {
  if (Array.isArray(value)) return value.map((item) => trimShape(item, shape));
  if (value === null || typeof value !== 'object') return value;
  const kept: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(value)) {
    const rule: Field | undefined = Object.hasOwn(shape, key) ? shape[key] : undefined;
    if (rule === undefined) continue;
    kept[key] = typeof rule === 'string' ? field : trimShape(field, rule.fields);
  }
  return kept;
}

export function strictContract(enabled: boolean): MiddlewareHandler {
  return async (c, next) => {
    await next();
    if (!enabled || c.res.status !== 200 || !c.res.headers.get('content-type')?.includes('application/json')) return;
    const call = contractCallOf(c.req.method, c.req.path.slice(API_PREFIX.length));
    if (!call) return;
    const body = (await c.res.clone().json()) as { value?: unknown };
    if (body === null || typeof body !== 'object' || !('value' in body)) return;
    const headers = new Headers(c.res.headers);
    headers.delete('content-length');
    c.res = new Response(JSON.stringify({ ...body, value: trimToContract(body.value, call.answer) }), { status: 200, headers });
  };
}
