// Shows the UI store's dialogs one at a time (docs/behaviour/8-errors.md (Alerts), docs/behaviour/4-states.md session timeout and update
// dialog, the link's `error` alert): the oldest first, each resolved with the citizen's choice.
import { Dialog } from '../components/dialog.tsx';
import { UpdateDialog } from '../components/update-dialog.tsx';
import { useLang } from '../components/use-lang.ts';
import { t } from '../i18n/translate.ts';
import { hasNativeBridge } from '../platform/native-bridge.ts';
import { useTextsSettled } from '../platform/use-texts.ts';
import { useStyles } from '../platform/use-styles.ts';
import { useUi } from '../store/stores-context.tsx';
import buttonCss from '../components/button.css?inline';

export function DialogHost() {
  useStyles(buttonCss);
  const lang = useLang();
  const dialog = useUi((s) => s.dialogs[0]);
  const closeDialog = useUi((s) => s.closeDialog);
  // A dialog's texts may be in the rest of the dictionary (the update dialog, a screen's alert): it
  // opens once the rest is in, or could not come (src/i18n/dictionary-parts.ts).
  const textsIn = useTextsSettled(lang, 'rest');
  if (!dialog || !textsIn) return null;
  const answer = (result: boolean) => () => closeDialog(dialog.id, result);

  if (dialog.kind === 'update') {
    return <UpdateDialog key={dialog.id} open inApp={hasNativeBridge()} onConfirm={answer(true)} onClose={answer(false)} />;
  }
  const text = dialog.text ?? (dialog.messageKey ? t(lang, dialog.messageKey) : '');
  const confirm = (
    <button type="button" className="cb-button" onClick={answer(true)} data-autofocus>
      {t(lang, dialog.confirmKey ?? 'common.confirm')}
    </button>
  );
  const cancel = dialog.kind === 'confirm' && (
    <button type="button" className="cb-button cb-button--secondary" onClick={answer(false)}>
      {t(lang, dialog.cancelKey ?? 'common.cancel')}
    </button>
  );
  return (
    <Dialog
      key={dialog.id}
      open
      title={t(lang, dialog.titleKey ?? 'app.notice')}
      // An alert has one way out, its button; Escape answers it the same way.
      onClose={answer(dialog.kind === 'alert')}
      hideCloseButton={dialog.kind === 'alert'}
      footer={
        <>
          {cancel}
          {confirm}
        </>
      }
    >
      <p className="cb-dialog-text">{text}</p>
    </Dialog>
  );
}
