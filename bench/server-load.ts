// Server throughput under load, so a change that slows the API shows as a row over its budget:
// the reference server on the embedded database (PGlite), 100 autocannon connections on
// loopback, for catalogue reads and for bookings (POST booking/webJetton with valid tokens).
// bench/run.ts prints the rows.
// CB_BENCH_SECONDS sets the length of each run (default 8 s).
import { createRequire } from 'node:module';
import fs, { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { issueToken } from '../server/auth/token.ts';
import { addDays, todayIn } from '../server/clock.ts';
import { judgeDay, loadCalendar } from '../server/booking/calendar.ts';
import { DEFAULT_SLOT_TIMES } from '../src/common/default-slots.ts';
import { startServer } from '../server/start.ts';
import { spawnServer, type ServerProcess } from '../server/test-support/server-process.ts';
import { copyPgliteTemplate } from '../server/test-support/test-server.ts';
import type { Row } from './table.ts';

interface AutocannonResult {
  requests: { average: number; total: number };
  latency: { p99: number; average: number };
  non2xx: number;
  errors: number;
  timeouts: number;
  '2xx': number;
}
interface AutocannonRequest {
  method?: string;
  path?: string;
  headers?: Record<string, string>;
  body?: string;
  setupRequest?: (req: AutocannonRequest) => AutocannonRequest;
}
type Autocannon = (opts: {
  url: string; connections: number; duration: number; requests: AutocannonRequest[]; headers?: Record<string, string>;
}) => Promise<AutocannonResult>;

// autocannon ships no types; this is the slice of its API used here.
const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;

interface ServerBudgets { readsPerSecond: number; bookingsPerSecond: number; p99Ms: number }
const DEFAULT_BUDGETS: ServerBudgets = { readsPerSecond: 1000, bookingsPerSecond: 300, p99Ms: 300 };

function budgets(): ServerBudgets {
  try {
    const all = JSON.parse(readFileSync(join(import.meta.dirname, 'budgets.json'), 'utf8')) as { server?: Partial<ServerBudgets> };
    return { ...DEFAULT_BUDGETS, ...all.server };
  } catch {
    return DEFAULT_BUDGETS;
  }
}

const CONNECTIONS = 100;
const DURATION_S = Number(process.env.CB_BENCH_SECONDS ?? 8);
const WARM_UP_S = 2;

const READ_PATHS = [
  '/api/booking/categories', '/api/booking/departments', '/api/booking/departments/1', '/api/booking/serviceTypes/101',
  '/api/booking/locations/3002', '/api/booking/location/201', '/api/booking/service/id/3002',
  '/api/booking/locationService/3002/201', '/api/booking/service/hotServices', '/api/booking/reservationParameters/3007',
  '/api/booking/count', '/api/app/location/service/3024?size=999',
];

const BOOKED = { serviceId: 3002, locationId: 201, departmentId: 101 };

const ddmmyyyy = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;

function rows(label: string, r: AutocannonResult, minPerSecond: number, p99Ms: number): Row[] {
  const rps = Math.round(r.requests.average);
  const failures = r.non2xx + r.errors + r.timeouts;
  return [
    { measure: `${label}: requests per second (${CONNECTIONS} connections)`, value: `${rps} req/s`, budget: `≥ ${minPerSecond} req/s`, ok: rps >= minPerSecond },
    { measure: `${label}: p99 latency`, value: `${r.latency.p99} ms`, budget: `≤ ${p99Ms} ms`, ok: r.latency.p99 <= p99Ms },
    { measure: `${label}: failed answers (non-2xx, errors, timeouts)`, value: `${failures} of ${r.requests.total}`, budget: '0', ok: failures === 0 },
  ];
}

export async function measureServerLoad(): Promise<Row[]> {
  const limits = budgets();
  // The server runs in its own process (as in production), so it does not share a core with
  // the load generator. Its data folder is a seeded copy, prepared in-process first: tokens
  // for many citizens, and room in every slot of the booked offering so that the measure is
  // the booking path, not "slot full" refusals.
  const dataDir = await copyPgliteTemplate();
  let proc: ServerProcess | undefined;
  try {
    const { payloads } = await prepareBookings(dataDir);
    proc = await spawnServer({ DATA_DIR: dataDir, DATABASE_URL: '' });
    const url = proc.url;
    for (const path of READ_PATHS) await fetch(`${url}${path}`).then((r) => r.arrayBuffer());

    let next = 0;
    const reads = await autocannon({
      url,
      connections: CONNECTIONS,
      duration: DURATION_S,
      headers: { language: 'zh_hant' },
      requests: [{ setupRequest: (req) => ({ ...req, method: 'GET', path: READ_PATHS[next++ % READ_PATHS.length] }) }],
    });

    let n = 0;
    const book = (duration: number) => autocannon({
      url,
      connections: CONNECTIONS,
      duration,
      requests: [{ setupRequest: (req) => ({ ...req, ...payloads[n++ % payloads.length]! }) }],
    });
    // The budget is for a running server. A fresh process is slower for its first second or
    // so (V8 still compiling PostgreSQL's WebAssembly and the booking path to optimised code),
    // and the 100 requests that arrive at once then wait longest: measured apart, shown, not
    // counted against the budget.
    const cold = await book(WARM_UP_S);
    const bookings = await book(DURATION_S);
    return [
      ...rows('Catalogue reads', reads, limits.readsPerSecond, limits.p99Ms),
      { measure: `Bookings, first ${WARM_UP_S} s of a fresh process: requests per second / p99`, value: `${Math.round(cold.requests.average)} req/s / ${cold.latency.p99} ms` },
      ...rows('Bookings (POST booking/webJetton)', bookings, limits.bookingsPerSecond, limits.p99Ms),
    ];
  } finally {
    await proc?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Opens the data folder in-process, makes tokens and room, and answers the booking requests. */
async function prepareBookings(dataDir: string): Promise<{ payloads: AutocannonRequest[] }> {
  const server = await startServer({ dataDir, databaseUrl: undefined, port: 0, background: false });
  try {
    const { db, clock } = server;
    const cal = await loadCalendar(db, clock, BOOKED.serviceId, BOOKED.locationId);
    const today = todayIn(clock);
    const days: string[] = [];
    for (let d = 1; d <= 60; d++) if (judgeDay(cal, addDays(today, d)) === 'ok') days.push(addDays(today, d));
    if (days.length === 0) throw new Error('no bookable day for the booking bench');
    await db.query('UPDATE slot_templates SET capacity = 100000, enabled = true WHERE service_id = $1 AND location_id = $2', [BOOKED.serviceId, BOOKED.locationId]);
    await db.query('UPDATE time_slots SET capacity = 100000, enabled = true WHERE service_id = $1 AND location_id = $2', [BOOKED.serviceId, BOOKED.locationId]);
    // 200 citizens, each with an identity number of their own: one shared number made them one
    // citizen to the fair-share count (docs/abuse-resistance.md).
    const citizens = 200;
    const tokens = await Promise.all(Array.from({ length: citizens }, (_, i) =>
      issueToken(server, { euid: `BENCH-${i}`, mobArea: '853', mobNum: String(66000000 + i), kind: 'oneAccount' })));
    const slots = days.flatMap((day) => DEFAULT_SLOT_TIMES.map((time) => [day, time] as const));
    const payloads = Array.from({ length: Math.max(slots.length, citizens) * 2 }, (_, i): AutocannonRequest => {
      const [day, time] = slots[i % slots.length]!;
      return {
        method: 'POST',
        path: '/api/booking/webJetton',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${tokens[i % citizens]}`, language: 'en_us' },
        body: JSON.stringify({
          ...BOOKED, departmentCode: 'DSI', bookingDate: ddmmyyyy(day), bookingTime: time, identifyNo: String(12_000_000 + (i % citizens)),
          contactType: 'P', mobArea: '853', mobNum: String(66000000 + (i % citizens)), contactEmail: null, otherContact: null,
        }),
      };
    });
    return { payloads };
  } finally {
    await server.close();
  }
}

// `tsx bench/server-load.ts` runs it alone.
if (import.meta.url === `file://${process.argv[1]}`) {
  const { renderTable } = await import('./table.ts');
  console.log(renderTable(await measureServerLoad()));
  process.exit(0);
}
