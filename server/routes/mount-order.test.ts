// The areas can be mounted in any order because no two of them answer the same request: every
// path a route of one area declares (its parameters filled with a number, a ticket uid and a
// word) is matched by no route of another area. The static area is left out: its catch-all
// hands on /api/ and /dev/ and whatever is not a demo file, so it answers only what no area does.
import { expect, test } from 'vitest';
import { areas, createApp, type Area } from '../app.ts';
import type { Clock } from '../clock.ts';
import { readConfig } from '../config.ts';
import type { Db } from '../db/types.ts';
import type { AppDeps } from '../deps.ts';
import { staticArea } from './static.ts';

// Making the areas reads only the settings and the database's kind; nothing here runs a handler.
const deps: AppDeps = {
  db: { kind: 'pglite' } as Db,
  clock: { now: () => new Date() } as Clock,
  config: readConfig({ TEST_MODE: '1' }),
  smsSender: undefined,
  stopping: () => false,
};

const PARAMETER_SAMPLES = ['7', '0123456789abcdef0123456789abcdef', 'word'];

interface Route { method: string; path: string }
interface RouterRoute { method: string; path: string }
type Matched = [[[unknown, RouterRoute], unknown][], ...unknown[]];

/** The routes an area declares (not its middleware for every method), with their full paths. */
function routesOf(area: Area): { app: ReturnType<typeof createApp>; routes: Route[] } {
  const app = createApp(deps, [area]);
  const declared = new Map(app.routes.filter((r) => r.method !== 'ALL').map(({ method, path }) => [`${method} ${path}`, { method, path }]));
  return { app, routes: [...declared.values()] };
}

/** Requests a route pattern answers: each parameter (and wildcard) filled with one sample. */
const samplePaths = (pattern: string) =>
  PARAMETER_SAMPLES.map((sample) => pattern.replace(/:\w+(\{[^}]*\})?\??/g, sample).replace(/\*/g, sample));

test('no request is answered by routes of two areas, so the mounting order does not matter', () => {
  const mounted = areas.filter((a) => a.create !== staticArea).map((area) => ({ name: area.create.name, ...routesOf(area) }));
  expect(mounted.every((a) => a.routes.length > 0)).toBe(true);
  const overlaps = new Set<string>();
  for (const from of mounted) {
    for (const { method, path } of from.routes) {
      for (const request of samplePaths(path)) {
        for (const other of mounted) {
          if (other === from) continue;
          const [matched] = other.app.router.match(method, request) as unknown as Matched;
          const answering = matched.filter(([[, route]]) => route.method === method);
          if (answering.length > 0) overlaps.add(`${method} ${request}: ${from.name} (${path}) and ${other.name} (${answering[0]![0][1].path})`);
        }
      }
    }
  }
  expect([...overlaps]).toEqual([]);
});
