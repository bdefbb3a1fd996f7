// Serves demo/ at / and the built bundle at /dist/ (no framework static helper: those want
// paths relative to the working directory, and the server may start from anywhere).
// docs/build.md "Serving the bundle": chunks are named by their content's hash, so they are
// cached for a year as immutable; every other file (entries, demo pages) is revalidated with
// its ETag (304 when unchanged). Text files go out in brotli or gzip as the client accepts,
// each encoded once per file and version and kept in memory.
import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Context } from 'hono';
import { encode, isCompressible, negotiateEncoding, varyOnEncoding, COMPRESSION_THRESHOLD_BYTES, type Encoding } from './compression.ts';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
  '.d.ts': 'text/plain; charset=utf-8',
};

export const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

/** The file under root for a URL path, or undefined when it escapes root or is not a file. */
export async function findFile(root: string, urlPath: string): Promise<string | undefined> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return undefined;
  }
  if (decoded.includes('\u0000')) return undefined;
  const resolved = path.resolve(root, '.' + path.posix.normalize('/' + decoded));
  if (resolved !== root && !resolved.startsWith(root + path.sep)) return undefined;
  for (const candidate of [resolved, path.join(resolved, 'index.html')]) {
    const stat = await fs.stat(candidate).catch(() => undefined);
    if (stat?.isFile()) return candidate;
  }
  return undefined;
}

/** One version of a file: its bytes, its entity tag, and its encodings once made. */
interface FileVersion {
  modified: number;
  size: number;
  bytes: Buffer;
  tag: string;
  encoded: Map<Encoding, Promise<Buffer>>;
}

const versions = new Map<string, FileVersion>();

/** The file as it is on disk now: read again only when its size or modification time changed (a rebuild). */
async function currentVersion(file: string): Promise<FileVersion> {
  const stat = await fs.stat(file);
  const known = versions.get(file);
  if (known && known.modified === stat.mtimeMs && known.size === stat.size) return known;
  const bytes = await fs.readFile(file);
  const tag = createHash('sha256').update(bytes).digest('base64url').slice(0, 22);
  const version: FileVersion = { modified: stat.mtimeMs, size: stat.size, bytes, tag, encoded: new Map() };
  versions.set(file, version);
  return version;
}

function encoded(version: FileVersion, encoding: Encoding): Promise<Buffer> {
  let bytes = version.encoded.get(encoding);
  if (!bytes) {
    bytes = encode(version.bytes, encoding, true);
    version.encoded.set(encoding, bytes);
  }
  return bytes;
}

/** Whether an If-None-Match names this entity tag (weakly compared, as for GET). */
function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  const opaque = etag.replace(/^W\//, '');
  return ifNoneMatch.split(',').some((t) => t.trim().replace(/^W\//, '') === opaque);
}

/** Sends a file with its caching rule (`cacheControl`), its ETag and the client's preferred encoding. */
export async function sendFile(c: Context, file: string, cacheControl: string = REVALIDATE): Promise<Response> {
  const version = await currentVersion(file);
  const type = TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream';
  const compressible = isCompressible(type) && version.size >= COMPRESSION_THRESHOLD_BYTES;
  const encoding = compressible ? negotiateEncoding(c.req.header('Accept-Encoding')) : undefined;
  // Each encoding is its own representation, with its own tag.
  const etag = `"${version.tag}${encoding ? `-${encoding}` : ''}"`;
  c.header('Cache-Control', cacheControl);
  c.header('ETag', etag);
  if (compressible) c.header('Vary', varyOnEncoding(c.res.headers.get('Vary')));
  if (matches(c.req.header('If-None-Match'), etag)) return c.body(null, 304);
  c.header('Content-Type', type);
  if (!encoding) return c.body(new Uint8Array(version.bytes), 200);
  c.header('Content-Encoding', encoding);
  return c.body(new Uint8Array(await encoded(version, encoding)), 200);
}
