// The reserve form (docs/behaviour/2-screens.md (Reserve), docs/behaviour/5-validation.md (Reserve)): service and location, the finder entry,
// the booking date (calendar) and time (picker), the identity number when it is asked, the
// mobile number with its area, the message tip, the privacy agreement when there is no token, and
// "agree and continue". A refused form keeps everything, marks each field in error and moves focus
// to the first (use-field-errors.ts). A one-account citizen books at once; others confirm by SMS
// code first.
import { lazy, Suspense, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { Calendar } from '../../components/calendar.tsx';
import { Field } from '../../components/field.tsx';
import { PhoneInput } from '../../components/phone-input.tsx';
import { TextField } from '../../components/text-field.tsx';
import { useFieldErrors } from '../../components/use-field-errors.ts';
import { useLang } from '../../components/use-lang.ts';
import { calendarRules } from '../../domain/calendar-days.ts';
import { displayName } from '../../domain/display-name.ts';
import { checkIdentityNumber, normalizeIdentityNumber } from '../../common/identity-number.ts';
import type { SlotChoice } from '../../domain/lost-slot.ts';
import { agreementShown, AGREE_DEFAULT } from '../../domain/privacy-agreement.ts';
import { reservationPayload } from '../../domain/reservation-payload.ts';
import { prefillFromTicket } from '../../domain/reserve-edit.ts';
import { identityRequiredForBooking, reserveFormErrors, type ReserveField } from '../../domain/reserve-form-check.ts';
import type { RouteStateMap } from '../../domain/route-guard.ts';
import { adminToday, isoDate } from '../../i18n/dates.ts';
import { wireDate } from '../../common/wire-dates.ts';
import { t } from '../../i18n/translate.ts';
import { useStyles } from '../../platform/use-styles.ts';
import { useBookingStore, useBookingStoreApi } from '../../store/stores-context.tsx';
import { useShallow } from '../../store/use-shallow.ts';
import buttonCss from '../../components/button.css?inline';
import { BookingTimeField } from './booking-time-field.tsx';
import { LostSlotOffer } from './lost-slot-offer.tsx';
import { PrivacyAgreementField } from './privacy-agreement-field.tsx';
import type { Offering } from './reserve-screen.tsx';
import { useSubmitReservation } from './submit-reservation.ts';
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
  const store = useBookingStoreApi();
  const citizen = useProfile();
  const [service, location, bookDate, bookTime, userinfo] = useBookingStore(
    useShallow((s) => [s.context.service!, s.context.location!, s.context.bookDate, s.context.bookTime, s.context.userinfo] as const),
  );
  const [today] = useState(() => adminToday(Date.now()));
  const [agree, setAgree] = useState(AGREE_DEFAULT);
  const form = useFieldErrors<ReserveField>();
  const [lost, setLost] = useState<SlotChoice | null>(routeState.lostSlot ?? null);
  const [finderOpen, setFinderOpen] = useState(false);
  const submitReservation = useSubmitReservation(
    (slot) => {
      store.getState().setBookingTime(null);
      setLost(slot);
    },
    (field) => form.refuseAt(field),
  );
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
  // are the profile's, read-only, with the area cleared (docs/behaviour/6-roles.md).
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

  const identityReadOnly = citizen.oneAccount && Boolean(citizen.userInfo?.identifyNo);
  const mobileReadOnly = citizen.oneAccount && Boolean(citizen.userInfo?.mobNum);
  const field = (name: ReserveField) => ({ error: form.errorOf(name), fieldRef: form.refOf(name) });

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
        parameters: s.context.parameters,
      },
      editTicket?.id,
    );
  }

  function send(payload: ReturnType<typeof payloadFor>) {
    // A one-account citizen, or one whose SMS code already bought a token for this booking (a
    // lost slot offered anew), books at once; the others confirm by SMS code first.
    if (!citizen.oneAccount && !(lost && citizen.token)) {
      store.getState().navigate('/sendMessageByReserve', { reservation: payload });
      return;
    }
    void submitReservation.run(payload);
  }

  function submit() {
    const errors = reserveFormErrors(
      { bookDate, bookTime, identifyNo: userinfo.identifyNo, mobArea: userinfo.mobArea, mobNum: userinfo.mobNum, agree },
      { identityRequired, agreementShown: withAgreement },
      (value) => checkIdentityNumber(value, true),
    );
    form.refuse(errors);
    if (errors.length === 0) send(payloadFor({ bookDate: bookDate!, bookTime: bookTime! }));
  }

  function bookAlternative(choice: SlotChoice) {
    const s = store.getState();
    const there = String(choice.locationId) === String(location.id) ? location : service.locations?.find((l) => String(l.id) === String(choice.locationId));
    if (!there) return;
    // A new choice: the store gives the attempt a key of its own.
    s.setBookingDate(choice.date);
    s.setBookingTime(choice.time);
    send(payloadFor({ bookDate: choice.date, bookTime: choice.time, location: there }));
  }

  function applyFinderChoice(choice: SlotChoice) {
    setFinderOpen(false);
    const s = store.getState();
    if (String(choice.locationId) !== String(location.id)) {
      const there = service.locations?.find((l) => String(l.id) === String(choice.locationId));
      if (!there) return;
      // Another location keeps the parameters already given for the service.
      const params = s.context.parameters;
      s.pickLocation(there);
      s.setParameters(params);
    }
    s.setBookingDate(choice.date);
    s.setBookingTime(choice.time);
    setLost(null);
    form.clear('bookingDate');
    form.clear('bookingTime');
  }

  const pickedIso = isoDate(bookDate);

  return (
    <form
      className="cb-booking-form"
      part="body"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      {lost && <LostSlotOffer lost={lost} busy={submitReservation.busy} onChoose={bookAlternative} />}

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

      <Field group label={t(lang, 'pages.reserve.bookingDate')} {...field('bookingDate')}>
        {(control) =>
          setup.ok ? (
            <Calendar
              rules={setup.rules}
              value={pickedIso}
              label={t(lang, 'pages.reserve.bookingDate')}
              describedBy={control.describedBy}
              onPick={(iso) => {
                store.getState().setBookingDate(wireDate(iso));
                form.clear('bookingDate');
              }}
            />
          ) : (
            // In place of the calendar, the field's control: a refused form focuses it with its message.
            <p className="cb-booking-form__note" role="status" tabIndex={-1} data-focus-target="" aria-describedby={control.describedBy}>
              {t(lang, setup.message)}
            </p>
          )
        }
      </Field>

      <Field group label={t(lang, 'pages.reserve.bookingTime')} {...field('bookingTime')}>
        {(control) =>
          pickedIso ? (
            <BookingTimeField
              date={pickedIso}
              describedBy={control.describedBy}
              onPick={(time) => {
                store.getState().setBookingTime(time);
                form.clear('bookingTime');
              }}
            />
          ) : (
            <p className="cb-booking-form__note" tabIndex={-1} data-focus-target="" aria-describedby={control.describedBy}>
              {t(lang, 'pages.reserve.selectDate')}
            </p>
          )
        }
      </Field>

      {identityRequired && (
        <TextField
          label={t(lang, 'pages.reserve.identityNumber')}
          placeholder={t(lang, 'pages.reserve.identityPlaceholder')}
          value={userinfo.identifyNo}
          readOnly={identityReadOnly}
          {...field('identifyNo')}
          onChange={(value) => {
            store.getState().setUserInfo({ identifyNo: value });
            form.clear('identifyNo');
          }}
        />
      )}

      <PhoneInput
        label={t(lang, 'pages.reserve.mobile')}
        value={{ area: userinfo.mobArea, number: userinfo.mobNum }}
        readOnly={mobileReadOnly}
        {...field('mobile')}
        onChange={(phone) => {
          store.getState().setUserInfo({ mobArea: phone.area, mobNum: phone.number });
          form.clear('mobile');
        }}
      />

      <p className="cb-booking-form__tip">{t(lang, 'pages.reserve.messageTip')}</p>

      {withAgreement && (
        <Field {...field('agree')}>
          {(control) => (
            <PrivacyAgreementField
              id={control.id}
              checked={agree}
              describedBy={control.describedBy}
              onChange={(on) => {
                setAgree(on);
                form.clear('agree');
              }}
            />
          )}
        </Field>
      )}

      <button type="submit" className="cb-button cb-booking-form__submit" aria-disabled={submitReservation.busy ? 'true' : undefined}>
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
