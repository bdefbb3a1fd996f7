import { describe, expect, test } from 'vitest';
import { t } from '../i18n/translate.ts';
import { queueRefusal, type QueuePage } from './queue-refusal.ts';

const rows: Array<[string, string | null, string | null, QueuePage, string | null]> = [
  ["pass 'Y' → a ticket can be taken, no message", 'Y', 'NORMAL', 'queueOrBook', null],
  ["pass 'Y' with a state set → still no message", 'Y', 'FULL', 'offerNum', null],
  ["pass 'N', NOTBUSY → \"not busy, take a ticket on site\"", 'N', 'NOTBUSY', 'queueOrBook', 'Not busy at the moment, please take a ticket on site'],
  ["pass 'N', NOTBUSY on the offer page → same message", 'N', 'NOTBUSY', 'offerNum', 'Not busy at the moment, please take a ticket on site'],
  ["pass 'N', FULL → \"ticket count full, try later\"", 'N', 'FULL', 'queueOrBook', 'Ticket count is full, please try later'],
  ["pass 'N', FULL on the offer page → same message", 'N', 'FULL', 'offerNum', 'Ticket count is full, please try later'],
  ["pass 'N', NOCOUNTER → \"no counter open\"", 'N', 'NOCOUNTER', 'queueOrBook', 'No counter is open'],
  ["pass 'N', NOCOUNTER on the offer page → same message", 'N', 'NOCOUNTER', 'offerNum', 'No counter is open'],
  ["pass 'N', CLOSED (reference server) → \"Ticket-taking is closed\"", 'N', 'CLOSED', 'offerNum', 'Ticket-taking is closed'],
  ["pass 'N', any other value on the queue page → \"system abnormal\"", 'N', 'SOMETHING', 'queueOrBook', 'System error, unable to issue tickets'],
  ["pass 'N', no state on the queue page → \"system abnormal\"", 'N', null, 'queueOrBook', 'System error, unable to issue tickets'],
  ["pass 'N', any other value on the offer page → no message", 'N', 'SOMETHING', 'offerNum', null],
  ['no pass at all → no message', null, 'FULL', 'queueOrBook', null],
];

describe('docs/behaviour/4-states.md queue pass N → message by queue state', () => {
  test.each(rows)('%s', (_name, pass, state, page, english) => {
    const key = queueRefusal(pass, state, page);
    expect(key === null ? null : t('en_us', key)).toBe(english);
  });
});
