// One ofetch instance per element (docs/behaviour/7-api.md, docs/behaviour/8-errors.md): the headers of every request, the 60 s
// timeout, no automatic retry of POST, PUT or DELETE, the {code, message, value} envelope, and
// every failure as one ApiError that says what went wrong and what to tell the citizen. It carries
// requests and nothing else: what the citizen sees (a spinner, a toast) is its caller's choice
// (useLoad for reads, useAction for what the citizen does, platform/tell-failure.ts for both).
import { ofetch, type FetchResponse } from 'ofetch';
import { bodyCode, bodyField, bodyMessage, describeHttpOutcome, type HttpOutcome, type NoResponseReason } from './http-failure.ts';
import type { Lang } from '../common/languages.ts';
import { t } from '../i18n/translate.ts';
import { abortError, ApiError, isAbortError } from './api-error.ts';
import { randomId } from './random-id.ts';
import type { Platform } from '../common/api-contract.ts';

/** docs/behaviour/9-constants.md: API timeout 60 s. */
export const API_TIMEOUT_MS = 60_000;
/** docs/behaviour/7-api.md: the Origin-Platform header names the sign-on shell the app belongs to. */
const ORIGIN_PLATFORM = 'one-account';
/** docs/abuse-resistance.md (Proof of work): the header a challenge's solution travels in. */
const SOLUTION_HEADER = 'Altcha';

/**
 * Solves the challenge a refusal's body carries: the solution to send, or null when it carries
 * none that can be solved, none was found, or the signal aborted.
 */
type ChallengeSolver = (refusal: unknown, signal?: AbortSignal) => Promise<string | null>;

/**
 * The challenge's reading, the worker and its host load only when a server asks for one: no
 * first screen carries them, only this check for the field.
 */
const solveInWorker: ChallengeSolver = (refusal, signal) =>
  import('./challenge-solver.ts').then((module) => module.solveRefusal(refusal, signal));
const asksForWork = (body: unknown) => typeof (body as { altcha?: unknown } | null)?.altcha === 'object';

export interface TransportOptions {
  baseURL?: string;
  platform: Platform;
  getLanguage(): Lang;
  getToken(): string | null | undefined;
  timeoutMs?: number;
  /** Defaults to navigator.onLine. */
  isOnline?(): boolean;
  /**
   * The fetch every request goes through; the page's own by default. Tests hand in one that
   * lets the request reach the server and then throws, as when an answer is lost on the way back.
   */
  fetch?: typeof globalThis.fetch;
  /**
   * Called as the answer to a request asks for a proof of work and its solving starts; the
   * function it returns, as the solving ends (the element says "checking…" meanwhile).
   */
  onChallenge?(): () => void;
  /** How a challenge is solved: in a Web Worker (./challenge-solver.ts) unless a test says otherwise. */
  solveChallenge?: ChallengeSolver;
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
type QueryValue = string | number | boolean | null | undefined;

/** What every function of the API areas accepts as its last argument. */
export interface RequestOptions {
  /** Aborting it cancels the request: the call rejects with an AbortError, which nobody is told of. */
  signal?: AbortSignal | undefined;
}

interface CallOptions extends RequestOptions {
  query?: Record<string, QueryValue>;
  body?: unknown;
  /** Sent as Idempotency-Key; the caller keeps it across the citizen's own retries. */
  idempotencyKey?: string;
  /**
   * The token to send instead of the page's: a token not (or no longer) in the session (a test
   * token checked before it is kept, one being signed out).
   */
  token?: string;
  /**
   * The language of this call (its header and the text of its failure) instead of the element's:
   * a login coming back in the language it left in, before the element has taken that up.
   */
  language?: Lang;
}

export interface Transport {
  call<T>(method: Method, path: string, options?: CallOptions): Promise<T>;
}

/** Path segments come from data (ids, keywords, mobile numbers): each is encoded on its own. */
export function path(strings: TemplateStringsArray, ...values: Array<string | number>): string {
  return strings.reduce((out, part, i) => out + part + (i < values.length ? encodeURIComponent(String(values[i])) : ''), '');
}

function defaultOnline(): boolean {
  return typeof navigator === 'undefined' || navigator.onLine !== false;
}

function cleanQuery(query: Record<string, QueryValue> | undefined): Record<string, string> | undefined {
  if (!query) return undefined;
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) out[key] = String(value);
  }
  return out;
}

function retryAfterSeconds(response: FetchResponse<unknown>): number | undefined {
  const header = response.headers.get('Retry-After');
  if (!header) return undefined;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(0, seconds);
  const at = Date.parse(header);
  return Number.isNaN(at) ? undefined : Math.max(0, Math.ceil((at - Date.now()) / 1000));
}

/** A fetch that rejected without an answer: browsers say TypeError, happy-dom NetworkError. */
function noResponseReason(error: unknown, timedOut: boolean): NoResponseReason {
  if (timedOut) return 'timeout';
  const cause = (error as { cause?: unknown } | null)?.cause ?? error;
  const name = (cause as { name?: unknown } | null)?.name;
  if (name === 'TimeoutError') return 'timeout';
  if (cause instanceof TypeError || name === 'TypeError' || name === 'NetworkError') return 'connect';
  return 'other';
}

/**
 * The caller's signal also aborts the request's own controller (the one the timeout uses). A
 * manual link rather than AbortSignal.any (Safari 17.4, Chrome 116): one path on every browser
 * the widgets support, and the listener goes away with the request.
 */
