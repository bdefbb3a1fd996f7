// The privacy agreement of the take-ticket and reserve forms (docs/behaviour/2-screens.md, docs/behaviour/5-validation.md): a box, ticked by
// default, with the privacy clause one tap away. The clause opens in the privacy consent dialog
// (its code and the clause loaded when opened); accepting it there ticks the box. The form's check (checkAgree) is tied
// to the box (one <Field>), which takes focus when the form is refused for it.
import { useState, type Ref } from 'react';
import { PRIVACY_CLAUSE_ID } from '../domain/privacy-agreement.ts';
import { useLoad } from '../platform/use-load.ts';
import { useStyles } from '../platform/use-styles.ts';
import { BoxField } from './box-field.tsx';
import { PrivacyConsentDialog } from './dialogs-on-demand.tsx';
import css from './privacy-agreement.css?inline';

export interface PrivacyAgreementProps {
  checked: boolean;
  onChange(checked: boolean): void;
  /** Already translated: "I have read and agree to the". */
  prefix: string;
  /** Already translated: "Privacy clause". */
  clauseLabel: string;
  /** Already translated message of a failed check (checkAgree). */
  error?: string | null;
  inputRef?: Ref<HTMLInputElement>;
  /** The field, for the form's model (use-field-errors.ts). */
  fieldRef?: Ref<HTMLElement>;
}

export function PrivacyAgreement({ checked, onChange, prefix, clauseLabel, error, inputRef, fieldRef }: PrivacyAgreementProps) {
  useStyles(css);
  const [reading, setReading] = useState(false);
  const clause = useLoad((signal, api) => (reading ? api.app.privacyClause(PRIVACY_CLAUSE_ID, { signal }) : null), [reading]);
  return (
    <BoxField
      className="cb-agree"
      checked={checked}
      onChange={onChange}
      label={prefix}
      after={
        <button type="button" className="cb-agree__clause" aria-haspopup="dialog" onClick={() => setReading(true)}>
          {clauseLabel}
        </button>
      }
      error={error}
      inputRef={inputRef}
      fieldRef={fieldRef}
    >
      <PrivacyConsentDialog
        open={reading}
        html={clause.status === 'ready' ? (clause.data?.content ?? '') : null}
        failed={clause.status === 'error'}
        onRetry={clause.refresh}
        onAccept={() => {
          setReading(false);
          onChange(true);
        }}
        onClose={() => setReading(false)}
      />
    </BoxField>
  );
}
