// A host in plain TypeScript: per-element entry, exported classes, HTMLElementTagNameMap, the IIFE global.
import 'civic-booking/elements/queue-ticket';
import type {} from 'civic-booking/iife';
import { BookingAppElement, MyTicketsElement, QueueTicketElement, ServiceSearchElement } from 'civic-booking';

export const queue: QueueTicketElement = document.createElement('queue-ticket');
export const app: BookingAppElement = document.createElement('booking-app');
export const tickets: MyTicketsElement = document.createElement('my-tickets');
export const search: ServiceSearchElement = document.createElement('service-search');
// The <script> build's global: the classes once `ready` has resolved, possibly undefined before.
export const fromGlobal: Promise<typeof QueueTicketElement> = window.CivicBooking.ready.then((elements) => elements.QueueTicketElement);
// @ts-expect-error before `ready` resolves the global may not hold the classes yet
export const tooEarly: typeof QueueTicketElement = window.CivicBooking.QueueTicketElement;
// @ts-expect-error a <div> is not a <queue-ticket>
export const notAnElement: QueueTicketElement = document.createElement('div');

// Properties are settable, as the README's table says.
queue.language = 'pt';
queue.token = 'one-account-token';
app.routing = 'hash';

// The cb-* events are typed wherever a listener can be: the element, the document, the window.
queue.addEventListener('cb-ticket-created', (event) => console.log(event.detail.ticket));
tickets.addEventListener('cb-ticket-cancelled', (event) => console.log(event.detail.ticketId));
document.addEventListener('cb-close', (event) => event.preventDefault());
window.addEventListener('cb-error', (event) => console.log(event.detail.code, event.detail.message));
// @ts-expect-error cb-ticket-created's detail has a ticket, not a ticketId
queue.addEventListener('cb-ticket-created', (event) => console.log(event.detail.ticketId));
