// The privacy agreement of the reserve form (docs/behaviour/2-screens.md, docs/behaviour/5-validation.md): a checkbox, ticked by default, and
// the clause itself one press away (GET app/privacyClause/1, in the consent dialog whose accept
// ticks the box).
import { useState } from 'react';
import { Dialog } from '../../components/dialog.tsx';
import { PrivacyConsentDialog } from '../../components/privacy-consent-dialog.tsx';
import { Spinner } from '../../components/spinner.tsx';
import { useLang } from '../../components/use-lang.ts';
import { t } from '../../i18n/translate.ts';
import { useLoad } from '../../platform/use-load.ts';

/** The one privacy clause the reference server publishes. */
const PRIVACY_CLAUSE_ID = 1;

export interface PrivacyAgreementFieldProps {
  /** The box's id (its <Field>'s control). */
  id: string;
  checked: boolean;
  onChange(checked: boolean): void;
  describedBy?: string | undefined;
}

export function PrivacyAgreementField({ id, checked, onChange, describedBy }: PrivacyAgreementFieldProps) {
  const lang = useLang();
  const [reading, setReading] = useState(false);
  return (
    <div className="cb-booking-form__agree">
      <input
        id={id}
        type="checkbox"
        checked={checked}
        aria-labelledby={`${id}-label ${id}-clause`}
        aria-invalid={describedBy ? 'true' : undefined}
        aria-describedby={describedBy}
        onChange={(event) => onChange(event.currentTarget.checked)}
      />
      <label htmlFor={id} id={`${id}-label`}>{t(lang, 'pages.reserve.privacyAgreePrefix')}</label>
      <button type="button" id={`${id}-clause`} className="cb-booking-form__link" onClick={() => setReading(true)}>
        {t(lang, 'pages.reserve.privacyClause')}
      </button>
      {reading && (
        <ClauseDialog
          onClose={() => setReading(false)}
          onAccept={() => {
            onChange(true);
            setReading(false);
          }}
        />
      )}
    </div>
  );
}

/** The clause, loaded when asked for; its accept ticks the box. */
function ClauseDialog({ onClose, onAccept }: { onClose(): void; onAccept(): void }) {
  const lang = useLang();
  const clause = useLoad((signal, api) => api.app.privacyClause(PRIVACY_CLAUSE_ID, { signal }), []);
  if (clause.status === 'ready' && clause.data) return <PrivacyConsentDialog open html={clause.data.content} onClose={onClose} onAccept={onAccept} />;
  return (
    <Dialog open title={t(lang, 'components.privacy.title')} onClose={onClose}>
      {clause.status === 'error' ? <p>{t(lang, 'messages.errorLoadData')}</p> : <Spinner />}
    </Dialog>
  );
}
