// The success page, which is also a ticket's detail page (SPEC.md §2 "Success and ticket
// detail", §4 "Other states"): its title by ticket type and by arrival (a ticket just taken or
// registered, or an existing one opened from my tickets or a memo link), where back goes, which
// actions it offers, and the notes button's state.
import type { JettonDetail, MemoAnswer, TicketType } from '../api/types.ts';
import type { MessageKey } from '../i18n/translate.ts';
import { isFinishedTicket } from './ticket-card.ts';

/** new: just booked or taken; registered: claimed by its QR code; existing: opened again. */
export type SuccessArrival = 'new' | 'registered' | 'existing';

const TITLES: Record<TicketType, { new: MessageKey; existing: MessageKey }> = {
  RESERCATION: { new: 'pages.successPage.reservationSuccess', existing: 'pages.successPage.reservationDetail' },
  QUEUE: { new: 'pages.successPage.queueSuccess', existing: 'pages.successPage.queueDetail' },
  PERIOD: { new: 'pages.successPage.periodSuccess', existing: 'pages.successPage.periodDetail' },
};

export function successTitleKey(ticketType: TicketType, arrival: SuccessArrival): MessageKey {
  if (arrival === 'registered') return 'pages.successPage.registerSuccess';
  return TITLES[ticketType][arrival];
}

/** §4: after a new ticket back goes home (the form behind it is spent); an existing one goes back. */
export function successBack(arrival: SuccessArrival): 'home' | 'previous' {
  return arrival === 'existing' ? 'previous' : 'home';
}

export interface SuccessActions {
  /** Cancel ticket, with its confirm dialog. */
  cancel: boolean;
  /** Edit reservation, into the booking form's edit mode. */
  edit: boolean;
  /** Add to or remove from notes. */
  notes: boolean;
  /** Add to calendar. */
  calendar: boolean;
  /** Poll the queue figures every 10 s. */
  pollCounter: boolean;
}

export function successActions(
  ticket: Pick<JettonDetail, 'ticketType' | 'ticketState' | 'bookingDate' | 'bookingTime'>,
  arrival: SuccessArrival,
  oneAccount: boolean,
): SuccessActions {
  const active = !isFinishedTicket(ticket.ticketState) && ticket.ticketState !== 'CANCELLED';
  const existing = arrival === 'existing';
  return {
    cancel: existing && active,
    edit: existing && active && ticket.ticketType === 'RESERCATION',
    notes: oneAccount,
    calendar: active && Boolean(ticket.bookingDate && ticket.bookingTime),
    pollCounter: existing && active && ticket.ticketType === 'QUEUE',
  };
}

/** The notes button toggles on businessCode: set means the ticket is in the notes. */
export function inNotes(businessCode: string | null | undefined): boolean {
  return Boolean(businessCode);
}

/** How a notes call ended; failures of add and remove are silent (SPEC.md §8). */
export type NotesOutcome = { added: MemoAnswer } | { removed: true } | { failed: true };

/** businessCode after a notes call: add sets it from the answer, remove clears it, a failure leaves it. */
export function businessCodeAfter(current: string | null, outcome: NotesOutcome): string | null {
  if ('added' in outcome) return outcome.added.businessCode || current;
  if ('removed' in outcome) return null;
  return current;
}
