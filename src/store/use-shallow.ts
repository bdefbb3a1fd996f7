// The equality-aware form of the store hooks (stores-context.tsx). Its own module, so that only
// the chunks that use it carry zustand's shallow comparison.
import { useRef } from 'react';
import { shallow } from 'zustand/vanilla/shallow';

/**
 * For a selector that derives a new array or object (`(s) => s.history.map((e) => e.route)`):
 * while the result is shallow-equal to the previous one the previous one is returned, so the
 * subscription sees no change. Without it such a selector renders for ever, since every read
 * is a new value. zustand's own `useShallow` (zustand/react/shallow), against our aliased
 * 'react' (see useStore in stores-context.tsx): `useBookingStore(useShallow((s) => [s.route, s.history.length]))`.
 */
export function useShallow<S, T>(selector: (state: S) => T): (state: S) => T {
  const previous = useRef<T | undefined>(undefined);
  return (state) => {
    const next = selector(state);
    return shallow(previous.current, next) ? (previous.current as T) : (previous.current = next);
  };
}

