// The one validation module (docs/behaviour/5-validation.md on the server side): every route's
// validators (server/http/validators.ts) and the owner modules read and check request input here,
// so every malformed value becomes the same refusal, a 400 {code: 601, message} worded in the
// request's language by the app's error handler, never a 500. Rules the widgets check too
// (identity number, mobile, search keyword) are the shared functions of src/common, so the two
// sides cannot drift apart.
import type { IncomingMessage } from 'node:http';
import type { Context, MiddlewareHandler } from 'hono';
import { checkIdentityNumber, normalizeIdentityNumber, type IdentityProblem } from '../../src/common/identity-number.ts';
import { DEFAULT_AREA, checkMobile, splitAreaAndNumber, stripWhitespace, type MobileProblem } from '../../src/common/phone.ts';
import { SEARCH_KEYWORD_MAX_LENGTH, cleanSearchInput } from '../../src/common/search-input.ts';
import type { MessageKey } from '../i18n/messages.ts';
import type { Texts } from '../i18n/texts.ts';
import { Refusal, bodyTimedOut, invalid, tooLarge } from '../refusal.ts';
import { parseDate, parseTime } from '../../src/common/wire-dates.ts';

export type JsonObject = Record<string, unknown>;

const MAX_TEXT = 500;

/** The field a refusal names: its wire name, or a parameter's label in every language. */
type Field = string | Texts;

/** No request body is read beyond this (413). */
export const BODY_LIMIT_BYTES = 64 * 1024;

/**
 * A body must be in this long after its handler starts reading it (408, and the connection is
 * closed): a booking's body is well under a kilobyte, which a phone on a poor network sends in
 * well under a second, while a client that trickles a byte at a time holds the request open for
 * as long as it likes (docs/abuse-resistance.md "Slow clients").
 */
// BODY_READ_TIMEOUT_MS overrides it for the shutdown test, which holds half a body on purpose while
// the server stops (a loaded machine takes longer than 5 s over that).
const BODY_READ_TIMEOUT_MS = Number(process.env.BODY_READ_TIMEOUT_MS) || 5_000;

/** A declared length over the limit is refused before any handler runs. */
export function limitBodySize(): MiddlewareHandler {
  return async (c, next) => {
    const declared = Number(c.req.header('content-length') ?? 0);
    if (declared > BODY_LIMIT_BYTES) throw tooLarge();
    await next();
  };
}

/**
 * The body's bytes, or undefined past the limit (the rest is left for Node to discard).
 * A caller that goes away before its body is in (the stream closes without ending) gets
 * `gone`: the request is answered as bad instead of waiting forever.
 */
function readIncoming(incoming: IncomingMessage, gone: () => Error, timeoutMs: number): Promise<Buffer | undefined> {
  return new Promise((resolve, reject) => {
    if (incoming.destroyed) {
      reject(gone());
      return;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    const timer = setTimeout(() => {
      stop();
      reject(bodyTimedOut());
    }, timeoutMs);
    const stop = () => {
      clearTimeout(timer);
      incoming.off('data', onData).off('end', onEnd).off('error', onGone).off('close', onGone);
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > BODY_LIMIT_BYTES) {
        stop();
        resolve(undefined);
      } else chunks.push(chunk);
    };
    const onEnd = () => {
      stop();
      resolve(Buffer.concat(chunks, size));
    };
    const onGone = () => {
      stop();
      reject(gone());
    };
    incoming.on('data', onData).on('end', onEnd).on('error', onGone).on('close', onGone);
  });
}

/**
 * The body as text, bounded. On the Node server it is read from the request stream itself:
 * going through the web Request object (a ReadableStream over the socket) cost more than the
 * JSON parsing. Elsewhere (app.request in tests) through Hono.
 */
function readBodyText(c: Context): Promise<string> {
  let text = bodiesRead.get(c.req.raw);
  if (!text) {
    text = (async () => {
      const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
      const bytes =
        incoming && !incoming.readableEnded
          ? await readIncoming(incoming, () => invalid('invalidBody'), BODY_READ_TIMEOUT_MS).catch((err: unknown) => {
              // A slow sender's connection is not kept for another request.
              if (err instanceof Refusal && err.status === 408) c.header('Connection', 'close');
              throw err;
            })
          : Buffer.from(await c.req.arrayBuffer());
      if (bytes === undefined || bytes.length > BODY_LIMIT_BYTES) throw tooLarge();
      return bytes.toString('utf8');
    })();
    bodiesRead.set(c.req.raw, text);
  }
  return text;
}

