// The one wire format of every /api answer, so a client reads them all alike: success
// {code:200,message:"OK",value}, errors {code:601|602|603,message} with 400/500, and plain
// statuses for auth and lookups. Every failure is worded from server/i18n/messages.ts in the
// request's language: a module throws one of the constructors below with a message key.
import type { Context } from 'hono';
import type { Lang } from '../../src/common/languages.ts';
import { t, type MessageKey } from '../i18n/messages.ts';

export type ErrorCode = 601 | 602 | 603;
type Params = Record<string, string | number>;

export function ok<T>(c: Context, value: T) {
  return c.json({ code: 200, message: 'OK', value }, 200);
}

export function noContent(c: Context) {
  return c.body(null, 204);
}

/** A refusal the client shows as "<message> (602)" or a validation failure (601). */
export class ApiFailure extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 410 | 413 | 429 | 500,
    readonly code: ErrorCode | undefined,
    message: string,
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }
}

/** 400/601: the request is malformed (thrown by the checks of server/http/input.ts). */
export const invalid = (lang: Lang, key: MessageKey, params?: Params) => new ApiFailure(400, 601, t(lang, key, params));
/** 400/602: a well-formed request the rules refuse. */
export const refused = (lang: Lang, key: MessageKey, params?: Params, retryAfterSeconds?: number) =>
  new ApiFailure(400, 602, t(lang, key, params), retryAfterSeconds);
/** Too many tries or requests: 429 with Retry-After, the message saying what to do. */
export const throttled = (lang: Lang, key: MessageKey, retryAfterSeconds: number) => new ApiFailure(429, 602, t(lang, key), retryAfterSeconds);
export const unauthorized = (lang: Lang) => new ApiFailure(401, undefined, t(lang, 'unauthorized'));
export const forbidden = (lang: Lang, key: MessageKey = 'unauthorized') => new ApiFailure(403, undefined, t(lang, key));
export const notFound = (lang: Lang, key: MessageKey = 'notFound') => new ApiFailure(404, undefined, t(lang, key));
export const tooLarge = (lang: Lang) => new ApiFailure(413, 601, t(lang, 'bodyTooLarge'));
