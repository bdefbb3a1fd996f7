// The server clock: CLOCK starts it at an instant and it runs on; calendar rules use the
// administration's zone, UTC+8, whatever the machine's zone.
import { expect, test, vi } from 'vitest';
import { addDays, createClock, minutesOf, weekdayOf, zoned } from './clock.ts';

test.each([
  ['2026-11-23T02:00:00Z', '2026-11-23', 1, '10:00'],
  ['2026-11-22T16:00:00Z', '2026-11-23', 1, '00:00'], // midnight in Macau is 16:00 UTC the day before
  ['2026-11-22T15:59:00Z', '2026-11-22', 0, '23:59'],
  ['2026-12-31T16:30:00Z', '2027-01-01', 5, '00:30'],
])('zoned(%s) → %s, weekday %i, %s (UTC+8)', (instant, date, weekday, time) => {
  expect(zoned(new Date(instant))).toMatchObject({ date, weekday, time });
});

test('CLOCK starts the clock at that instant and it runs on (with real time, here a fake Date)', () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  try {
    const clock = createClock('2026-11-23T02:00:00Z');
    expect(clock.now().toISOString()).toBe('2026-11-23T02:00:00.000Z');
    vi.advanceTimersByTime(30);
    expect(clock.now().toISOString()).toBe('2026-11-23T02:00:00.030Z');
    clock.set('2030-01-01T00:00:00Z');
    expect(zoned(clock.now()).date).toBe('2030-01-01');
  } finally {
    vi.useRealTimers();
  }
});

test('a clock that read CLOCK at an earlier real instant is on by the real time since', () => {
  let real = 1_000_000;
  const clock = createClock('2026-11-23T02:00:00Z', real - 2_000, () => real);
  expect(clock.now().toISOString()).toBe('2026-11-23T02:00:02.000Z');
  real += 500;
  expect(clock.now().toISOString()).toBe('2026-11-23T02:00:02.500Z');
});

test('a CLOCK that is not a date-time is refused at start', () => {
  expect(() => createClock('tomorrow-ish')).toThrow(/CLOCK/);
});

test('without CLOCK the clock is real time', () => {
  expect(Math.abs(createClock().now().getTime() - Date.now())).toBeLessThan(1000);
});

test.each([
  ['2026-02-28', 1, '2026-03-01'], ['2028-02-28', 1, '2028-02-29'], ['2026-12-31', 1, '2027-01-01'], ['2026-03-01', -1, '2026-02-28'],
])('addDays(%s, %i) → %s', (date, days, expected) => {
  expect(addDays(date, days)).toBe(expected);
});

test('weekdayOf and minutesOf', () => {
  expect(weekdayOf('2026-11-22')).toBe(0);
  expect(weekdayOf('2026-11-28')).toBe(6);
  expect(minutesOf('09:30')).toBe(570);
  expect(minutesOf('00:00')).toBe(0);
});
