// My tickets without a login (SPEC.md §2 "My tickets", §4 Login, §5): the mobile number with its
// area, the code field with its send-code button, and Next, which appears once a code is typed.
// Next checks the code (POST valid) and puts the token in the page's session: this screen and
// every other element on the page then show the citizen's tickets. A refused code is said under
// the code field, which keeps what was typed and takes focus.
import { useRef, useState, type FormEvent } from 'react';
import { CODE_LENGTH, CodeInput } from '../../components/code-input.tsx';
import { PhoneInput, type PhoneValue } from '../../components/phone-input.tsx';
import { useLang } from '../../components/use-lang.ts';
import { DEFAULT_AREA } from '../../common/phone.ts';
import { sendCodeProblem, smsLoginErrors, smsLoginNextShown, type SmsLoginField } from '../../domain/sms-login.ts';
import { t } from '../../i18n/translate.ts';
import { logInBySmsCode } from '../../store/sms-login.ts';
import { useApi } from '../../store/stores-context.tsx';
import { requestFailureText } from '../queue/request-failure.ts';

type Problems = Partial<Record<SmsLoginField, string>>;

export function SmsLoginForm({ onLoggedIn }: { onLoggedIn(): void }) {
  const lang = useLang();
  const api = useApi();
  const [phone, setPhone] = useState<PhoneValue>({ area: DEFAULT_AREA, number: '' });
  const [code, setCode] = useState('');
  const [problems, setProblems] = useState<Problems>({});
  const [busy, setBusy] = useState(false);
  const inFlight = useRef(false);
  const fields = { mobile: useRef<HTMLInputElement>(null), code: useRef<HTMLInputElement>(null) };

  function show(found: Problems, focus: SmsLoginField) {
    setProblems(found);
    fields[focus].current?.focus();
  }

  function sendCode(): Promise<unknown> {
    const problem = sendCodeProblem(phone.area, phone.number);
    if (problem) {
      show({ mobile: t(lang, problem) }, 'mobile');
      return Promise.resolve(false);
    }
    return api.account.sendCode(`${phone.area}${phone.number}`);
  }

  async function next(event: FormEvent) {
    event.preventDefault();
    if (inFlight.current) return;
    const errors = smsLoginErrors({ ...phone, code }, CODE_LENGTH);
    const [first] = errors;
    if (first) {
      show(Object.fromEntries(errors.map((e) => [e.field, t(lang, e.key)])), first.field);
      return;
    }
    inFlight.current = true;
    setBusy(true);
    try {
      // On success the token is the page's: the screen turns to the tickets.
      await logInBySmsCode(api.account, { areaCode: phone.area, mobileNumber: phone.number, token: code }, { toastFailure: false });
      onLoggedIn();
    } catch (error) {
      show({ code: requestFailureText(lang, error) }, 'code');
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  }

  return (
    <form className="cb-tickets__login" noValidate onSubmit={(event) => void next(event)}>
      <p className="cb-tickets__intro">{t(lang, 'pages.myBooking.loginHint')}</p>
      <PhoneInput
        label={t(lang, 'pages.myBooking.mobile')}
        value={phone}
        error={problems.mobile ?? null}
        inputRef={fields.mobile}
        onChange={(value) => {
          setPhone(value);
          setProblems(({ mobile: _, ...rest }) => rest);
        }}
      />
      <CodeInput
        label={t(lang, 'pages.myBooking.code')}
        value={code}
        error={problems.code ?? null}
        inputRef={fields.code}
        onChange={(value) => {
          setCode(value);
          setProblems(({ code: _, ...rest }) => rest);
        }}
        onSend={sendCode}
      />
      {smsLoginNextShown(code) && (
        <button type="submit" className="cb-button cb-tickets__next" aria-disabled={busy ? 'true' : undefined} aria-busy={busy ? 'true' : undefined}>
          {t(lang, 'pages.myBooking.next')}
        </button>
      )}
    </form>
  );
}
