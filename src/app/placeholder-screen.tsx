// What a route shows until its flow's screen exists: an honest line that the screen is being
// prepared, under the header the router draws. Navigation works; nothing else pretends to. Its
// data attributes say which route and which context it was opened with, for the tests of the
// elements' start-up until the real screens show them.
import { useLang } from '../components/use-lang.ts';
import { t } from '../i18n/translate.ts';
import { useStyles } from '../platform/use-styles.ts';
import { useBookingStore } from '../store/stores-context.tsx';
import { useShallow } from '../store/use-shallow.ts';
import css from './placeholder-screen.css?inline';
import type { ScreenProps } from './routes.ts';

export default function PlaceholderScreen({ route, routeState }: ScreenProps) {
  useStyles(css);
  const lang = useLang();
  const [departmentId, serviceId, locationId, onlyTimeTicket] = useBookingStore(
    useShallow((s) => [s.context.dep?.id, s.context.service?.id, s.context.location?.id, s.flags.onlyTimeTicket]),
  );
  const serviceCode = 'serviceCode' in routeState ? routeState.serviceCode : undefined;
  return (
    <section
      className="cb-placeholder-screen"
      data-route={route}
      data-department-id={departmentId}
      data-service-id={serviceId}
      data-location-id={locationId}
      data-service-code={serviceCode}
      data-only-time-ticket={onlyTimeTicket ? 'true' : undefined}
    >
      <div className="cb-placeholder-screen__body" part="body">
        <p className="cb-placeholder-screen__text">{t(lang, 'elements.preparing')}</p>
      </div>
    </section>
  );
}
