// A labelled text field of a form (the identity number of the take-ticket and reserve forms):
// its message of a failed check under it and tied to it (aria-describedby, aria-invalid), an
// optional hint read with it, and a ref for the form that moves focus to its first field in error.
import { useId, type Ref } from 'react';
import { useStyles } from '../platform/use-styles.ts';
import css from './text-field.css?inline';

export interface TextFieldProps {
  /** Already translated. */
  label: string;
  value: string;
  onChange(value: string): void;
  /** Already translated message of a failed check. */
  error?: string | null;
  /** Already translated line under the field. */
  hint?: string;
  readOnly?: boolean;
  inputRef?: Ref<HTMLInputElement>;
  autoComplete?: string;
  inputMode?: 'text' | 'numeric' | 'tel';
  maxLength?: number;
  placeholder?: string;
  /** Required by the form (announced as such). */
  required?: boolean;
}

export function TextField({ label, value, onChange, error, hint, readOnly = false, inputRef, autoComplete = 'off', inputMode, maxLength, placeholder, required }: TextFieldProps) {
  useStyles(css);
  const id = useId();
  const describedBy = [error ? `${id}-error` : '', hint ? `${id}-hint` : ''].filter(Boolean).join(' ');
  return (
    <div className="cb-field">
      <label className="cb-field__label" htmlFor={`${id}-input`}>
        {label}
      </label>
      <input
        id={`${id}-input`}
        ref={inputRef}
        className={error ? 'cb-field__input cb-field__input--invalid' : 'cb-field__input'}
        type="text"
        value={value}
        readOnly={readOnly}
        autoComplete={autoComplete}
        spellcheck={false}
        {...(inputMode ? { inputMode } : {})}
        {...(maxLength ? { maxLength } : {})}
        {...(placeholder ? { placeholder } : {})}
        aria-required={required ? 'true' : undefined}
        aria-invalid={error ? 'true' : undefined}
        aria-describedby={describedBy || undefined}
        onInput={(event) => onChange(event.currentTarget.value)}
      />
      {error && (
        <p className="cb-field__error" id={`${id}-error`}>
          {error}
        </p>
      )}
      {hint && (
        <p className="cb-field__hint" id={`${id}-hint`}>
          {hint}
        </p>
      )}
    </div>
  );
}
