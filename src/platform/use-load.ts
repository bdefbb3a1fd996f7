// The one way a screen loads data (docs/conventions.md (One way to load)): the screen hands over what to
// load and on what it depends, and reads { status, data, error, refresh }. The hook runs the load
// on mount and when the inputs change, aborts the one in flight when they change or the screen
// goes (its late answer is dropped), holds the spinner back for 300 ms, polls while the page is
// visible, loads anew when the element's language changes (the answers are in it), and tells a
// failure by the one policy of platform/tell-failure.ts: a toast and cb-error on the host.
// @chunk element-body: every screen loads through it (docs/build.md).
import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import { isAbortError } from '../api/api-error.ts';
import type { Api } from '../api/client.ts';
import { SPINNER_DELAY_MS } from '../api/spinner-delay.ts';
import { useApi, useBookingStoreApi, useUiStoreApi } from '../store/stores-context.tsx';
import { useHost } from './host-context.ts';
import { tellFailure } from './tell-failure.ts';

/** idle: nothing to load (no load function, or it answered null); loading: no data yet; ready: data; error: failed with no data to show. */
type LoadStatus = 'idle' | 'loading' | 'ready' | 'error';

/**
 * Pass `signal` to every API call it makes (`api.catalogue.categories({ signal })`). Answer null
 * when the inputs do not allow a load yet (`id === undefined ? null : api.x(id, { signal })`):
 * the status is idle, and the function stays inline, where exhaustive-deps checks the deps.
 */
export type LoadFn<T> = (signal: AbortSignal, api: Api) => Promise<T> | null;

export interface LoadOptions {
  /** Runs the load again every `pollMs` while the page is visible (the queue figures: 10 s). */
  pollMs?: number | undefined;
  /**
   * Read in the background (figures kept fresh, a badge, a type-ahead, a check behind a button):
   * no spinner over the element (the region draws its own, `showSpinner`) and never a toast; a
   * failure is reported as cb-error only when it leaves the region without data (its error view
   * tells the citizen), not when the last figures stay on screen.
   */
  background?: boolean | undefined;
}

export interface Load<T> {
  status: LoadStatus;
  /** The last answer; kept while a refresh or a poll runs, and when one of them fails. */
  data: T | undefined;
  /** The last failure (an ApiError, or whatever the load threw); cleared by the next answer. */
  error: unknown;
  /**
   * Loading for longer than the spinner delay and no spinner over the element: the region draws
   * one itself (LoadState does). A load not in the background shows the element's spinner instead.
   */
  showSpinner: boolean;
  /** Runs the load again now (the error view's refresh button, a pull to refresh). */
  refresh(): void;
}

interface Shown<T> {
  status: LoadStatus;
  data: T | undefined;
  error: unknown;
  slow: boolean;
}

// A run that starts from what is already shown (the first run of a mount, above all) keeps the
// same state object, so the screen does not render again for nothing.
function isBlank(shown: Shown<unknown>, status: 'idle' | 'loading'): boolean {
  return shown.status === status && shown.data === undefined && shown.error === undefined && !shown.slow;
}

export function useLoad<T>(fn: LoadFn<T> | null, deps: readonly unknown[], options: LoadOptions = {}): Load<T> {
  const api = useApi();
  const ui = useUiStoreApi();
  const booking = useBookingStoreApi();
  const host = useHost();
  const [shown, setShown] = useState<Shown<T>>(() => ({ status: fn ? 'loading' : 'idle', data: undefined, error: undefined, slow: false }));
  // The load's inputs as of the last render: a run reads them when it starts, so a poll runs the
  // current function and a refresh needs no new effect.
  const latest = useRef({ fn, options, api, ui, booking, host });
  latest.current = { fn, options, api, ui, booking, host };
  const rerun = useRef<() => void>(() => undefined);

  // A layout effect: when the inputs change, the old data never reaches the screen.
  useLayoutEffect(() => {
    let inFlight: AbortController | undefined;
    let hasData = false;
    let spinnerTimer: ReturnType<typeof setTimeout> | undefined;
    let endSpinner: (() => void) | undefined;
    let pollTimer: ReturnType<typeof setTimeout> | undefined;
    const visible = () => document.visibilityState === 'visible';

    const stopSpinner = () => {
      clearTimeout(spinnerTimer);
      endSpinner?.();
      endSpinner = undefined;
    };
    const schedulePoll = () => {
      clearTimeout(pollTimer);
      const { pollMs } = latest.current.options;
      if (pollMs && visible()) pollTimer = setTimeout(run, pollMs);
    };
    const report = (error: unknown) => {
      const { options: opts } = latest.current;
      // A refresh in the background that failed leaves the last figures on screen: the citizen saw nothing.
      if (opts.background && hasData) return;
      // In the background the region's error view tells the citizen; in front, a toast as well.
      tellFailure(latest.current, error, opts.background ? { inline: () => undefined } : {});
    };

    function run() {
      inFlight?.abort();
      stopSpinner();
      clearTimeout(pollTimer);
      const { fn: load, options: opts, api: client, ui: feedback } = latest.current;
      const controller = new AbortController();
      let started: Promise<T> | null = null;
      try {
        started = load ? load(controller.signal, client) : null;
      } catch (error) {
        started = Promise.reject(error);
      }
      if (started === null) {
        inFlight = undefined;
        setShown((s) => (isBlank(s, 'idle') ? s : { status: 'idle', data: undefined, error: undefined, slow: false }));
        return;
      }
      inFlight = controller;
      // With data on screen a refresh runs behind it; without, the screen shows it is loading.
      if (!hasData) {
        setShown((s) => (isBlank(s, 'loading') ? s : { status: 'loading', data: undefined, error: undefined, slow: false }));
        spinnerTimer = setTimeout(() => {
          if (!opts.background) endSpinner = feedback.getState().beginLoading();
          setShown((s) => ({ ...s, slow: true }));
        }, SPINNER_DELAY_MS);
      }
      const current = () => inFlight === controller && !controller.signal.aborted;
      Promise.resolve(started).then(
        (data) => {
          if (!current()) return;
          hasData = true;
          stopSpinner();
          setShown({ status: 'ready', data, error: undefined, slow: false });
          schedulePoll();
        },
        (error: unknown) => {
          if (!current() || isAbortError(error)) return;
          stopSpinner();
          setShown((s) => (hasData ? { ...s, error } : { status: 'error', data: undefined, error, slow: false }));
          report(error);
          schedulePoll();
        },
      );
    }

    // Hidden: the poll stops (an answer in flight still lands). Visible again: fresh figures at once.
    const onVisibility = () => {
      if (!latest.current.options.pollMs) return;
      if (visible()) run();
      else clearTimeout(pollTimer);
    };
    document.addEventListener('visibilitychange', onVisibility);
    rerun.current = run;
    run();
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      rerun.current = () => undefined;
      inFlight?.abort();
      inFlight = undefined;
      stopSpinner();
      clearTimeout(pollTimer);
    };
    // The caller's deps decide when the load starts over, as with useEffect; what a run reads
    // comes through `latest`. (exhaustive-deps checks the callers' deps with additionalHooks.)
    // And the element's language: the server answers names and texts in it, so a switch loads anew.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the deps are the caller's
  }, [...deps, host.settings.language]);

  const refresh = useCallback(() => rerun.current(), []);
  const { status, data, error, slow } = shown;
  return { status, data, error, showSpinner: slow && status === 'loading' && options.background === true, refresh };
}
