// docs/build.md "Serving the bundle": content encoding as the client asks, immutable hashed
// chunks, revalidated entries, against a real server over a folder of files made here (so the
// test needs no build). The bytes are read raw (node:http): fetch would decode them unseen.
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startTestServer, type TestServer } from '../test-support/test-server.ts';
import { negotiateEncoding } from './compression.ts';

describe('negotiateEncoding', () => {
  test.each([
    [undefined, undefined],
    ['', undefined],
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip, deflate', 'gzip'],
    ['br;q=0.5, gzip', 'gzip'],
    ['br;q=0, gzip;q=0', undefined],
    ['identity', undefined],
    ['*', 'br'],
    ['*;q=0.5, br;q=0', 'gzip'],
    ['GZIP', 'gzip'],
    ['deflate', undefined],
  ] as const)('Accept-Encoding %j → %s', (header, expected) => {
    expect(negotiateEncoding(header)).toBe(expected);
  });
});

interface RawAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

function rawGet(url: string, headers: Record<string, string> = {}, method = 'GET'): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    http.get(url, { headers, method }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
    }).on('error', reject);
  });
}

const decoded = (answer: RawAnswer) =>
  answer.headers['content-encoding'] === 'br' ? zlib.brotliDecompressSync(answer.body)
    : answer.headers['content-encoding'] === 'gzip' ? zlib.gunzipSync(answer.body)
      : answer.body;

let server: TestServer;
let root: string;
const entry = `export const text = ${JSON.stringify('civic-booking '.repeat(400))};\n`;
const chunk = `export const chunk = ${JSON.stringify('a chunk named by its hash '.repeat(300))};\n`;
const page = `<!doctype html><html lang="en"><head><title>demo</title></head><body>${'<p>a demo page</p>'.repeat(200)}</body></html>\n`;

beforeAll(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'cb-static-'));
  fs.mkdirSync(path.join(root, 'dist/chunks'), { recursive: true });
  fs.mkdirSync(path.join(root, 'demo'));
  fs.writeFileSync(path.join(root, 'dist/civic-booking.js'), entry);
  fs.writeFileSync(path.join(root, 'dist/chunks/app-Ab3_x-9Z.js'), chunk);
  fs.writeFileSync(path.join(root, 'dist/small.js'), 'export {};\n');
  fs.writeFileSync(path.join(root, 'demo/index.html'), page);
  server = await startTestServer({ rootDir: root, background: false });
});
afterAll(async () => {
  await server?.close();
  fs.rmSync(root, { recursive: true, force: true });
});

describe('files', () => {
  test.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip, deflate', 'gzip'],
    ['identity', undefined],
  ] as const)('an entry file asked with Accept-Encoding %j goes out as %s, the same bytes once decoded', async (accept, encoding) => {
    const answer = await rawGet(`${server.url}/dist/civic-booking.js`, { 'accept-encoding': accept });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe(encoding);
    expect(answer.headers.vary).toMatch(/accept-encoding/i);
    expect(answer.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(decoded(answer).toString()).toBe(entry);
    if (encoding) expect(answer.body.byteLength).toBeLessThan(entry.length / 10);
  });

  test('an entry file is revalidated: no-cache with an ETag, 304 when the tag still holds, 200 once the file changed', async () => {
    const url = `${server.url}/dist/civic-booking.js`;
    const first = await rawGet(url, { 'accept-encoding': 'br' });
    expect(first.headers['cache-control']).toBe('no-cache');
    const etag = first.headers.etag!;
    expect(etag).toMatch(/^"[\w-]+-br"$/);
    const again = await rawGet(url, { 'accept-encoding': 'br', 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(again.body.byteLength).toBe(0);
    // Another encoding is another representation: its own tag, so a cached br copy is not reused for gzip.
    expect((await rawGet(url, { 'accept-encoding': 'gzip', 'if-none-match': etag })).status).toBe(200);
    fs.writeFileSync(path.join(root, 'dist/civic-booking.js'), entry.replace('civic', 'CIVIC'));
    const changed = await rawGet(url, { 'accept-encoding': 'br', 'if-none-match': etag });
    expect(changed.status).toBe(200);
    expect(decoded(changed).toString()).toBe(entry.replace('civic', 'CIVIC'));
    fs.writeFileSync(path.join(root, 'dist/civic-booking.js'), entry);
  });

  test('a chunk (named by its hash) is immutable for a year', async () => {
    const answer = await rawGet(`${server.url}/dist/chunks/app-Ab3_x-9Z.js`, { 'accept-encoding': 'br' });
    expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(answer.headers['content-encoding']).toBe('br');
    expect(decoded(answer).toString()).toBe(chunk);
  });

  test('a file under 1 kB goes out as it is', async () => {
    const answer = await rawGet(`${server.url}/dist/small.js`, { 'accept-encoding': 'br, gzip' });
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.body.toString()).toBe('export {};\n');
  });

  test('a demo page is encoded and keeps its content security policy', async () => {
    const answer = await rawGet(`${server.url}/`, { 'accept-encoding': 'gzip' });
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(answer.headers['content-security-policy']).toContain("default-src 'self'");
    expect(decoded(answer).toString()).toBe(page);
  });

  test('HEAD names the encoding and sends no body', async () => {
    const answer = await rawGet(`${server.url}/dist/civic-booking.js`, { 'accept-encoding': 'br' }, 'HEAD');
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.body.byteLength).toBe(0);
  });
});

describe('API answers', () => {
  test('a long answer goes out encoded, not cached, and decodes to the same JSON', async () => {
    const [plain, encoded] = await Promise.all([
      rawGet(`${server.url}/api/booking/categories`, {}),
      rawGet(`${server.url}/api/booking/categories`, { 'accept-encoding': 'gzip, deflate, br' }),
    ]);
    expect(plain.body.byteLength).toBeGreaterThan(1024);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(encoded.headers['content-encoding']).toBe('br');
    expect(encoded.headers['cache-control']).toBe('no-store');
    expect(encoded.headers.vary).toMatch(/accept-encoding/i);
    expect(JSON.parse(decoded(encoded).toString())).toEqual(JSON.parse(plain.body.toString()));
    expect(encoded.body.byteLength).toBeLessThan(plain.body.byteLength / 2);
  });

  test('a short answer (a refusal) goes out as it is', async () => {
    const answer = await rawGet(`${server.url}/api/booking/categories/x/departments`, { 'accept-encoding': 'br' });
    expect(answer.status).toBeGreaterThanOrEqual(400);
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(answer.body.toString())).toHaveProperty('message');
  });
});
