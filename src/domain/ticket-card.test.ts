import { describe, expect, test } from 'vitest';
import type { TicketListEntry, TicketLists, TicketSummary } from '../common/api-contract.ts';
import type { Lang } from '../common/languages.ts';
import { t } from '../i18n/translate.ts';
import { orderedTicketLists, SORT_ORDER_KEYS, ticketCard, toggledSortOrder, type TicketListName } from './ticket-card.ts';

const entry = (ticket: Partial<TicketSummary>, waitCount: number | null = null): TicketListEntry => ({
  ticket: { id: 1, jettonCode: 'A001', ticketState: 'WAITING', ...ticket },
  serviceName: 'Renewal of identity card',
  locationName: 'Identification Services Bureau',
  waitCount,
});

/** The card as a citizen reads it, in English. */
function card(lang: Lang, e: TicketListEntry, list: TicketListName): string {
  const c = ticketCard(lang, e, list);
  return [
    c.finished ? 'greyed, unclickable' : 'opens its page',
    t(lang, c.typeKey),
    c.stateKey ? t(lang, c.stateKey) : null,
    c.when,
    c.waitCount === null ? null : `waiting ${c.waitCount}`,
  ].filter(Boolean).join(' · ');
}

const rows: Array<[string, TicketListEntry, TicketListName, string]> = [
  ['a waiting queue ticket → opens, with its wait count', entry({ ticketType: 'QUEUE' }, 12), 'queue', 'opens its page · Take a ticket · waiting 12'],
  ['a called queue ticket → active, opens', entry({ ticketType: 'QUEUE', ticketState: 'CALLED' }, 0), 'queue', 'opens its page · Take a ticket · waiting 0'],
  ['a queue ticket with an unknown wait (-1) → no count', entry({ ticketType: 'QUEUE' }, -1), 'queue', 'opens its page · Take a ticket'],
  ['TREATED → greyed, unclickable, "Processing completed"', entry({ ticketType: 'QUEUE', ticketState: 'TREATED' }, 3), 'queue', 'greyed, unclickable · Take a ticket · Processing completed'],
  ['ABSENT → greyed, unclickable, "Absent"', entry({ ticketType: 'QUEUE', ticketState: 'ABSENT' }), 'queue', 'greyed, unclickable · Take a ticket · Absent'],
  ['a booking → booking date with weekday and time', entry({ ticketType: 'RESERCATION', bookingDate: '01/12/2026', bookingTime: '09:30' }), 'booking', 'opens its page · Booking · 01/12/2026 (Tuesday) 09:30'],
  ['a booking TREATED → greyed, "Processing completed", date still shown', entry({ ticketType: 'RESERCATION', ticketState: 'TREATED', bookingDate: '01/12/2026', bookingTime: '09:30' }), 'booking', 'greyed, unclickable · Booking · Processing completed · 01/12/2026 (Tuesday) 09:30'],
  ['a timed ticket → its own type', entry({ ticketType: 'PERIOD', bookingDate: '30/11/2026', bookingTime: '15:00' }), 'booking', 'opens its page · Timed ticket · 30/11/2026 (Monday) 15:00'],
  ['no ticket type → the list says it (booking list)', entry({ bookingDate: '01/12/2026', bookingTime: '09:30' }), 'booking', 'opens its page · Booking · 01/12/2026 (Tuesday) 09:30'],
  ['no ticket type → the list says it (queue list)', entry({}, 4), 'queue', 'opens its page · Take a ticket · waiting 4'],
  ['a wait count on a booking → not shown (queue tickets only)', entry({ ticketType: 'RESERCATION', bookingDate: '01/12/2026', bookingTime: '09:30' }, 5), 'booking', 'opens its page · Booking · 01/12/2026 (Tuesday) 09:30'],
];

describe('docs/behaviour/2-screens.md (My tickets): each card, finished tickets greyed and unclickable', () => {
  test.each(rows)('%s', (_name, e, list, expected) => {
    expect(card('en_us', e, list)).toBe(expected);
  });

  test('a booking’s date with weekday and its time, apart for the card’s two lines; none for a queue ticket', () => {
    const booking = ticketCard('en_us', entry({ ticketType: 'RESERCATION', bookingDate: '01/12/2026', bookingTime: '09:30' }), 'booking');
    const queue = ticketCard('en_us', entry({ ticketType: 'QUEUE' }, 2), 'queue');
    expect([booking.bookingDate, booking.bookingTime, queue.bookingDate, queue.bookingTime]).toEqual(['01/12/2026 (Tuesday)', '09:30', null, null]);
  });

  test('zh_hant: booking date with weekday', () => {
    expect(card('zh_hant', entry({ ticketType: 'RESERCATION', bookingDate: '01/12/2026', bookingTime: '09:30' }), 'booking')).toBe('opens its page · 預約 · 01/12/2026（星期二） 09:30');
  });
});

describe('docs/behaviour/2-screens.md (My tickets): the sort-order toggle reverses both lists', () => {
  const lists: TicketLists = {
    queueTickets: [entry({ id: 3 }), entry({ id: 2 }), entry({ id: 1 })],
    bookingTickets: [entry({ id: 20 }), entry({ id: 10 })],
  };
  const ids = (l: TicketLists) => `queue ${l.queueTickets.map((e) => e.ticket.id).join(',')} · booking ${l.bookingTickets.map((e) => e.ticket.id).join(',')}`;

  test.each([
    ['newest first → as the server sends them', 'newestFirst', 'queue 3,2,1 · booking 20,10'],
    ['oldest first → both lists reversed', 'oldestFirst', 'queue 1,2,3 · booking 10,20'],
  ] as const)('%s', (_name, order, expected) => {
    expect(ids(orderedTicketLists(lists, order))).toBe(expected);
  });

  test('toggling twice comes back; the lists given are not changed', () => {
    expect(toggledSortOrder(toggledSortOrder('newestFirst'))).toBe('newestFirst');
    orderedTicketLists(lists, 'oldestFirst');
    expect(ids(lists)).toBe('queue 3,2,1 · booking 20,10');
  });

  test('the toggle’s label names the order shown', () => {
    expect([t('en_us', SORT_ORDER_KEYS.newestFirst), t('en_us', SORT_ORDER_KEYS.oldestFirst)]).toEqual(['Newest first', 'Oldest first']);
  });
});
