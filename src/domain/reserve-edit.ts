// Edit mode of the reserve form (docs/behaviour/2-screens.md (Reserve): prefilled from an existing ticket with
// date, time, identity number, mobile number and area). Only a reservation can be moved.
import type { JettonDetail } from '../common/api-contract.ts';
import { isoDate } from '../i18n/dates.ts';
import { DEFAULT_AREA } from '../common/phone.ts';

export interface ReservePrefill {
  /** DD/MM/YYYY and HH:mm, as the form holds them. */
  bookDate: string | null;
  bookTime: string | null;
  identifyNo: string;
  mobNum: string;
  mobArea: string;
}

/** A booking (or a timed ticket) that is still waiting: what "Edit reservation" applies to. */
export function isEditableReservation(ticket: Pick<JettonDetail, 'ticketType' | 'ticketState'>): boolean {
  const waiting = ticket.ticketState === undefined || ticket.ticketState === 'WAITING' || ticket.ticketState === 'CALLED';
  return (ticket.ticketType === 'RESERCATION' || ticket.ticketType === 'PERIOD') && waiting;
}

/** The form's values from the ticket; a one-account citizen's area is cleared (docs/behaviour/6-roles.md). */
export function prefillFromTicket(ticket: JettonDetail, oneAccount: boolean): ReservePrefill {
  const iso = isoDate(ticket.bookingDate);
  return {
    bookDate: iso ? (ticket.bookingDate ?? null) : null,
    bookTime: ticket.bookingTime?.trim() || null,
    identifyNo: ticket.identifyNo ?? '',
    mobNum: (ticket.mobNum ?? '').replace(/\D+/g, ''),
    mobArea: oneAccount ? '' : ticket.mobArea || DEFAULT_AREA,
  };
}
