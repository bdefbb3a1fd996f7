// A long list drawn a slice per task (the first slice at once, then the rest task by task), so
// that two hundred services never make one long task that holds up the page (50 ms is a long
// task; a slice takes a fraction of that even on a slow phone).
import { useEffect, useState } from 'react';

const FIRST_SLICE = 30;
const NEXT_SLICE = 40;

/** How many of `total` items to draw now; it grows to `total` over the next tasks. */
export function useProgressiveCount(total: number): number {
  const [shown, setShown] = useState(() => Math.min(total, FIRST_SLICE));
  useEffect(() => {
    if (shown >= total) return undefined;
    const timer = setTimeout(() => setShown((n) => Math.min(total, n + NEXT_SLICE)), 0);
    return () => clearTimeout(timer);
  }, [shown, total]);
  return Math.min(shown, total);
}
