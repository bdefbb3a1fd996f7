import { describe, expect, test } from 'vitest';
import { t } from '../i18n/translate.ts';
import { offerPageState, type OfferFigures } from './offer-page.ts';

const IN_OFFICE: OfferFigures = { pass: 'Y', queueState: 'NORMAL', status: true, isOfficeTime: true };

const rows: Array<[string, OfferFigures | null, string | null, string]> = [
  ['figures not in yet → neither form nor message', null, null, 'waiting'],
  ["pass 'Y' → the form with Submit", IN_OFFICE, null, 'form'],
  ["pass 'N', NOTBUSY → \"not busy, take a ticket on site\", no Submit", { ...IN_OFFICE, pass: 'N', queueState: 'NOTBUSY' }, null, 'Not busy at the moment, please take a ticket on site'],
  ["pass 'N', FULL → \"ticket count full, try later\"", { ...IN_OFFICE, pass: 'N', queueState: 'FULL' }, null, 'Ticket count is full, please try later'],
  ["pass 'N', NOCOUNTER → \"no counter open\"", { ...IN_OFFICE, pass: 'N', queueState: 'NOCOUNTER' }, null, 'No counter is open'],
  ['queue switched off (status false) → "Ticket-taking is closed"', { ...IN_OFFICE, pass: 'N', queueState: 'CLOSED', status: false }, null, 'Ticket-taking is closed'],
  ["outside office hours (pass 'N', state NORMAL) → \"outside office hours\" with the opening times", { ...IN_OFFICE, pass: 'N', isOfficeTime: false }, 'Mon–Fri 09:00–17:45', 'Outside office hours: tickets cannot be taken now | Office hours: Mon–Fri 09:00–17:45'],
  ['outside office hours without opening times → "outside office hours" alone', { ...IN_OFFICE, pass: 'N', isOfficeTime: false }, '  ', 'Outside office hours: tickets cannot be taken now'],
  ["pass 'N', a state §4 does not name on the offer page → \"tickets cannot be taken now\"", { ...IN_OFFICE, pass: 'N', queueState: 'NORMAL' }, null, 'Tickets cannot be taken at the moment'],
];

describe('SPEC §2 offer page: the form when the queue passes, else the message for its state', () => {
  test.each(rows)('%s', (_name, figures, hours, expected) => {
    const state = offerPageState(figures, hours);
    const shown = state.kind === 'refused' ? state.lines.map((line) => t('en_us', line.key, line.params)).join(' | ') : state.kind;
    expect(shown).toBe(expected);
  });
});
