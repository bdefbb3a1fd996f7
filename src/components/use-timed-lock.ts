// Keeps a control locked while a pure time rule of src/domain (refresh cooldown, send-code
// countdown) says so. The rule decides; this hook only re-renders at most once a second until
// the rule reports 0 left, so labels with remaining seconds follow the clock.
import { useCallback, useEffect, useState } from 'react';

/** `msLeft(startedAt, now)` is the rule; `start()` marks the moment the lock begins (now, or an earlier moment the rule counts from). */
export function useTimedLock(msLeft: (startedAt: number | null, now: number) => number) {
  const [startedAt, setStartedAt] = useState<number | null>(null);
  const [now, setNow] = useState(() => Date.now());
  const left = msLeft(startedAt, now);

  useEffect(() => {
    if (left <= 0) return;
    // Wake on the next whole second of the remaining time, so "59 s" turns into "58 s" on time.
    const wait = left % 1000 || 1000;
    const timer = setTimeout(() => setNow(Date.now()), wait);
    return () => clearTimeout(timer);
  }, [left, now]);

  const start = useCallback((from?: number) => {
    const at = Date.now();
    setStartedAt(from ?? at);
    setNow(at);
  }, []);

  return { msLeft: left, locked: left > 0, start };
}
