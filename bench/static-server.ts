// A tiny static server for the bench pages: /dist/… from the build, /bench/… pages from memory,
// and /api/… passed through to the reference server when one runs, so pages load the way a
// host serves them (one origin, real JavaScript MIME types, no dev-server transforms).
import { createReadStream, statSync } from 'node:fs';
import { createServer, request, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize } from 'node:path';

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
};

export interface StaticServer {
  url: string;
  close(): Promise<void>;
}

export interface StaticServerOptions {
  dist: string;
  pages: Record<string, string>;
  /** Origin of the reference server for /api/… (omitted: /api answers 503). */
  apiOrigin?: string;
}

export async function startStaticServer({ dist, pages, apiOrigin }: StaticServerOptions): Promise<StaticServer> {
  const server = createServer((req, res) => {
    const path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    if (path.startsWith('/api/')) return proxy(req, res, apiOrigin);
    const page = pages[path];
    if (page !== undefined) return send(res, 200, TYPES['.html'] as string, page);
    if (path.startsWith('/dist/')) return serveFile(res, dist, path.slice('/dist/'.length));
    send(res, 404, 'text/plain', 'not found');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => { server.closeAllConnections(); server.close(() => resolve()); }),
  };
}

function send(res: ServerResponse, status: number, type: string, body: string) {
  res.writeHead(status, { 'content-type': type, 'cache-control': 'no-store' });
  res.end(body);
}

function serveFile(res: ServerResponse, root: string, file: string) {
  const path = normalize(join(root, file));
  const stat = path.startsWith(root) ? statSync(path, { throwIfNoEntry: false }) : undefined;
  if (!stat?.isFile()) return send(res, 404, 'text/plain', 'not found');
  res.writeHead(200, {
    'content-type': TYPES[extname(path)] ?? 'application/octet-stream',
    'content-length': stat.size,
    'cache-control': 'no-store',
  });
  createReadStream(path).pipe(res);
}

function proxy(req: IncomingMessage, res: ServerResponse, origin: string | undefined) {
  if (!origin) return send(res, 503, 'text/plain', 'no API server in this bench run');
  const target = new URL(req.url ?? '/', origin);
  const upstream = request(target, { method: req.method, headers: { ...req.headers, host: target.host } }, (answer) => {
    res.writeHead(answer.statusCode ?? 502, answer.headers);
    answer.pipe(res);
  });
  upstream.on('error', () => send(res, 502, 'text/plain', 'API server unreachable'));
  req.pipe(upstream);
}
