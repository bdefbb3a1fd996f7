// The booking's verification page (/sendMessageByReserve, SPEC.md §2 "Verification code pages"):
// the booking date, time and identity number to confirm, the SMS code with its send button, and
// Next: the code is checked (POST valid), its token kept in the page's session, then the booking
// is made. A slot lost meanwhile returns to the form, which keeps everything and offers others.
import { useEffect, useId, useRef, useState } from 'react';
import { isApiError } from '../../api/api-error.ts';
import type { ScreenProps } from '../../routing/route-definition.ts';
import { CodeInput } from '../../components/code-input.tsx';
import { useLang } from '../../components/use-lang.ts';
import type { SlotChoice } from '../../domain/lost-slot.ts';
import { formatDate, isoDate } from '../../i18n/dates.ts';
import { t } from '../../i18n/translate.ts';
import { useHost } from '../../platform/host-context.ts';
import { useStyles } from '../../platform/use-styles.ts';
import { logInBySmsCode } from '../../store/sms-login.ts';
import { useApi, useBookingStoreApi } from '../../store/stores-context.tsx';
import buttonCss from '../../components/button.css?inline';
import { BookingScreen } from './booking-screen.tsx';
import { submitReservation } from './submit-reservation.ts';
import css from './booking-forms.css?inline';

export default function SendMessageByReserveScreen({ route, routeState }: ScreenProps<'/sendMessageByReserve'>) {
  useStyles(buttonCss);
  useStyles(css);
  const lang = useLang();
  const id = useId();
  const api = useApi();
  const store = useBookingStoreApi();
  const { emit } = useHost();
  const { reservation } = routeState;
  const [code, setCode] = useState('');
  const [missing, setMissing] = useState(false);
  const [sending, setSending] = useState(false);
  const busy = useRef(false);
  const codeAccepted = useRef(false);
  const box = useRef<HTMLFormElement>(null);
  const fullMobile = `${reservation.mobArea}${reservation.mobNum}`;

  // Where the eye goes on arrival: the code to type.
  useEffect(() => box.current?.querySelector<HTMLInputElement>('input[autocomplete="one-time-code"]')?.focus(), []);

  function backToFormWith(slot: SlotChoice) {
    store.getState().setBookingTime(null);
    // The form this page came from, in its own state (edit mode stays edit mode), now with the
    // slot that was lost.
    const wentBack = store.getState().back();
    const form = store.getState();
    const state = wentBack && form.route === '/reserve' ? form.routeState : {};
    form.navigate('/reserve', { ...state, lostSlot: slot }, { replace: wentBack });
  }

  async function next() {
    if (busy.current) return;
    if (code.length === 0) {
      setMissing(true);
      box.current?.querySelector<HTMLInputElement>('input[autocomplete="one-time-code"]')?.focus();
      return;
    }
    busy.current = true;
    setSending(true);
    try {
      // A retry after the code was accepted (the booking's answer lost) does not spend it again.
      if (!codeAccepted.current) {
        await logInBySmsCode(api.account, { areaCode: reservation.mobArea, mobileNumber: reservation.mobNum, token: code });
        codeAccepted.current = true;
      }
      const outcome = await submitReservation(reservation, { store, api, emit });
      if (outcome.kind === 'lost') backToFormWith(outcome.slot);
    } catch (error) {
      // The API client has shown what the server said (a wrong or expired code).
      if (!isApiError(error)) throw error;
    } finally {
      busy.current = false;
      setSending(false);
    }
  }

  const iso = isoDate(reservation.bookingDate);
  return (
    <BookingScreen route={route}>
      <form
        ref={box}
        className="cb-booking-form"
        part="body"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void next();
        }}
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
        <div className="cb-booking-form__field">
          <CodeInput
            value={code}
            onChange={(value) => {
              setCode(value);
              setMissing(false);
            }}
            onSend={() => api.account.sendCode(fullMobile)}
          />
          {missing && <p className="cb-booking-form__error" role="alert">{t(lang, 'pages.sendMessageByReserve.enterCode')}</p>}
        </div>
        <button type="submit" className="cb-button cb-booking-form__submit" aria-disabled={sending ? 'true' : undefined}>
          {t(lang, 'pages.sendMessageByReserve.next')}
        </button>
      </form>
    </BookingScreen>
  );
}
