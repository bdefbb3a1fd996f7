// Root of <booking-app>, loaded as a lazy chunk by elements/booking-app.ts.
// Until its flow is built it shows the placeholder; the flow replaces the body of this function.
import { RootPlaceholder } from '../platform/root-placeholder.tsx';

/** The complete product, every route of SPEC.md §2. */
export default function BookingAppRoot() {
  return <RootPlaceholder tag="booking-app" />;
}
