// Root of <my-tickets>, loaded as a lazy chunk by elements/my-tickets.ts: the citizen's tickets
// and the detail of one.
import type { ElementConfig } from '../../app/element-config.ts';
import { ElementLayout } from '../../app/element-layout.tsx';

const MY_TICKETS: ElementConfig = {
  tag: 'my-tickets',
  routes: ['/myBooking', '/success'],
  start: '/myBooking',
  attributes: [],
};

/** The citizen's queue and booking tickets. */
export default function MyTicketsRoot() {
  return <ElementLayout config={MY_TICKETS} />;
}
