// Serves demo/ at / and the built bundle at /dist/ (no framework static helper: those want
// paths relative to the working directory, and the server may start from anywhere).
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Context } from 'hono';

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
  '.d.ts': 'text/plain; charset=utf-8',
};

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

export async function sendFile(c: Context, file: string): Promise<Response> {
  const body = await fs.readFile(file);
  const type = TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream';
  return c.body(body, 200, { 'content-type': type, 'cache-control': 'no-cache' });
}
