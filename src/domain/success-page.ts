// The success page, which is also a ticket's detail page (docs/behaviour/2-screens.md (Success and ticket detail), docs/behaviour/4-states.md (Other states)): its title by ticket type and by arrival (a ticket just taken or
// registered, or an existing one opened from my tickets or a memo link), where back goes, which
// actions it offers, and the notes button's state.
import type { JettonDetail, Location, MemoAnswer, QueueCounter, Service, TicketType } from '../common/api-contract.ts';
import type { MessageKey } from '../i18n/translate.ts';
import { hasMapCoordinates } from './map-page-url.ts';
import { visibleQueueFigures } from './queue-stats.ts';
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

/** How the citizen came to the page, from its route state: registered by a QR code, just taken or booked, or opened again. */
export function successArrival(state: { isNew?: boolean | undefined; registered?: boolean | undefined }): SuccessArrival {
  if (state.registered) return 'registered';
  return state.isNew ? 'new' : 'existing';
}

/** Whether the ticket is the one a route names: by id, or by uid (what a memo link or a QR code names). */
export function namesTicket(ticket: Pick<JettonDetail, 'id' | 'uid'>, wanted: string | number | null | undefined): boolean {
  if (wanted === null || wanted === undefined || String(wanted) === '') return false;
  return String(ticket.id) === String(wanted) || (Boolean(ticket.uid) && ticket.uid!.toLowerCase() === String(wanted).toLowerCase());
}

/** docs/behaviour/4-states.md: after a new ticket back goes home (the form behind it is spent); an existing one goes back. */
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
  /** Add to or remove from the favourites (the ticket's service at its location). */
  favourite: boolean;
  /** Poll the queue figures every 10 s (docs/behaviour/4-states.md for existing tickets; a new one too, since its holder is waiting). */
  pollCounter: boolean;
}

/** Who looks at the ticket: any login token (one-account or an SMS code's), and a one-account login. */
export interface SuccessCitizen {
  loggedIn: boolean;
  oneAccount: boolean;
}

/**
 * Cancel, edit and favourites act for the ticket's holder, so they need a token (the server
 * answers 401 without one): a memo link or a QR code opened without a login shows the ticket
 * alone. Notes are one-account's (docs/behaviour/6-roles.md).
 */
export function successActions(
  ticket: Pick<JettonDetail, 'ticketType' | 'ticketState' | 'bookingDate' | 'bookingTime' | 'serviceId' | 'locationId'>,
  arrival: SuccessArrival,
  { loggedIn, oneAccount }: SuccessCitizen,
): SuccessActions {
  const active = !isFinishedTicket(ticket.ticketState) && ticket.ticketState !== 'CANCELLED';
  const existing = arrival === 'existing';
  const named = (id: number | string | null | undefined) => id !== undefined && id !== null && String(id) !== '';
  return {
    cancel: existing && active && loggedIn,
    edit: existing && active && loggedIn && ticket.ticketType === 'RESERCATION',
    notes: oneAccount,
    calendar: active && Boolean(ticket.bookingDate && ticket.bookingTime),
    favourite: loggedIn && named(ticket.serviceId) && named(ticket.locationId),
    pollCounter: active && ticket.ticketType === 'QUEUE',
  };
}

/** The notes button toggles on businessCode: set means the ticket is in the notes. */
export function inNotes(businessCode: string | null | undefined): boolean {
  return Boolean(businessCode);
}

/** How a notes call ended; failures of add and remove are silent (docs/behaviour/8-errors.md). */
export type NotesOutcome = { added: MemoAnswer } | { removed: true } | { failed: true };

/** businessCode after a notes call: add sets it from the answer, remove clears it, a failure leaves it. */
export function businessCodeAfter(current: string | null, outcome: NotesOutcome): string | null {
  if ('added' in outcome) return outcome.added.businessCode || current;
  if ('removed' in outcome) return null;
  return current;
}

/** One line of the ticket's details; dates are wire dates (DD/MM/YYYY) for the screen to write out. */
export type SuccessDetail =
  | { field: 'area' | 'subArea' | 'phone' | 'bookingTime'; text: string }
  | { field: 'bookingDate' | 'ticketDate'; date: string }
  | { field: 'waitCount' | 'notCheckInCount'; count: number };

