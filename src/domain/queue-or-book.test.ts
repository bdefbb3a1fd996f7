import { describe, expect, it } from 'vitest';
import type { LocationServiceAnswer } from '../common/api-contract.ts';
import { t } from '../i18n/translate.ts';
import { queueOrBookEntries } from './queue-or-book.ts';

type Answer = Pick<LocationServiceAnswer, 'booking' | 'ticket'>;
const answer = (ticket: Partial<Answer['ticket']>, booking: Partial<Answer['booking']> = {}): Answer => ({
  ticket: { status: true, isOfficeTime: true, pass: 'Y', queueState: 'NORMAL', ...ticket },
  booking: { status: false, timeTicketStatus: false, ...booking },
});
const hours = 'Mon–Fri 09:00–17:45';

/** One line per entry: "take ticket (clickable)", "take ticket (disabled: …)", "book (timed tickets only)". */
function entries(a: Answer): string[] {
  const { takeTicket, booking } = queueOrBookEntries(a, hours);
  const lines: string[] = [];
  if (takeTicket) {
    const notices = takeTicket.tile.notices.map((n) => t('en_us', n.key, n.params)).join(' / ');
    const state = takeTicket.tile.clickable ? 'clickable' : `disabled${takeTicket.tile.grey ? ', grey' : ''}: ${notices}`;
    lines.push(`take ticket (${state})${takeTicket.refusal ? ` "${t('en_us', takeTicket.refusal)}"` : ''}`);
  }
  if (booking) lines.push(booking.onlyTimedTickets ? 'book (timed tickets only)' : 'book');
  return lines;
}

describe('docs/behaviour/4-states.md the booking entry leads where the availability sum would', () => {
  it.each([
    ['a service with reservation parameters → /setParams', true, '/setParams'],
    ['a service without → /reserve', false, '/reserve'],
  ])('%s', (_name, openReservationParameter, route) => {
    expect(queueOrBookEntries(answer({}, { status: true }), hours, { openReservationParameter }).booking?.route).toBe(route);
  });
});

describe('docs/behaviour/2-screens.md (Queue-or-book choice): which entries show', () => {
  it.each([
    ['queue on, in office time, booking on → both entries', answer({}, { status: true }), ['take ticket (clickable)', 'book']],
    ['queue on, booking and timed tickets off → take ticket alone', answer({}), ['take ticket (clickable)']],
    ['queue off, booking on → booking alone', answer({ status: false }, { status: true }), ['book']],
    ['queue off, only timed tickets on → booking entry (timed tickets only)', answer({ status: false }, { timeTicketStatus: true }), ['book (timed tickets only)']],
    ['booking and timed tickets on → booking entry', answer({ status: false }, { status: true, timeTicketStatus: true }), ['book']],
    ['queue off, booking off → no entry', answer({ status: false }), []],
    ['queue on outside office time → disabled, off-time plus office hours, grey; no refusal message', answer({ isOfficeTime: false, pass: 'N' }, { status: true }),
      ['take ticket (disabled, grey: Outside office hours / Office hours: Mon–Fri 09:00–17:45)', 'book']],
    ['queue on, in office time, pass N FULL → the entry with "ticket count full"', answer({ pass: 'N', queueState: 'FULL' }),
      ['take ticket (clickable) "Ticket count is full, please try later"']],
    ['queue on, in office time, pass N with an unknown state → "system abnormal" (queue page)', answer({ pass: 'N', queueState: 'ODD' }),
      ['take ticket (clickable) "System error, unable to issue tickets"']],
  ])('%s', (_name, a, shown) => {
    expect(entries(a)).toEqual(shown);
  });
});
