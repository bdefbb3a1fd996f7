// docs/behaviour/4-states.md, docs/behaviour/9-constants.md: every 300 s look at the version file (version-file.ts, loaded when the first
// look is due) and compare its id with the running build's id; when they differ the update
// dialog appears once. Confirm reloads the page, or inside a host app closes it (the app
// reloads its web view).
import { realTimers, type Timers } from './timers.ts';

export const VERSION_CHECK_MS = 300_000;

// Defined by the build (vite `define`); absent when the source runs unbundled (tests, dev).
declare const __BUILD_ID__: string | undefined;

/** The running build's id, or null when unknown (then the check never runs). */
export function runningBuildId(): string | null {
  return typeof __BUILD_ID__ === 'string' && __BUILD_ID__ !== '' ? __BUILD_ID__ : null;
}

export interface VersionCheckOptions {
  buildId: string | null;
  /** One look: true when the published id differs from `buildId`. */
  check(): Promise<boolean>;
  /** Raises the update dialog; called at most once. */
  onUpdate(): void;
  intervalMs?: number;
  /** When the first look is due, if sooner than an interval (the page's timers started late). */
  firstLookInMs?: number;
  timers?: Timers;
}

/** Checks every 300 s until a new version is seen; the returned function stops it. */
export function startVersionCheck(options: VersionCheckOptions): () => void {
  const timers = options.timers ?? realTimers;
  const intervalMs = options.intervalMs ?? VERSION_CHECK_MS;
  let done = !options.buildId;
  let interval: unknown = null;
  let firstLook: unknown = null;
  const look = () => {
    void options.check().then((changed) => {
      if (!changed || done) return;
      stop();
      options.onUpdate();
    });
  };
  const every = () => (interval = timers.setInterval(look, intervalMs));
  const stop = () => {
    done = true;
    if (interval !== null) timers.clearInterval(interval);
    if (firstLook !== null) timers.clearTimeout(firstLook);
  };
  if (!done && (options.firstLookInMs ?? intervalMs) < intervalMs) {
    firstLook = timers.setTimeout(() => {
      firstLook = null;
      look();
      every();
    }, Math.max(0, options.firstLookInMs ?? 0));
  } else if (!done) every();
  return stop;
}
