// One field of a form, the same for every form of the product: its label (or, over a group of
// controls, its legend), an optional hint, and the message of a failed check, both tied to the
// control by aria-describedby, with aria-invalid while it is in error. `fieldRef` hands the field to
// the form's model (use-field-errors.ts), which moves focus into it when a submit is refused.
//
//   <Field label="Mobile number" error={form.errorOf('mobile')} fieldRef={form.refOf('mobile')}>
//     {(control) => <input id={control.id} aria-describedby={control.describedBy} aria-invalid={control.invalid} />}
//   </Field>
import { useId, type ReactNode, type Ref } from 'react';
import { useStyles } from '../platform/use-styles.ts';
import css from './field.css?inline';

/** What the control needs to be tied to its label and messages. */
interface FieldControl {
  id: string;
  describedBy: string | undefined;
  invalid: 'true' | undefined;
}

export interface FieldProps {
  /** Already translated. Absent: the control draws its label itself (a box ticked before its words). */
  label?: ReactNode;
  /** Several controls under one legend (a calendar, a list of slots) instead of one labelled control. */
  group?: boolean;
  /** Already translated line under the field, read with it. */
  hint?: string | undefined;
  /** Already translated message of a failed check (or the server's refusal of this field). */
  error?: string | null | undefined;
  /** The message is read out as it appears (a rule checked while typing), not only with the field. */
  live?: boolean;
  /** Ids of the control's own lines (a description, a count, a status), read before the messages. */
  describedBy?: string | undefined;
  fieldRef?: Ref<HTMLElement> | undefined;
  className?: string;
  part?: string;
  children(control: FieldControl): ReactNode;
}

export function Field({ label, group = false, hint, error, live = false, describedBy, fieldRef, className, part, children }: FieldProps) {
  useStyles(css);
  const id = useId();
  const control: FieldControl = {
    id: `${id}-control`,
    describedBy: [describedBy ?? '', error ? `${id}-error` : '', hint ? `${id}-hint` : ''].filter(Boolean).join(' ') || undefined,
    invalid: error ? 'true' : undefined,
  };
  const Box = group ? 'fieldset' : 'div';
  return (
    <Box className={className ? `cb-field ${className}` : 'cb-field'} ref={fieldRef as Ref<HTMLDivElement> & Ref<HTMLFieldSetElement>} {...(part ? { part } : {})}>
      {label === undefined ? null : group ? (
        <legend className="cb-field__label">{label}</legend>
      ) : (
        <label className="cb-field__label" htmlFor={control.id}>
          {label}
        </label>
      )}
      {children(control)}
      {error && (
        <p className="cb-field__error" id={`${id}-error`} {...(live ? { role: 'alert' } : {})}>
          {error}
        </p>
      )}
      {hint && (
        <p className="cb-field__hint" id={`${id}-hint`}>
          {hint}
        </p>
      )}
    </Box>
  );
}
