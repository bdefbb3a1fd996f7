// Root of <queue-ticket>, loaded as a lazy chunk by elements/queue-ticket.ts.
// Until its flow is built it shows the placeholder; the flow replaces the body of this function.
import { RootPlaceholder } from '../../platform/root-placeholder.tsx';

/** Live queue figures and taking a ticket. */
export default function QueueTicketRoot() {
  return <RootPlaceholder tag="queue-ticket" />;
}
