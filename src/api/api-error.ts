// The one error every failed call throws (docs/behaviour/8-errors.md): what went wrong on the wire (status,
// server code) and what to tell the citizen (message key and its text in the call's language).
import type { MessageKey, MessageParams } from '../i18n/translate.ts';

export interface ApiErrorInit {
  /** HTTP status; 0 when no answer came back (timeout, no connection, offline). */
  status: number;
  /** The body's code (601, 602, 603) when the server sent one. */
  code?: number;
  messageKey: MessageKey;
  /** The message in the language of the call, ready for a toast. */
  text: string;
  params?: MessageParams;
  /** The server's own message, untouched (the send-code flow shows it as is). */
  serverMessage?: string;
  /** Seconds from a Retry-After header, when the server says waiting helps. */
  retryAfterSeconds?: number;
  /** The request field the refusal names, for a form to show it by (a booking past the citizen's share: bookingDate). */
  field?: string;
}

export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly code: number | undefined;
  readonly messageKey: MessageKey;
  readonly text: string;
  readonly params: MessageParams | undefined;
  readonly serverMessage: string | undefined;
  readonly retryAfterSeconds: number | undefined;
  readonly field: string | undefined;

  constructor(init: ApiErrorInit, options?: { cause?: unknown }) {
    super(init.text, options);
    this.status = init.status;
    this.code = init.code;
    this.messageKey = init.messageKey;
    this.text = init.text;
    this.params = init.params;
    this.serverMessage = init.serverMessage;
    this.retryAfterSeconds = init.retryAfterSeconds;
    this.field = init.field;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/**
 * What a call rejects with when its caller aborted it (AbortSignal): the DOM's own AbortError,
 * so code that already knows fetch's aborts knows these. It is never toasted or reported.
 */
export function abortError(): DOMException {
  return new DOMException('The call was aborted', 'AbortError');
}

export function isAbortError(error: unknown): boolean {
  return (error as { name?: unknown } | null)?.name === 'AbortError';
}
