import { describe, expect, test } from 'vitest';
import { t } from '../i18n/translate.ts';
import { heldFigures, offerPageState, type OfferFigures } from './offer-page.ts';

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
  ["pass 'N', a state the brief does not name on the offer page → \"tickets cannot be taken now\"", { ...IN_OFFICE, pass: 'N', queueState: 'NORMAL' }, null, 'Tickets cannot be taken at the moment'],
];

describe('docs/behaviour/2-screens.md offer page: the form when the queue passes, else the message for its state', () => {
  test.each(rows)('%s', (_name, figures, hours, expected) => {
    const state = offerPageState(figures, hours);
    const shown = state.kind === 'refused' ? state.lines.map((line) => t('en_us', line.key, line.params)).join(' | ') : state.kind;
    expect(shown).toBe(expected);
  });
});

describe('the queue state of the answer the citizen came through, until the page’s own poll answers (docs/behaviour/7-api.md: the figures come from counterInfo)', () => {
  const ticket = { status: true, isOfficeTime: true, pass: 'Y', queueState: 'NORMAL' };
  const held = { serviceId: '3004', locationId: '201', answer: { ticket }, at: 1_000 };
  const shown = { waitCount: -1, openCounter: -1, notCheckInCount: -1, pass: 'Y', queueState: 'NORMAL', status: true, isOfficeTime: true };
  test.each<[string, Parameters<typeof heldFigures>, ReturnType<typeof heldFigures>]>([
    ['this service at this location, 2 s old → its state; figures unknown (-1, not shown) and no reminder bounds', [held, 3004, 201, 3_000, 10_000], shown],
    ['another location → none', [held, 3004, 202, 3_000, 10_000], null],
    ['another service → none', [held, '3005', '201', 3_000, 10_000], null],
    ['older than a poll → none', [held, 3004, 201, 12_000, 10_000], null],
    ['nothing held → none', [null, 3004, 201, 3_000, 10_000], null],
    ['outside office hours → pass N kept, so the refusal shows before the poll', [{ ...held, answer: { ticket: { status: true, isOfficeTime: false, pass: 'N', queueState: 'NORMAL' } } }, 3004, 201, 3_000, 10_000],
      { waitCount: -1, openCounter: -1, notCheckInCount: -1, pass: 'N', queueState: 'NORMAL', status: true, isOfficeTime: false }],
  ])('%s', (_name, args, expected) => {
    expect(heldFigures(...args)).toEqual(expected);
  });
});
