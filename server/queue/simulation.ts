// The live-queue simulation (issue 3 item 5): in office hours it opens each offering's
// counters, lets walk-in (on-site) tickets arrive, finishes the tickets at the counters and
// calls the next ones. Ticks run in one process at a time: a transaction-scoped advisory lock
// (PostgreSQL; PGlite has one process anyway) plus the last tick's time in the database, so
// several processes over one database together tick at one pace.
import { todayIn, type Clock } from '../clock.ts';
import type { Db, Tx } from '../db/types.ts';
import type { AppDeps } from '../deps.ts';
import { isOfficeTime } from './figures.ts';
import { insertQueueTicket } from './take-ticket.ts';

const LOCK_KEY = 7_301_002;

export interface TickResult {
  ran: boolean;
  finished: number;
  called: number;
  walkIns: number;
}

interface QueueRow {
  service_id: number;
  location_id: number;
  department_id: number;
  counters: number;
  daily_limit: number;
  walk_in_target: number;
  issued: number | null;
  waiting: number;
}

/** One step of the simulation; `force` ignores the pace (POST /dev/queue/tick). */
export async function simulateTick(db: Db, clock: Clock, opts: { force?: boolean; minIntervalMs?: number } = {}): Promise<TickResult> {
  return db.transaction(async (tx) => {
    const [lock] = await tx.query<{ got: boolean }>(`SELECT pg_try_advisory_xact_lock($1) AS got`, [LOCK_KEY]);
    if (!lock?.got) return { ran: false, finished: 0, called: 0, walkIns: 0 };
    const now = clock.now();
    const [state] = await tx.query<{ last_tick_at: Date | null }>(`SELECT last_tick_at FROM queue_simulation WHERE id = 1 FOR UPDATE`);
    const last = state?.last_tick_at ? new Date(state.last_tick_at).getTime() : 0;
    if (!opts.force && now.getTime() - last < (opts.minIntervalMs ?? 0) * 0.8) return { ran: false, finished: 0, called: 0, walkIns: 0 };
    await tx.query(`UPDATE queue_simulation SET last_tick_at = $1 WHERE id = 1`, [now]);
    return step(tx, clock);
  });
}

async function step(tx: Tx, clock: Clock): Promise<TickResult> {
  const day = todayIn(clock);
  // Whoever was at a counter is done: most are served, now and then someone did not show up.
  const finished = await tx.query(
    `UPDATE tickets SET state = CASE WHEN id % 9 = 0 THEN 'ABSENT' ELSE 'TREATED' END, finished_at = now(), updated_at = now()
      WHERE ticket_type = 'QUEUE' AND state = 'CALLED' RETURNING id`,
  );
  const queues = await tx.query<QueueRow>(
    `SELECT qs.service_id, qs.location_id, s.department_id, qs.counters, qs.daily_limit, qs.walk_in_target, q.last_number AS issued,
            (SELECT count(*)::int FROM queue_tickets qt JOIN tickets t ON t.id = qt.ticket_id
              WHERE qt.service_id = qs.service_id AND qt.location_id = qs.location_id AND qt.day = $1 AND t.state = 'WAITING') AS waiting
       FROM queue_settings qs
       JOIN service_locations sl ON sl.service_id = qs.service_id AND sl.location_id = qs.location_id
       JOIN services s ON s.id = qs.service_id
       LEFT JOIN queues q ON q.service_id = qs.service_id AND q.location_id = qs.location_id AND q.day = $1
      WHERE sl.queue_open AND NOT sl.suspended
      ORDER BY qs.service_id, qs.location_id`,
    [day],
  );
  let called = 0;
  let walkIns = 0;
  for (const q of queues) {
    const office = await isOfficeTime(tx, clock, q.service_id, q.location_id);
    if (!office) {
      await tx.query(`UPDATE queues SET open_counters = 0 WHERE service_id = $1 AND location_id = $2 AND day = $3`, [q.service_id, q.location_id, day]);
      continue;
    }
    if (q.waiting < q.walk_in_target && (q.issued ?? 0) < q.daily_limit) {
      await insertQueueTicket(tx, clock, 'zh_hant', {
        serviceId: q.service_id, locationId: q.location_id, departmentId: q.department_id, source: 'onsite', euid: null,
        mobArea: '', mobNum: '', identifyNo: '', cntToAlert: null,
      });
      walkIns += 1;
    }
    await tx.query(
      `INSERT INTO queues (service_id, location_id, day, open_counters) VALUES ($1, $2, $3, $4)
       ON CONFLICT (service_id, location_id, day) DO UPDATE SET open_counters = $4`,
      [q.service_id, q.location_id, day, q.counters],
    );
    const next = await tx.query<{ number: number }>(
      `UPDATE tickets SET state = 'CALLED', updated_at = now() WHERE id IN (
         SELECT t.id FROM tickets t JOIN queue_tickets qt ON qt.ticket_id = t.id
          WHERE qt.service_id = $1 AND qt.location_id = $2 AND qt.day = $3 AND t.state = 'WAITING'
          ORDER BY qt.number LIMIT $4)
       RETURNING (SELECT number FROM queue_tickets WHERE ticket_id = tickets.id) AS number`,
      [q.service_id, q.location_id, day, q.counters],
    );
    if (next.length > 0) {
      called += next.length;
      await tx.query(`UPDATE queues SET called_number = GREATEST(called_number, $4) WHERE service_id = $1 AND location_id = $2 AND day = $3`, [
        q.service_id, q.location_id, day, Math.max(...next.map((n) => n.number)),
      ]);
    }
  }
  return { ran: true, finished: finished.length, called, walkIns };
}

/** The background task (server/start.ts): ticks every QUEUE_TICK_MS; 0 switches it off. */
export function queueSimulation(deps: AppDeps): (() => Promise<void>) | void {
  const every = deps.config.queueTickMs;
  if (!every) return;
  let running: Promise<unknown> = Promise.resolve();
  const timer = setInterval(() => {
    running = simulateTick(deps.db, deps.clock, { minIntervalMs: every }).catch((err: unknown) => {
      console.error('queue simulation:', err instanceof Error ? err.message : err);
    });
  }, every);
  timer.unref?.();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
