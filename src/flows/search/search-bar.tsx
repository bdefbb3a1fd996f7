// The search bar of the home pages (docs/behaviour/2-screens.md (Home), Search): a bar that opens the search page,
// where the box, its type-ahead and (on a desktop) its Search button are. On the remote-counter
// home it says it searches remote services. Pressing and holding the home bar's search icon for
// 12 s opens the hidden About page (docs/behaviour/2-screens.md (Routes), docs/behaviour/9-constants.md). Kept light: it is on the first screen.
import { SearchIcon } from '../../components/icons.tsx';
import { useLang } from '../../components/use-lang.ts';
import { usePressAndHold } from '../../components/use-press-and-hold.ts';
import { HIDDEN_ABOUT_HOLD_MS } from '../../domain/home-tiles.ts';
import { t } from '../../i18n/translate.ts';
import { useStyles } from '../../platform/use-styles.ts';
import { useBookingStoreApi } from '../../store/stores-context.tsx';
import css from './search-bar.css?inline';

export interface SearchBarProps {
  /** The remote-counter home's bar: remote services only. */
  remote?: boolean;
}

export function SearchBar({ remote = false }: SearchBarProps) {
  useStyles(css);
  const lang = useLang();
  const store = useBookingStoreApi();
  // The home's bar only: the remote-counter home has no hidden page behind its icon.
  const hold = usePressAndHold(HIDDEN_ABOUT_HOLD_MS, remote ? undefined : () => store.getState().navigate('/AboutPage'));
  return (
    <div className="cb-search-bar" role="search">
      <button
        type="button"
        className="cb-search-bar__open"
        onClick={() => {
          if (!hold.endedHold()) store.getState().navigate('/search', { comeFromHomePage: true });
        }}
      >
        <span className="cb-search-bar__icon" aria-hidden="true" {...hold.handlers}>
          <SearchIcon />
        </span>
        <span className="cb-search-bar__placeholder">{t(lang, remote ? 'components.searchBar.remotePlaceholder' : 'components.searchBar.placeholder')}</span>
      </button>
    </div>
  );
}
