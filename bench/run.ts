// `npm run bench`: bundle sizes, first render and blocking time in headless Chromium, and the
// reference server's load figures, each beside its budget (bench/budgets.json). Exits 1 when a
// budget is missed. Options: --runs N (cold loads per figure, default 7), --no-api, --modules
// (also list what the first-render JavaScript is made of, by package and source folder),
// --only TEXT (of the browser figures only the pages whose name contains TEXT, e.g. "via IIFE",
// or "Lighthouse" for the Lighthouse rows alone; no server load), --no-lighthouse.
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { launchChromium, median, sampleLoad, sampleRoute, type LoadSample, type RouteSample } from './browser-timing.ts';
import { groupOf, measureComposition } from './composition.ts';
import { ensureBuild } from './ensure-build.ts';
import { allPages, CASES, FLOOR_CASE, pagePath, ROUTE_CASES, SCREEN_CASES, screenPath } from './pages.ts';
import { kB, measureDist, staticGraph, type FileSize } from './sizes.ts';
import { startStaticServer } from './static-server.ts';
import { renderTable, section, type Row } from './table.ts';
import { ratioRow, type Floor, type RatioBudget } from './floor-ratio.ts';
import type { LighthouseBudgets } from './lighthouse.ts';

interface Budgets {
  bundle: { elementFirstRenderGzipKB: number; bookingAppFirstScreenGzipKB: number; iifeGzipKB: number };
  /** Each timing as a multiple of the floor at the same CPU rate, measured in the same run (floor-ratio.ts). */
  timesFloor: Record<'firstRenderAfterScript' | 'blockingTime' | 'liveData' | 'reserveCalendar' | 'homeTiles' | 'myTickets', RatioBudget>;
  render: { longListLongTasksAt4x: number };
  lighthouse: LighthouseBudgets;
}

const root = join(import.meta.dirname, '..');
const dist = join(root, 'dist');
const budgets = JSON.parse(readFileSync(join(import.meta.dirname, 'budgets.json'), 'utf8')) as Budgets;
const runsArg = process.argv.indexOf('--runs');
const runs = runsArg > 0 ? Math.max(1, Number(process.argv[runsArg + 1]) || 7) : 7;
const withApi = !process.argv.includes('--no-api');
const onlyArg = process.argv.indexOf('--only');
const only = onlyArg > 0 ? process.argv[onlyArg + 1] : undefined;
const picked = <T extends { name: string }>(cases: T[]) => (only === undefined ? cases : cases.filter((c) => c.name.includes(only)));

const fmtKB = (bytes: number) => `${kB(bytes).toFixed(1)} kB`;
const fmtMs = (ms: number) => (Number.isFinite(ms) ? `${ms.toFixed(0)} ms` : 'n/a');

ensureBuild(root);
const rows: Row[] = [];

// Sizes of every output file.
const sizes = measureDist(dist);
const byFile = new Map<string, FileSize>(sizes.map((s) => [s.file, s]));
const gzipOf = (files: Iterable<string>) => [...files].reduce((sum, f) => sum + (byFile.get(f)?.gzip ?? 0), 0);
rows.push(section('Output files (minified / gzip / brotli)'));
for (const s of sizes) {
  const isIife = s.file === 'civic-booking.iife.js';
  rows.push({
    measure: `dist/${s.file}`,
    value: `${fmtKB(s.min)} / ${fmtKB(s.gzip)} / ${fmtKB(s.brotli)}`,
    ...(isIife ? { budget: `gzip ≤ ${budgets.bundle.iifeGzipKB} kB`, ok: kB(s.gzip) <= budgets.bundle.iifeGzipKB } : {}),
  });
}

