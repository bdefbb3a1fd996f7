// The package's main entry: defines all four elements (each also has its own entry).
export { BookingAppElement } from './booking-app.ts';
export { MyTicketsElement } from './my-tickets.ts';
export { QueueTicketElement } from './queue-ticket.ts';
export { ServiceSearchElement } from './service-search.ts';
export type { CbEventDetails, CbEventName } from '../src/platform/events.ts';
