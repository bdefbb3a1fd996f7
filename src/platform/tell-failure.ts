// The one policy for a failure the citizen is told about, whether a screen's load or something the
// citizen did: the message they read (the API client's, from the error catalogue, in the call's
// language), shown by the field at fault when there is one and in a toast otherwise, and the same
// message reported to the host as `cb-error` with the route it happened on. The API client only
// says what went wrong; this is where the citizen and the host hear it
// (docs/behaviour/8-errors.md, Failure feedback).
import { isApiError } from '../api/api-error.ts';
import type { Lang } from '../common/languages.ts';
import { t, type MessageKey } from '../i18n/translate.ts';
import type { BookingStore } from '../store/booking-store.ts';
import type { UiStore } from '../store/ui-store.ts';
import type { CbEventDetails } from './events.ts';
import type { HostValue } from './host-context.ts';

export type FailureReport = CbEventDetails['cb-error'];

/**
 * What the citizen reads of a failure and the host hears: the API client's message and code (the
 * server's 601, 602, 603, else the HTTP status, null when no answer came), or `fallback` for a
 * failure that is not a call's. `serverWords`: the server's own message when it sent one (the
 * send-code button shows it as it is).
 */
function failureReport(error: unknown, lang: Lang, route: string, fallback: MessageKey, serverWords = false, refusedKey?: MessageKey): FailureReport {
  if (!isApiError(error)) return { code: null, messageKey: fallback, message: t(lang, fallback), route };
  if (refusedKey && isRefusal(error.status)) return { code: error.code ?? error.status, messageKey: refusedKey, message: t(lang, refusedKey), route };
  const message = (serverWords && error.serverMessage) || error.text;
  return { code: error.code ?? (error.status || null), messageKey: error.messageKey, message, route };
}

/** The server refused the request itself (400, or 404 for what it no longer has), rather than failed or went unheard. */
const isRefusal = (status: number) => status === 400 || status === 404;

/** What telling needs: the element's UI store, its host, and its booking store (for the route). */
export interface Teller {
  ui: UiStore;
  host: HostValue;
  booking: BookingStore;
}

export interface TellOptions {
  /** The message of a failure that is not a call's (a bug, a chunk that would not load). */
  fallback?: MessageKey;
  /** Shows the message by the field at fault instead of a toast (a form's `refuseWith`). */
  inline?: ((message: string) => void) | undefined;
  /** How long the toast shows; the UI store's 2 s by default (1 s on hot services). */
  toastMs?: number | undefined;
  serverWords?: boolean | undefined;
  /**
   * The catalogue's message for this action when the server refused it (400 or 404:
   * errorMoveToFavourite, unknownQrCode); a failure without an answer keeps the network's message.
   */
  refusedKey?: MessageKey | undefined;
}

/** Tells the citizen (by the field, else a toast) and the host (`cb-error`); returns what was told. */
export function tellFailure({ ui, host, booking }: Teller, error: unknown, options: TellOptions = {}): FailureReport {
  const report = failureReport(error, host.settings.language, booking.getState().route, options.fallback ?? 'messages.errorLoadData', options.serverWords, options.refusedKey);
  if (options.inline) options.inline(report.message);
  else ui.getState().showToast(report.message, options.toastMs);
  host.emit('cb-error', report);
  return report;
}
