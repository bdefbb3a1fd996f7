// The HTTP gateway sender (README "Sending SMS through a gateway"): one POST per SMS to
// SMS_GATEWAY_URL, its body the SMS_GATEWAY_BODY template filled in, the credential in the
// SMS_GATEWAY_AUTH_HEADER header. Any 2xx answer means the gateway took the SMS. A 5xx, a 429, a
// 408, no answer within SMS_GATEWAY_TIMEOUT_MS or a failed connection is tried again, up to
// SMS_GATEWAY_RETRIES times, after SMS_GATEWAY_BACKOFF_MS, then twice that, and so on; any other
// answer (the request or the credential is wrong) fails at once, as a new try would meet the
// same. A try again after a timeout may send the SMS twice: both carry the same code, since asking
// again sends the same digits (docs/abuse-resistance.md "Codes").
import { setTimeout as sleep } from 'node:timers/promises';
import type { Config } from '../config.ts';
import type { SmsMessage, SmsSender } from './sms-sender.ts';

export interface GatewaySettings {
  url: URL;
  /** The credential's header, from `Name: value`; none: no header. */
  authHeader: { name: string; value: string } | undefined;
  /** The body, with {to} (+85366110001), {msisdn} (85366110001), {text} and {language} (zh_hant, zh_hans, pt_pt, en_us). */
  body: string;
  contentType: string;
  timeoutMs: number;
  retries: number;
  /** The wait before the first try again; each next one waits twice the one before. */
  backoffMs: number;
}

/** A header's name (RFC 9110 token), a colon, its value. */
const HEADER = /^([!#$%&'*+.^_`|~0-9A-Za-z-]+)\s*:\s*(\S.*)$/;

/** The settings of a configuration; undefined without SMS_GATEWAY_URL. A setting that cannot work stops the start, saying which. */
export function gatewaySettings(config: Config): GatewaySettings | undefined {
  if (!config.smsGatewayUrl) return undefined;
  let url: URL;
  try {
    url = new URL(config.smsGatewayUrl);
  } catch {
    throw new Error('SMS_GATEWAY_URL is not a URL');
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error('SMS_GATEWAY_URL must be an http(s) URL');
  const header = config.smsGatewayAuthHeader ? HEADER.exec(config.smsGatewayAuthHeader) : null;
  if (config.smsGatewayAuthHeader && !header) throw new Error('SMS_GATEWAY_AUTH_HEADER must read "Name: value"');
  const settings: GatewaySettings = {
    url,
    authHeader: header ? { name: header[1]!, value: header[2]!.trim() } : undefined,
    body: config.smsGatewayBody,
    contentType: config.smsGatewayContentType,
    timeoutMs: Math.max(1, config.smsGatewayTimeoutMs),
    retries: config.smsGatewayRetries,
    backoffMs: config.smsGatewayBackoffMs,
  };
  // A JSON template that a text with quotes or line breaks would break is caught now, not at a citizen's code.
  if (isJson(settings.contentType)) {
    try {
      JSON.parse(gatewayBody(settings, { to: '85366000000', text: '"\n\\', lang: 'zh_hant', code: '000000' }));
    } catch {
      throw new Error('SMS_GATEWAY_BODY is not JSON once filled in (put each placeholder inside a JSON string: "{text}")');
    }
  }
  return settings;
}

const isJson = (contentType: string) => /[/+]json\b/i.test(contentType);
const isForm = (contentType: string) => /application\/x-www-form-urlencoded/i.test(contentType);

/** The body for one SMS: each placeholder's value escaped for the content type (inside a JSON string, a form field). */
function gatewayBody(settings: Pick<GatewaySettings, 'body' | 'contentType'>, message: SmsMessage): string {
  const escape = isJson(settings.contentType) ? (v: string) => JSON.stringify(v).slice(1, -1) : isForm(settings.contentType) ? encodeURIComponent : (v: string) => v;
  const values: Record<string, string> = { to: `+${message.to}`, msisdn: message.to, text: message.text, language: message.lang };
  return settings.body.replace(/\{(to|msisdn|text|language)\}/g, (_, name: string) => escape(values[name]!));
}

/** Why one try failed, and whether another may succeed. */
interface TryFailure {
  reason: string;
  again: boolean;
}

const retriedStatus = (status: number) => status >= 500 || status === 429 || status === 408;

async function tryOnce(settings: GatewaySettings, body: string): Promise<TryFailure | undefined> {
  try {
    const answer = await fetch(settings.url, {
      method: 'POST',
      headers: { 'content-type': settings.contentType, ...(settings.authHeader ? { [settings.authHeader.name]: settings.authHeader.value } : {}) },
      body,
      signal: AbortSignal.timeout(settings.timeoutMs),
      redirect: 'error',
    });
    // The body is read (and dropped) so that the connection goes back to the pool.
    await answer.arrayBuffer().catch(() => undefined);
    if (answer.ok) return undefined;
    return { reason: `answered ${answer.status}`, again: retriedStatus(answer.status) };
  } catch (error) {
    if (error instanceof DOMException && error.name === 'TimeoutError') return { reason: `had no answer within ${settings.timeoutMs} ms`, again: true };
    const cause = (error as { cause?: { code?: unknown } }).cause;
    return { reason: `could not be reached (${typeof cause?.code === 'string' ? cause.code : (error as Error).name})`, again: true };
  }
}

class SmsNotSentError extends Error {
  constructor(readonly tries: number, reason: string) {
    super(`the SMS gateway ${reason} (${tries} ${tries === 1 ? 'try' : 'tries'})`);
    this.name = 'SmsNotSentError';
  }
}

export function gatewaySender(settings: GatewaySettings): SmsSender {
  return {
    async send(message) {
      const body = gatewayBody(settings, message);
      for (let tried = 1; ; tried++) {
        const failure = await tryOnce(settings, body);
        if (!failure) return;
        if (!failure.again || tried > settings.retries) throw new SmsNotSentError(tried, failure.reason);
        await sleep(settings.backoffMs * 2 ** (tried - 1));
      }
    },
  };
}
