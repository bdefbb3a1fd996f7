// The reservation parameter form (/setParams, docs/behaviour/2-screens.md (Reservation parameter form), docs/behaviour/5-validation.md
// (Parameters)): the service's fields of every type with a picker where one helps; name, identity
// number and a known birthday from the one-account profile, locked; Next checks the values with
// the server (POST booking/checkParameter) and goes to the page it names. With a single NAME
// parameter and a one-account login the check runs by itself and replaces this page.
import { useEffect, useId, useMemo, useState } from 'react';
import type { JettonDetail, ParameterValue, ReservationParameter } from '../../common/api-contract.ts';
import type { ScreenProps } from '../../routing/route-definition.ts';
import { LoadState } from '../../components/load-state.tsx';
import { useFieldErrors } from '../../components/use-field-errors.ts';
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
import { parameterCheckPayload, type FilledParameter } from '../../domain/reservation-payload.ts';
import { adminToday } from '../../i18n/dates.ts';
import { t } from '../../i18n/translate.ts';
import { useAction } from '../../platform/use-action.ts';
import { useLoad } from '../../platform/use-load.ts';
import { useStyles } from '../../platform/use-styles.ts';
import { useBookingStore, useBookingStoreApi, useUiStoreApi } from '../../store/stores-context.tsx';
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
    const given = store.getState().context.parameters;
    return parameters.map((p, i) => (given[i]?.parameterType === p.parameterType ? given[i]?.value : undefined));
  });
  const entries: ParameterEntry[] = prefilled.map((entry, i) => (entry.locked || typed[i] === undefined ? entry : { ...entry, value: typed[i] ?? null }));
  const form = useFieldErrors<number>();
  const automatic = checksOnChange(parameters, citizen.oneAccount);
  // The server's check of the values; a refusal is told and everything typed stays.
  const serverCheck = useAction({
    run: ({ api }, filled: FilledParameter[], _replace: boolean) => {
      const s = store.getState();
      return api.availability.checkParameter(parameterCheckPayload(s.context.service!.id, s.context.location!.id, filled));
    },
    // Edit mode goes on with the ticket being edited.
    onSuccess: (answer, [, replace]) =>
      store.getState().navigate(pageAfterParameterCheck(answer.page), editTicket ? { editTicket } : {}, replace ? { replace: true } : {}),
  });

  function check(replace: boolean) {
    const errors = parameterFormErrors(entries, today, (value) => checkIdentityNumber(value, true));
    if (errors.length > 0) {
      if (replace) return;
      form.refuse(errors);
      const message = parameterFormMessage(errors);
      if (message) ui.getState().showToast(t(lang, message));
      return;
    }
    form.clearAll();
    const filled = filledParameters(entries);
    store.getState().setParameters(filled);
    void serverCheck.run(filled, replace);
  }

  // docs/behaviour/2-screens.md: a single NAME parameter with a one-account login checks as soon as its value is there.
  const nameValue = automatic ? entries[0]?.value : undefined;
  useEffect(() => {
    if (automatic && typeof nameValue === 'string' && nameValue.trim() !== '') check(true);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- check reads the current entries; the value is what starts it
  }, [automatic, nameValue]);

  return (
    <form
      className="cb-booking-form"
      part="body"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        check(false);
      }}
    >
      {entries.map((entry, i) => (
        <ParameterField
          key={entry.parameter.key ?? i}
          id={`${id}-${i}`}
          entry={entry}
          today={today}
          error={form.errorOf(i)}
          fieldRef={form.refOf(i)}
          onChange={(value) => {
            setTyped((list) => list.map((v, j) => (j === i ? value : v)));
            form.clear(i);
          }}
        />
      ))}
      <button type="submit" className="cb-button cb-booking-form__submit" aria-disabled={serverCheck.busy ? 'true' : undefined}>
        {t(lang, 'pages.setParams.next')}
      </button>
    </form>
  );
}
