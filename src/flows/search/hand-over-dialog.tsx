// The hand-over to the full app (use-hand-over.ts): the citizen's choice, and one clear way on.
// A lazy chunk: only a widget with an app-url whose citizen has chosen ever shows it.
import { Dialog } from '../../components/dialog.tsx';
import { ExternalIcon } from '../../components/icons.tsx';
import { useLang } from '../../components/use-lang.ts';
import { t } from '../../i18n/translate.ts';
import { useStyles } from '../../platform/use-styles.ts';
import type { HandOver } from './use-hand-over.ts';
import css from './hand-over-dialog.css?inline';

export default function HandOverDialog({ chosen, onClose }: { chosen: HandOver; onClose(): void }) {
  useStyles(css);
  const lang = useLang();
  return (
    <Dialog open onClose={onClose} title={t(lang, 'elements.service-search.title')}>
      <div className="cb-hand-over">
        <p className="cb-hand-over__choice">{t(lang, 'elements.service-search.chosen', { service: chosen.service, location: chosen.location })}</p>
        <a className="cb-hand-over__link" href={chosen.url} data-autofocus>
          {t(lang, 'elements.service-search.continueInApp')}
          <ExternalIcon className="cb-hand-over__icon" />
        </a>
      </div>
    </Dialog>
  );
}
