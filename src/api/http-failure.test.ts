import { describe, expect, test } from 'vitest';
import { LANGUAGES } from '../common/languages.ts';
import { t } from '../i18n/translate.ts';
import { describeHttpOutcome, type HttpOutcome } from './http-failure.ts';
import { serverMessage602, systemError601, TEXTS, type Texts } from '../../test/unit-support/http-failure.fixture.ts';

const long = 'x'.repeat(190) + '0123456789' + 'TAIL-NOT-SHOWN'.repeat(5);
const cut = 'x'.repeat(190) + '0123456789';
// 199 plain characters then emoji: cutting by UTF-16 units would leave half a surrogate pair.
const astral = 'y'.repeat(199) + '😀😀';

const response = (status: number, body?: unknown): HttpOutcome => ({ kind: 'response', status, body });
const noResponse = (reason: 'timeout' | 'connect' | 'other', online = true): HttpOutcome => ({
  kind: 'no-response',
  reason,
  online,
});

const rows: Array<[string, HttpOutcome, Texts]> = [
  ['204 → success message', response(204), TEXTS.success],
  ['400 with body code 601 → "system error (601): " + message', response(400, { code: 601, message: 'Bad identity number' }), systemError601('Bad identity number')],
  ['500 with body code 601 → "system error (601): " + message', response(500, { code: 601, message: 'Oops' }), systemError601('Oops')],
  ['400 with body code 601 → only the first 200 characters of the message', response(400, { code: 601, message: long }), systemError601(cut)],
  ['400 with body code 601 → the cut counts characters, not UTF-16 units', response(400, { code: 601, message: astral }), systemError601('y'.repeat(199) + '😀')],
  ['400 with body code "601" as a string → 601', response(400, { code: '601', message: 'm' }), systemError601('m')],
  ['400 with body code 602 → server message + " (602)"', response(400, { code: 602, message: 'Slot full' }), serverMessage602('Slot full')],
  ['500 with body code 602 → server message + " (602)"', response(500, { code: 602, message: '名額已滿' }), serverMessage602('名額已滿')],
  ['400 with body code 602 → the message is not cut', response(400, { code: 602, message: long }), serverMessage602(long)],
  ['400 with body code 603 → "system error (603)"', response(400, { code: 603, message: 'ignored' }), TEXTS.systemError603],
  ['500 with body code 603 → "system error (603)"', response(500, { code: 603, message: 'ignored' }), TEXTS.systemError603],
  ['plain 400 (no body) → "400 Bad Request"', response(400), TEXTS.badRequest],
  ['plain 400 (text body) → "400 Bad Request"', response(400, 'Bad Request'), TEXTS.badRequest],
  ['400 with an unrecognised code → "400 Bad Request"', response(400, { code: 999, message: 'x' }), TEXTS.badRequest],
  ['plain 500 → server busy', response(500), TEXTS.serverBusy],
  ['500 with an unrecognised code → server busy', response(500, { code: 42, message: 'x' }), TEXTS.serverBusy],
  ['401 → unauthorized', response(401, 'Unauthorized'), TEXTS.unauthorized],
  ['403 → unauthorized', response(403), TEXTS.unauthorized],
  ['404 → resource not found', response(404), TEXTS.notFound],
  ['410 → function not available', response(410), TEXTS.unavailable],
  ['401 with body code 601 → still unauthorized (codes count only on 400 and 500)', response(401, { code: 601, message: 'x' }), TEXTS.unauthorized],
  ['other status 413 → server busy', response(413), TEXTS.serverBusy],
  ['other status 429 → server busy', response(429), TEXTS.serverBusy],
  ['other status 502 → server busy', response(502), TEXTS.serverBusy],
  ['other status 503 with body code 602 → server busy', response(503, { code: 602, message: 'x' }), TEXTS.serverBusy],
  ['other status 302 → server busy', response(302), TEXTS.serverBusy],
  ['no response: timeout → timeout message', noResponse('timeout'), TEXTS.timeout],
  ['no response: failed to connect → failed-to-connect message', noResponse('connect'), TEXTS.connectFailed],
  ['no response while offline → offline network message', noResponse('connect', false), TEXTS.offline],
  ['no response: timeout while offline → offline network message', noResponse('timeout', false), TEXTS.offline],
  ['no response: anything else → server busy', noResponse('other'), TEXTS.serverBusy],
];

describe('docs/behaviour/8-errors.md (HTTP handling)', () => {
  test.each(rows)('%s', (_name, outcome, texts) => {
    const message = describeHttpOutcome(outcome);
    for (const lang of LANGUAGES) {
      expect(t(lang, message.key, message.params), lang).toBe(texts[lang]);
    }
  });
});
