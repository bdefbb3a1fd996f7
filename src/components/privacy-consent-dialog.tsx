// The privacy consent dialog of docs/behaviour/2-screens.md, docs/behaviour/4-states.md: the clause (server HTML, sanitised) and a
// "have read" box; the accept button appears only once the box is ticked.
// @texts rest-first: it opens once the rest is in.
import { useId, useState } from 'react';
import { t } from '../i18n/translate.ts';
import { useTextsSettled } from '../platform/use-texts.ts';
import { useStyles } from '../platform/use-styles.ts';
import { Dialog } from './dialog.tsx';
import { EmptyView } from './empty-view.tsx';
import { SafeHtml } from './safe-html.tsx';
import { Spinner } from './spinner.tsx';
import { useLang } from './use-lang.ts';
import buttonCss from './button.css?inline';
import css from './privacy-consent-dialog.css?inline';

export interface PrivacyConsentDialogProps {
  open: boolean;
  /** The privacy clause's content (HTML from app/privacyClause/{id}); null while it loads. */
  html: string | null;
  /** The clause could not be loaded: the error view, with its refresh when given. */
  failed?: boolean;
  onRetry?: () => void;
  onAccept(): void;
  onClose(): void;
}

export function PrivacyConsentDialog({ open, html, failed = false, onRetry, onAccept, onClose }: PrivacyConsentDialogProps) {
  useStyles(buttonCss);
  useStyles(css);
  const lang = useLang();
  const boxId = useId();
  const [read, setRead] = useState(false);
  // Its texts are in the rest of the dictionary (src/i18n/dictionary-parts.ts): it opens once they are.
  const textsIn = useTextsSettled(lang, 'rest');

  function close() {
    setRead(false);
    onClose();
  }

  function accept() {
    setRead(false);
    onAccept();
  }

  if (!textsIn) return null;
  return (
    <Dialog
      open={open}
      onClose={close}
      title={t(lang, 'components.privacy.title')}
      footer={
        <div className="cb-consent__foot">
          <label className="cb-consent__check" htmlFor={boxId}>
            <input id={boxId} type="checkbox" checked={read} onChange={(event) => setRead(event.currentTarget.checked)} />
            <span>{t(lang, 'components.privacy.haveRead')}</span>
          </label>
          {read && html !== null && !failed && (
            <button type="button" className="cb-button" onClick={accept}>
              {t(lang, 'components.privacy.accept')}
            </button>
          )}
        </div>
      }
    >
      {failed ? <EmptyView kind="errorLoadData" {...(onRetry ? { onRefresh: onRetry } : {})} /> : html === null ? <Spinner /> : <SafeHtml html={html} />}
    </Dialog>
  );
}
