import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { startVersionCheck, VERSION_CHECK_MS, type VersionCheckOptions } from './version-check.ts';
import { applyUpdate, CACHE_BUST_PARAM, cacheBusted, checkVersion, readUniqueId, uniqueJsonUrl } from './version-file.ts';

// A static `import 'node:http'` fails in the happy-dom project (Vite resolves it for the
// browser); asking Node for the module at run time sidesteps that, as src/api/client.test.ts does.
const { createServer } = process.getBuiltinModule('node:http');

// A tiny real HTTP server publishing unique.json; it records every GET it answers.
let server: Server;
let base: string;
let published: { status: number; body: string } = { status: 200, body: '{"id":"build-1"}' };
const requests: URL[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    // The test page is cross-origin to this server: answer its preflight, count only the GETs.
    if (req.method === 'OPTIONS') {
      res.writeHead(204, { 'access-control-allow-origin': '*', 'access-control-allow-headers': '*', 'access-control-allow-methods': 'GET' });
      res.end();
      return;
    }
    requests.push(new URL(req.url ?? '/', 'http://x'));
    res.writeHead(published.status, { 'content-type': 'application/json', 'access-control-allow-origin': '*' });
    res.end(published.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  requests.length = 0;
  published = { status: 200, body: '{"id":"build-1"}' };
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
});
afterEach(() => vi.useRealTimers());

const url = () => `${base}/unique.json`;
/**
 * The checks as use-platform-timers.ts runs them: every 300 s, one look at the version file.
 * `looks` holds each look's answer as it is asked for: a look not asked for sends no request, so
 * what did not happen is known at once, without waiting for a request that may still come.
 */
function watch({ url, buildId, ...rest }: { url: string; buildId: string | null } & Pick<VersionCheckOptions, 'onUpdate' | 'firstLookInMs'>) {
  const looks: Promise<boolean>[] = [];
  const check = () => {
    const look = checkVersion({ url, buildId });
    looks.push(look);
    return look;
  };
  return { looks, stop: startVersionCheck({ buildId, check, ...rest }) };
}

describe('version check (docs/behaviour/7-api.md (Version file): every 300 s, random cache-busting parameter)', () => {
  it('a changed id raises the update dialog once, at the first check after 300 s', async () => {
    published.body = '{"id":"build-2"}';
    const onUpdate = vi.fn();
    const { looks, stop } = watch({ url: url(), buildId: 'build-1', onUpdate });
    vi.advanceTimersByTime(VERSION_CHECK_MS - 1);
    expect(looks).toHaveLength(0);
    expect(requests).toHaveLength(0);
    vi.advanceTimersByTime(1);
    expect(await Promise.all(looks)).toEqual([true]);
    expect(onUpdate).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(VERSION_CHECK_MS * 3);
    expect(looks).toHaveLength(1); // no more checks once the dialog is up
    expect(requests).toHaveLength(1);
    expect(onUpdate).toHaveBeenCalledTimes(1);
    stop();
  });

  it('the same id raises nothing, check after check', async () => {
    const onUpdate = vi.fn();
    const { looks, stop } = watch({ url: url(), buildId: 'build-1', onUpdate });
    vi.advanceTimersByTime(VERSION_CHECK_MS);
    expect(await Promise.all(looks)).toEqual([false]);
    vi.advanceTimersByTime(VERSION_CHECK_MS);
    // Both answers are in, and handled (the check's own reaction to each ran before this await's).
    expect(await Promise.all(looks)).toEqual([false, false]);
    expect(requests).toHaveLength(2);
    expect(onUpdate).not.toHaveBeenCalled();
    stop();
  });

  it('every request carries a fresh cache-busting parameter', async () => {
    const { looks, stop } = watch({ url: url(), buildId: 'build-1', onUpdate: () => {} });
    vi.advanceTimersByTime(VERSION_CHECK_MS * 2);
    await Promise.all(looks);
    expect(requests).toHaveLength(2);
    const busters = requests.map((r) => r.searchParams.get(CACHE_BUST_PARAM));
    expect(requests.every((r) => r.pathname === '/unique.json')).toBe(true);
    expect(busters.every((b) => typeof b === 'string' && b.length > 0)).toBe(true);
    expect(busters[0]).not.toBe(busters[1]);
    stop();
  });

  it('timers that started late (their code loads after the first screen): the first look when it is due, then every 300 s', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'setTimeout', 'clearTimeout'] });
    const { looks, stop } = watch({ url: url(), buildId: 'build-1', onUpdate: () => {}, firstLookInMs: VERSION_CHECK_MS - 30_000 });
    await vi.advanceTimersByTimeAsync(VERSION_CHECK_MS - 30_001);
    expect(looks).toHaveLength(0);
    expect(requests).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    await Promise.all(looks);
    expect(requests).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(VERSION_CHECK_MS - 1);
    expect(looks).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    await Promise.all(looks);
    expect(requests).toHaveLength(2);
    stop();
    await vi.advanceTimersByTimeAsync(VERSION_CHECK_MS * 2);
    expect(looks).toHaveLength(2);
    expect(requests).toHaveLength(2);
  });

  it('stopping ends the checks (element removed)', () => {
    const { looks, stop } = watch({ url: url(), buildId: 'build-1', onUpdate: () => {} });
    stop();
    vi.advanceTimersByTime(VERSION_CHECK_MS * 2);
    expect(looks).toHaveLength(0);
    expect(requests).toHaveLength(0);
  });

  it('an unknown running build (unbundled source) never checks', () => {
    const { looks, stop } = watch({ url: url(), buildId: null, onUpdate: () => {} });
    vi.advanceTimersByTime(VERSION_CHECK_MS);
    expect(looks).toHaveLength(0);
    expect(requests).toHaveLength(0);
    stop();
  });

  it('a failing version file (500, not JSON) is no update', async () => {
    published = { status: 500, body: 'oops' };
    expect(await checkVersion({ url: url(), buildId: 'build-1' })).toBe(false);
    published = { status: 200, body: 'not json' };
    expect(await checkVersion({ url: url(), buildId: 'build-1' })).toBe(false);
    published = { status: 200, body: '{"unique":{"id":"build-9"}}' };
    expect(await checkVersion({ url: url(), buildId: 'build-1' })).toBe(true);
    expect(requests).toHaveLength(3);
  });
});

