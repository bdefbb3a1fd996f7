// The booking's verification page (/sendMessageByReserve, docs/behaviour/2-screens.md (Verification code pages)):
// the booking date, time and identity number to confirm, then the SMS code step (the code with its
// send button, and Next): the code is checked (POST valid, a refusal said under the code), its
// token kept in the page's session, then the booking is made (a refusal in a toast). A slot lost
// meanwhile returns to the form, which keeps everything and offers others.
import { useId, useState } from 'react';
import type { ScreenProps } from '../../routing/route-definition.ts';
import { SmsCodeStep } from '../../components/sms-code-step.tsx';
import { useFieldErrors } from '../../components/use-field-errors.ts';
import { useLang } from '../../components/use-lang.ts';
import type { SlotChoice } from '../../domain/lost-slot.ts';
import { formatDate, isoDate } from '../../i18n/dates.ts';
import { t } from '../../i18n/translate.ts';
import { useAction } from '../../platform/use-action.ts';
import { useStyles } from '../../platform/use-styles.ts';
import { logInBySmsCode } from '../../store/sms-login.ts';
import { useApi, useBookingStoreApi } from '../../store/stores-context.tsx';
import buttonCss from '../../components/button.css?inline';
import { BookingScreen } from './booking-screen.tsx';
import { useSubmitReservation } from './submit-reservation.ts';
import css from './booking-forms.css?inline';

export default function SendMessageByReserveScreen({ route, routeState }: ScreenProps<'/sendMessageByReserve'>) {
  useStyles(buttonCss);
  useStyles(css);
  const lang = useLang();
  const id = useId();
  const api = useApi();
  const store = useBookingStoreApi();
  const { reservation } = routeState;
  const form = useFieldErrors<'code'>();
  // The code whose check gave the session its token: a retry after that (the booking's answer
  // lost) does not spend it again.
  const [accepted, setAccepted] = useState<string | null>(null);
  const fullMobile = `${reservation.mobArea}${reservation.mobNum}`;

  function backToFormWith(slot: SlotChoice) {
    store.getState().setBookingTime(null);
    // The form this page came from, in its own state (edit mode stays edit mode), now with the
    // slot that was lost.
    const wentBack = store.getState().back();
    const page = store.getState();
    const state = wentBack && page.route === '/reserve' ? page.routeState : {};
    page.navigate('/reserve', { ...state, lostSlot: slot }, { replace: wentBack });
  }

  const book = useSubmitReservation(backToFormWith);
  const checkCode = useAction({
    run: ({ api: calls }, code: string) => logInBySmsCode(calls.account, { areaCode: reservation.mobArea, mobileNumber: reservation.mobNum, token: code }),
    failure: form.refuseAt('code'),
    onSuccess: (_none, [code]) => {
      setAccepted(code);
      void book.run(reservation);
    },
  });

  function next(code: string) {
    if (accepted === code) void book.run(reservation);
    else void checkCode.run(code);
  }

  const iso = isoDate(reservation.bookingDate);
  return (
    <BookingScreen route={route}>
      <SmsCodeStep
        form={form}
        className="cb-booking-form"
        part="body"
        nextClassName="cb-booking-form__submit"
        nextLabel={t(lang, 'pages.sendMessageByReserve.next')}
        focusCode
        busy={checkCode.busy || book.busy}
        onSend={() => api.account.sendCode(fullMobile)}
        onNext={next}
      >
        <section className="cb-booking-form__field" aria-labelledby={`${id}-summary`}>
          <h2 className="cb-booking-form__label" id={`${id}-summary`}>{t(lang, 'pages.sendMessageByReserve.summary')}</h2>
          <dl className="cb-booking-form__summary">
            <div>
              <dt>{t(lang, 'pages.sendMessageByReserve.bookingDate')}</dt>
              <dd>{iso ? formatDate(lang, iso, 'dateWithWeekday') : reservation.bookingDate}</dd>
            </div>
            <div>
              <dt>{t(lang, 'pages.sendMessageByReserve.bookingTime')}</dt>
              <dd>{reservation.bookingTime}</dd>
            </div>
            {reservation.identifyNo && (
              <div>
                <dt>{t(lang, 'pages.sendMessageByReserve.identityNumber')}</dt>
                <dd>{reservation.identifyNo}</dd>
              </div>
            )}
            <div>
              <dt>{t(lang, 'pages.sendMessageByReserve.mobile')}</dt>
              <dd>+{reservation.mobArea} {reservation.mobNum}</dd>
            </div>
          </dl>
        </section>
      </SmsCodeStep>
    </BookingScreen>
  );
}
