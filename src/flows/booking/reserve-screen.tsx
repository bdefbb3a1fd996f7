// The reserve page (/reserve, docs/behaviour/2-screens.md (Reserve)): what the chosen service offers at the chosen
// location (GET booking/locationService: booking or timed tickets only, when the identity number
// is asked) and its bookable days (GET booking/date), loaded together; then the form.
import type { BookableDates, LocationServiceAnswer } from '../../common/api-contract.ts';
import type { ScreenProps } from '../../routing/route-definition.ts';
import { useHeaderActions } from '../../routing/use-header-actions.ts';
import { LoadState } from '../../components/load-state.tsx';
import { useLang } from '../../components/use-lang.ts';
import { t } from '../../i18n/translate.ts';
import { useLoad } from '../../platform/use-load.ts';
import { useBookingStore } from '../../store/stores-context.tsx';
import { BookingScreen } from './booking-screen.tsx';
import { ReserveForm } from './reserve-form.tsx';

export interface Offering {
  answer: LocationServiceAnswer;
  dates: BookableDates;
}

export default function ReserveScreen({ route, routeState }: ScreenProps<'/reserve'>) {
  const lang = useLang();
  const service = useBookingStore((s) => s.context.service);
  const location = useBookingStore((s) => s.context.location);
  const departmentId = useBookingStore((s) => s.context.dep?.id ?? s.context.location?.depId ?? s.context.service?.departmentId ?? '');
  useHeaderActions(routeState.editTicket ? { title: t(lang, 'pages.reserve.editTitle') } : {});

  // The route guard opens this page only with a service and a location chosen.
  const serviceId = service!.id;
  const locationId = location!.id;
  const load = useLoad<Offering>(
    (signal, api) =>
      Promise.all([
        api.availability.locationService(serviceId, locationId, { signal }),
        api.availability.dates({ locationId, serviceId, departmentId }, { signal }),
      ]).then(([answer, dates]) => ({ answer, dates })),
    [serviceId, locationId, departmentId],
  );

  return (
    <BookingScreen route={route}>
      <LoadState load={load}>{(data) => <ReserveForm offering={data} routeState={routeState} />}</LoadState>
    </BookingScreen>
  );
}
