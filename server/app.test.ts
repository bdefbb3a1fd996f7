// The app shell: uniform errors (refusals, invalid JSON, unexpected → 500/603 without a
// stack), the 64 KB body limit, the language header, static files, unique.json and map.html.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { Hono } from 'hono';
import { BODY_LIMIT_BYTES, type Area } from './app.ts';
import type { AppEnv } from './deps.ts';
import { text } from './http/input.ts';
import { ok } from './http/reply.ts';
import { jsonBody } from './http/validators.ts';
import { Refusal, refused } from './refusal.ts';
import { call } from './test-support/http.ts';
import { startTestServer, type TestServer } from './test-support/test-server.ts';

// Test-only routes next to the real ones, to reach each branch of the error handler.
const probes: Area = {
  path: '/api/test',
  create: () => {
    const area = new Hono<AppEnv>();
    area.get('/boom', () => {
      throw new Error('secret internals at /srv/app.ts:42');
    });
    // A database error as PostgreSQL words it, quoting what it refused, on a path with a mobile number.
    area.get('/person/:mobile', () => {
      throw Object.assign(new Error('duplicate key value violates unique constraint "tickets_mob": Key (mob_num, identify_no)=(66123456, 1234567(8)) already exists; code 654321'), { code: '23505' });
    });
    area.get('/refuse', () => {
      throw refused('full', undefined, 42);
    });
    area.get('/gone', () => {
      throw new Refusal(410, undefined, 'routeNotFound');
    });
    area.post('/echo', jsonBody((body) => ({ name: text(body.name, 'name', { required: true }) })), (c) =>
      ok(c, { name: c.req.valid('json').name, lang: c.get('lang') }),
    );
    return area;
  },
};

let server: TestServer;
let rootDir: string;

beforeAll(async () => {
  const { areas } = await import('./app.ts');
  server = await startTestServer({ areas: [...areas, probes], background: false });
  rootDir = server.deps.config.rootDir;
});
afterAll(() => server?.close());

describe('errors', () => {
  test('unexpected error → 500 {code:603} with a generic message, never the stack', async () => {
    const answer = await call(server.url, '/api/test/boom', { language: 'en_us' });
    expect(answer.status).toBe(500);
    expect(answer.body).toEqual({ code: 603, message: 'System error, please try again later' });
    expect(JSON.stringify(answer.body)).not.toContain('secret');
  });

  test('the log of an unexpected error names the route pattern and the error, never the mobile, code or identity number in the path or the error (docs/abuse-resistance.md)', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      expect((await call(server.url, '/api/test/person/85366123456')).status).toBe(500);
      const lines = log.mock.calls.map((args) => args.map(String).join(' ')).join('\n');
      expect(lines).toMatch(/^GET \/api\/test\/person\/:mobile: Error \[23505\]: duplicate key value violates unique constraint/);
      for (const secret of ['66123456', '1234567', '654321']) expect(lines).not.toContain(secret);
    } finally {
      log.mockRestore();
    }
  });

  test('every answer says nosniff; every API answer no-store (docs/abuse-resistance.md)', async () => {
    for (const path of ['/api/test/refuse', '/api/booking/categories', '/api/test/nowhere', '/unique.json', '/health/live']) {
      const answer = await call(server.url, path);
      expect(answer.headers.get('x-content-type-options'), path).toBe('nosniff');
      if (path.startsWith('/api/')) expect(answer.headers.get('cache-control'), path).toBe('no-store');
    }
  });

  test('business refusal → 400 {code:602} with Retry-After', async () => {
    const answer = await call(server.url, '/api/test/refuse', { language: 'en_us' });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ code: 602, message: 'This time slot is fully booked, please choose another' });
    expect(answer.headers.get('retry-after')).toBe('42');
  });

  test('plain statuses carry only a message', async () => {
    const answer = await call(server.url, '/api/test/gone');
    expect(answer.status).toBe(410);
    expect(answer.body).toEqual({ message: '找不到此功能' });
  });

  test.each([
    ['{"name":', 'invalidJson'], ['[1,2]', 'invalidBody'], ['42', 'invalidBody'], ['null', 'invalidBody'], ['"x"', 'invalidBody'],
  ])('body %j → 400/601', async (body) => {
    const answer = await call(server.url, '/api/test/echo', { body });
    expect(answer.status).toBe(400);
    expect(answer.body.code).toBe(601);
  });

  test('NUL characters and wrong types are 400/601', async () => {
    expect((await call(server.url, '/api/test/echo', { body: { name: 'a\u0000b' } })).status).toBe(400);
    expect((await call(server.url, '/api/test/echo', { body: { name: { x: 1 } } })).status).toBe(400);
    expect((await call(server.url, '/api/test/echo', { body: { name: 'ok' } })).status).toBe(200);
  });

  test('a body over 64 KB → 413, one just under is read', async () => {
    const big = JSON.stringify({ name: 'x'.repeat(BODY_LIMIT_BYTES) });
    const answer = await call(server.url, '/api/test/echo', { body: big });
    expect(answer.status).toBe(413);
    expect(answer.body.code).toBe(601);
    const fits = JSON.stringify({ name: 'x'.repeat(400) });
    expect((await call(server.url, '/api/test/echo', { body: fits })).status).toBe(200);
  });

  test('a body sent without a declared length (chunked) is bounded the same way', async () => {
    const send = (text: string) => {
      const bytes = new TextEncoder().encode(text);
      const body = new ReadableStream({
        start(controller) {
          for (let at = 0; at < bytes.length; at += 8192) controller.enqueue(bytes.subarray(at, at + 8192));
          controller.close();
        },
      });
      return fetch(`${server.url}/api/test/echo`, { method: 'POST', body, duplex: 'half', headers: { 'content-type': 'application/json' } } as RequestInit);
    };
    const big = await send(JSON.stringify({ name: 'x'.repeat(BODY_LIMIT_BYTES) }));
    expect(big.status).toBe(413);
    expect((await big.json()).code).toBe(601);
    const fits = await send(JSON.stringify({ name: 'y'.repeat(400) }));
    expect(fits.status).toBe(200);
  });

  test('unknown /api path → 404 with a message in the request language', async () => {
    const answer = await call(server.url, '/api/nowhere', { language: 'pt_pt' });
    expect(answer.status).toBe(404);
    expect(answer.body).toEqual({ message: 'Esta função não existe' });
  });
});

