// docs/behaviour/4-states.md (Offer page time-out): the brief gives the page a time-out that returns home and leaves its length open. The
// form holds a mobile and an identity number, possibly on a shared or public screen, so it is
// cleared after a spell without use. Counted from the citizen's last action, so nobody who is
// typing is thrown out; the last minute is announced with a visible countdown (WCAG 2.2.1: a
// time limit is announced and any action extends it).

/** Idle time on the offer page before it returns home. */
export const OFFER_PAGE_IDLE_MS = 5 * 60_000;
/** The countdown shows for this long before the time-out. */
export const OFFER_PAGE_WARNING_MS = 60_000;

export interface OfferTimeout {
  /** Milliseconds until the page returns home; 0 once it is due. */
  msLeft: number;
  /** Show the countdown. */
  warning: boolean;
  /** Whole seconds for the countdown's text (rounded up: never "0 s" while it still runs). */
  secondsLeft: number;
}

export function offerTimeout(lastActionAt: number, now: number, idleMs = OFFER_PAGE_IDLE_MS, warningMs = OFFER_PAGE_WARNING_MS): OfferTimeout {
  // A clock that went backwards (the host changed the time) starts the spell anew.
  const idle = Math.max(0, now - lastActionAt);
  const msLeft = Math.max(0, idleMs - idle);
  return { msLeft, warning: msLeft > 0 && msLeft <= warningMs, secondsLeft: Math.ceil(msLeft / 1000) };
}
