// Where a code's SMS goes (docs/abuse-resistance.md "Sending"): one interface, and the choice of
// sender made once at start from the settings. With SMS_GATEWAY_URL, the HTTP gateway
// (server/auth/sms-gateway.ts), in test mode too; without it, test mode keeps each SMS in the
// development outbox (server/auth/sms-outbox.ts); a server outside test mode without a gateway has
// no sender: it starts (with a warning) and answers every code request 503 smsNotSent.
import type { Lang } from '../../src/common/languages.ts';
import type { Clock } from '../clock.ts';
import type { Config } from '../config.ts';
import type { Db } from '../db/types.ts';
import { gatewaySender, gatewaySettings } from './sms-gateway.ts';
import { outboxSender } from './sms-outbox.ts';

export interface SmsMessage {
  /** The full number, area code then number, digits only (85366110001). */
  to: string;
  /** The SMS's text, in `lang`. */
  text: string;
  lang: Lang;
  /** The code the text carries: only the development outbox keeps it apart (GET /dev/outbox); a gateway sends the text alone. */
  code: string;
}

export interface SmsSender {
  /** Resolves once the SMS was accepted for delivery; rejects when it was not (after any tries again). */
  send(message: SmsMessage): Promise<void>;
}

/** The sender of a configuration; undefined when SMS cannot be sent (then said on the console). */
export function chooseSmsSender(config: Config, db: Db, clock: Clock): SmsSender | undefined {
  const gateway = gatewaySettings(config);
  if (gateway) return gatewaySender(gateway);
  if (config.testMode) return outboxSender(db, clock);
  console.warn('WARNING: no SMS gateway is set (SMS_GATEWAY_URL): every code request is answered 503 and nobody can sign in or take a ticket with an SMS code');
  return undefined;
}
