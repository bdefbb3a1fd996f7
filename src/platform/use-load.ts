// The one way a screen loads data (STYLE.md "One way to load"): the screen hands over what to
// load and on what it depends, and reads { status, data, error, refresh }. The hook runs the load
// on mount and when the inputs change, aborts the one in flight when they change or the screen
// goes (its late answer is dropped), holds the spinner back for 300 ms, polls while the page is
// visible, loads anew when the element's language changes (the answers are in it), and reports a
// failure on the host as cb-error (the API client has toasted it).
// @chunk element-body: every screen loads through it (docs/build.md).
import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import { isAbortError, isApiError } from '../api/api-error.ts';
import type { Api } from '../api/client.ts';
import type { Lang } from '../common/languages.ts';
import { t } from '../i18n/translate.ts';
import { useApi, useBookingStoreApi, useUiStoreApi } from '../store/stores-context.tsx';
import { SPINNER_DELAY_MS } from '../api/spinner-delay.ts';
import type { CbEventDetails } from './events.ts';
import { useHost } from './host-context.ts';

/** idle: nothing to load (no load function, or it answered null); loading: no data yet; ready: data; error: failed with no data to show. */
export type LoadStatus = 'idle' | 'loading' | 'ready' | 'error';

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
   * Figures kept fresh in the background (SPEC.md §8 silent calls): no spinner over the element
   * (the region draws its own, `showSpinner`), and a failed refresh that leaves the last figures
   * on screen is not reported.
   */
  silent?: boolean | undefined;
}

export interface Load<T> {
  status: LoadStatus;
  /** The last answer; kept while a refresh or a poll runs, and when one of them fails. */
  data: T | undefined;
  /** The last failure (an ApiError, or whatever the load threw); cleared by the next answer. */
  error: unknown;
  /**
   * Loading for longer than the spinner delay and no spinner over the element: the region draws
   * one itself (LoadState does). A load that is not silent shows the element's spinner instead.
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

/** The cb-error of a failed load: what the citizen was told, with the route it happened on. */
export function loadFailure(error: unknown, lang: Lang, route: string): CbEventDetails['cb-error'] {
  if (isApiError(error)) {
    return { code: error.code ?? (error.status || null), messageKey: error.messageKey, message: error.text, route };
  }
  const messageKey = 'messages.errorLoadData';
  return { code: null, messageKey, message: t(lang, messageKey), route };
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
      const { options: opts, host: h, booking: b } = latest.current;
      // A silent refresh that failed leaves the last figures on screen: the citizen saw nothing.
      if (opts.silent && hasData) return;
      h.emit('cb-error', loadFailure(error, h.settings.language, b.getState().route));
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
          if (!opts.silent) endSpinner = feedback.getState().beginLoading();
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
  return { status, data, error, showSpinner: slow && status === 'loading' && options.silent === true, refresh };
}
