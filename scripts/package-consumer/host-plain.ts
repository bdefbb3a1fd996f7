// A host in plain TypeScript: per-element entry, exported classes, HTMLElementTagNameMap, the IIFE global.
import 'civic-booking/elements/queue-ticket';
import type {} from 'civic-booking/iife';
import { BookingAppElement, MyTicketsElement, QueueTicketElement, ServiceSearchElement } from 'civic-booking';

export const queue: QueueTicketElement = document.createElement('queue-ticket');
export const app: BookingAppElement = document.createElement('booking-app');
export const tickets: MyTicketsElement = document.createElement('my-tickets');
export const search: ServiceSearchElement = document.createElement('service-search');
export const fromGlobal: typeof QueueTicketElement = window.CivicBooking.QueueTicketElement;
// @ts-expect-error a <div> is not a <queue-ticket>
export const notAnElement: QueueTicketElement = document.createElement('div');