type DetailTicket = Pick<JettonDetail, 'ticketType' | 'bookingDate' | 'bookingTime' | 'ticketDate' | 'mobArea' | 'mobNum' | 'jettonInfo'>;

/**
 * docs/behaviour/2-screens.md: area and sub-area, booking date and time (reservations and timed tickets), waiting and
 * not-checked-in counts (queues, by the rule of docs/behaviour/5-validation.md, from the latest poll when there is one),
 * phone number (as the server gives it, masked or not) and ticket date, in that order.
 */
export function successDetails(ticket: DetailTicket, counter?: Partial<QueueCounter> | null): SuccessDetail[] {
  const details: SuccessDetail[] = [];
  const text = (value: string | null | undefined) => (value ?? '').trim();
  const area = text(ticket.jettonInfo?.area);
  const subArea = text(ticket.jettonInfo?.subArea);
  if (area) details.push({ field: 'area', text: area });
  if (subArea) details.push({ field: 'subArea', text: subArea });
  if (ticket.ticketType !== 'QUEUE') {
    if (text(ticket.bookingDate)) details.push({ field: 'bookingDate', date: text(ticket.bookingDate) });
    if (text(ticket.bookingTime)) details.push({ field: 'bookingTime', text: text(ticket.bookingTime) });
  } else {
    for (const { figure, value } of visibleQueueFigures(counter)) {
      if (figure !== 'openCounter') details.push({ field: figure, count: value });
    }
  }
  const number = text(ticket.mobNum);
  const areaCode = text(ticket.mobArea);
  if (number) details.push({ field: 'phone', text: areaCode ? `+${areaCode} ${number}` : number });
  if (text(ticket.ticketDate)) details.push({ field: 'ticketDate', date: text(ticket.ticketDate) });
  return details;
}

type MapTicket = Pick<JettonDetail, 'locationId' | 'latitude' | 'longitude' | 'locationName'>;

/**
 * docs/behaviour/2-screens.md: the map link opens the map dialog with the ticket's place; the location is fetched first
 * when the ticket lacks its id or coordinates. `fetch`: the location id to load (null when the
 * ticket names none, in which case the dialog says notMapInfo).
 */
export function successMapPlace(ticket: MapTicket): { kind: 'place' } | { kind: 'fetch'; locationId: number | string | null } {
  const hasId = ticket.locationId !== undefined && ticket.locationId !== null && ticket.locationId !== '';
  if (hasId && hasMapCoordinates(ticket)) return { kind: 'place' };
  return { kind: 'fetch', locationId: hasId ? ticket.locationId! : null };
}

type Id = number | string;
const text = (value: string | null | undefined) => (value ?? '').trim();
const named = (value: unknown): value is Id => (typeof value === 'number' || typeof value === 'string') && String(value) !== '';

/**
 * The service and location to read for a ticket's page: the contract's ticket detail names the
 * service and location by id only (docs/behaviour/3-entities.md jettonDetail); their names, the
 * location's address, telephone and coordinates (the calendar event, the map) come from
 * GET booking/service/id/{id} and GET booking/location/{id}. Null: the ticket has it already (a
 * backend that sends the names), or names no id.
 */
export function ticketPlaceToRead(ticket: Pick<JettonDetail, 'serviceId' | 'locationId' | 'serviceName' | 'locationName'>): { serviceId: Id | null; locationId: Id | null } {
  return {
    serviceId: !text(ticket.serviceName) && named(ticket.serviceId) ? ticket.serviceId : null,
    locationId: !text(ticket.locationName) && named(ticket.locationId) ? ticket.locationId : null,
  };
}

/** The ticket with what it lacks of its service's and location's names and place filled in from them (what it carries wins). */
export function ticketWithPlace(ticket: JettonDetail, service: Pick<Service, 'name'> | null | undefined, location: Pick<Location, 'name' | 'address' | 'telephone' | 'latitude' | 'longitude'> | null | undefined): JettonDetail {
  if (!service && !location) return ticket;
  return {
    ...ticket,
    serviceName: text(ticket.serviceName) || service?.name || ticket.serviceName,
    locationName: text(ticket.locationName) || location?.name || ticket.locationName,
    address: ticket.address ?? location?.address ?? null,
    telephone: ticket.telephone ?? location?.telephone ?? null,
    latitude: ticket.latitude ?? location?.latitude ?? null,
    longitude: ticket.longitude ?? location?.longitude ?? null,
  };
}
