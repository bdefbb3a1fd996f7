// My tickets without a login (docs/behaviour/2-screens.md (My tickets), docs/behaviour/4-states.md (Login), docs/behaviour/5-validation.md): the mobile number with its
// area, then the SMS code step (the code field with its send-code button, and Next, which appears
// once a code is typed). Next checks the code (POST valid) and puts the token in the page's
// session: this screen and every other element on the page then show the citizen's tickets. A
// refused code is said under the code field, which keeps what was typed and takes focus.
import { useState } from 'react';
import { PhoneInput, type PhoneValue } from '../../components/phone-input.tsx';
import { SmsCodeStep } from '../../components/sms-code-step.tsx';
import { useFieldErrors } from '../../components/use-field-errors.ts';
import { useLang } from '../../components/use-lang.ts';
import { DEFAULT_AREA } from '../../common/phone.ts';
import { sendCodeProblem, smsLoginErrors, type SmsLoginField } from '../../domain/sms-login.ts';
import { t } from '../../i18n/translate.ts';
import { useAction } from '../../platform/use-action.ts';
import { logInBySmsCode } from '../../store/sms-login.ts';
import { useApi } from '../../store/stores-context.tsx';

export function SmsLoginForm({ onLoggedIn }: { onLoggedIn(): void }) {
  const lang = useLang();
  const api = useApi();
  const [phone, setPhone] = useState<PhoneValue>({ area: DEFAULT_AREA, number: '' });
  const form = useFieldErrors<SmsLoginField>();
  // On success the token is the page's: the screen turns to the tickets.
  const logIn = useAction({
    run: ({ api: calls }, code: string) => logInBySmsCode(calls.account, { areaCode: phone.area, mobileNumber: phone.number, token: code }),
    failure: form.refuseAt('code'),
    onSuccess: onLoggedIn,
  });

  function sendCode(): Promise<unknown> {
    const problem = sendCodeProblem(phone.area, phone.number);
    if (problem) {
      form.refuse([{ field: 'mobile', key: problem }]);
      return Promise.resolve(false);
    }
    return api.account.sendCode(`${phone.area}${phone.number}`);
  }

  return (
    <SmsCodeStep
      form={form}
      className="cb-tickets__login"
      nextClassName="cb-tickets__next"
      codeLabel={t(lang, 'pages.myBooking.code')}
      nextLabel={t(lang, 'pages.myBooking.next')}
      nextOnlyWithCode
      busy={logIn.busy}
      check={(code) => smsLoginErrors({ ...phone, code })}
      onSend={sendCode}
      onNext={(code) => void logIn.run(code)}
    >
      <p className="cb-tickets__intro">{t(lang, 'pages.myBooking.loginHint')}</p>
      <PhoneInput
        label={t(lang, 'pages.myBooking.mobile')}
        value={phone}
        {...form.bind('mobile', setPhone)}
      />
    </SmsCodeStep>
  );
}
