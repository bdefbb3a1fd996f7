// The static area, mounted at /: the demo pages, the built bundle at /dist/, the version file
// and the offline map page (docs/behaviour/7-api.md "Version file" and "Map page"). Its catch-all
// passes /api and /dev paths on, so it answers nothing the other areas answer.
import fs from 'node:fs/promises';
import path from 'node:path';
import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../deps.ts';
import { findFile, IMMUTABLE, sendFile } from '../http/static-files.ts';
import { renderMapPage } from './map-page.ts';

export const DEMO_CSP = [
  "default-src 'self'",
  "img-src 'self' data: https:",
  "frame-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
].join('; ');

export function staticArea(deps: AppDeps) {
  const area = new Hono<AppEnv>();
  const demoDir = path.join(deps.config.rootDir, 'demo');
  const distDir = path.join(deps.config.rootDir, 'dist');
  // Until the build has written dist/unique.json the server answers one id per process,
  // so a running page never sees an "update" it could not load.
  // Same shape as the build's file: {"unique": {"id": …}} (docs/behaviour/7-api.md (Version file) "field unique.id").
  const devId = { unique: { id: `dev-${deps.clock.now().getTime().toString(36)}` } };

  area.get('/unique.json', async (c) => {
    c.header('cache-control', 'no-store');
    const text = await fs.readFile(path.join(distDir, 'unique.json'), 'utf8').catch(() => undefined);
    if (text !== undefined) {
      try {
        return c.json(JSON.parse(text) as object);
      } catch {
        // A half-written file during a build: fall through to the dev id.
      }
    }
    return c.json(devId);
  });

  area.get('/map.html', (c) => renderMapPage(c, deps));

  area.get('/dist/*', async (c) => {
    const file = await findFile(distDir, c.req.path.slice('/dist'.length));
    if (!file) return c.notFound();
    // Every chunk's name carries its content's hash (vite.config.ts chunkFileNames): a new
    // build names new files, so a browser may keep these for good. Entries keep their names.
    const hashed = path.dirname(file) === path.join(distDir, 'chunks');
    return hashed ? sendFile(c, file, IMMUTABLE) : sendFile(c, file);
  });

  area.get('*', async (c, next) => {
    if (c.req.path.startsWith('/api/') || c.req.path.startsWith('/dev/')) return next();
    const file = await findFile(demoDir, c.req.path);
    if (!file) return next();
    // The demo pages run under the strict policy a careful host would set (README, CSP): the
    // widgets need no inline script or style and nothing evaluated.
    if (file.endsWith('.html')) c.header('content-security-policy', DEMO_CSP);
    return sendFile(c, file);
  });
  return area;
}
