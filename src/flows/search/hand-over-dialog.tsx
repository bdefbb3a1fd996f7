// <service-search app-url>: when the citizen has chosen a service at a location and no listener
// took over `cb-service-selected` (a <booking-app> on the page, the host's own flow), the widget
// offers the full app, opened at that choice (src/domain/app-hand-over.ts). A lazy chunk: the
// root only keeps the last event; this reads it once its dispatch is over, when every listener
// of the page has had its say.
// @texts rest-first: it opens once the rest is in.
import { Dialog } from '../../components/dialog.tsx';
import { ExternalIcon } from '../../components/icons.tsx';
import { useLang } from '../../components/use-lang.ts';
import { appHandOverUrl } from '../../domain/app-hand-over.ts';
import { displayName } from '../../domain/display-name.ts';
import { t } from '../../i18n/translate.ts';
import { useTextsSettled } from '../../platform/use-texts.ts';
import type { CbEvent } from '../../platform/events.ts';
import { useStyles } from '../../platform/use-styles.ts';
import css from './hand-over-dialog.css?inline';

export interface HandOverDialogProps {
  event: CbEvent<'cb-service-selected'>;
  appUrl: string;
  onClose(): void;
}

const idOf = (item: Record<string, unknown> | null): string | number | null => {
  const id = item?.['id'];
  return typeof id === 'string' || typeof id === 'number' ? id : null;
};
const nameOf = (item: Record<string, unknown> | null): string => (typeof item?.['name'] === 'string' ? displayName(item['name']) : '');

export default function HandOverDialog({ event, appUrl, onClose }: HandOverDialogProps) {
  useStyles(css);
  const lang = useLang();
  const { service, location } = event.detail;
  const serviceId = idOf(service);
  const locationId = idOf(location);
  const url = serviceId !== null && locationId !== null ? appHandOverUrl(appUrl, document.baseURI, { serviceId, locationId, language: lang }) : null;
  // Its texts are in the rest of the dictionary (src/i18n/dictionary-parts.ts): it opens once they are.
  const textsIn = useTextsSettled(lang, 'rest');
  if (event.defaultPrevented || !url || !textsIn) return null;
  return (
    <Dialog open onClose={onClose} title={t(lang, 'elements.service-search.title')}>
      <div className="cb-hand-over">
        <p className="cb-hand-over__choice">{t(lang, 'elements.service-search.chosen', { service: nameOf(service), location: nameOf(location) })}</p>
        <a className="cb-hand-over__link" href={url} data-autofocus>
          {t(lang, 'elements.service-search.continueInApp')}
          <ExternalIcon className="cb-hand-over__icon" />
        </a>
      </div>
    </Dialog>
  );
}
