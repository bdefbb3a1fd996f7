// The live-queue simulation, so the demo's queues move without a real counter: in office
// hours it opens each offering's counters, lets walk-in (on-site) tickets arrive, finishes the
// tickets at the counters and calls the next ones (those that arrived before the step). Ticks
// run in one process at a time: a transaction-scoped advisory lock (PostgreSQL; PGlite has one
// process anyway) plus the last tick's time in the database, so several processes over one
// database together tick at one pace.
import { zoned, type Clock } from '../clock.ts';
import { ADVISORY_LOCK } from '../db/advisory-locks.ts';
import type { Db, Tx } from '../db/types.ts';
import type { AppDeps } from '../deps.ts';
import { scrub } from '../http/log-lines.ts';

export interface TickResult {
  ran: boolean;
  finished: number;
  called: number;
  walkIns: number;
}


/** One step of the simulation; `force` ignores the pace (POST /dev/queue/tick). */
export async function simulateTick(db: Db, clock: Clock, opts: { force?: boolean; minIntervalMs?: number } = {}): Promise<TickResult> {
  return db.transaction(async (tx) => {
    const [lock] = await tx.query<{ got: boolean }>(`SELECT pg_try_advisory_xact_lock($1) AS got`, [ADVISORY_LOCK.queueTick]);
    if (!lock?.got) return { ran: false, finished: 0, called: 0, walkIns: 0 };
    const now = clock.now();
    const [state] = await tx.query<{ last_tick_at: Date | null }>(`SELECT last_tick_at FROM queue_simulation WHERE id = 1 FOR UPDATE`);
    const since = now.getTime() - (state?.last_tick_at ? new Date(state.last_tick_at).getTime() : 0);
    // A last tick ahead of now means the clock was moved back (a new CLOCK): tick now rather
    // than wait until the clock gets there again.
    if (!opts.force && since >= 0 && since < (opts.minIntervalMs ?? 0) * 0.8) return { ran: false, finished: 0, called: 0, walkIns: 0 };
    await tx.query(`UPDATE queue_simulation SET last_tick_at = $1 WHERE id = 1`, [now]);
    return step(tx, clock);
  });
}

/**
 * Which queue offerings are in office hours now, in SQL (the set-based twin of isOfficeTime in
 * figures.ts): special work days open on that weekday's hours or plain hours, holidays close,
 * an offering without any timetable keeps plain Monday–Friday hours.
 */
const OFFICES = `
  SELECT qs.service_id, qs.location_id, s.department_id, qs.counters, qs.daily_limit, qs.walk_in_target,
    CASE
      WHEN EXISTS (SELECT 1 FROM calendar_days c WHERE c.day = $1 AND c.kind = 'SPECIALDAY'
                    AND (c.service_id IS NULL OR c.service_id = qs.service_id) AND (c.location_id IS NULL OR c.location_id = qs.location_id))
        THEN CASE WHEN EXISTS (SELECT 1 FROM service_location_hours h WHERE h.service_id = qs.service_id AND h.location_id = qs.location_id AND h.weekday = $2)
                  THEN EXISTS (SELECT 1 FROM service_location_hours h WHERE h.service_id = qs.service_id AND h.location_id = qs.location_id
                                AND h.weekday = $2 AND h.opens <= $3 AND h.closes > $3)
                  ELSE $4 END
      WHEN EXISTS (SELECT 1 FROM calendar_days c WHERE c.day = $1 AND c.kind = 'HOLIDAY'
                    AND (c.service_id IS NULL OR c.service_id = qs.service_id) AND (c.location_id IS NULL OR c.location_id = qs.location_id))
        THEN false
      WHEN EXISTS (SELECT 1 FROM service_location_hours h WHERE h.service_id = qs.service_id AND h.location_id = qs.location_id)
        THEN EXISTS (SELECT 1 FROM service_location_hours h WHERE h.service_id = qs.service_id AND h.location_id = qs.location_id
                      AND h.weekday = $2 AND h.opens <= $3 AND h.closes > $3)
      ELSE $2 BETWEEN 1 AND 5 AND $4
    END AS office
  FROM queue_settings qs
  JOIN service_locations sl ON sl.service_id = qs.service_id AND sl.location_id = qs.location_id
  JOIN services s ON s.id = qs.service_id
  WHERE sl.queue_open AND NOT sl.suspended AND NOT qs.system_offline`;

/** A queue whose counter system is out of order records nothing: it stands still until it is back. */
const RUNNING = (qt: string) =>
  `NOT EXISTS (SELECT 1 FROM queue_settings qso WHERE qso.service_id = ${qt}.service_id AND qso.location_id = ${qt}.location_id AND qso.system_offline)`;

