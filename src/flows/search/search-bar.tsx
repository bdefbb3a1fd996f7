// The search bar of the home pages (SPEC.md §2 Home, Search): on a phone a bar that opens the
// search page; on a desktop the search box itself (Enter or Search opens the page with the
// keyword); on the remote-counter home it searches remote services. Pressing and holding the
// home bar's search icon for 12 s opens the hidden About page (§2 Routes, §9).
import { useState } from 'react';
import { SearchIcon } from '../../components/icons.tsx';
import { useLang } from '../../components/use-lang.ts';
import { usePressAndHold } from '../../components/use-press-and-hold.ts';
import { HIDDEN_ABOUT_HOLD_MS } from '../../domain/home-tiles.ts';
import { t } from '../../i18n/translate.ts';
import { useHost } from '../../platform/host-context.ts';
import { useStyles } from '../../platform/use-styles.ts';
import { useBookingStoreApi } from '../../store/stores-context.tsx';
import { SearchField } from './search-field.tsx';
import css from './search-bar.css?inline';

export interface SearchBarProps {
  /** The remote-counter home's box: remote services only. */
  remote?: boolean;
}

export function SearchBar({ remote = false }: SearchBarProps) {
  useStyles(css);
  const lang = useLang();
  const { settings } = useHost();
  const store = useBookingStoreApi();
  const [text, setText] = useState('');
  // The home's bar only: the remote-counter home has no hidden page behind its icon.
  const hold = usePressAndHold(HIDDEN_ABOUT_HOLD_MS, remote ? undefined : () => store.getState().navigate('/AboutPage'));
  const placeholder = t(lang, remote ? 'components.searchBar.remotePlaceholder' : 'components.searchBar.placeholder');

  if (settings.platform === 'PCWeb') {
    const open = (keyword: string) => store.getState().navigate('/search', { comeFromHomePage: true, searchString: keyword });
    return (
      <div className="cb-search-bar cb-search-bar--desktop" role="search">
        <SearchField
          text={text}
          onText={setText}
          onSearch={open}
          remoteCounter={remote}
          placeholder={placeholder}
          iconProps={hold.handlers}
          searchButton
        />
      </div>
    );
  }

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
        <span className="cb-search-bar__placeholder">{placeholder}</span>
      </button>
    </div>
  );
}
