// A box ticked before its words, as one <Field> (the privacy agreement, the advance reminder): the
// box and its label on one row, what follows the words in the same sentence (the clause's link)
// flowing with them, and below the row what the field shows besides (a count chosen, its dialog).
import type { ReactNode, Ref } from 'react';
import { useStyles } from '../platform/use-styles.ts';
import { Field } from './field.tsx';
import css from './box-field.css?inline';

export interface BoxFieldProps {
  checked: boolean;
  onChange(checked: boolean): void;
  /** Already translated: the label's words. */
  label: ReactNode;
  /** What follows the words in the same sentence (a link). */
  after?: ReactNode;
  /** Ticking opens a dialog (a picker). */
  opensDialog?: boolean;
  /** The field's own block, for its look. */
  className: string;
  error?: string | null | undefined;
  hint?: string | undefined;
  describedBy?: string | undefined;
  inputRef?: Ref<HTMLInputElement> | undefined;
  fieldRef?: Ref<HTMLElement> | undefined;
  children?: ReactNode;
}

export function BoxField({ checked, onChange, label, after, opensDialog = false, className, error, hint, describedBy, inputRef, fieldRef, children }: BoxFieldProps) {
  useStyles(css);
  return (
    <Field className={className} error={error} hint={hint} describedBy={describedBy} fieldRef={fieldRef}>
      {(control) => (
        <>
          <div className="cb-box__row">
            <input
              id={control.id}
              ref={inputRef}
              type="checkbox"
              className="cb-box__input"
              checked={checked}
              {...(opensDialog ? { 'aria-haspopup': 'dialog' as const } : {})}
              aria-invalid={control.invalid}
              aria-describedby={control.describedBy}
              onChange={(event) => onChange(event.currentTarget.checked)}
            />
            <span className="cb-box__text">
              <label className="cb-box__label" htmlFor={control.id}>
                {label}
              </label>
              {after && <> {after}</>}
            </span>
          </div>
          {children}
        </>
      )}
    </Field>
  );
}
