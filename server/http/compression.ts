// Content encoding (docs/build.md "Serving the bundle"): brotli or gzip as the client's
// Accept-Encoding prefers (q-values, `*`, `identity;q=0` honoured), for text-like answers of
// 1 kB or more; the demo's files and the bundle are compressed once per file (server/http/
// static-files.ts), API answers as they are made (compressAnswers below).
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { MiddlewareHandler } from 'hono';
import { parseAccept } from 'hono/utils/accept';
import { COMPRESSIBLE_CONTENT_TYPE_REGEX } from 'hono/utils/compress';

export type Encoding = 'br' | 'gzip';
/** Below this an encoded answer saves less than its framing and the work costs. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;
/** Preferred first when the client accepts both equally: brotli is about 10 % smaller on our files. */
const ENCODINGS: Encoding[] = ['br', 'gzip'];

/** The encoding to answer in for this Accept-Encoding, or undefined for the bytes as they are. */
export function negotiateEncoding(acceptEncoding: string | undefined): Encoding | undefined {
  if (!acceptEncoding) return undefined;
  const accepts = parseAccept(acceptEncoding);
  const wildcard = accepts.find((a) => a.type === '*')?.q;
  let best: { encoding: Encoding; q: number } | undefined;
  for (const encoding of ENCODINGS) {
    const q = accepts.find((a) => a.type.toLowerCase() === encoding)?.q ?? wildcard ?? 0;
    if (q > 0 && (!best || q > best.q)) best = { encoding, q };
  }
  return best?.encoding;
}

export const isCompressible = (contentType: string | null | undefined) => !!contentType && COMPRESSIBLE_CONTENT_TYPE_REGEX.test(contentType);

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * Encodes bytes. `thorough` (files, encoded once and kept): brotli's best; otherwise (answers,
 * encoded on every request) a level that costs about what gzip does.
 */
export function encode(bytes: Uint8Array, encoding: Encoding, thorough: boolean): Promise<Buffer> {
  if (encoding === 'gzip') return gzip(bytes, { level: thorough ? 9 : 6 });
  return brotli(bytes, {
    params: { [zlib.constants.BROTLI_PARAM_QUALITY]: thorough ? 11 : 4, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.byteLength },
  });
}

const NO_TRANSFORM = /(?:^|,)\s*no-transform\s*(?:,|$)/i;
const VARY_ACCEPT_ENCODING = /(?:^|,)\s*accept-encoding\s*(?:,|$)/i;

/** Adds Accept-Encoding to a Vary header's value (a cache must keep one copy per encoding). */
export function varyOnEncoding(current: string | null): string {
  if (current === '*' || (current && VARY_ACCEPT_ENCODING.test(current))) return current;
  return current ? `${current}, Accept-Encoding` : 'Accept-Encoding';
}

/**
 * Encodes the answers made by the routes (JSON, the map page). Answers are small and whole
 * (no streams), so they are read, measured and encoded in one piece; files come encoded already.
 */
export function compressAnswers(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    // The request is read first: a client that takes no encoding (a load generator, a script)
    // gets the answer untouched. Reading the answer's headers or body turns @hono/node-server's
    // lightweight answer into a whole Response, which halved the catalogue reads' throughput
    // (npm run bench: 13,186 → 5,527 req/s). Without Vary on those: a cache that keeps such an
    // answer hands out plain bytes, never bytes a client cannot read.
    const encoding = negotiateEncoding(c.req.header('Accept-Encoding'));
    if (!encoding || c.req.method === 'HEAD') return;
    const res = c.res;
    if (!res.body || res.status === 204 || res.status === 206 || res.status === 304) return;
    if (res.headers.has('Content-Encoding') || !isCompressible(res.headers.get('Content-Type'))) return;
    if (NO_TRANSFORM.test(res.headers.get('Cache-Control') ?? '')) return;
    const declared = res.headers.get('Content-Length');
    if (declared !== null && Number(declared) < COMPRESSION_THRESHOLD_BYTES) return;
    res.headers.set('Vary', varyOnEncoding(res.headers.get('Vary')));
    const bytes = new Uint8Array(await res.arrayBuffer());
    // Hono copies the former answer's headers onto the new one: the encoding's own go on after.
    if (bytes.byteLength < COMPRESSION_THRESHOLD_BYTES) {
      c.res = new Response(bytes, res);
      return;
    }
    c.res = new Response(new Uint8Array(await encode(bytes, encoding, false)), res);
    c.res.headers.set('Content-Encoding', encoding);
    c.res.headers.delete('Content-Length');
  };
}
