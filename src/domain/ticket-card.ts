// A card of "my tickets" (docs/behaviour/2-screens.md (My tickets)): what it shows and whether it opens. A ticket
// in state TREATED or ABSENT is finished: greyed, unclickable, labelled "Processing completed"
// or "Absent"; any other state is active and opens the ticket's page. The sort-order toggle
// reverses both lists; the server sends them newest first.
import type { TicketListEntry, TicketLists, TicketState, TicketType } from '../common/api-contract.ts';
import { formatDate } from '../i18n/dates.ts';
import type { Lang } from '../common/languages.ts';
import type { MessageKey } from '../i18n/translate.ts';

export type TicketListName = 'queue' | 'booking';

const FINISHED: Partial<Record<TicketState, MessageKey>> = {
  TREATED: 'pages.myBooking.treated',
  ABSENT: 'pages.myBooking.absent',
};

const TYPE_KEYS: Record<TicketType, MessageKey> = {
  QUEUE: 'pages.myBooking.typeQueue',
  RESERCATION: 'pages.myBooking.typeBooking',
  PERIOD: 'pages.myBooking.typePeriod',
};

export interface TicketCard {
  /** Greyed and unclickable. */
  finished: boolean;
  /** "Processing completed" / "Absent" on a finished ticket. */
  stateKey: MessageKey | null;
  typeKey: MessageKey;
  /** Booking date with weekday, and time: "01/12/2026 (Tuesday) 09:30"; null without a booking date. */
  when: string | null;
  /** The two parts of `when`: "01/12/2026 (Tuesday)" and "09:30". */
  bookingDate: string | null;
  bookingTime: string | null;
  /** Queue tickets that are still waiting, when the figure is known. */
  waitCount: number | null;
}

export function isFinishedTicket(state: TicketState | null | undefined): boolean {
  return Boolean(state && FINISHED[state]);
}

export function ticketCard(lang: Lang, entry: TicketListEntry, list: TicketListName): TicketCard {
  const { ticket } = entry;
  const finished = isFinishedTicket(ticket.ticketState);
  const type = ticket.ticketType ?? (list === 'queue' ? 'QUEUE' : 'RESERCATION');
  const date = ticket.bookingDate ? formatDate(lang, ticket.bookingDate, 'dateWithWeekday') : '';
  const wait = entry.waitCount;
  return {
    finished,
    stateKey: FINISHED[ticket.ticketState] ?? null,
    typeKey: TYPE_KEYS[type],
    when: date ? [date, ticket.bookingTime ?? ''].join(' ').trim() : null,
    bookingDate: date || null,
    bookingTime: date && ticket.bookingTime ? ticket.bookingTime : null,
    waitCount: list === 'queue' && !finished && typeof wait === 'number' && wait >= 0 ? wait : null,
  };
}

export type SortOrder = 'newestFirst' | 'oldestFirst';

export const SORT_ORDER_KEYS: Record<SortOrder, MessageKey> = {
  newestFirst: 'pages.myBooking.sortNewestFirst',
  oldestFirst: 'pages.myBooking.sortOldestFirst',
};

export function toggledSortOrder(order: SortOrder): SortOrder {
  return order === 'newestFirst' ? 'oldestFirst' : 'newestFirst';
}

/** Both lists in `order` (as received when newest first, reversed otherwise). */
export function orderedTicketLists(lists: TicketLists, order: SortOrder): TicketLists {
  if (order === 'newestFirst') return lists;
  return { queueTickets: [...lists.queueTickets].reverse(), bookingTickets: [...lists.bookingTickets].reverse() };
}
