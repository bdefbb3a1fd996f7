// docs/behaviour/4-states.md, docs/behaviour/9-constants.md: after 86400 s on the page the session is over: an alert (timeoutAlert) with a
// Done button, then the page closes. The clock starts when the widget starts.
import { realTimers, type Timers } from './timers.ts';

export const SESSION_TIMEOUT_MS = 86_400_000;

export interface SessionTimeoutOptions {
  /** Shows the alert; resolves when the citizen presses Done. */
  alert(): Promise<unknown>;
  /** Closes the page (closePage). */
  close(): void;
  ms?: number;
  timers?: Timers;
}

/** Starts the countdown; the returned function stops it (element removed from the page). */
export function startSessionTimeout({ alert, close, ms = SESSION_TIMEOUT_MS, timers = realTimers }: SessionTimeoutOptions): () => void {
  let stopped = false;
  const handle = timers.setTimeout(() => {
    void alert().then(() => {
      if (!stopped) close();
    });
  }, ms);
  return () => {
    stopped = true;
    timers.clearTimeout(handle);
  };
}
