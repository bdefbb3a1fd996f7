// The home page's search bar (SPEC.md §2 Home): it looks like a search field and opens the
// search page; holding its icon for 12 s opens the hidden About page. The search page itself
// owns typing, history and type-ahead.
import { HIDDEN_ABOUT_HOLD_MS } from '../domain/home-tiles.ts';
import { useStyles } from '../platform/use-styles.ts';
import { SearchIcon } from './icons.tsx';
import { usePressAndHold } from './use-press-and-hold.ts';
import css from './search-bar.css?inline';

export interface SearchBarProps {
  /** Already translated: what the bar invites to search for; also the button's name. */
  label: string;
  onOpen(): void;
  /** Pressing and holding the icon for 12 s. */
  onHoldIcon?: () => void;
}

export function SearchBar({ label, onOpen, onHoldIcon }: SearchBarProps) {
  useStyles(css);
  const hold = usePressAndHold(HIDDEN_ABOUT_HOLD_MS, onHoldIcon);
  return (
    <button
      type="button"
      className="cb-search-bar"
      onClick={() => {
        if (!hold.endedHold()) onOpen();
      }}
    >
      <span className="cb-search-bar__icon" data-hold-target {...hold.handlers}>
        <SearchIcon />
      </span>
      <span className="cb-search-bar__text">{label}</span>
    </button>
  );
}
