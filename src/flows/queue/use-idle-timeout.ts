// Runs the offer page's time-out (domain/offer-page-timeout.ts): any action of the citizen on the
// page (a key, a tap, typing) starts the idle spell anew; the last minute re-renders once a second
// for its countdown; at the end `onExpire` runs once. Nothing runs more often than it must: one
// timer until the countdown starts, then one a second.
import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { offerTimeout, OFFER_PAGE_WARNING_MS, type OfferTimeout } from '../../domain/offer-page-timeout.ts';

/** A stream of key presses restarts the spell at most this often (no state change per key). */
const ACTION_GRANULARITY_MS = 1000;

export function useIdleTimeout(root: RefObject<HTMLElement | null>, onExpire: () => void): OfferTimeout & { extend(): void } {
  const [lastAction, setLastAction] = useState(() => Date.now());
  const [now, setNow] = useState(() => Date.now());
  const expire = useRef(onExpire);
  expire.current = onExpire;
  const state = offerTimeout(lastAction, now);

  const last = useRef(lastAction);
  last.current = lastAction;
  const extend = useCallback(() => {
    const at = Date.now();
    if (at - last.current < ACTION_GRANULARITY_MS) return;
    last.current = at;
    setLastAction(at);
    setNow(at);
  }, []);

  useEffect(() => {
    const element = root.current;
    if (!element) return undefined;
    const events = ['pointerdown', 'keydown', 'input'] as const;
    for (const name of events) element.addEventListener(name, extend, { passive: true });
    return () => {
      for (const name of events) element.removeEventListener(name, extend);
    };
  }, [root, extend]);

  const { msLeft } = state;
  useEffect(() => {
    if (msLeft === 0) {
      expire.current();
      setLastAction(Date.now());
      return undefined;
    }
    // Before the countdown: wake when it starts. During it: on each whole second.
    const wait = msLeft > OFFER_PAGE_WARNING_MS ? msLeft - OFFER_PAGE_WARNING_MS : msLeft % 1000 || 1000;
    const timer = setTimeout(() => setNow(Date.now()), wait);
    return () => clearTimeout(timer);
  }, [msLeft]);

  return { ...state, extend };
}