/** One step, a handful of set-based statements whatever the number of queues (PGlite waits meanwhile). */
async function step(tx: Tx, clock: Clock): Promise<TickResult> {
  const now = zoned(clock.now());
  const params = [now.date, now.weekday, now.time, now.minutesOfDay >= 9 * 60 && now.minutesOfDay < 18 * 60];
  // Whoever was at a counter is done: most are served, now and then someone did not show up.
  const finished = await tx.query(
    `UPDATE tickets t SET state = CASE WHEN id % 9 = 0 THEN 'ABSENT' ELSE 'TREATED' END, finished_at = now(), updated_at = now()
      WHERE ticket_type = 'QUEUE' AND state = 'CALLED' AND ${RUNNING('t')} RETURNING id`,
  );
  // Counters: open in office hours, closed outside.
  await tx.query(
    `INSERT INTO queues (service_id, location_id, day, open_counters)
     SELECT o.service_id, o.location_id, $1::date, CASE WHEN o.office THEN o.counters ELSE 0 END FROM (${OFFICES}) o
     ON CONFLICT (service_id, location_id, day) DO UPDATE SET open_counters = EXCLUDED.open_counters`,
    params,
  );
  // Walk-ins: up to two on-site tickets per open queue that is shorter than its usual length,
  // while counters call fewer than that: the queue grows to its usual length and stays near it.
  const walkIns = await tx.query(
    `WITH wanted AS (
       SELECT w.service_id, w.location_id, w.department_id, LEAST(2, w.target - w.waiting, w.daily_limit - w.issued) AS n
         FROM (SELECT o.service_id, o.location_id, o.department_id, o.walk_in_target AS target, o.daily_limit, q.last_number AS issued,
                      (SELECT count(*)::int FROM queue_tickets qt JOIN tickets t ON t.id = qt.ticket_id
                        WHERE qt.service_id = o.service_id AND qt.location_id = o.location_id AND qt.day = $1 AND t.state = 'WAITING') AS waiting
                 FROM (${OFFICES}) o JOIN queues q ON q.service_id = o.service_id AND q.location_id = o.location_id AND q.day = $1
                WHERE o.office) w
        WHERE LEAST(2, w.target - w.waiting, w.daily_limit - w.issued) > 0),
     bumped AS (
       UPDATE queues q SET last_number = q.last_number + w.n FROM wanted w
        WHERE q.service_id = w.service_id AND q.location_id = w.location_id AND q.day = $1
        RETURNING q.service_id, q.location_id, q.last_number, w.n, w.department_id),
     numbered AS (
       SELECT b.service_id, b.location_id, b.department_id, n.number FROM bumped b, generate_series(b.last_number - b.n + 1, b.last_number) AS n(number)),
     inserted AS (
       INSERT INTO tickets (uid, ticket_type, service_id, location_id, department_id, ticket_date, jetton_code, source)
       SELECT md5(random()::text || clock_timestamp()::text || x.service_id || '-' || x.location_id || '-' || x.number), 'QUEUE', x.service_id,
              x.location_id, x.department_id, $1, chr(65 + x.service_id % 26) || lpad(x.number::text, 3, '0'), 'onsite'
         FROM numbered x
       RETURNING id, service_id, location_id, jetton_code)
     INSERT INTO queue_tickets (ticket_id, service_id, location_id, day, number)
     SELECT i.id, i.service_id, i.location_id, $1, x.number FROM inserted i
       JOIN numbered x ON x.service_id = i.service_id AND x.location_id = i.location_id
        AND i.jetton_code = chr(65 + x.service_id % 26) || lpad(x.number::text, 3, '0')
     RETURNING ticket_id`,
    params,
  );
  // Call the lowest waiting numbers that arrived before this step: one per two open counters
  // (rounded up), since serving someone takes a while.
  const called = await tx.query<{ service_id: number; location_id: number; number: number }>(
    `WITH next AS (
       SELECT t.id, qt.service_id, qt.location_id, qt.number,
              row_number() OVER (PARTITION BY qt.service_id, qt.location_id ORDER BY qt.number) AS rank, q.open_counters
         FROM tickets t JOIN queue_tickets qt ON qt.ticket_id = t.id
         JOIN queues q ON q.service_id = qt.service_id AND q.location_id = qt.location_id AND q.day = qt.day
        WHERE qt.day = $1 AND t.state = 'WAITING' AND q.open_counters > 0 AND t.created_at < now() AND ${RUNNING('qt')})
     UPDATE tickets t SET state = 'CALLED', updated_at = now() FROM next
      WHERE t.id = next.id AND next.rank <= (next.open_counters + 1) / 2
     RETURNING next.service_id, next.location_id, next.number`,
    [now.date],
  );
  await tx.query(
    `UPDATE queues q SET called_number = GREATEST(q.called_number, c.top)
       FROM (SELECT (x->>'s')::int AS service_id, (x->>'l')::int AS location_id, max((x->>'n')::int) AS top
               FROM json_array_elements($2::json) x GROUP BY 1, 2) c
      WHERE q.service_id = c.service_id AND q.location_id = c.location_id AND q.day = $1`,
    [now.date, JSON.stringify(called.map((c) => ({ s: c.service_id, l: c.location_id, n: c.number })))],
  );
  return { ran: true, finished: finished.length, called: called.length, walkIns: walkIns.length };
}

/** The background task (server/start.ts): ticks every QUEUE_TICK_MS; 0 switches it off. */
export function queueSimulation(deps: AppDeps): (() => Promise<void>) | void {
  const every = deps.config.queueTickMs;
  if (!every) return;
  let running: Promise<unknown> = Promise.resolve();
  const timer = setInterval(() => {
    running = simulateTick(deps.db, deps.clock, { minIntervalMs: every }).catch((err: unknown) => {
      console.error('queue simulation:', scrub(err instanceof Error ? err.message : String(err)));
    });
  }, every);
  timer.unref?.();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