function follow(signal: AbortSignal | undefined, controller: AbortController): () => void {
  if (!signal) return () => undefined;
  const abort = () => controller.abort(signal.reason);
  if (signal.aborted) abort();
  else signal.addEventListener('abort', abort, { once: true });
  return () => signal.removeEventListener('abort', abort);
}

function unwrap(body: unknown): unknown {
  if (body && typeof body === 'object' && 'value' in body && 'code' in body) return (body as { value: unknown }).value;
  return body;
}

export function createTransport(options: TransportOptions): Transport {
  const {
    baseURL = '/api',
    platform,
    getLanguage,
    getToken,
    timeoutMs = API_TIMEOUT_MS,
    isOnline = defaultOnline,
    solveChallenge = solveInWorker,
  } = options;
  // Retries are ours (see `call`), so ofetch never repeats a request on its own.
  const $fetch = ofetch.create({ baseURL, retry: 0, ignoreResponseError: true }, options.fetch ? { fetch: options.fetch } : {});

  function headers(call: CallOptions, solution?: string): Record<string, string> {
    const { idempotencyKey, token: given } = call;
    const out: Record<string, string> = {
      'Content-Type': 'application/json',
      bookingSource: platform,
      'Origin-Platform': ORIGIN_PLATFORM,
      language: call.language ?? getLanguage(),
      traceId: randomId(),
    };
    const token = given ?? getToken();
    if (token) out.Authorization = `Bearer ${token}`;
    if (idempotencyKey) out['Idempotency-Key'] = idempotencyKey;
    if (solution) out[SOLUTION_HEADER] = solution;
    return out;
  }

  function failure(
    call: CallOptions,
    outcome: HttpOutcome,
    extra: { code?: number; serverMessage?: string; retryAfterSeconds?: number; field?: string },
    cause?: unknown,
  ): ApiError {
    const message = describeHttpOutcome(outcome);
    return new ApiError(
      {
        status: outcome.kind === 'response' ? outcome.status : 0,
        messageKey: message.key,
        text: t(call.language ?? getLanguage(), message.key, message.params),
        ...(message.params ? { params: message.params } : {}),
        ...extra,
      },
      { cause },
    );
  }

  async function send(method: Method, url: string, call: CallOptions, solution?: string): Promise<FetchResponse<unknown>> {
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, timeoutMs);
    const unfollow = follow(call.signal, controller);
    try {
      return await $fetch.raw(url, {
        method,
        headers: headers(call, solution),
        query: cleanQuery(call.query),
        body: call.body as BodyInit | Record<string, unknown> | undefined,
        signal: controller.signal,
      });
    } catch (error) {
      if (call.signal?.aborted) throw abortError();
      throw failure(call, { kind: 'no-response', reason: noResponseReason(error, timedOut), online: isOnline() }, {}, error);
    } finally {
      clearTimeout(timer);
      unfollow();
    }
  }

  /**
   * docs/abuse-resistance.md (Proof of work): a refusal that carries a challenge is solved and the
   * same request sent again, once, with its solution; what that answers is the call's answer. A
   * backend that never asks is never answered with one, and nothing changes for it. A challenge
   * that cannot be solved here (no Web Crypto outside a secure context) leaves the refusal as it
   * came, with its message.
   */
  async function solvedIfAsked(method: Method, url: string, call: CallOptions, response: FetchResponse<unknown>): Promise<FetchResponse<unknown>> {
    if (response.status < 400 || !asksForWork(response._data)) return response;
    const solving = options.onChallenge?.();
    let solution: string | null;
    try {
      solution = await solveChallenge(response._data, call.signal);
    } catch {
      solution = null;
    } finally {
      solving?.();
    }
    if (call.signal?.aborted) throw abortError();
    return solution ? send(method, url, call, solution) : response;
  }

  async function call<T>(method: Method, url: string, call: CallOptions = {}): Promise<T> {
    // Aborted before it started (a screen left while the client chunk loaded): nothing to send.
    if (call.signal?.aborted) throw abortError();
    try {
      let response: FetchResponse<unknown>;
      try {
        response = await send(method, url, call);
      } catch (error) {
        // A GET may be repeated once when the connection failed (a dropped keep-alive socket is
        // the usual cause); a POST, PUT or DELETE never is: a retry is the citizen's choice.
        if (method !== 'GET' || !(error instanceof ApiError) || error.messageKey !== 'messages.network.connectFailed') throw error;
        response = await send(method, url, call);
      }
      response = await solvedIfAsked(method, url, call, response);
      // An answer that lands as its caller aborts is not wanted either: an aborted call always rejects.
      if (call.signal?.aborted) throw abortError();
      const body = response._data;
      const { status } = response;
      if (status >= 200 && status < 300) return unwrap(body) as T;
      const code = bodyCode(body);
      // Only a JSON message counts: a text body may be a proxy's whole HTML error page.
      const serverMessage = bodyMessage(body);
      const retryAfter = retryAfterSeconds(response);
      const field = bodyField(body);
      throw failure(
        call,
        { kind: 'response', status, body },
        {
          ...(code !== undefined ? { code } : {}),
          ...(serverMessage ? { serverMessage } : {}),
          ...(retryAfter !== undefined ? { retryAfterSeconds: retryAfter } : {}),
          ...(field !== undefined ? { field } : {}),
        },
      );
    } catch (error) {
      // The caller gave up on the answer (a screen left, its inputs changed): an AbortError as is.
      if (isAbortError(error) || error instanceof ApiError) throw error;
      throw failure(call, { kind: 'no-response', reason: 'other', online: isOnline() }, {}, error);
    }
  }

  return { call };
}