/** Each request's body is read once: a route may read it ahead of its gate (bodyFirst) and parse it later. */
const bodiesRead = new WeakMap<Request, Promise<string>>();

/**
 * Reads the whole body (bounded in size and time) before the middleware after it, so that a
 * request holds a place in a gate only once its body is in (docs/abuse-resistance.md "Slow clients").
 */
export function bodyFirst(): MiddlewareHandler {
  return async (c, next) => {
    await readBodyText(c);
    await next();
  };
}

/** The JSON object body; anything else (invalid JSON, an array, a number) is a 400/601. */
export async function readJsonObject(c: Context): Promise<JsonObject> {
  const text = await readBodyText(c);
  let body: unknown;
  try {
    body = text.trim() === '' ? {} : JSON.parse(text);
  } catch {
    throw invalid('invalidJson');
  }
  if (body === null || typeof body !== 'object' || Array.isArray(body)) throw invalid('invalidBody');
  return body as JsonObject;
}

const ID = /^\d{1,9}$/;

/** A positive integer id from a path segment, query value or JSON field. */
export function id(value: unknown, field: string): number {
  const s = typeof value === 'number' ? String(value) : value;
  if (typeof s !== 'string' || !ID.test(s.trim()) || Number(s) <= 0) throw invalid('invalidId', { field });
  return Number(s);
}

/** An optional id: absent, null or '' give undefined. */
export function optionalId(value: unknown, field: string): number | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  return id(value, field);
}

/** A text field: strings (or numbers) only, no NUL, bounded length; absent, null or '' give undefined. */
export function text(value: unknown, field: Field, opts: { required?: boolean; max?: number } = {}): string | undefined {
  if (value === undefined || value === null || value === '') {
    if (opts.required) throw invalid('mustInput', { field });
    return undefined;
  }
  if (typeof value !== 'string' && typeof value !== 'number') throw invalid('invalidValue', { field });
  const s = String(value);
  if (s.includes('\u0000')) throw invalid('invalidValue', { field });
  if (s.length > (opts.max ?? MAX_TEXT)) throw invalid('tooLong', { field });
  return s;
}

/** A boolean flag from JSON (true/false) or a query string ('true'/'false'/'1'/'0'). */
export function flag(value: unknown): boolean {
  return value === true || value === 'true' || value === '1' || value === 1;
}

/** A count of at most four digits (a JSON number or text); absent, null or '' give undefined. */
export function optionalCount(value: unknown, field: string): number | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  const s = typeof value === 'number' || typeof value === 'string' ? String(value) : '';
  if (!/^\d{1,4}$/.test(s)) throw invalid('invalidValue', { field });
  return Number(s);
}

/** Positive whole number from a query value, with a default and an upper bound. */
export function pageNumber(value: string | undefined, field: string, fallback: number, max: number): number {
  if (value === undefined || value === '') return fallback;
  if (!/^\d{1,6}$/.test(value)) throw invalid('invalidValue', { field });
  return Math.min(Number(value), max);
}

/**
 * A date ('DD/MM/YYYY' or 'YYYY-MM-DD') as 'YYYY-MM-DD'. Absent: undefined, or the `missing`
 * message when the date is required.
 */
export function date(value: unknown, field: Field, missing: MessageKey): string;
export function date(value: unknown, field: Field): string | undefined;
export function date(value: unknown, field: Field, missing?: MessageKey): string | undefined {
  const s = text(value, field, { max: 32 });
  if (s === undefined) {
    if (missing) throw invalid(missing);
    return undefined;
  }
  const iso = parseDate(s);
  if (!iso) throw invalid('invalidDate', { field });
  return iso;
}

/** A time of day ('HH:mm'), or the `missing` message when absent. */
export function time(value: unknown, field: string, missing: MessageKey): string {
  const s = text(value, field, { max: 16 });
  if (s === undefined) throw invalid(missing);
  const hhmm = parseTime(s);
  if (!hhmm) throw invalid('invalidValue', { field });
  return hhmm;
}

