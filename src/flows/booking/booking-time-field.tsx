// The booking time of the reserve form: the picked day's slots (POST booking/time), only the
// bookable ones, in the style the server names for the offering (docs/behaviour/3-entities.md (Time data)).
import { LoadState } from '../../components/load-state.tsx';
import { TimePicker } from '../../components/time-picker.tsx';
import { useLang } from '../../components/use-lang.ts';
import { bookableTimes } from '../../domain/time-slots.ts';
import { normalizeIdentityNumber } from '../../common/identity-number.ts';
import { wireDate } from '../../common/wire-dates.ts';
import { t } from '../../i18n/translate.ts';
import { useLoad } from '../../platform/use-load.ts';
import { useBookingStore, useBookingStoreApi } from '../../store/stores-context.tsx';

export interface BookingTimeFieldProps {
  /** YYYY-MM-DD */
  date: string;
  describedBy?: string | undefined;
  onPick(time: string): void;
}

export function BookingTimeField({ date, describedBy, onPick }: BookingTimeFieldProps) {
  const lang = useLang();
  const store = useBookingStoreApi();
  const serviceId = useBookingStore((s) => s.context.service!.id);
  const locationId = useBookingStore((s) => s.context.location!.id);
  const departmentId = useBookingStore((s) => s.context.dep?.id ?? s.context.location?.depId ?? s.context.service?.departmentId ?? '');
  const value = useBookingStore((s) => s.context.bookTime);
  const load = useLoad(
    (signal, api) => {
      // The identity number goes along when known; typing it does not ask again.
      const idCard = normalizeIdentityNumber(store.getState().context.userinfo.identifyNo) || null;
      return api.availability.times({ serviceId, locationId, departmentId, bookingDate: wireDate(date), idCard }, { signal }).then(bookableTimes);
    },
    [store, serviceId, locationId, departmentId, date],
  );
  return (
    <LoadState load={load} isEmpty={() => false}>
      {(times) => (
        <TimePicker
          date={date}
          times={times.ok ? times.times : []}
          style={times.ok ? times.style : 'list'}
          value={value}
          label={t(lang, 'pages.reserve.bookingTime')}
          describedBy={describedBy}
          onPick={onPick}
        />
      )}
    </LoadState>
  );
}