// The reference server for the elements' API calls, when it starts.
let api: { url: string; close(): Promise<void> } | undefined;
const dataDir = mkdtempSync(join(tmpdir(), 'cb-bench-'));
if (withApi && existsSync(join(root, 'server/start.ts'))) {
  try {
    const { startServer } = (await import('../server/start.ts')) as {
      startServer(o: Record<string, unknown>): Promise<{ url: string; close(): Promise<void> }>;
    };
    // Test mode, as the demo runs: the pages may use the development aids.
    api = await startServer({ port: 0, host: '127.0.0.1', dataDir, background: false, testMode: true });
  } catch (error) {
    console.warn(`bench: reference server did not start (${(error as Error).message}); API calls answer 503`);
  }
}
// A citizen with tickets for the pages that show a citizen's own (made on the server's API).
let citizenToken: string | undefined;
if (api) {
  try {
    citizenToken = await (await import('./citizen.ts')).citizenWithTickets(api.url);
  } catch (error) {
    console.warn(`bench: no citizen with tickets (${(error as Error).message})`);
  }
}
const server = await startStaticServer({ dist, pages: allPages(citizenToken), ...(api ? { apiOrigin: api.url } : {}) });
const browser = await launchChromium();

try {
  // What this machine needs at least, measured first: every timing row below is judged as a
  // multiple of it at the same CPU rate (floor-ratio.ts), so a slower machine does not fail a good build.
  let floor: Floor | undefined;
  if (api) {
    const floorAt = async (rate: 1 | 4) => {
      const samples: LoadSample[] = [];
      for (let i = 0; i < runs; i++) {
        try {
          samples.push(await sampleLoad(browser, server.url + FLOOR_CASE.path, FLOOR_CASE.tag, '', rate, FLOOR_CASE.ready));
        } catch {
          // Counted as missing, as the screens' loads.
        }
      }
      return median(samples.map((s) => s.liveMs));
    };
    const measured = { 1: await floorAt(1), 4: await floorAt(4) };
    const ok = Number.isFinite(measured[1]) && Number.isFinite(measured[4]);
    if (ok) floor = measured;
    rows.push(section(`This machine's floor (median of ${runs} cold loads; 1× / 4× CPU): the timing budgets are multiples of it`));
    rows.push({ measure: `${FLOOR_CASE.name}: navigation → shown`, value: `${fmtMs(measured[1])} / ${fmtMs(measured[4])}`, ...(ok ? {} : { ok: false }) });
  }

  rows.push(section(`First render in headless Chromium (median of ${runs} cold loads; 1× / 4× CPU)`));
  for (const c of picked(CASES)) {
    const samples: Record<1 | 4, LoadSample[]> = { 1: [], 4: [] };
    const failures: string[] = [];
    for (const rate of [1, 4] as const) {
      for (let i = 0; i < runs; i++) {
        try {
          samples[rate].push(await sampleLoad(browser, server.url + pagePath(c), c.tag, c.entry, rate, c.liveSelector));
        } catch (error) {
          failures.push(`${rate}×: ${(error as Error).message.split('\n')[0]}`);
        }
      }
    }
    if (samples[1].length === 0 || samples[4].length === 0) {
      rows.push({ measure: `${c.name} did not render`, value: failures[0] ?? '', ok: false });
      continue;
    }
    if (failures.length > 0) rows.push({ measure: `${c.name} loads that failed`, value: `${failures.length}: ${failures[0]}`, ok: false });
    const m = (rate: 1 | 4, pick: (s: LoadSample) => number) => median(samples[rate].map(pick));
    const last = samples[1][samples[1].length - 1] as LoadSample;

    // The <script> build imports the ESM build dynamically: what it needs shows in the browser.
    const statics = c.module ? staticGraph(dist, c.entry) : new Set([c.entry]);
    const atFirst = new Set([...statics, ...last.jsAtFirstContent]);
    const firstRender = gzipOf(atFirst);
    rows.push({
      measure: `${c.name} entry + chunks at first render (gzip, ${atFirst.size} files)`,
      value: fmtKB(firstRender),
      budget: `≤ ${budgets.bundle.elementFirstRenderGzipKB} kB`,
      ok: kB(firstRender) <= budgets.bundle.elementFirstRenderGzipKB,
    });
    const atSettle = new Set([...atFirst, ...last.jsAtSettle]);
    const screen = gzipOf(atSettle);
    const screenBudget = c.firstScreenBudget ? budgets.bundle[c.firstScreenBudget] : undefined;
    rows.push({
      measure: `${c.name} JS at its first screen (gzip, ${atSettle.size} files)`,
      value: fmtKB(screen),
      ...(screenBudget !== undefined ? { budget: `≤ ${screenBudget} kB`, ok: kB(screen) <= screenBudget } : {}),
    });
    rows.push({
      measure: `${c.name} navigation → first content`,
      value: `${fmtMs(m(1, (s) => s.firstContentMs))} / ${fmtMs(m(4, (s) => s.firstContentMs))}`,
    });
    const both = (pick: (s: LoadSample) => number) => ({ 1: m(1, pick), 4: m(4, pick) });
    if (c.liveSelector) {
      // From the server, through start-up (the service and location named by the attributes) to the screen.
      rows.push(ratioRow(`${c.name} navigation → live figures shown from the server`, both((s) => s.liveMs), budgets.timesFloor.liveData, floor));
    }
    rows.push(ratioRow(`${c.name} scripts received → first content`, both((s) => s.afterScriptMs), budgets.timesFloor.firstRenderAfterScript, floor));
    rows.push(ratioRow(`${c.name} total blocking time`, both((s) => s.blockingMs), budgets.timesFloor.blockingTime, floor));
  }

  rows.push(section(`Routes in headless Chromium, from the route opening (median of ${runs} cold loads; 1× / 4× CPU)`));
  for (const c of picked(ROUTE_CASES)) {
    const samples: Record<1 | 4, RouteSample[]> = { 1: [], 4: [] };
    const failures: string[] = [];
    for (const rate of [1, 4] as const) {
      for (let i = 0; i < runs; i++) {
        try {
          samples[rate].push(await sampleRoute(browser, server.url + pagePath(c), c.tag, c.title, c.ready, rate));
        } catch (error) {
          failures.push(`${rate}×: ${(error as Error).message.split('\n')[0]}`);
        }
      }
    }
    if (samples[1].length === 0 || samples[4].length === 0) {
      rows.push({ measure: `${c.name}: not reached`, value: failures[0] ?? '', ok: false });
      continue;
    }
    const at = { 1: median(samples[1].map((s) => s.readyMs)), 4: median(samples[4].map((s) => s.readyMs)) };
    rows.push(ratioRow(c.name, at, budgets.timesFloor[c.budget], floor));
    const later = new Set(samples[1].at(-1)!.jsAfterRoute);
    rows.push({ measure: `${c.route}: JS loaded when the route opens (gzip, ${later.size} files)`, value: fmtKB(gzipOf(later)) });
  }

  rows.push(section(`Screens shown with the server's data (median of ${runs} cold loads; 1× / 4× CPU)`));
  const sampled = async (key: keyof typeof SCREEN_CASES, rate: 1 | 4) => {
    const c = SCREEN_CASES[key];
    const samples: LoadSample[] = [];
    for (let i = 0; i < runs; i++) {
      try {
        samples.push(await sampleLoad(browser, server.url + screenPath(key), c.tag, c.entry, rate, c.ready));
      } catch {
        // A load that never showed the screen counts as missing: the median is over those that did.
      }
    }
    return samples;
  };
  const wanted = (key: keyof typeof SCREEN_CASES) => only === undefined || SCREEN_CASES[key].name.includes(only);
  if (wanted('homeTiles')) {
    const home = { 1: await sampled('homeTiles', 1), 4: await sampled('homeTiles', 4) };
    const tiles = { 1: median(home[1].map((s) => s.liveMs)), 4: median(home[4].map((s) => s.liveMs)) };
    rows.push(ratioRow(`${SCREEN_CASES.homeTiles.name}: navigation → the server's departments shown`, tiles, budgets.timesFloor.homeTiles, floor));
  }
  if (wanted('myTickets')) {
    // From navigation, through the element's start-up with the token, to the cards drawn from GET favourite/tickets.
    const mine = { 1: await sampled('myTickets', 1), 4: await sampled('myTickets', 4) };
    const measure = `${SCREEN_CASES.myTickets.name}: navigation → the citizen's tickets shown`;
    const times = { 1: median(mine[1].map((s) => s.liveMs)), 4: median(mine[4].map((s) => s.liveMs)) };
    rows.push(citizenToken ? ratioRow(measure, times, budgets.timesFloor.myTickets, floor) : { measure, value: 'no citizen', ok: false });
  }
  if (wanted('longList')) {
    const long = await sampled('longList', 4);
    // The tasks that run once the list's answer is in: drawing the 200 services.
    const after = (s: LoadSample) => {
      const answered = s.apiAnswers[SCREEN_CASES.longList.answer] ?? Number.POSITIVE_INFINITY;
      return s.longTasks.filter((task) => task.startMs + task.durationMs >= answered);
    };
    const longTasks = median(long.map((s) => after(s).length));
    const longest = median(long.map((s) => Math.max(0, ...after(s).map((task) => task.durationMs))));
    rows.push({
      measure: `${SCREEN_CASES.longList.name}: long tasks once they arrive (4×; longest)`,
      value: long.length ? `${longTasks} (${fmtMs(longest)})` : 'n/a',
      budget: `≤ ${budgets.render.longListLongTasksAt4x}`,
      ok: long.length > 0 && longTasks <= budgets.render.longListLongTasksAt4x,
    });
  }
} finally {
  await browser.close();
  await server.close();
  await api?.close();
  rmSync(dataDir, { recursive: true, force: true });
}

