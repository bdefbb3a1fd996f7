// The update dialog of the version check (docs/behaviour/4-states.md, docs/behaviour/7-api.md (Version file)): the page runs an old
// build. Confirm reloads the page, or in a host app closes it (the caller decides which); the
// text says which of the two will happen.
// @texts rest-first: the dialog host (src/app/dialog-host.tsx) shows it once the rest is in.
import { t } from '../i18n/translate.ts';
import { useStyles } from '../platform/use-styles.ts';
import { Dialog } from './dialog.tsx';
import { useLang } from './use-lang.ts';
import buttonCss from './button.css?inline';

export interface UpdateDialogProps {
  open: boolean;
  /** Inside a host app confirm closes the page instead of reloading it. */
  inApp: boolean;
  onConfirm(): void;
  /** Closing without confirming: the citizen may refresh later by hand (updateTips). */
  onClose(): void;
}

export function UpdateDialog({ open, inApp, onConfirm, onClose }: UpdateDialogProps) {
  useStyles(buttonCss);
  const lang = useLang();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t(lang, 'components.update.title')}
      footer={
        <button type="button" className="cb-button" onClick={onConfirm} data-autofocus>
          {t(lang, 'common.confirm')}
        </button>
      }
    >
      <p>{t(lang, inApp ? 'messages.appUpdateAlert' : 'messages.updateTips')}</p>
    </Dialog>
  );
}
