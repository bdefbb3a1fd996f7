// The equality-aware form of the store hooks (stores-context.tsx), for selectors that derive an
// array or a plain object. The comparison is zustand's shallow for those two, written out: its
// own handles Maps, Sets and any iterable too, three times the code on the first screen.
// @chunk element-body: the home and the widgets' first screens select with it (docs/build.md).
import { useRef } from 'react';

/** Two arrays or plain objects with the same own keys holding the same values (Object.is). */
export function shallowEqual(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || a === null || typeof b !== 'object' || b === null || Object.getPrototypeOf(a) !== Object.getPrototypeOf(b)) return false;
  if (!Array.isArray(a) && Object.getPrototypeOf(a) !== Object.prototype) return false;
  const keys = Object.keys(a);
  const other = b as Record<string, unknown>;
  return keys.length === Object.keys(b).length && keys.every((key) => Object.hasOwn(other, key) && Object.is((a as Record<string, unknown>)[key], other[key]));
}

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
    return shallowEqual(previous.current, next) ? (previous.current as T) : (previous.current = next);
  };
}

