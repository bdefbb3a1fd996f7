// Per-element-instance UI feedback (docs/behaviour/8-errors.md): short toasts (2 s by default), a loading count
// behind the spinner, and a queue of dialogs and alerts shown one at a time. Loads, actions and
// the failure policy (platform/tell-failure.ts) write here; the layout renders it.
import { createStore, type StoreApi } from 'zustand/vanilla';
import { SPINNER_DELAY_MS } from '../api/spinner-delay.ts';
import type { MessageKey } from '../i18n/translate.ts';

/** A dictionary key (src/i18n); translated at render time so a language switch applies. */
type MessageKeyLike = MessageKey;

/** docs/behaviour/8-errors.md, docs/behaviour/9-constants.md: toasts show for 2 s unless the caller says otherwise. */
const TOAST_MS = 2000;

export interface Toast { id: number; text: string; ms: number }

/**
 * alert: one button (Done / Confirm), resolves true. confirm: confirm and cancel, resolves the
 * choice. update: the update dialog of the version check (docs/behaviour/7-api.md (Version file)).
 */
type DialogKind = 'alert' | 'confirm' | 'update';

export interface DialogRequest {
  kind: DialogKind;
  /** Text already translated (a server message), or a dictionary key to translate at render. */
  text?: string;
  messageKey?: MessageKeyLike;
  titleKey?: MessageKeyLike;
  confirmKey?: MessageKeyLike;
  cancelKey?: MessageKeyLike;
}

interface OpenDialog extends DialogRequest { id: number; resolve(result: boolean): void }

export interface UiTimers {
  setTimeout(run: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export interface UiState {
  toasts: Toast[];
  loadingCount: number;
  /** Open dialogs, oldest first; the first one is shown. */
  dialogs: OpenDialog[];
  /** Proof-of-work challenges being solved (docs/abuse-resistance.md "Proof of work"): the page says "checking…" meanwhile. */
  checking: number;
  showToast(text: string, ms?: number): void;
  dismissToast(id: number): void;
  /** Counts one slow call in; the returned function counts it out (once, however often called). */
  beginLoading(): () => void;
  /**
   * The spinner over one piece of work (an action, a read outside a screen's load): counted in
   * only once the work has run for SPINNER_DELAY_MS, so a quick answer never flashes it, and out
   * by the returned function, or after `maxMs` even while the work goes on (the profile's 1 s).
   */
  spinnerIfSlow(maxMs?: number): () => void;
  /** Counts one challenge's solving in; the returned function counts it out (once). */
  beginChecking(): () => void;
  openDialog(request: DialogRequest): Promise<boolean>;
  closeDialog(id: number, result: boolean): void;
}

export type UiStore = StoreApi<UiState>;

const realTimers: UiTimers = {
  setTimeout: (run, ms) => globalThis.setTimeout(run, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

export function createUiStore(timers: UiTimers = realTimers): UiStore {
  let nextId = 1;
  return createStore<UiState>()((set, get) => {
    /** Counts one piece of work in; the returned function counts it out, once however often called. */
    const countIn = (counter: 'loadingCount' | 'checking') => {
      set((s) => ({ [counter]: s[counter] + 1 }));
      let ended = false;
      return () => {
        if (ended) return;
        ended = true;
        set((s) => ({ [counter]: Math.max(0, s[counter] - 1) }));
      };
    };
    return {
      toasts: [],
      loadingCount: 0,
      dialogs: [],
      checking: 0,
      showToast: (text, ms = TOAST_MS) => {
        const id = nextId++;
        set((s) => ({ toasts: [...s.toasts, { id, text, ms }] }));
        timers.setTimeout(() => get().dismissToast(id), ms);
      },
      dismissToast: (id) => set((s) => ({ toasts: s.toasts.filter((toast) => toast.id !== id) })),
      beginLoading: () => countIn('loadingCount'),
      spinnerIfSlow: (maxMs) => {
        let end: (() => void) | undefined;
        const stop = () => {
          timers.clearTimeout(delay);
          timers.clearTimeout(cap);
          end?.();
        };
        const delay = timers.setTimeout(() => (end = get().beginLoading()), SPINNER_DELAY_MS);
        const cap = maxMs === undefined ? undefined : timers.setTimeout(stop, maxMs);
        return stop;
      },
      beginChecking: () => countIn('checking'),
      openDialog: (request) =>
        new Promise<boolean>((resolve) => {
          const id = nextId++;
          set((s) => ({ dialogs: [...s.dialogs, { ...request, id, resolve }] }));
        }),
      closeDialog: (id, result) => {
        const dialog = get().dialogs.find((d) => d.id === id);
        if (!dialog) return;
        set((s) => ({ dialogs: s.dialogs.filter((d) => d.id !== id) }));
        dialog.resolve(result);
      },
    };
  });
}