// Lighthouse on the demo pages, in a Chromium and server of its own.
if ((only === undefined || 'Lighthouse'.includes(only)) && !process.argv.includes('--no-lighthouse')) {
  try {
    const { measureLighthouse } = await import('./lighthouse.ts');
    rows.push(...(await measureLighthouse(budgets.lighthouse)));
  } catch (error) {
    rows.push({ measure: 'Lighthouse', value: `failed: ${(error as Error).message}`, ok: false });
  }
}

// The reference server under load.
if (only === undefined) {
  rows.push(section('Reference server under load'));
  try {
    const { measureServerLoad } = await import('./server-load.ts');
    for (const row of await measureServerLoad()) rows.push(serverRow(row));
  } catch (error) {
    rows.push({ measure: 'server load', value: `failed: ${(error as Error).message}`, ok: false });
  }
}

console.log(renderTable(rows));
if (process.argv.includes('--modules')) await printComposition();
const missed = rows.filter((r) => r.ok === false);
console.log(missed.length === 0 ? '\nAll budgets met.' : `\n${missed.length} budget(s) missed.`);
process.exit(missed.length === 0 ? 0 : 1);

async function printComposition() {
  const firstRender = new Set(CASES.filter((c) => c.module).flatMap((c) => [...staticGraph(dist, c.entry)]));
  const stems = new Set([...firstRender].map((f) => f.replace(/(-[\w-]{8})?\.js$/, '')));
  const weights = await measureComposition(root, stems);
  const groups = new Map<string, number>();
  for (const w of weights) groups.set(groupOf(w.module), (groups.get(groupOf(w.module)) ?? 0) + w.gzip);
  console.log('\nFirst-render JavaScript by origin (each module gzipped alone, so an upper bound):');
  for (const [group, gzip] of [...groups].sort((a, b) => b[1] - a[1]).slice(0, 15)) {
    console.log(`  ${fmtKB(gzip).padStart(8)}  ${group}`);
  }
}

// A server-load row in whatever plain shape it comes: a label, a value (and unit), maybe a budget.
function serverRow(raw: unknown): Row {
  const r = (raw ?? {}) as Record<string, unknown>;
  const label = r.measure ?? r.name ?? r.label ?? r.route ?? JSON.stringify(raw);
  const value = r.value === undefined ? '' : `${String(r.value)}${r.unit ? ` ${String(r.unit)}` : ''}`;
  return {
    measure: String(label),
    value,
    ...(r.budget !== undefined ? { budget: String(r.budget) } : {}),
    ...(typeof r.ok === 'boolean' ? { ok: r.ok } : {}),
  };
}
