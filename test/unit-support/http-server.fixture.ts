// Test support: a tiny real HTTP server (node:http on a free port) for the client's unit tests,
// answering as each test says and cross-origin, as a real API answers an embedded widget (the
// preflight requests are answered here and never reach the test). Not imported by any shipped module.
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Seen {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
}

export type Handler = (req: IncomingMessage, res: ServerResponse, seen: Seen) => void;

export interface FixtureServer {
  origin: string;
  /** Drops every open connection (a held request, a keep-alive socket). */
  closeConnections(): void;
  close(): Promise<void>;
}

export const json = (status: number, body: unknown, headers: Record<string, string> = {}): Handler => (_req, res) => {
  res.writeHead(status, { 'content-type': 'application/json', ...headers });
  res.end(JSON.stringify(body));
};
export const plain = (status: number, text = ''): Handler => (_req, res) => {
  res.writeHead(status, { 'content-type': 'text/plain' });
  res.end(text);
};
export const ok = (value: unknown) => json(200, { code: 200, message: 'OK', value });
/** Never answers (until the test closes its connections): a client's timeout is the only way out, on any machine. */
export const silent: Handler = () => undefined;
/** Closes the connection without an answer: the client sees a network failure. */
export const hangUp: Handler = (req) => req.socket.destroy();
/**
 * Answers `ms` after the request arrives: an answer that is late, never one that must lose to the
 * client's timeout (use `silent`): a loaded machine delivered such an answer before the timeout
 * fired although it was due after it (src/api/client.test.ts failed so in a clean-clone run).
 */
export const later = (ms: number, then: Handler): Handler => (req, res, s) => {
  setTimeout(() => then(req, res, s), ms);
};

// A static `import 'node:http'` fails in the client project while vite.config.ts defines
// process.env.NODE_ENV for every environment ("No such built-in module: node:"); asking Node
// for the module at run time sidesteps Vite's resolver.
const { createServer } = process.getBuiltinModule('node:http');

/** Starts the server; `onRequest` gets every request but the preflights, with its body read. */
export async function startFixtureServer(onRequest: Handler): Promise<FixtureServer> {
  const server: Server = createServer((req, res) => {
    res.setHeader('access-control-allow-origin', '*');
    res.setHeader('access-control-allow-headers', '*');
    res.setHeader('access-control-allow-methods', 'GET, POST, PUT, DELETE');
    res.setHeader('access-control-expose-headers', 'Retry-After');
    if (req.method === 'OPTIONS') {
      res.writeHead(204).end();
      return;
    }
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => onRequest(req, res, { method: req.method ?? '', url: req.url ?? '', headers: req.headers, body }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    closeConnections: () => server.closeAllConnections(),
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
