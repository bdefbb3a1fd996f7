// The reserve form (SPEC.md §2 "Reserve", §5 "Reserve"): service and location, the finder entry,
// the booking date (calendar) and time (picker), the identity number when it is asked, the
// mobile number with its area, the message tip, the privacy agreement when there is no token, and
// "agree and continue". A refused form keeps everything, marks each field in error and moves focus
// to the first. A one-account citizen books at once; others confirm by SMS code first.
import { lazy, Suspense, useEffect, useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { Calendar } from '../../components/calendar.tsx';
import { PhoneInput } from '../../components/phone-input.tsx';
import { useLang } from '../../components/use-lang.ts';
import { calendarRules } from '../../domain/calendar-days.ts';
import { displayName } from '../../domain/display-name.ts';
import { checkIdentityNumber, normalizeIdentityNumber } from '../../common/identity-number.ts';
import type { SlotChoice } from '../../domain/lost-slot.ts';
import { agreementShown, AGREE_DEFAULT } from '../../domain/privacy-agreement.ts';
import { reservationPayload } from '../../domain/reservation-payload.ts';
import { prefillFromTicket } from '../../domain/reserve-edit.ts';
import { identityRequiredForBooking, reserveFormErrors, type FieldError, type ReserveField } from '../../domain/reserve-form-check.ts';
import type { RouteStateMap } from '../../domain/route-guard.ts';
import { adminToday, isoDate } from '../../i18n/dates.ts';
import { wireDate } from '../../common/wire-dates.ts';
import { t } from '../../i18n/translate.ts';
import { useHost } from '../../platform/host-context.ts';
import { useStyles } from '../../platform/use-styles.ts';
import { useApi, useBookingStore, useBookingStoreApi } from '../../store/stores-context.tsx';
import { useShallow } from '../../store/use-shallow.ts';
import buttonCss from '../../components/button.css?inline';
import { BookingTimeField } from './booking-time-field.tsx';
import { LostSlotOffer } from './lost-slot-offer.tsx';
import { PrivacyAgreementField } from './privacy-agreement-field.tsx';
import type { Offering } from './reserve-screen.tsx';
import { submitReservation } from './submit-reservation.ts';
import { useProfile } from '../account/profile.ts';
import css from './booking-forms.css?inline';

const FinderDialog = lazy(() => import('./finder-dialog.tsx'));

export interface ReserveFormProps {
  offering: Offering;
  routeState: RouteStateMap['/reserve'];
}

export function ReserveForm({ offering, routeState }: ReserveFormProps) {
  useStyles(buttonCss);
  useStyles(css);
  const lang = useLang();
  const id = useId();
  const store = useBookingStoreApi();
  const api = useApi();
  const { emit } = useHost();
  const citizen = useProfile();
  const [service, location, bookDate, bookTime, userinfo] = useBookingStore(
    useShallow((s) => [s.context.service!, s.context.location!, s.context.bookDate, s.context.bookTime, s.context.userinfo] as const),
  );
  const [today] = useState(() => adminToday(Date.now()));
  const [agree, setAgree] = useState(AGREE_DEFAULT);
  const [refused, setRefused] = useState<FieldError[]>([]);
  const [lost, setLost] = useState<SlotChoice | null>(routeState.lostSlot ?? null);
  const [finderOpen, setFinderOpen] = useState(false);
  const busy = useRef(false);
  const [sending, setSending] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const focusFirstError = useRef(false);
  const { answer, dates } = offering;
  const editTicket = routeState.editTicket;

  const onlyTimeTicket = answer.booking.timeTicketStatus && !answer.booking.status;
  const setup = useMemo(() => calendarRules(dates, today, { mustGreaterToday: true, onlyToday: onlyTimeTicket }), [dates, today, onlyTimeTicket]);
  const identityRequired = identityRequiredForBooking(answer, bookDate, today, answer.booking.timeTicketStatus);
  const withAgreement = agreementShown(Boolean(citizen.token));

  // What the server says of this offering is the store's too (other pages read these flags).
  useLayoutEffect(() => {
    const s = store.getState();
    s.setOnlyTimeTicket(onlyTimeTicket);
    s.setMustInputIdCard({
      checkIdCardReservation: answer.checkIdCardReservation ?? false,
      checkIdCardTime: answer.checkIdCardTime ?? false,
      checkIdCardQueue: answer.checkIdCardQueue ?? false,
    });
  }, [store, answer, onlyTimeTicket]);

  // Edit mode starts from the ticket (once per ticket); a one-account citizen's identity and mobile
  // are the profile's, read-only, with the area cleared (§6).
  const prefilledTicket = useRef<unknown>(null);
  useLayoutEffect(() => {
    const s = store.getState();
    if (editTicket && prefilledTicket.current !== editTicket.id) {
      prefilledTicket.current = editTicket.id;
      const prefill = prefillFromTicket(editTicket, citizen.oneAccount);
      s.setBookingDate(prefill.bookDate);
      s.setBookingTime(prefill.bookTime);
      s.setUserInfo({ identifyNo: prefill.identifyNo, mobNum: prefill.mobNum, mobArea: prefill.mobArea });
    }
    if (citizen.oneAccount && citizen.userInfo) {
      const known = citizen.userInfo;
      s.setUserInfo({ euid: known.euid, ...(known.identifyNo ? { identifyNo: known.identifyNo } : {}), ...(known.mobNum ? { mobNum: known.mobNum } : {}), mobArea: '' });
    }
  }, [store, editTicket, citizen.oneAccount, citizen.userInfo]);

  useEffect(() => {
    if (routeState.lostSlot) setLost(routeState.lostSlot);
  }, [routeState.lostSlot]);

  useEffect(() => {
    if (!focusFirstError.current || refused.length === 0) return;
    focusFirstError.current = false;
    const first = form.current?.querySelector<HTMLElement>(`[data-field="${refused[0]!.field}"]`);
    // The field's own control: the day or slot the picker marks, else its input, else its first
    // button; else (its slots still loading) the field itself, which names it and its error.
    const target =
      first?.querySelector<HTMLElement>('[data-focus-target]') ??
      first?.querySelector<HTMLElement>('input:not([type="hidden"])') ??
      first?.querySelector<HTMLElement>('button, select, [tabindex="0"]') ??
      first;
    if (target === first && first) first.tabIndex = -1;
    target?.focus();
  }, [refused]);

  const identityReadOnly = citizen.oneAccount && Boolean(citizen.userInfo?.identifyNo);
  const mobileReadOnly = citizen.oneAccount && Boolean(citizen.userInfo?.mobNum);
  const errorOf = (field: ReserveField) => refused.find((e) => e.field === field);
  const errorId = (field: ReserveField) => `${id}-${field}-error`;
  const clear = (field: ReserveField) => setRefused((list) => list.filter((e) => e.field !== field));

  function payloadFor(choice: { bookDate: string; bookTime: string; location?: typeof location }) {
    const s = store.getState();
    return reservationPayload(
      {
        service,
        location: choice.location ?? location,
        dep: s.context.dep,
        bookDate: choice.bookDate,
        bookTime: choice.bookTime,
        userinfo: { identifyNo: identityRequired ? normalizeIdentityNumber(userinfo.identifyNo) : '', mobNum: userinfo.mobNum, mobArea: userinfo.mobArea },
        paramsObject: s.context.paramsObject,
      },
      editTicket?.id,
    );
  }

  async function send(payload: ReturnType<typeof payloadFor>) {
    // A one-account citizen, or one whose SMS code already bought a token for this booking (a
    // lost slot offered anew), books at once; the others confirm by SMS code first.
    if (!citizen.oneAccount && !(lost && citizen.token)) {
      store.getState().navigate('/sendMessageByReserve', { reservation: payload });
      return;
    }
    if (busy.current) return;
    busy.current = true;
    setSending(true);
    try {
      const outcome = await submitReservation(payload, { store, api, emit });
      if (outcome.kind === 'lost') {
        store.getState().setBookingTime(null);
        setLost(outcome.slot);
      }
    } finally {
      busy.current = false;
      setSending(false);
    }
  }

  function submit() {
    const errors = reserveFormErrors(
      { bookDate, bookTime, identifyNo: userinfo.identifyNo, mobArea: userinfo.mobArea, mobNum: userinfo.mobNum, agree },
      { identityRequired, agreementShown: withAgreement },
      (value) => checkIdentityNumber(value, true),
    );
    if (errors.length > 0) {
      focusFirstError.current = true;
      setRefused(errors);
      return;
    }
    setRefused([]);
    void send(payloadFor({ bookDate: bookDate!, bookTime: bookTime! }));
  }

  function bookAlternative(choice: SlotChoice) {
    const s = store.getState();
    const there = String(choice.locationId) === String(location.id) ? location : service.locations?.find((l) => String(l.id) === String(choice.locationId));
    if (!there) return;
    // A new choice: the store gives the attempt a key of its own.
    s.setBookingDate(choice.date);
    s.setBookingTime(choice.time);
    void send(payloadFor({ bookDate: choice.date, bookTime: choice.time, location: there }));
  }

  function applyFinderChoice(choice: SlotChoice) {
    setFinderOpen(false);
    const s = store.getState();
    if (String(choice.locationId) !== String(location.id)) {
      const there = service.locations?.find((l) => String(l.id) === String(choice.locationId));
      if (!there) return;
      // Another location keeps the parameters already given for the service.
      const params = s.context.paramsObject;
      s.pickLocation(there);
      s.setParams(params);
    }
    s.setBookingDate(choice.date);
    s.setBookingTime(choice.time);
    setLost(null);
    setRefused((list) => list.filter((e) => e.field !== 'bookingDate' && e.field !== 'bookingTime'));
  }

  const pickedIso = isoDate(bookDate);
  const dateError = errorOf('bookingDate');
  const timeError = errorOf('bookingTime');
  const identityError = errorOf('identifyNo');
  const mobileError = errorOf('mobile');
  const agreeError = errorOf('agree');

  return (
    <form
      ref={form}
      className="cb-booking-form"
      part="body"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      {lost && <LostSlotOffer lost={lost} busy={sending} onChoose={bookAlternative} />}

      <dl className="cb-booking-form__summary">
        <div>
          <dt>{t(lang, 'pages.reserve.service')}</dt>
          <dd>{displayName(service.name)}</dd>
        </div>
        <div>
          <dt>{t(lang, 'pages.reserve.location')}</dt>
          <dd>{displayName(location.name)}</dd>
        </div>
      </dl>

      {onlyTimeTicket ? (
        <p className="cb-booking-form__note">{t(lang, 'pages.reserve.onlyTimedTickets')}</p>
      ) : (
        service.reservationRecommend && (
          <button type="button" className="cb-button cb-button--secondary cb-booking-form__finder" onClick={() => setFinderOpen(true)}>
            {t(lang, 'pages.reserve.findDateTime')}
          </button>
        )
      )}

      <fieldset className="cb-booking-form__field" data-field="bookingDate">
        <legend className="cb-booking-form__label">{t(lang, 'pages.reserve.bookingDate')}</legend>
        {setup.ok ? (
          <Calendar
            rules={setup.rules}
            value={pickedIso}
            label={t(lang, 'pages.reserve.bookingDate')}
            describedBy={dateError ? errorId('bookingDate') : undefined}
            onPick={(iso) => {
              store.getState().setBookingDate(wireDate(iso));
              clear('bookingDate');
            }}
          />
        ) : (
          // In place of the calendar, the field's control: a refused form focuses it with its message.
          <p className="cb-booking-form__note" role="status" tabIndex={-1} data-focus-target="" aria-describedby={dateError ? errorId('bookingDate') : undefined}>
            {t(lang, setup.message)}
          </p>
        )}
        {dateError && <p className="cb-booking-form__error" id={errorId('bookingDate')}>{t(lang, dateError.key)}</p>}
      </fieldset>

      <fieldset className="cb-booking-form__field" data-field="bookingTime">
        <legend className="cb-booking-form__label">{t(lang, 'pages.reserve.bookingTime')}</legend>
        {pickedIso ? (
          <BookingTimeField
            date={pickedIso}
            describedBy={timeError ? errorId('bookingTime') : undefined}
            onPick={(time) => {
              store.getState().setBookingTime(time);
              clear('bookingTime');
            }}
          />
        ) : (
          <p className="cb-booking-form__note" tabIndex={-1} data-focus-target="" aria-describedby={timeError ? errorId('bookingTime') : undefined}>
            {t(lang, 'pages.reserve.selectDate')}
          </p>
        )}
        {timeError && <p className="cb-booking-form__error" id={errorId('bookingTime')}>{t(lang, timeError.key)}</p>}
      </fieldset>

      {identityRequired && (
        <div className="cb-booking-form__field" data-field="identifyNo">
          <label className="cb-booking-form__label" htmlFor={`${id}-identity`}>{t(lang, 'pages.reserve.identityNumber')}</label>
          <input
            id={`${id}-identity`}
            className="cb-booking-form__input"
            type="text"
            autoComplete="off"
            spellcheck={false}
            placeholder={t(lang, 'pages.reserve.identityPlaceholder')}
            value={userinfo.identifyNo}
            readOnly={identityReadOnly}
            aria-invalid={identityError ? 'true' : undefined}
            aria-describedby={identityError ? errorId('identifyNo') : undefined}
            onInput={(event) => {
              store.getState().setUserInfo({ identifyNo: event.currentTarget.value });
              clear('identifyNo');
            }}
          />
          {identityError && <p className="cb-booking-form__error" id={errorId('identifyNo')}>{t(lang, identityError.key)}</p>}
        </div>
      )}

      <div className="cb-booking-form__field" data-field="mobile">
        <PhoneInput
          label={t(lang, 'pages.reserve.mobile')}
          value={{ area: userinfo.mobArea, number: userinfo.mobNum }}
          readOnly={mobileReadOnly}
          error={mobileError ? t(lang, mobileError.key) : null}
          onChange={(phone) => {
            store.getState().setUserInfo({ mobArea: phone.area, mobNum: phone.number });
            clear('mobile');
          }}
        />
      </div>

      <p className="cb-booking-form__tip">{t(lang, 'pages.reserve.messageTip')}</p>

      {withAgreement && (
        <div className="cb-booking-form__field" data-field="agree">
          <PrivacyAgreementField
            checked={agree}
            describedBy={agreeError ? errorId('agree') : undefined}
            onChange={(on) => {
              setAgree(on);
              clear('agree');
            }}
          />
          {agreeError && <p className="cb-booking-form__error" id={errorId('agree')}>{t(lang, agreeError.key)}</p>}
        </div>
      )}

      <button type="submit" className="cb-button cb-booking-form__submit" aria-disabled={sending ? 'true' : undefined}>
        {t(lang, 'pages.reserve.agreeAndContinue')}
      </button>

      {finderOpen && (
        <Suspense fallback={null}>
          <FinderDialog
            rules={setup.ok ? setup.rules : null}
            initialDate={bookDate}
            onClose={() => setFinderOpen(false)}
            onChoose={applyFinderChoice}
          />
        </Suspense>
      )}
    </form>
  );
}
