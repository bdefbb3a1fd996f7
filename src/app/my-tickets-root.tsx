// Root of <my-tickets>, shipped with its element (elements/my-tickets.ts): the citizen's tickets
// and the detail of one, where a ticket is cancelled or a reservation moved. Moving it runs the
// booking flow's edit mode inside the widget (its parameters, the reserve form and the SMS step
// for a citizen without a one-account login), then returns to the ticket's page.
import type { ElementConfig } from './root-config.ts';
import type { ReservedHeight } from './reserved-height.ts';
import { ElementLayout } from './layout.tsx';

const MY_TICKETS: ElementConfig = {
  tag: 'my-tickets',
  routes: ['/myBooking', '/success', '/setParams', '/reserve', '/sendMessageByReserve'],
  start: '/myBooking',
  attributes: ['ticketId'],
};

/** Its first screen's height (the SMS login form), kept from its first paint on. */
export const MY_TICKETS_HEIGHT: ReservedHeight = { narrow: 462, wide: 414 };

/** The citizen's queue and booking tickets. */
export default function MyTicketsRoot() {
  return <ElementLayout config={MY_TICKETS} />;
}
