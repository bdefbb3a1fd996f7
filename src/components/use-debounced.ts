// A value that follows another once it has stopped changing for `ms` (docs/behaviour/9-constants.md: country search
// 600 ms), so each keystroke does not refilter a long list.
import { useEffect, useState } from 'react';

export function useDebounced<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}
