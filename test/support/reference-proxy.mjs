// web-test-runner middleware: browser tests call the reference server on the page's own origin.
// The real server runs as a child process (fresh seeded data folder, pinned clock); requests
// for /api, /dev, /map.html and /unique.json are forwarded to it unchanged.
import { startServer } from './server-process.ts';

const FORWARDED = [/^\/api\//, /^\/dev\//, /^\/map\.html/, /^\/unique\.json/];

export async function referenceServerProxy({ clock = '2026-12-01T10:00:00+08:00' } = {}) {
  // The reference server with its extensions: some browser tests check them (the answers' fields
  // beside the contract's); the journeys are the ones that run on the strict contract.
  const server = await startServer({ clock, env: { API_CONTRACT: 'extended' } });
  const middleware = async (context, next) => {
    if (!FORWARDED.some((pattern) => pattern.test(context.url))) return next();
    const body = ['GET', 'HEAD'].includes(context.method) ? undefined : await readBody(context.req);
    const headers = { ...context.headers };
    delete headers.host;
    delete headers['content-length'];
    const response = await fetch(server.url + context.url, { method: context.method, headers, body, redirect: 'manual' });
    context.status = response.status;
    response.headers.forEach((value, name) => {
      if (!['content-encoding', 'content-length', 'transfer-encoding', 'connection'].includes(name)) context.set(name, value);
    });
    context.body = Buffer.from(await response.arrayBuffer());
  };
  return { server, middleware };
}

function readBody(request) {
  return new Promise((resolve, reject) => {
    const chunks = [];
    request.on('data', (chunk) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks)));
    request.on('error', reject);
  });
}
