// The box every booking screen renders in: it names the route and the service and location it
// was opened with (data attributes a host's tests and the start-up tests read, as the
// placeholder screens do), whatever the screen shows inside (a spinner, a form).
import type { ReactNode } from 'react';
import type { RoutePath } from '../../domain/route-guard.ts';
import { useBookingStore } from '../../store/stores-context.tsx';
import { useShallow } from '../../store/use-shallow.ts';

export function BookingScreen({ route, children }: { route: RoutePath; children: ReactNode }) {
  const [serviceId, locationId, onlyTimeTicket] = useBookingStore(
    useShallow((s) => [s.context.service?.id, s.context.location?.id, s.flags.onlyTimeTicket] as const),
  );
  return (
    <div
      className="cb-booking-screen"
      data-route={route}
      data-service-id={serviceId}
      data-location-id={locationId}
      data-only-time-ticket={onlyTimeTicket ? 'true' : undefined}
    >
      {children}
    </div>
  );
}
