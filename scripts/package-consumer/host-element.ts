// A host that imports one element's entry only (no main entry, no JSX typings): its tag, its
// properties and the cb-* events are typed all the same.
import 'civic-booking/elements/my-tickets';

const tickets = document.createElement('my-tickets');
tickets.theme = 'dark';
tickets.addEventListener('cb-ticket-cancelled', (event) => console.log(event.detail.ticketId));
document.body.addEventListener('cb-login-required', (event) => console.log(event.detail.returnTo));
// @ts-expect-error cb-ticket-cancelled's detail has a ticketId, not a ticket
tickets.addEventListener('cb-ticket-cancelled', (event) => console.log(event.detail.ticket));
