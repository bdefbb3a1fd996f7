// SPEC.md §4, §9: every 300 s look at the version file (version-file.ts, loaded when the first
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
  timers?: Timers;
}

/** Checks every 300 s until a new version is seen; the returned function stops it. */
export function startVersionCheck(options: VersionCheckOptions): () => void {
  const timers = options.timers ?? realTimers;
  let done = !options.buildId;
  const handle = done
    ? null
    : timers.setInterval(() => {
        void options.check().then((changed) => {
          if (!changed || done) return;
          done = true;
          timers.clearInterval(handle);
          options.onUpdate();
        });
      }, options.intervalMs ?? VERSION_CHECK_MS);
  return () => {
    done = true;
    if (handle !== null) timers.clearInterval(handle);
  };
}