const IDENTITY_MESSAGES = {
  'messages.notSupportNullId': 'notSupportNullId',
  'messages.errorIdLength': 'errorIdLength',
} as const satisfies Record<IdentityProblem, MessageKey>;

/** Identity number (docs/behaviour/5-validation.md): required or not, 8 or 18 letters and digits; answered as the client normalises it. */
export function identityNo(value: unknown, required: boolean): string {
  const s = text(value, 'identifyNo', { max: 64 }) ?? '';
  const problem = checkIdentityNumber(s, required);
  if (problem) throw invalid(IDENTITY_MESSAGES[problem]);
  return normalizeIdentityNumber(s);
}

export interface Phone {
  mobArea: string;
  mobNum: string;
}

const MOBILE_MESSAGES = {
  'messages.notSupportNullMobil': 'notSupportNullMobil',
  'messages.inputOnlyNumber': 'inputOnlyNumber',
  'messages.errorMobileLength': 'errorMobileLength',
  'components.phoneInput.mainlandStartsWithOne': 'mainlandStartsWithOne',
} as const satisfies Record<MobileProblem, MessageKey>;

/** Mobile (docs/behaviour/5-validation.md): the number by the client's rule; the area (853 by default) must be a dial code's digits. */
export function mobile(area: unknown, num: unknown): Phone {
  const mobNum = stripWhitespace(text(num, 'mobNum', { max: 64 }) ?? '');
  // The widgets pick the area from their list; any other caller may send anything, so the
  // server checks what the client never needs to: "+853", "00853" or "853", nothing else.
  const mobArea = stripWhitespace(text(area, 'mobArea', { max: 16 }) ?? '').replace(/^\+|^00/, '') || DEFAULT_AREA;
  const problem = checkMobile(mobArea, mobNum);
  if (problem) throw invalid(MOBILE_MESSAGES[problem]);
  if (!/^\d{1,4}$/.test(mobArea)) throw invalid('inputOnlyNumber');
  return { mobArea, mobNum };
}

/**
 * What an SMS code is asked for (GET verificationCode/{n}?purpose=): 'ticket' for a queue ticket,
 * anything else (absent included) a sign-in (docs/abuse-resistance.md "Codes").
 */
export const codePurpose = (value: string | undefined): 'login' | 'ticket' => (value === 'ticket' ? 'ticket' : 'login');

/** The full number an SMS goes to: area code and number, digits only. */
export const fullNumber = (p: Phone) => `${p.mobArea}${p.mobNum}`;

/** A full number (area code and number, with or without + or 00): 853, 852 and 86 are known, else 853. */
export function splitFullNumber(value: unknown): Phone {
  const digits = stripWhitespace(text(value, 'mobile', { max: 32 }) ?? '').replace(/^\+|^00/, '');
  if (digits === '') throw invalid('notSupportNullMobil');
  const { area, number } = splitAreaAndNumber(`+${digits}`);
  return mobile(area, number);
}

/** A number typed in the SMS step, maybe with its area code in front (+853…, 00853…, 853…). */
export function typedMobile(area: unknown, num: unknown): Phone {
  const selected = stripWhitespace(text(area, 'areaCode', { max: 16 }) ?? '').replace(/^\+|^00/, '') || DEFAULT_AREA;
  const split = splitAreaAndNumber(text(num, 'mobileNumber', { max: 64 }) ?? '', selected);
  return mobile(split.area, split.number);
}

/**
 * The search keyword (docs/behaviour/5-validation.md): trimmed, spaces collapsed, at most the box's length, and only
 * characters the search box keeps. The box removes the others as they are typed; a request
 * that still carries one is refused rather than cleaned, so nothing is searched that the
 * citizen did not see.
 */
export function checkedKeyword(raw: unknown): string {
  const typed = typeof raw === 'string' || typeof raw === 'number' ? String(raw) : '';
  const kept = typed.trim().replace(/\s+/g, ' ');
  if (kept === '') throw invalid('keywordEmpty');
  if ([...kept].length > SEARCH_KEYWORD_MAX_LENGTH) throw invalid('tooLong', { field: 'keyword' });
  if (cleanSearchInput(kept).prohibitInput) throw invalid('prohibitInput');
  return kept;
}
