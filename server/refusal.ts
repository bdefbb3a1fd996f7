// A refusal is data: the HTTP status and body code of the answer, a message key of
// server/i18n/messages.ts and the values its placeholders take. Owner modules and the input
// module throw refusals without knowing the request's language; the app's one error handler
// (server/app.ts) words them in it. The codes are those of docs/behaviour/8-errors.md.
import { t, type MessageKey } from './i18n/messages.ts';
import type { Lang } from '../src/common/languages.ts';
import { inLanguage, type Texts } from './i18n/texts.ts';

export type ErrorCode = 601 | 602 | 603;
export type RefusalStatus = 400 | 401 | 403 | 404 | 408 | 410 | 413 | 429 | 500 | 503;

/** A placeholder's value: a plain value, or a text held in every language (a parameter's name). */
export type MessageValues = Record<string, string | number | Texts>;

export class Refusal extends Error {
  constructor(
    readonly status: RefusalStatus,
    readonly code: ErrorCode | undefined,
    readonly key: MessageKey,
    readonly values?: MessageValues,
    readonly retryAfterSeconds?: number,
    /** The request field at fault, answered beside the message so a form can show it there. */
    readonly field?: string,
    /** A proof-of-work challenge to solve before asking again (server/auth/proof-of-work.ts), answered as `altcha`. */
    readonly challenge?: object,
  ) {
    super(key);
    this.name = 'Refusal';
  }
}

/** The refusal's message in lang. */
export const wordRefusal = (refusal: Refusal, lang: Lang) =>
  t(lang, refusal.key, refusal.values && inLanguage(refusal.values, lang));

/** 400/601: the request is malformed (thrown by the checks of server/http/input.ts). */
export const invalid = (key: MessageKey, values?: MessageValues) => new Refusal(400, 601, key, values);
/** 400/602: a well-formed request the rules refuse. */
export const refused = (key: MessageKey, values?: MessageValues, retryAfterSeconds?: number) =>
  new Refusal(400, 602, key, values, retryAfterSeconds);
/** 400/602 naming the field at fault (`field` in the answer): a form shows the message by it. */
export const refusedAt = (field: string, key: MessageKey, values?: MessageValues) => new Refusal(400, 602, key, values, undefined, field);
/** Too many tries or requests: 429 with Retry-After, the message saying what to do. */
export const throttled = (key: MessageKey, retryAfterSeconds: number) => new Refusal(429, 602, key, undefined, retryAfterSeconds);
/** 403/602 with an ALTCHA challenge: solve it and send the request again with its solution (docs/abuse-resistance.md "Proof of work"). */
export const challenged = (challenge: object) => new Refusal(403, 602, 'proofOfWorkRequired', undefined, undefined, undefined, challenge);
export const unauthorized = () => new Refusal(401, undefined, 'unauthorized');
export const forbidden = (key: MessageKey = 'unauthorized') => new Refusal(403, undefined, key);
export const notFound = (key: MessageKey = 'notFound') => new Refusal(404, undefined, key);
export const tooLarge = () => new Refusal(413, 601, 'bodyTooLarge');
/** 408/601: the body did not arrive in time (docs/abuse-resistance.md "Slow clients"). */
export const bodyTimedOut = () => new Refusal(408, 601, 'bodyTimeout');
/** 503/603: the code's SMS was not sent (its gateway failed, or there is none); nothing was kept, so the citizen may ask again at once. */
export const smsNotSent = () => new Refusal(503, 603, 'smsNotSent');
/** 503/603 with Retry-After: the server is too busy to take the request in now. */
export const busy = (retryAfterSeconds: number) => new Refusal(503, 603, 'serviceUnavailable', undefined, retryAfterSeconds);
/** 503/603 with Retry-After: a service the server relies on (the one-account provider) did not answer. */
export const dependencyUnavailable = (retryAfterSeconds: number) => new Refusal(503, 603, 'serviceUnavailable', undefined, retryAfterSeconds);
