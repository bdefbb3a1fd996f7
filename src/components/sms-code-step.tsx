// The SMS code step, one for every flow that has one (taking a ticket, booking, My tickets' login):
// what the page shows above it (the number the code goes to, the booking to confirm, the mobile
// field), the code field with its send-code button, and Next. Next checks the page's fields and the
// code by one rule (domain/sms-code.ts: a code is required); a refused Next keeps everything typed
// and moves focus to the first field in error. What Next then does is the page's action, whose
// refusal (a wrong or expired code) shows under the code: `failure: form.refuseAt('code')`.
import { useEffect, useState, type ReactNode } from 'react';
import { smsCodeProblem } from '../domain/sms-code.ts';
import { CodeInput } from './code-input.tsx';
import type { FieldErrors, FieldProblem } from './use-field-errors.ts';

type SmsCodeField = 'code';

export interface SmsCodeStepProps<F extends string> {
  /** The form's model: the code's field and the page's own. */
  form: FieldErrors<F | SmsCodeField>;
  /** Sends a code; resolves false when none may go yet (the page said why, by its field). */
  onSend(): Promise<unknown>;
  /** Next, with a code: what the page does with it (an action). */
  onNext(code: string): void;
  /** The page's check at Next, its own fields first; the code's rule alone by default. */
  check?(code: string): ReadonlyArray<FieldProblem<F | SmsCodeField>>;
  /** The page's action is waiting for its answer. */
  busy: boolean;
  /** Already translated. */
  nextLabel: string;
  /** Already translated; "Verification code" by default. */
  codeLabel?: string;
  /** Next shows only once a code is typed (My tickets). */
  nextOnlyWithCode?: boolean;
  /** The code takes focus as the step shows (the booking's step, where it is all there is to do). */
  focusCode?: boolean;
  className: string;
  nextClassName: string;
  part?: string;
  /** What the page shows above the code. */
  children?: ReactNode;
}

const codeCheck = (code: string): Array<FieldProblem<SmsCodeField>> => {
  const key = smsCodeProblem(code);
  return key ? [{ field: 'code', key }] : [];
};

export function SmsCodeStep<F extends string = never>(props: SmsCodeStepProps<F>) {
  const { form, onSend, onNext, check = codeCheck, busy, nextLabel, codeLabel, nextOnlyWithCode = false, focusCode = false } = props;
  const [code, setCode] = useState('');
  const [codeField, setCodeField] = useState<HTMLInputElement | null>(null);

  useEffect(() => {
    if (focusCode) codeField?.focus();
  }, [focusCode, codeField]);

  function next() {
    const problems = check(code);
    form.refuse(problems);
    if (problems.length === 0) onNext(code);
  }

  return (
    <form
      className={props.className}
      {...(props.part ? { part: props.part } : {})}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        next();
      }}
    >
      {props.children}
      <CodeInput
        {...(codeLabel ? { label: codeLabel } : {})}
        value={code}
        error={form.errorOf('code')}
        fieldRef={form.refOf('code')}
        inputRef={setCodeField}
        onChange={(value) => {
          setCode(value);
          form.clear('code');
        }}
        onSend={onSend}
      />
      {(!nextOnlyWithCode || smsCodeProblem(code) === null) && (
        <button type="submit" className={`cb-button ${props.nextClassName}`} aria-disabled={busy ? 'true' : undefined} aria-busy={busy ? 'true' : undefined}>
          {nextLabel}
        </button>
      )}
    </form>
  );
}
