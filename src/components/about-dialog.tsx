// The About dialog (docs/behaviour/2-screens.md): the product's name, what it is for, and the app version the
// build carries (docs/behaviour/1-product.md: 3.0.1.251101, stamped as __APP_VERSION__).
// @texts rest-first: it opens once the rest is in.
import { t } from '../i18n/translate.ts';
import { useTextsSettled } from '../platform/use-texts.ts';
import { useStyles } from '../platform/use-styles.ts';
import { Dialog } from './dialog.tsx';
import { useLang } from './use-lang.ts';
import buttonCss from './button.css?inline';
import css from './about-dialog.css?inline';

export interface AboutDialogProps {
  open: boolean;
  onClose(): void;
}

export function AboutDialog({ open, onClose }: AboutDialogProps) {
  useStyles(buttonCss);
  useStyles(css);
  const lang = useLang();
  // Its texts are in the rest of the dictionary (src/i18n/dictionary-parts.ts): it opens once they are.
  if (!useTextsSettled(lang, 'rest')) return null;
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t(lang, 'components.about.title')}
      footer={
        <button type="button" className="cb-button" onClick={onClose}>
          {t(lang, 'common.close')}
        </button>
      }
    >
      <div className="cb-about">
        <p className="cb-about__name">{t(lang, 'elements.booking-app.title')}</p>
        <p className="cb-about__description">{t(lang, 'components.about.description')}</p>
        <p className="cb-about__version">{t(lang, 'components.about.version', { version: __APP_VERSION__ })}</p>
      </div>
    </Dialog>
  );
}
