// The search box of docs/behaviour/2-screens.md (Search) and docs/behaviour/5-validation.md (Search input), shared by the search page (with its
// cancel button), the desktop box and the remote-counter box: what is typed is cleaned as it is
// typed (prohibited characters stripped, messages.prohibitInput for 2 s), an empty keyword says
// keywordEmpty, and a type-ahead (500 ms after typing stops) offers recommendations as an ARIA
// combobox: arrow keys move through them, Enter or a click searches, Escape closes them.
import { useEffect, useId, useRef, useState, type ChangeEvent, type HTMLAttributes, type KeyboardEvent, type ReactNode } from 'react';
import type { Service } from '../../common/api-contract.ts';
import { SearchIcon, CloseIcon } from '../../components/icons.tsx';
import { useDebounced } from '../../components/use-debounced.ts';
import { useLang } from '../../components/use-lang.ts';
import { displayName } from '../../domain/display-name.ts';
import { cleanSearchInput, PROHIBIT_INPUT_MS, searchKeyword, TYPE_AHEAD_DEBOUNCE_MS, typeAheadKeyword } from '../../common/search-input.ts';
import { t } from '../../i18n/translate.ts';
import { useLoad } from '../../platform/use-load.ts';
import { useStyles } from '../../platform/use-styles.ts';
import { useUiStoreApi } from '../../store/stores-context.tsx';
import css from './search-field.css?inline';

export interface SearchFieldProps {
  text: string;
  onText(text: string): void;
  /** A keyword that passed docs/behaviour/5-validation.md (trimmed, not empty). */
  onSearch(keyword: string): void;
  /** Recommendations of the remote-counter variant. */
  remoteCounter: boolean;
  placeholder: string;
  autoFocus?: boolean;
  /** A Search button after the field (the desktop box), besides Enter. */
  searchButton?: boolean;
  /** After the field: the search page's cancel button. */
  trailing?: ReactNode;
  /** Pressing and holding the search icon (the home bar's hidden About). */
  iconProps?: HTMLAttributes<HTMLSpanElement>;
}

export function SearchField({ text, onText, onSearch, remoteCounter, placeholder, autoFocus = false, searchButton = false, trailing, iconProps }: SearchFieldProps) {
  useStyles(css);
  const lang = useLang();
  const ui = useUiStoreApi();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const composing = useRef(false);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);

  // The citizen came to type: the field takes the focus once the new page is in place (after the
  // router has put it on the page title, which it does for every other page).
  useEffect(() => {
    if (!autoFocus) return undefined;
    const timer = setTimeout(() => input.current?.focus());
    return () => clearTimeout(timer);
  }, [autoFocus]);

  // Clearing hides the recommendations at once; typing asks for them once it pauses.
  const wanted = typeAheadKeyword(text);
  const settled = useDebounced(wanted, TYPE_AHEAD_DEBOUNCE_MS);
  const query = open && wanted !== null && settled === wanted ? settled : null;
  const load = useLoad((signal, api) => (query ? api.search.recommended(query, remoteCounter, { signal }) : null), [query, remoteCounter], { background: true });
  const options: readonly Service[] = query && load.status === 'ready' ? (load.data ?? []) : [];
  const expanded = options.length > 0;
  const optionId = (index: number) => `${id}-option-${index}`;

  function tellProhibited() {
    const message = t(lang, 'messages.prohibitInput');
    // One notice at a time, however many characters were refused in a row.
    if (!ui.getState().toasts.some((toast) => toast.text === message)) ui.getState().showToast(message, PROHIBIT_INPUT_MS);
  }

  function accept(raw: string, field: HTMLInputElement) {
    // An input method's unfinished text (pinyin with its apostrophes) is cleaned once it is composed.
    if (composing.current) {
      onText(raw);
      return;
    }
    const cleaned = cleanSearchInput(raw);
    if (cleaned.prohibitInput) {
      // The field shows what is kept even when the state does not change (a refused key on "abc").
      field.value = cleaned.text;
      tellProhibited();
    }
    onText(cleaned.text);
    setOpen(true);
    setActive(-1);
  }

  function search(raw: string) {
    const check = searchKeyword(raw);
    setOpen(false);
    setActive(-1);
    if (!check.ok) {
      ui.getState().showToast(t(lang, check.messageKey));
      return;
    }
    onText(check.keyword);
    onSearch(check.keyword);
  }

  function choose(service: Service) {
    search(displayName(service.name));
  }

  function clear() {
    onText('');
    setOpen(false);
    setActive(-1);
    input.current?.focus();
  }

  function moveActive(event: KeyboardEvent<HTMLInputElement>) {
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        if (!expanded) {
          setOpen(true);
          return;
        }
        event.preventDefault();
        const step = event.key === 'ArrowDown' ? 1 : -1;
        // -1 is the field itself: past the last option the focus returns to the text.
        setActive((current) => {
          const next = current + step;
          if (next < -1) return options.length - 1;
          if (next >= options.length) return -1;
          return next;
        });
        return;
      }
      case 'Escape':
        if (expanded) {
          event.preventDefault();
          setOpen(false);
          setActive(-1);
        }
        return;
      case 'Enter': {
        // Enter that ends an input method's composition is not a search.
        if (event.isComposing || composing.current) return;
        event.preventDefault();
        const option = active >= 0 ? options[active] : undefined;
        if (option) choose(option);
        else search(event.currentTarget.value);
        return;
      }
    }
  }

  return (
    <div className="cb-search-field">
      <div className="cb-search-field__box">
        <span className="cb-search-field__icon" aria-hidden="true" {...iconProps}>
          <SearchIcon />
        </span>
        <label className="cb-visually-hidden" htmlFor={`${id}-input`}>
          {t(lang, 'pages.search.label')}
        </label>
        <input
          ref={input}
          id={`${id}-input`}
          className="cb-search-field__input"
          type="search"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={expanded ? 'true' : 'false'}
          aria-controls={`${id}-listbox`}
          aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
          autoComplete="off"
          enterKeyHint="search"
          placeholder={placeholder}
          value={text}
          onChange={(event: ChangeEvent<HTMLInputElement>) => accept(event.currentTarget.value, event.currentTarget)}
          onCompositionStart={() => {
            composing.current = true;
          }}
          onCompositionEnd={(event) => {
            composing.current = false;
            accept(event.currentTarget.value, event.currentTarget);
          }}
          onKeyDown={moveActive}
          onBlur={() => {
            setOpen(false);
            setActive(-1);
          }}
        />
        {text !== '' && (
          <button type="button" className="cb-search-field__clear" aria-label={t(lang, 'pages.search.clearInput')} onClick={clear}>
            <CloseIcon />
          </button>
        )}
        <ul id={`${id}-listbox`} className="cb-search-field__options" role="listbox" aria-label={t(lang, 'pages.search.recommendations')} hidden={!expanded}>
          {options.map((service, index) => (
            <li
              key={String(service.id)}
              id={optionId(index)}
              className={index === active ? 'cb-search-field__option cb-search-field__option--active' : 'cb-search-field__option'}
              role="option"
              aria-selected={index === active ? 'true' : 'false'}
              // Keep the focus in the field: the choice is made on click.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => choose(service)}
            >
              {displayName(service.name)}
            </li>
          ))}
        </ul>
      </div>
      {searchButton && (
        <button type="button" className="cb-search-field__action cb-search-field__action--filled" onClick={() => search(text)}>
          {t(lang, 'common.search')}
        </button>
      )}
      {trailing}
    </div>
  );
}
