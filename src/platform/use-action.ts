// The one way a screen acts, beside useLoad, the one way it reads: whatever the citizen starts with
// a tap (booking, taking a ticket, cancelling, sending a code, a note, a favourite) runs through
// this hook. A second tap while a run is in flight does nothing; the run gets the attempt's
// Idempotency-Key, the same for the citizen's own retry of the same attempt and a new one for a
// new attempt (nothing is ever sent again by itself: a retry is the citizen's choice); the
// element's spinner shows once the answer is slow; and the outcome is told: on success the toast
// and the host's cb-* event, on failure the message by one policy (tell-failure.ts: by the field
// at fault, else a toast) and cb-error. (docs/conventions.md, One way to act.)
//
//   const cancel = useAction({
//     confirm: { kind: 'confirm', messageKey: 'pages.successPage.cancelConfirm' },
//     run: ({ api }) => api.tickets.cancel(ticket.id),
//     success: 'pages.successPage.cancelSuccess',
//     event: () => ({ name: 'cb-ticket-cancelled', detail: { ticketId: ticket.id } }),
//     onSuccess: () => store.getState().back(),
//   });
//   <button aria-disabled={cancel.busy ? 'true' : undefined} onClick={() => void cancel.run()}>
import { useCallback, useRef, useState } from 'react';
import { isAbortError, isApiError } from '../api/api-error.ts';
import type { Api } from '../api/client.ts';
import { randomId } from '../api/random-id.ts';
import { t, type MessageKey } from '../i18n/translate.ts';
import { useApi, useBookingStoreApi, useUiStoreApi } from '../store/stores-context.tsx';
import type { DialogRequest } from '../store/ui-store.ts';
import type { CbEventDetails, CbEventName } from './events.ts';
import { useHost } from './host-context.ts';
import { tellFailure } from './tell-failure.ts';

/** One of the contract's events, for the host to hear once the action succeeded. */
type HostEvent = { [N in CbEventName]: { name: N; detail: CbEventDetails[N] } }[CbEventName];

interface ActionCall {
  api: Api;
  /** The attempt's Idempotency-Key, for the calls that carry one. */
  key: string;
}

/**
 * How a failure is shown: in a toast (the default); by the field at fault, through a function
 * that puts the message there (a form's `refuseAt(field)`); or not at all, for the calls whose
 * failures the product ignores (a note added or removed, a favourite added), which then show no
 * spinner either and tell the host nothing, since the citizen was told nothing.
 */
export type FailureDisplay = 'toast' | 'ignored' | ((message: string) => void);

export interface ActionSpec<A extends unknown[], R> {
  run(call: ActionCall, ...args: A): Promise<R>;
  /** Asked first (a confirm dialog); declined, nothing is sent. */
  confirm?: DialogRequest;
  failure?: FailureDisplay;
  /**
   * Where a refusal that names a field shows (the form's `refuseAt` for it), else undefined and
   * `failure` decides: a booking past the citizen's share shows by its date.
   */
  failureAt?(error: unknown): ((message: string) => void) | undefined;
  /** A failure in the server's own words when it sent some (the send-code button). */
  serverWords?: boolean;
  /** The catalogue's message when the server refused it (400 or 404), instead of the server's. */
  refusedKey?: MessageKey;
  /** How long a failure's toast shows; 2 s by default. */
  toastMs?: number;
  /** The toast once it succeeded (null: none this time). */
  success?: MessageKey | ((result: NoInfer<R>, args: NoInfer<A>) => MessageKey | null);
  /** The host's event once it succeeded (cb-ticket-created, cb-ticket-cancelled, …). */
  event?(result: NoInfer<R>, args: NoInfer<A>): HostEvent | null;
  /** What follows a success (the store, the next route), after the event and the toast. */
  onSuccess?(result: NoInfer<R>, args: NoInfer<A>): void;
  /** What follows a failure, after it was told (a request left in doubt, a slot that was lost). */
  onFailure?(error: unknown, args: NoInfer<A>): void;
  /**
   * The key's source when the attempt outlives the screen (the booking store's: a booking's form
   * and its SMS step are one attempt). By default the action keeps its own: the same for a run
   * with the same arguments after a failure, a new one after a success or with other arguments.
   */
  attemptKey?(): string;
}

export interface Action<A extends unknown[]> {
  /** Runs it, unless a run is in flight; resolves true once it succeeded. */
  run(...args: A): Promise<boolean>;
  /** A run is waiting for its answer (its button says so: aria-disabled, aria-busy). */
  busy: boolean;
}

function argumentsOf(args: readonly unknown[]): string {
  try {
    return JSON.stringify(args);
  } catch {
    return randomId();
  }
}

export function useAction<A extends unknown[], R>(spec: ActionSpec<A, R>): Action<A> {
  const api = useApi();
  const ui = useUiStoreApi();
  const booking = useBookingStoreApi();
  const host = useHost();
  const latest = useRef({ spec, api, ui, booking, host });
  latest.current = { spec, api, ui, booking, host };
  const running = useRef(false);
  const attempt = useRef<{ args: string; key: string } | null>(null);
  const [busy, setBusy] = useState(false);

  const run = useCallback(async (...args: A): Promise<boolean> => {
    if (running.current) return false;
    running.current = true;
    const context = latest.current;
    const { spec: action, ui: feedback, host: element } = context;
    const ignored = action.failure === 'ignored';
    let endSpinner: (() => void) | undefined;
    try {
      if (action.confirm && !(await feedback.getState().openDialog(action.confirm))) return false;
      setBusy(true);
      if (!ignored) endSpinner = feedback.getState().spinnerIfSlow();
      const given = argumentsOf(args);
      if (attempt.current?.args !== given) attempt.current = { args: given, key: randomId() };
      let result: R;
      try {
        result = await action.run({ api: context.api, key: action.attemptKey?.() ?? attempt.current.key }, ...args);
      } catch (error) {
        endSpinner?.();
        if (isAbortError(error)) return false;
        if (!ignored) {
          const inline = action.failureAt?.(error) ?? (typeof action.failure === 'function' ? action.failure : undefined);
          tellFailure(context, error, { fallback: 'messages.actionFail', inline, toastMs: action.toastMs, serverWords: action.serverWords, refusedKey: action.refusedKey });
        }
        // Not a call's failure but a fault of ours: told as "action failed", and reported as a fault.
        if (!isApiError(error)) globalThis.reportError?.(error);
        action.onFailure?.(error, args);
        return false;
      }
      endSpinner?.();
      attempt.current = null;
      const event = action.event?.(result, args);
      if (event) element.emit(event.name, event.detail as never);
      const success = typeof action.success === 'function' ? action.success(result, args) : action.success;
      if (success) feedback.getState().showToast(t(element.settings.language, success));
      action.onSuccess?.(result, args);
      return true;
    } finally {
      endSpinner?.();
      running.current = false;
      setBusy(false);
    }
  }, []);

  return { run, busy };
}
