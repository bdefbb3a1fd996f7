// Small fetch helpers for server tests against a real running server (no fetch mocks).
import { createHash } from 'node:crypto';
export interface Answer<T = unknown> {
  status: number;
  headers: Headers;
  /** Parsed JSON, or the raw text when the body is not JSON. */
  body: T;
}

export interface CallOptions {
  method?: string;
  language?: string;
  token?: string;
  /** An object is sent as JSON; a string is sent as is. */
  body?: unknown;
  headers?: Record<string, string>;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a test may read an answer's fields unchecked; passing T checks them
export async function call<T = any>(baseUrl: string, path: string, opts: CallOptions = {}): Promise<Answer<T>> {
  const headers: Record<string, string> = { ...opts.headers };
  if (opts.language) headers.language = opts.language;
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  let body: string | undefined;
  if (opts.body !== undefined) {
    body = typeof opts.body === 'string' ? opts.body : JSON.stringify(opts.body);
    headers['content-type'] ??= 'application/json';
  }
  const res = await fetch(`${baseUrl}${path}`, { method: opts.method ?? (body === undefined ? 'GET' : 'POST'), headers, body });
  const text = await res.text();
  let parsed: unknown = text;
  try {
    parsed = text === '' ? undefined : JSON.parse(text);
  } catch {
    // not JSON: keep the text (HTML pages, plain errors)
  }
  return { status: res.status, headers: res.headers, body: parsed as T };
}

/** The value of a 200 {code:200,message:'OK',value} answer; throws with the answer otherwise. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- as in call: unchecked unless the test passes T
export async function value<T = any>(baseUrl: string, path: string, opts: CallOptions = {}): Promise<T> {
  const answer = await call<{ code: number; message: string; value: T }>(baseUrl, path, opts);
  if (answer.status !== 200 || answer.body?.code !== 200 || answer.body.message !== 'OK') {
    throw new Error(`${opts.method ?? 'GET'} ${path} → ${answer.status} ${JSON.stringify(answer.body).slice(0, 300)}`);
  }
  return answer.body.value;
}

/**
 * An Idempotency-Key for a test, named by a label: 32 base64url characters (192 bits), as strong
 * as the server asks (docs/abuse-resistance.md), and the same for the same label.
 */
export const keyFor = (label: string) => createHash('sha256').update(label).digest('base64url').slice(0, 32);
