// Root of <my-tickets>, loaded as a lazy chunk by elements/my-tickets.ts.
// Until its flow is built it shows the placeholder; the flow replaces the body of this function.
import { RootPlaceholder } from '../../platform/root-placeholder.tsx';

/** The citizen's queue and booking tickets. */
export default function MyTicketsRoot() {
  return <RootPlaceholder tag="my-tickets" />;
}
