// The box every booking screen renders in: it names the route and the service and location it
// was opened with (the data attributes of src/routing/screen-data.ts, which a host's tests and the
// start-up tests read on every screen), whatever the screen shows inside (a spinner, a form).
import type { ReactNode } from 'react';
import { useScreenData } from '../../routing/screen-data.ts';
import type { RoutePath } from '../../domain/route-guard.ts';

export function BookingScreen({ route, children }: { route: RoutePath; children: ReactNode }) {
  return (
    <div className="cb-booking-screen" {...useScreenData(route, {})}>
      {children}
    </div>
  );
}
