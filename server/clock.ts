// The server's clock. CLOCK starts it at a chosen instant (demos and tests run inside
// office hours) and it runs on from there; every calendar rule uses the administration's
// zone, UTC+8 (Macau has no daylight saving, so a fixed offset is exact). Processes over one
// database share where the simulated time started (server/clock-origin.ts).
const ZONE_OFFSET_MINUTES = 8 * 60;

export interface Clock {
  now(): Date;
  /** Moves this process's clock to an instant; it keeps running from there (tests). */
  set(instant: Date | string): void;
}

/** Real time in ms; a parameter so tests can start clocks seconds apart without waiting. */
export type RealNow = () => number;

/** Parses CLOCK (an ISO date-time) to ms; anything else is refused. */
export function parseInstant(instant: Date | string): number {
  const at = instant instanceof Date ? instant.getTime() : Date.parse(instant);
  if (Number.isNaN(at)) throw new Error(`CLOCK is not an ISO date-time: ${String(instant)}`);
  return at;
}

/**
 * A clock that read `start` at the real instant `startedAt` (default: now) and runs on at
 * real pace: now = start + (real now − startedAt). Without `start` it is real time.
 */
export function createClock(start?: string | Date, startedAt?: number, realNow: RealNow = Date.now): Clock {
  let offsetMs = start === undefined ? 0 : parseInstant(start) - (startedAt ?? realNow());
  return {
    now: () => new Date(realNow() + offsetMs),
    set: (instant) => {
      offsetMs = parseInstant(instant) - realNow();
    },
  };
}

export interface ZonedParts {
  /** YYYY-MM-DD in UTC+8. */
  date: string;
  /** 0 = Sunday … 6 = Saturday, in UTC+8. */
  weekday: number;
  /** HH:mm in UTC+8. */
  time: string;
  minutesOfDay: number;
}

const pad = (n: number) => String(n).padStart(2, '0');

export function zoned(instant: Date): ZonedParts {
  const shifted = new Date(instant.getTime() + ZONE_OFFSET_MINUTES * 60_000);
  const hours = shifted.getUTCHours();
  const minutes = shifted.getUTCMinutes();
  return {
    date: `${shifted.getUTCFullYear()}-${pad(shifted.getUTCMonth() + 1)}-${pad(shifted.getUTCDate())}`,
    weekday: shifted.getUTCDay(),
    time: `${pad(hours)}:${pad(minutes)}`,
    minutesOfDay: hours * 60 + minutes,
  };
}

export const todayIn = (clock: Clock) => zoned(clock.now()).date;
export const timeIn = (clock: Clock) => zoned(clock.now()).time;

/** 'YYYY-MM-DD' + n days (calendar arithmetic, no zone involved). */
export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** Weekday (0 = Sunday) of a 'YYYY-MM-DD' calendar date. */
export const weekdayOf = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay();

/** 'HH:mm' → minutes since midnight. */
export function minutesOf(hhmm: string): number {
  const [h, m] = hhmm.split(':').map(Number);
  return (h ?? 0) * 60 + (m ?? 0);
}
