// Reading and checking request input (SPEC.md §5 on the server side): every malformed
// value becomes a 400/601 in the request's language, never a 500.
import type { IncomingMessage } from 'node:http';
import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv } from '../deps.ts';
import { t, type MessageKey } from '../i18n/messages.ts';
import { ApiFailure, invalid } from './reply.ts';

type Ctx = Context<AppEnv>;
export type JsonObject = Record<string, unknown>;

const MAX_TEXT = 500;

export const failWith = (c: Ctx, key: MessageKey, params?: Record<string, string | number>) =>
  invalid(t(c.get('lang'), key, params));

export const notFoundWith = (c: Ctx, key: MessageKey = 'notFound') =>
  new ApiFailure(404, undefined, t(c.get('lang'), key));

/** No request body is read beyond this (413). */
export const BODY_LIMIT_BYTES = 64 * 1024;

const tooLarge = (c: Ctx) => new ApiFailure(413, 601, t(c.get('lang'), 'bodyTooLarge'));

/** A declared length over the limit is refused before any handler runs. */
export function limitBodySize(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const declared = Number(c.req.header('content-length') ?? 0);
    if (declared > BODY_LIMIT_BYTES) throw tooLarge(c);
    await next();
  };
}

/**
 * The body's bytes, or undefined past the limit (the rest is left for Node to discard).
 * A caller that goes away before its body is in (the stream closes without ending) gets
 * `gone`: the request is answered as bad instead of waiting forever.
 */
function readIncoming(incoming: IncomingMessage, gone: () => Error): Promise<Buffer | undefined> {
  return new Promise((resolve, reject) => {
    if (incoming.destroyed) {
      reject(gone());
      return;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    const stop = () => {
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
async function readBodyText(c: Ctx): Promise<string> {
  const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
  const bytes = incoming && !incoming.readableEnded ? await readIncoming(incoming, () => failWith(c, 'invalidBody')) : Buffer.from(await c.req.arrayBuffer());
  if (bytes === undefined || bytes.length > BODY_LIMIT_BYTES) throw tooLarge(c);
  return bytes.toString('utf8');
}

/** The JSON object body; anything else (invalid JSON, an array, a number) is a 400/601. */
export async function readJsonObject(c: Ctx): Promise<JsonObject> {
  const text = await readBodyText(c);
  let body: unknown;
  try {
    body = text.trim() === '' ? {} : JSON.parse(text);
  } catch {
    throw failWith(c, 'invalidJson');
  }
  if (body === null || typeof body !== 'object' || Array.isArray(body)) throw failWith(c, 'invalidBody');
  return body as JsonObject;
}

const ID = /^\d{1,9}$/;

/** A positive integer id from a path segment, query value or JSON field. */
export function parseId(c: Ctx, value: unknown, field: string): number {
  const text = typeof value === 'number' ? String(value) : value;
  if (typeof text !== 'string' || !ID.test(text.trim())) throw failWith(c, 'invalidId', { field });
  return Number(text.trim());
}

export const pathId = (c: Ctx, name: string) => parseId(c, c.req.param(name), name);

/** An optional id: absent, null or '' give undefined. */
export function optionalId(c: Ctx, value: unknown, field: string): number | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  return parseId(c, value, field);
}

/** A text field: strings (or numbers) only, no NUL, bounded length. */
export function text(c: Ctx, value: unknown, field: string, opts: { required?: boolean; max?: number } = {}): string | undefined {
  if (value === undefined || value === null || value === '') {
    if (opts.required) throw failWith(c, 'mustInput', { field });
    return undefined;
  }
  if (typeof value !== 'string' && typeof value !== 'number') throw failWith(c, 'invalidValue', { field });
  const s = String(value);
  if (s.includes('\u0000')) throw failWith(c, 'invalidValue', { field });
  if (s.length > (opts.max ?? MAX_TEXT)) throw failWith(c, 'tooLong', { field });
  return s;
}

/** A boolean flag from JSON (true/false) or a query string ('true'/'false'/'1'/'0'). */
export function flag(value: unknown): boolean {
  return value === true || value === 'true' || value === '1' || value === 1;
}

/** Positive whole number from a query value, with a default and an upper bound. */
export function pageNumber(c: Ctx, value: string | undefined, field: string, fallback: number, max: number): number {
  if (value === undefined || value === '') return fallback;
  if (!/^\d{1,6}$/.test(value)) throw failWith(c, 'invalidValue', { field });
  return Math.min(Number(value), max);
}
