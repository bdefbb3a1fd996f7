// The providers' API stand-in: same shape as createApi's client, loads each area on its first
// call and forwards, and a chunk that cannot load fails as a call without an answer (docs/behaviour/8-errors.md).
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { ApiError } from '../api/api-error.ts';
import type { ApiOptions } from '../api/client.ts';
import { createLazyApi } from './lazy-api.ts';

// As in src/api/client.test.ts: node:http through Node itself, past Vite's resolver.
const { createServer } = process.getBuiltinModule('node:http');
let server: Server;
let origin: string;
const seen: string[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    res.setHeader('access-control-allow-origin', '*');
    res.setHeader('access-control-allow-headers', '*');
    if (req.method === 'OPTIONS') return void res.writeHead(204).end();
    seen.push(`${req.method} ${req.url}`);
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ code: 200, message: 'OK', value: [{ id: 1, name: 'Civil registry' }] }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const options = (): ApiOptions => ({
  baseURL: `${origin}/api`,
  platform: 'PCWeb',
  getLanguage: () => 'en_us',
  getToken: () => null,
});

describe('lazy API client', () => {
  test('a call goes out through the real client and answers its value', async () => {
    const api = createLazyApi(options());
    await expect(api.catalogue.categories()).resolves.toEqual([{ id: 1, name: 'Civil registry' }]);
    expect(seen).toContain('GET /api/booking/categories');
  });

  test('has the areas of the client and one function per name; no thenable, no unknown area', () => {
    const api = createLazyApi(options());
    expect(typeof api.queue.counterInfo).toBe('function');
    expect(api.queue.counterInfo).toBe(api.queue.counterInfo);
    expect((api.queue as unknown as { then?: unknown }).then).toBeUndefined();
    expect((api as unknown as Record<string, unknown>).nothing).toBeUndefined();
  });

  test('awaiting an area is not a call', async () => {
    const api = createLazyApi(options());
    await expect(Promise.resolve(api.tickets)).resolves.toBe(api.tickets);
  });
});

test('ApiError from the stand-in is the client\'s class (instanceof holds across the lazy chunk)', async () => {
  const api = createLazyApi({ ...options(), baseURL: 'http://127.0.0.1:1/api' });
  const failure = await api.catalogue.categories().catch((error: unknown) => error);
  expect(failure).toBeInstanceOf(ApiError);
});

test('a later area loads on its first call and goes out through the same client', async () => {
  const api = createLazyApi(options());
  await expect(api.favourites.recentlyUsed()).resolves.toEqual([{ id: 1, name: 'Civil registry' }]);
  expect(seen.some((line) => line.startsWith('GET /api/history/services'))).toBe(true);
});

test('first areas handed over by the chunk that carries them are used as they are: no import, their calls go out at once', async () => {
  // A fresh copy of the module: once handed over, the first areas stay for the page (as in a
  // browser), and another test file of this worker may have handed them over already.
  vi.resetModules();
  const fresh = await import('./lazy-api.ts');
  const made: ApiOptions[] = [];
  const answer = [{ id: 2, name: 'Handed over' }];
  const http = { call: () => Promise.reject(new Error('not this way')) };
  fresh.provideApiClient({
    createTransport: (given: ApiOptions) => {
      made.push(given);
      return http;
    },
    FIRST_AREAS: { catalogue: () => ({ categories: () => Promise.resolve(answer) }) },
  } as unknown as typeof import('../api/first-areas.ts'));
  const given = options();
  await expect(fresh.createLazyApi(given).catalogue.categories()).resolves.toBe(answer);
  expect(made).toEqual([given]);
});
