// A service tile with its description (docs/behaviour/4-states.md (Other states)): not clickable when the function
// is not open, or open but outside office time; then its image is grey and notices say why
// ("not open yet", or off-time with the office hours). src/domain/service-tile.ts decides; the
// queue-or-book page's take-ticket and booking entries are such tiles.
import { useId, type ReactNode } from 'react';
import { serviceTileState, type TileOpening } from '../domain/service-tile.ts';
import { t } from '../i18n/translate.ts';
import { useStyles } from '../platform/use-styles.ts';
import { useLang } from './use-lang.ts';
import css from './service-tile.css?inline';

export interface ServiceTileProps {
  /** Already translated. */
  title: string;
  description?: string | undefined;
  /** The tile's image (decorative); drawn grey when the tile cannot be chosen. */
  image?: ReactNode;
  opening: TileOpening;
  onChoose(): void;
  /** Shown beside the text (queue figures, for instance). */
  children?: ReactNode;
}

export function ServiceTile({ title, description, image, opening, onChoose, children }: ServiceTileProps) {
  useStyles(css);
  const lang = useLang();
  const notesId = useId();
  const state = serviceTileState(opening);
  return (
    <button
      type="button"
      className={state.grey ? 'cb-service-tile cb-service-tile--closed' : 'cb-service-tile'}
      // Still focusable and read out when closed: the notices say why it cannot be chosen.
      aria-disabled={state.clickable ? undefined : 'true'}
      aria-describedby={state.notices.length ? notesId : undefined}
      onClick={() => {
        if (state.clickable) onChoose();
      }}
    >
      {image && <span className="cb-service-tile__image">{image}</span>}
      <span className="cb-service-tile__text">
        <span className="cb-service-tile__title">{title}</span>
        {description && <span className="cb-service-tile__description">{description}</span>}
        {state.notices.length > 0 && (
          <span className="cb-service-tile__notices" id={notesId}>
            {state.notices.map((notice) => (
              <span key={notice.key} className="cb-service-tile__notice">
                {t(lang, notice.key, notice.params)}
              </span>
            ))}
          </span>
        )}
      </span>
      {children}
    </button>
  );
}
