// Server throughput under load (issue 3): the reference server on the embedded database
// (PGlite), 100 autocannon connections on loopback, for catalogue reads and for bookings
// (POST booking/webJetton with valid tokens). bench/run.ts prints the rows.
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { issueToken } from '../server/auth/token.ts';
import { addDays, todayIn } from '../server/clock.ts';
import { readConfig } from '../server/config.ts';
import { judgeDay, loadCalendar } from '../server/booking/calendar.ts';
import { DEFAULT_SLOT_TIMES } from '../server/seed/bookings.ts';
import { startTestServer } from '../server/test-support/test-server.ts';
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
  // A weekday morning in office hours, so every answer takes its usual path.
  const server = await startTestServer({ database: 'pglite', background: false, catalogueCacheMs: readConfig().catalogueCacheMs });
  try {
    // Warm-up: first queries compile plans and fill caches.
    for (const path of READ_PATHS) await fetch(`${server.url}${path}`).then((r) => r.arrayBuffer());

    let next = 0;
    const reads = await autocannon({
      url: server.url,
      connections: CONNECTIONS,
      duration: DURATION_S,
      headers: { language: 'zh_hant' },
      requests: [{ setupRequest: (req) => ({ ...req, method: 'GET', path: READ_PATHS[next++ % READ_PATHS.length] }) }],
    });

    // Bookings: many citizens, spread over every bookable day and time of one offering, with
    // room enough that the measure is the booking path, not "slot full" refusals.
    const { db, clock } = server;
    const cal = await loadCalendar(db, clock, BOOKED.serviceId, BOOKED.locationId);
    const today = todayIn(clock);
    const days: string[] = [];
    for (let d = 1; d <= 60; d++) if (judgeDay(cal, addDays(today, d)) === 'ok') days.push(addDays(today, d));
    if (days.length === 0) throw new Error('no bookable day for the booking bench');
    await db.query('UPDATE slot_templates SET capacity = 100000, enabled = true WHERE service_id = $1 AND location_id = $2', [BOOKED.serviceId, BOOKED.locationId]);
    await db.query('UPDATE time_slots SET capacity = 100000, enabled = true WHERE service_id = $1 AND location_id = $2', [BOOKED.serviceId, BOOKED.locationId]);
    const tokens = await Promise.all(Array.from({ length: 200 }, (_, i) =>
      issueToken(db, { euid: `BENCH-${i}`, mobArea: '853', mobNum: String(66000000 + i), kind: 'oneAccount' })));
    const slots = days.flatMap((day) => DEFAULT_SLOT_TIMES.map((time) => [day, time] as const));
    let n = 0;
    const bookings = await autocannon({
      url: server.url,
      connections: CONNECTIONS,
      duration: DURATION_S,
      requests: [{
        setupRequest: (req) => {
          const i = n++;
          const [day, time] = slots[i % slots.length]!;
          return {
            ...req,
            method: 'POST',
            path: '/api/booking/webJetton',
            headers: { 'content-type': 'application/json', authorization: `Bearer ${tokens[i % tokens.length]}`, language: 'en_us' },
            body: JSON.stringify({
              ...BOOKED, departmentCode: 'DSI', bookingDate: ddmmyyyy(day), bookingTime: time, identifyNo: '12345678',
              contactType: 'P', mobArea: '853', mobNum: String(66000000 + (i % tokens.length)), contactEmail: null, otherContact: null,
            }),
          };
        },
      }],
    });
    return [
      ...rows('Catalogue reads', reads, limits.readsPerSecond, limits.p99Ms),
      ...rows('Bookings (POST booking/webJetton)', bookings, limits.bookingsPerSecond, limits.p99Ms),
    ];
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