describe('version file location and shape', () => {
  it('next to the bundle: /dist/x.js → /unique.json', () => {
    expect(uniqueJsonUrl('/api', 'https://cdn.example/dist/civic-booking.js').toString()).toBe('https://cdn.example/unique.json');
  });
  it('an absolute API base → unique.json at its host', () => {
    expect(uniqueJsonUrl('https://api.example/api', 'https://cdn.example/dist/x.js').toString()).toBe('https://api.example/unique.json');
  });
  it('no module URL (the IIFE build) → unique.json at the page host', () => {
    expect(uniqueJsonUrl('/api', '').toString()).toBe(new URL('/unique.json', location.href).toString());
    expect(uniqueJsonUrl('/api', 'not a url').toString()).toBe(new URL('/unique.json', location.href).toString());
  });
  it('cache busting keeps existing parameters', () => {
    expect(cacheBusted('https://h/unique.json?a=1', () => 'r4nd')).toBe('https://h/unique.json?a=1&v=r4nd');
  });
  it('reads {"id"} and {"unique":{"id"}}; anything else is no id', () => {
    expect([readUniqueId({ id: 'a' }), readUniqueId({ unique: { id: 7 } }), readUniqueId({}), readUniqueId('x')]).toEqual(['a', '7', null, null]);
  });
});

describe('update dialog confirm (docs/behaviour/4-states.md: reload, or close the page in the app)', () => {
  afterEach(() => {
    delete (globalThis as { CivicBookingBridge?: unknown }).CivicBookingBridge;
  });
  it('a plain page reloads (the dialog says updateTips: small-dialogs.test.tsx)', () => {
    const win = { close: vi.fn(), location: { reload: vi.fn() } as unknown as Location };
    expect(applyUpdate(document.createElement('div'), win)).toBe('reload');
    expect(win.location.reload).toHaveBeenCalledTimes(1);
    expect(win.close).not.toHaveBeenCalled();
  });
  it('a host app web view closes the page (the dialog says appUpdateAlert)', () => {
    const posted: string[] = [];
    const bridge = { postMessage: (m: string) => posted.push(m) };
    (globalThis as { CivicBookingBridge?: unknown }).CivicBookingBridge = bridge;
    const win = { close: vi.fn(), location: { reload: vi.fn() } as unknown as Location, CivicBookingBridge: bridge };
    expect(applyUpdate(document.createElement('div'), win)).toBe('close');
    expect(win.location.reload).not.toHaveBeenCalled();
    expect(posted.map((m) => JSON.parse(m).type)).toEqual(['cb-close']);
  });
});
