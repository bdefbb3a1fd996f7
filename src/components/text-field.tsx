// A labelled text field of a form (the identity number of the take-ticket and reserve forms): one
// <Field> around a text input, its message of a failed check and its hint tied to it.
import type { Ref } from 'react';
import { useStyles } from '../platform/use-styles.ts';
import { Field } from './field.tsx';
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
  /** The field, for the form's model (use-field-errors.ts). */
  fieldRef?: Ref<HTMLElement>;
  autoComplete?: string;
  inputMode?: 'text' | 'numeric' | 'tel';
  maxLength?: number;
  placeholder?: string;
  /** Required by the form (announced as such). */
  required?: boolean;
}

export function TextField({ label, value, onChange, error, hint, readOnly = false, inputRef, fieldRef, autoComplete = 'off', inputMode, maxLength, placeholder, required }: TextFieldProps) {
  useStyles(css);
  return (
    <Field label={label} error={error} hint={hint} fieldRef={fieldRef}>
      {(control) => (
        <input
          id={control.id}
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
          aria-invalid={control.invalid}
          aria-describedby={control.describedBy}
          onInput={(event) => onChange(event.currentTarget.value)}
        />
      )}
    </Field>
  );
}
