// The SMS one-time code field with its send-code button (docs/behaviour/2-screens.md (Code input) "Message-code input with a
// send-code button", docs/behaviour/4-states.md), in one <Field>: after a code is sent the button is locked for 60 s
// showing the seconds left; when sending fails the server's message shows for 2 s (and the host
// hears cb-error: the send is an action, platform/use-action.ts), and when the server says how
// long to wait (a code asked for again too early, from another page) the button stays locked for that.
// While a proof of work the server asked for is solved, the status line says "checking…".
import { useEffect, useId, useState, type Ref } from 'react';
import { isApiError } from '../api/api-error.ts';
import { countdownMsLeft, SEND_CODE_COUNTDOWN_S } from '../domain/send-code-countdown.ts';
import { t } from '../i18n/translate.ts';
import { useAction } from '../platform/use-action.ts';
import { useStyles } from '../platform/use-styles.ts';
import { useUi } from '../store/stores-context.tsx';
import { Field } from './field.tsx';
import { useLang } from './use-lang.ts';
import { useTimedLock } from './use-timed-lock.ts';
import css from './code-input.css?inline';

/** docs/behaviour/4-states.md: how long a send-code failure stays on screen. */
const SEND_CODE_ERROR_MS = 2000;

/** docs/behaviour/5-validation.md (SMS code): the SMS code has six digits. */
const CODE_LENGTH = 6;

export interface CodeInputProps {
  value: string;
  onChange(code: string): void;
  /**
   * Sends a code; a rejection (ApiError or Error) shows its message for 2 s. Resolving `false`
   * means nothing was sent (the page showed why, e.g. at the mobile field): no countdown.
   */
  onSend(): Promise<unknown>;
  /** Already translated; defaults to "Verification code". */
  label?: string;
  /** Keeps the send button locked, e.g. while the mobile number is not valid yet. */
  sendDisabled?: boolean;
  /** Already translated message about the code itself (wrong, expired), shown under it and tied to it. */
  error?: string | null;
  /** The code field, for a page that moves focus to it when the code was refused. */
  inputRef?: Ref<HTMLInputElement>;
  /** The field, for the form's model (use-field-errors.ts). */
  fieldRef?: Ref<HTMLElement>;
}

export function CodeInput({ value, onChange, onSend, label, sendDisabled = false, error, inputRef, fieldRef }: CodeInputProps) {
  useStyles(css);
  const lang = useLang();
  const id = useId();
  const countdown = useTimedLock(countdownMsLeft);
  const [failure, setFailure] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  // A server that suspects abuse asks for a proof of work before sending (or checking) a code:
  // the element solves it, and the status line says so meanwhile (docs/abuse-resistance.md "Proof of work").
  const checking = useUi((state) => state.checking > 0);
  const send = useAction({
    run: () => onSend(),
    failure: setFailure,
    serverWords: true,
    onSuccess: (answer) => {
      if (answer === false) return;
      countdown.start();
      setSent(true);
    },
    onFailure: (error) => {
      // The server's Retry-After: lock for what is left of its wait (at most the usual 60 s).
      const wait = isApiError(error) ? error.retryAfterSeconds : undefined;
      if (wait && wait > 0) countdown.start(Date.now() - (SEND_CODE_COUNTDOWN_S - Math.min(wait, SEND_CODE_COUNTDOWN_S)) * 1000);
    },
  });

  useEffect(() => {
    if (!failure) return;
    const timer = setTimeout(() => setFailure(null), SEND_CODE_ERROR_MS);
    return () => clearTimeout(timer);
  }, [failure]);

  // Same rounding as countdownSecondsLeft: the label never reads 0 while the button is locked.
  const seconds = Math.ceil(countdown.msLeft / 1000);
  const locked = send.busy || countdown.locked || sendDisabled;
  return (
    <Field
      className="cb-code"
      part="code-input"
      label={label ?? t(lang, 'components.codeInput.label')}
      error={error}
      describedBy={failure ? `${id}-failure` : undefined}
      fieldRef={fieldRef}
    >
      {(control) => (
        <>
          <div className="cb-code__row">
            <input
              id={control.id}
              className="cb-code__input"
              type="text"
              inputMode="numeric"
              autoComplete="one-time-code"
              pattern="[0-9]*"
              maxLength={CODE_LENGTH}
              value={value}
              ref={inputRef}
              aria-invalid={control.invalid}
              aria-describedby={control.describedBy}
              onInput={(event) => onChange(event.currentTarget.value.replace(/\D+/g, '').slice(0, CODE_LENGTH))}
            />
            <button
              type="button"
              className="cb-code__send"
              aria-disabled={locked ? 'true' : undefined}
              onClick={() => {
                if (locked) return;
                setFailure(null);
                void send.run();
              }}
            >
              {countdown.locked ? t(lang, 'components.codeInput.resend', { seconds }) : t(lang, 'components.codeInput.send')}
            </button>
          </div>
          <p className="cb-code__status" role="status">
            {checking ? t(lang, 'components.codeInput.checking') : sent && countdown.locked && !failure ? t(lang, 'components.codeInput.sent') : ''}
          </p>
          {failure && (
            <p className="cb-field__error" id={`${id}-failure`} role="alert">
              {failure}
            </p>
          )}
        </>
      )}
    </Field>
  );
}
