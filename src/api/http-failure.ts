// docs/behaviour/8-errors.md (HTTP handling) as one pure rule: what a citizen is told for each outcome of a
// call. The API client feeds it every answer it does not unwrap; keeping it free of I/O lets a
// table test pin each row of the spec in all four languages.
import type { MessageKey } from '../i18n/translate.ts';

/** Why no HTTP answer came back. */
export type NoResponseReason = 'timeout' | 'connect' | 'other';

export type HttpOutcome =
  | { kind: 'response'; status: number; body?: unknown }
  | { kind: 'no-response'; reason: NoResponseReason; online: boolean };

export interface HttpMessage {
  key: MessageKey;
  params?: { message: string };
}

/** The error message cut of docs/behaviour/9-constants.md. */
const ERROR_MESSAGE_CUT = 200;

/** The server's error code (601, 602, 603) when the body carries one, as a number or a numeric string. */
export function bodyCode(body: unknown): number | undefined {
  if (!body || typeof body !== 'object') return undefined;
  const code = Number((body as { code?: unknown }).code);
  return Number.isInteger(code) ? code : undefined;
}

/** The request field a refusal names (the reference server's `field`, docs/abuse-resistance.md), when it names one. */
export function bodyField(body: unknown): string | undefined {
  if (!body || typeof body !== 'object') return undefined;
  const field = (body as { field?: unknown }).field;
  return typeof field === 'string' && field !== '' ? field : undefined;
}

export function bodyMessage(body: unknown): string {
  if (!body || typeof body !== 'object') return '';
  const message = (body as { message?: unknown }).message;
  return typeof message === 'string' ? message : '';
}

/** Cut by characters, not UTF-16 units, so a cut never splits an emoji or a rare Han character. */
function firstCharacters(text: string, count: number): string {
  return Array.from(text).slice(0, count).join('');
}

export function describeHttpOutcome(outcome: HttpOutcome): HttpMessage {
  if (outcome.kind === 'no-response') {
    if (!outcome.online) return { key: 'messages.network.offline' };
    if (outcome.reason === 'timeout') return { key: 'messages.network.timeout' };
    if (outcome.reason === 'connect') return { key: 'messages.network.connectFailed' };
    return { key: 'messages.serverBusy' };
  }
  const { status, body } = outcome;
  if (status === 204) return { key: 'messages.network.success' };
  if (status === 400 || status === 500) {
    const code = bodyCode(body);
    if (code === 601) {
      return { key: 'messages.network.systemError601', params: { message: firstCharacters(bodyMessage(body), ERROR_MESSAGE_CUT) } };
    }
    if (code === 602) return { key: 'messages.network.serverMessage602', params: { message: bodyMessage(body) } };
    if (code === 603) return { key: 'messages.network.systemError603' };
    return status === 400 ? { key: 'messages.network.badRequest' } : { key: 'messages.serverBusy' };
  }
  if (status === 401 || status === 403) return { key: 'messages.network.unauthorized' };
  if (status === 404) return { key: 'messages.network.notFound' };
  if (status === 410) return { key: 'messages.network.unavailable' };
  return { key: 'messages.serverBusy' };
}
