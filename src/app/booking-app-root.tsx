// Root of <booking-app>, shipped with its element (elements/booking-app.ts): the complete product,
// every route of docs/behaviour/2-screens.md, starting home; the page's own element (its link, its URL hash).
import type { ElementConfig } from './root-config.ts';
import { ElementLayout } from './layout.tsx';

const BOOKING_APP: ElementConfig = {
  tag: 'booking-app',
  start: '/home',
  attributes: ['departmentId', 'serviceCode', 'serviceId', 'locationId'],
  ownsPage: true,
  takesOverSelections: true,
};

export default function BookingAppRoot() {
  return <ElementLayout config={BOOKING_APP} />;
}
