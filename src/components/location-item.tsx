// One location in a list (docs/behaviour/2-screens.md (Location item) "location list item with map link, suspended overlay and no
// remote overlay"; the tabbed service-or-location page shows telephone, suspended, remote-counter
// and login flags). What covers it and which flags it carries come from
// src/domain/location-item-state.ts. Choosing a covered location is still reported: the
// drill-down answers it with its message (docs/behaviour/4-states.md). Without `onSelect` the item only presents the
// location (the queue-or-book and offer pages name where the citizen is going).
import type { ReactNode } from 'react';
import type { Location } from '../common/api-contract.ts';
import { displayName } from '../domain/display-name.ts';
import { locationItemState, type LocationAccess } from '../domain/location-item-state.ts';
import { t } from '../i18n/translate.ts';
import { useStyles } from '../platform/use-styles.ts';
import { useLang } from './use-lang.ts';
import css from './location-item.css?inline';

export interface LocationItemProps {
  location: Location;
  /**
   * The flow (remote or not) and the citizen's login, which decide what covers the item; where
   * the item only presents the location the citizen has already chosen, nothing but a
   * suspension covers it.
   */
  access?: LocationAccess;
  /** Makes the item a button that chooses the location. */
  onSelect?: (location: Location) => void;
  /** Shows the map button (the dialog says notMapInfo when the location has no coordinates). */
  onMap?: (location: Location) => void;
}

const CHOSEN: LocationAccess = { remoteFlow: false, oneAccount: true };

function MapPinIcon() {
  return (
    <svg className="cb-location__icon" viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
      <path d="M12 21s-7-6.2-7-11.5A7 7 0 0 1 19 9.5C19 14.8 12 21 12 21zM12 12a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5z" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
    </svg>
  );
}

export function LocationItem({ location, access = CHOSEN, onSelect, onMap }: LocationItemProps) {
  useStyles(css);
  const lang = useLang();
  const state = locationItemState(location, access);
  const name = displayName(location.uiName || location.name);
  const overlay = state.overlay && t(lang, state.overlay);
  return (
    <div className={overlay ? 'cb-location cb-location--blocked' : 'cb-location'} part="location-item">
      <Main onSelect={onSelect ? () => onSelect(location) : undefined}>
        <span className="cb-location__name">{name}</span>
        {location.address && (
          <span className="cb-location__line">
            <span className="cb-visually-hidden">{t(lang, 'components.locationItem.address')}: </span>
            {location.address}
          </span>
        )}
        {location.description && (
          <span className="cb-location__line">
            <span className="cb-visually-hidden">{t(lang, 'components.locationItem.openingHours')}: </span>
            {location.description}
          </span>
        )}
        {(overlay || state.remoteCounterFlag || state.loginFlag) && (
          <span className="cb-location__flags">
            {overlay && <span className="cb-location__flag cb-location__flag--blocked">{overlay}</span>}
            {state.remoteCounterFlag && <span className="cb-location__flag">{t(lang, 'components.locationItem.remoteCounter')}</span>}
            {state.loginFlag && <span className="cb-location__flag">{t(lang, 'components.locationItem.loginRequired')}</span>}
          </span>
        )}
      </Main>
      <div className="cb-location__actions">
        {location.telephone && (
          <a className="cb-location__phone" href={`tel:${location.telephone.replace(/[^\d+]/g, '')}`}>
            {t(lang, 'components.locationItem.telephone', { phone: location.telephone })}
          </a>
        )}
        {onMap && (
          <button type="button" className="cb-location__map" aria-label={`${t(lang, 'components.locationItem.map')}: ${name}`} onClick={() => onMap(location)}>
            <MapPinIcon />
          </button>
        )}
      </div>
    </div>
  );
}

function Main({ onSelect, children }: { onSelect: (() => void) | undefined; children: ReactNode }) {
  return onSelect ? (
    <button type="button" className="cb-location__main" onClick={onSelect}>
      {children}
    </button>
  ) : (
    <div className="cb-location__main">{children}</div>
  );
}
