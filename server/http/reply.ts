// The one wire format of every /api answer, so a client reads them all alike: success
// {code:200,message:"OK",value}, errors {code:601|602|603,message} with 400/500, and plain
// statuses for auth and lookups.
import type { Context } from 'hono';

export type ErrorCode = 601 | 602 | 603;

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

export const invalid = (message: string) => new ApiFailure(400, 601, message);
export const refused = (message: string, retryAfterSeconds?: number) => new ApiFailure(400, 602, message, retryAfterSeconds);
/** Too many tries or requests: 429 with Retry-After, the message saying what to do. */
export const throttled = (message: string, retryAfterSeconds: number) => new ApiFailure(429, 602, message, retryAfterSeconds);
