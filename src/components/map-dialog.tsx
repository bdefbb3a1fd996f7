// The map dialog (docs/behaviour/2-screens.md, docs/behaviour/7-api.md (Map page)): the reference server's map page for a location,
// embedded; messages.notMapInfo instead when the location has no coordinates (docs/behaviour/5-validation.md).
import { mapPageUrl, type Coordinates } from '../domain/map-page-url.ts';
import { t } from '../i18n/translate.ts';
import { useHost } from '../platform/host-context.ts';
import { useStyles } from '../platform/use-styles.ts';
import { Dialog } from './dialog.tsx';
import { Spinner } from './spinner.tsx';
import { useLang } from './use-lang.ts';
import css from './map-dialog.css?inline';

interface MapPlace extends Coordinates {
  /** The location's display name, for the dialog's and the frame's titles. */
  name?: string;
}

export interface MapDialogProps {
  open: boolean;
  place: MapPlace | null;
  /** The place is still being fetched (a ticket without its location's coordinates). */
  loading?: boolean;
  onClose(): void;
}

export function MapDialog({ open, place, loading = false, onClose }: MapDialogProps) {
  useStyles(css);
  const lang = useLang();
  const { settings } = useHost();
  const url = place ? mapPageUrl(settings.apiBase, document.baseURI, place, lang) : null;
  const title = place?.name ? t(lang, 'components.map.title', { name: place.name }) : t(lang, 'components.map.untitled');
  return (
    <Dialog open={open} onClose={onClose} title={title} size={url ? 'tall' : 'normal'}>
      {loading ? (
        <Spinner />
      ) : url ? (
        <iframe className="cb-map__frame" src={url} title={title} loading="lazy" referrerPolicy="no-referrer" />
      ) : (
        <p className="cb-map__none" role="status">{t(lang, 'messages.notMapInfo')}</p>
      )}
    </Dialog>
  );
}