describe('cross-origin calls (widgets on an integrator\'s page)', () => {
  test('a preflight from another origin is allowed with the docs/behaviour/7-api.md headers; answers expose Retry-After', async () => {
    const preflight = await fetch(`${server.url}/api/booking/webJetton`, {
      method: 'OPTIONS',
      headers: { origin: 'https://city.example', 'access-control-request-method': 'POST', 'access-control-request-headers': 'authorization,language,traceid,idempotency-key' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
    expect(preflight.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('idempotency-key');
    expect(preflight.headers.get('access-control-allow-methods')).toContain('PUT');
    const refused = await fetch(`${server.url}/api/test/refuse`, { headers: { origin: 'https://city.example' } });
    expect(refused.headers.get('access-control-allow-origin')).toBe('*');
    expect(refused.headers.get('access-control-expose-headers')).toContain('Retry-After');
  });
});

describe('language header', () => {
  test.each([
    ['zh_hant', 'zh_hant'], ['zh_hans', 'zh_hans'], ['pt_pt', 'pt_pt'], ['en_us', 'en_us'], ['en', 'en_us'], ['xx', 'zh_hant'], [undefined, 'zh_hant'],
  ])('language: %s → %s', async (language, lang) => {
    const answer = await call(server.url, '/api/test/echo', { body: { name: 'n' }, ...(language ? { language } : {}) });
    expect(answer.body.value.lang).toBe(lang);
  });
});

describe('static answers', () => {
  test('demo pages at /, nothing outside demo/', async () => {
    const index = await fetch(`${server.url}/`);
    expect(index.status).toBe(200);
    expect(index.headers.get('content-type')).toContain('text/html');
    expect(await index.text()).toBe(fs.readFileSync(path.join(rootDir, 'demo/index.html'), 'utf8'));
    expect((await fetch(`${server.url}/department.html`)).status).toBe(200);
    expect((await fetch(`${server.url}/..%2fpackage.json`)).status).toBe(404);
    expect((await fetch(`${server.url}/%2e%2e/package.json`)).status).toBe(404);
  });

  test('unique.json: dist/unique.json when built, else a stable dev id', async () => {
    const first = await call(server.url, '/unique.json');
    expect(first.status).toBe(200);
    expect(typeof first.body.unique.id).toBe('string');
    const built = path.join(rootDir, 'dist/unique.json');
    if (fs.existsSync(built)) expect(first.body).toEqual(JSON.parse(fs.readFileSync(built, 'utf8')));
    else expect((await call(server.url, '/unique.json')).body.unique.id).toBe(first.body.unique.id);
    expect(first.headers.get('cache-control')).toBe('no-store');
  });

  test('map.html: coordinates, the matching location, map-app links; everything escaped', async () => {
    const page = await fetch(`${server.url}/map.html?lat=22.19108&lon=113.54292&platform=web`, { headers: { language: 'en_us' } });
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('DSI Headquarters');
    expect(html).toContain('762-804 Avenida da Praia Grande');
    expect(html).toContain('href="geo:22.19108,113.54292');
    expect(html).not.toContain('<script');
    expect(page.headers.get('content-security-policy')).toContain("default-src 'none'");
    const hostile = await (await fetch(`${server.url}/map.html?lat=${encodeURIComponent('"><script>alert(1)</script>')}&lon=1`)).text();
    expect(hostile).not.toContain('<script>');
    expect(hostile).toContain('沒有地圖資料');
    const ios = await (await fetch(`${server.url}/map.html?lat=22.19108&lon=113.54292&platform=ios`)).text();
    expect(ios).toContain('href="https://maps.apple.com/?ll=22.19108,113.54292');
    const unknown = await (await fetch(`${server.url}/map.html?lat=10.5&lon=20.25&language=pt`)).text();
    expect(unknown).toContain('10.5, 20.25');
    expect(unknown).toContain('Abrir na aplicação de mapas');
  });

  test('/dist/ serves built files only from dist/', async () => {
    const built = path.join(rootDir, 'dist/civic-booking.js');
    if (fs.existsSync(built)) {
      const js = await fetch(`${server.url}/dist/civic-booking.js`);
      expect(js.status).toBe(200);
      expect(js.headers.get('content-type')).toContain('text/javascript');
    }
    expect((await fetch(`${server.url}/dist/../package.json`)).status).toBe(404);
    expect((await fetch(`${server.url}/dist/no-such-file.js`)).status).toBe(404);
  });
});
