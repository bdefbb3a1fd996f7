// Root of <queue-ticket>, shipped with its element (elements/queue-ticket.ts): the live queue of
// one service at one location (its `service-id` and `location-id`), taking a ticket, the SMS
// code step and the ticket.
import type { ElementConfig } from './root-config.ts';
import type { ReservedHeight } from './reserved-height.ts';
import { ElementLayout } from './layout.tsx';

const QUEUE_TICKET: ElementConfig = {
  tag: 'queue-ticket',
  routes: ['/offerNum', '/sendMessage', '/success'],
  start: '/offerNum',
  attributes: ['serviceId', 'locationId'],
};

/** Its first screen's height (the live figures and the ticket form), kept from its first paint on. */
export const QUEUE_TICKET_HEIGHT: ReservedHeight = { narrow: 1010, wide: 880 };

/** Live queue figures and taking a ticket. */
export default function QueueTicketRoot() {
  return <ElementLayout config={QUEUE_TICKET} />;
}
