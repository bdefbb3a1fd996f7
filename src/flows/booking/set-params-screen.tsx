// The reservation parameter form (/setParams, SPEC.md §2 "Reservation parameter form", §5
// "Parameters"): the service's fields of every type with a picker where one helps; name, identity
// number and a known birthday from the one-account profile, locked; Next checks the values with
// the server (POST booking/checkParameter) and goes to the page it names. With a single NAME
// parameter and a one-account login the check runs by itself and replaces this page.
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import type { JettonDetail, ParameterValue, ReservationParameter } from '../../common/api-contract.ts';
import type { ScreenProps } from '../../routing/route-definition.ts';
import { LoadState } from '../../components/load-state.tsx';
import { useLang } from '../../components/use-lang.ts';
import { checkIdentityNumber } from '../../common/identity-number.ts';
import {
  checksOnChange,
  filledParameters,
  pageAfterParameterCheck,
  parameterFormErrors,
  parameterFormMessage,
  prefillParameters,
  type ParameterEntry,
} from '../../domain/parameter-form.ts';
import { parameterCheckPayload } from '../../domain/reservation-payload.ts';
import type { FieldError } from '../../domain/reserve-form-check.ts';
import { adminToday } from '../../i18n/dates.ts';
import { t } from '../../i18n/translate.ts';
import { useLoad } from '../../platform/use-load.ts';
import { useStyles } from '../../platform/use-styles.ts';
import { useApi, useBookingStore, useBookingStoreApi, useUiStoreApi } from '../../store/stores-context.tsx';
import buttonCss from '../../components/button.css?inline';
import { BookingScreen } from './booking-screen.tsx';
import { ParameterField } from './parameter-field.tsx';
import { useProfile } from '../account/profile.ts';
import css from './booking-forms.css?inline';

export default function SetParamsScreen({ route, routeState }: ScreenProps<'/setParams'>) {
  // The route guard opens this page only with a service chosen.
  const serviceId = useBookingStore((s) => s.context.service!.id);
  const load = useLoad((signal, api) => api.availability.reservationParameters(serviceId, { signal }), [serviceId]);
  return (
    <BookingScreen route={route}>
      <LoadState load={load}>{(parameters) => <ParameterForm parameters={parameters} editTicket={routeState.editTicket} />}</LoadState>
    </BookingScreen>
  );
}

function ParameterForm({ parameters, editTicket }: { parameters: ReservationParameter[]; editTicket: JettonDetail | undefined }) {
  useStyles(buttonCss);
  useStyles(css);
  const lang = useLang();
  const id = useId();
  const api = useApi();
  const store = useBookingStoreApi();
  const ui = useUiStoreApi();
  const citizen = useProfile();
  const [today] = useState(() => adminToday(Date.now()));
  const known = useMemo(
    () => (citizen.oneAccount ? { name: citizen.userInfo?.name, identifyNo: citizen.userInfo?.identifyNo, birthday: citizen.profile?.birthday } : null),
    [citizen.oneAccount, citizen.userInfo, citizen.profile],
  );
  const prefilled = useMemo(() => prefillParameters(parameters, known), [parameters, known]);
  // What the citizen typed before (back from the reserve page) is kept.
  const [typed, setTyped] = useState<Array<ParameterValue | null | undefined>>(() => {
    const given = store.getState().context.paramsObject;
    return parameters.map((p, i) => (given[i]?.parameterType === p.parameterType ? given[i]?.value : undefined));
  });
  const entries: ParameterEntry[] = prefilled.map((entry, i) => (entry.locked || typed[i] === undefined ? entry : { ...entry, value: typed[i] ?? null }));
  const [refused, setRefused] = useState<Array<FieldError<number>>>([]);
  const [checking, setChecking] = useState(false);
  const busy = useRef(false);
  const form = useRef<HTMLFormElement>(null);
  const focusFirst = useRef(false);
  const automatic = checksOnChange(parameters, citizen.oneAccount);

  useEffect(() => {
    if (!focusFirst.current || refused.length === 0) return;
    focusFirst.current = false;
    form.current?.querySelector<HTMLElement>(`[data-field="${refused[0]!.field}"] input:not([type="hidden"]):not([readonly]), [data-field="${refused[0]!.field}"] select, [data-field="${refused[0]!.field}"] button`)?.focus();
  }, [refused]);

  async function check(replace: boolean) {
    if (busy.current) return;
    const errors = parameterFormErrors(entries, today, (value) => checkIdentityNumber(value, true));
    if (errors.length > 0) {
      if (replace) return;
      focusFirst.current = true;
      setRefused(errors);
      const message = parameterFormMessage(errors);
      if (message) ui.getState().showToast(t(lang, message));
      return;
    }
    setRefused([]);
    const s = store.getState();
    const filled = filledParameters(entries);
    s.setParams(filled);
    busy.current = true;
    setChecking(true);
    try {
      const answer = await api.availability.checkParameter(parameterCheckPayload(s.context.service!.id, s.context.location!.id, filled));
      // Edit mode goes on with the ticket being edited.
      store.getState().navigate(pageAfterParameterCheck(answer.page), editTicket ? { editTicket } : {}, replace ? { replace: true } : {});
    } catch {
      // The API client has shown the server's message; everything typed stays.
    } finally {
      busy.current = false;
      setChecking(false);
    }
  }

  // §2: a single NAME parameter with a one-account login checks as soon as its value is there.
  const nameValue = automatic ? entries[0]?.value : undefined;
  useEffect(() => {
    if (automatic && typeof nameValue === 'string' && nameValue.trim() !== '') void check(true);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- check reads the current entries; the value is what starts it
  }, [automatic, nameValue]);

  return (
    <form
      ref={form}
      className="cb-booking-form"
      part="body"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void check(false);
      }}
    >
      {entries.map((entry, i) => {
        const error = refused.find((e) => e.field === i);
        return (
          <ParameterField
            key={entry.parameter.key ?? i}
            id={`${id}-${i}`}
            index={i}
            entry={entry}
            today={today}
            error={error ? t(lang, error.key) : null}
            onChange={(value) => {
              setTyped((list) => list.map((v, j) => (j === i ? value : v)));
              setRefused((list) => list.filter((e) => e.field !== i));
            }}
          />
        );
      })}
      <button type="submit" className="cb-button cb-booking-form__submit" aria-disabled={checking ? 'true' : undefined}>
        {t(lang, 'pages.setParams.next')}
      </button>
    </form>
  );
}
