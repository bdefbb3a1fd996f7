// Root of <service-search>, loaded as a lazy chunk by elements/service-search.ts.
// Until its flow is built it shows the placeholder; the flow replaces the body of this function.
import { RootPlaceholder } from '../../platform/root-placeholder.tsx';

/** Search and the drill-down to a service at a location. */
export default function ServiceSearchRoot() {
  return <RootPlaceholder tag="service-search" />;
}
