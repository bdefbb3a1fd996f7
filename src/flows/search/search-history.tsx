// The search history of a logged-in citizen (docs/behaviour/2-screens.md (Search), docs/behaviour/4-states.md (Other states), docs/behaviour/9-constants.md): up to 10
// keyword chips, most recent first; the bin opens the delete-all and done controls, delete-all
// asks first and clears the server's record (or says why it could not, and the chips stay).
import { useEffect, useId, useRef, useState } from 'react';
import { useLang } from '../../components/use-lang.ts';
import { historyChips } from '../../domain/search-results.ts';
import { t } from '../../i18n/translate.ts';
import { useAction } from '../../platform/use-action.ts';
import { useLoad } from '../../platform/use-load.ts';
import { useSession } from '../../store/stores-context.tsx';

function BinIcon() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path d="M4 7h16M9 7V4h6v3M6 7l1 13h10l1-13M10 11v6M14 11v6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

export interface SearchHistoryProps {
  /** A chip was chosen: search it. */
  onPick(keyword: string): void;
}

export function SearchHistory({ onPick }: SearchHistoryProps) {
  const lang = useLang();
  const euid = useSession((s) => s.profile?.euid ?? null);
  const headingId = useId();
  const history = useLoad((signal, client) => client.search.history(euid, { signal }), [euid]);
  const [editing, setEditing] = useState(false);
  const deleteAll = useAction({
    confirm: { kind: 'confirm', messageKey: 'pages.search.deleteAllConfirm', confirmKey: 'pages.search.deleteAll' },
    run: ({ api }) => api.search.clearHistory(euid),
    success: 'messages.network.success',
    onSuccess: () => {
      setEditing(false);
      history.refresh();
    },
  });
  // Whichever control replaces the one just pressed takes the focus, so the keyboard keeps its place.
  const done = useRef<HTMLButtonElement>(null);
  const manage = useRef<HTMLButtonElement>(null);
  const toggled = useRef(false);
  useEffect(() => {
    if (!toggled.current) return;
    toggled.current = false;
    (editing ? done : manage).current?.focus();
  }, [editing]);

  const chips = historyChips(history.data ?? []);
  if (chips.length === 0) return null;

  function edit(on: boolean) {
    toggled.current = true;
    setEditing(on);
  }

  return (
    <section className="cb-search-history" aria-labelledby={headingId}>
      <div className="cb-search-history__head">
        <h2 className="cb-search__heading" id={headingId}>
          {t(lang, 'pages.search.history')}
        </h2>
        {editing ? (
          <div className="cb-search-history__controls">
            <button type="button" className="cb-search-history__control cb-search-history__control--danger" aria-disabled={deleteAll.busy ? 'true' : undefined} onClick={() => void deleteAll.run()}>
              {t(lang, 'pages.search.deleteAll')}
            </button>
            <button type="button" ref={done} className="cb-search-history__control" onClick={() => edit(false)}>
              {t(lang, 'pages.search.done')}
            </button>
          </div>
        ) : (
          <button type="button" ref={manage} className="cb-search-history__control cb-search-history__bin" aria-label={t(lang, 'pages.search.manageHistory')} onClick={() => edit(true)}>
            <BinIcon />
          </button>
        )}
      </div>
      <ul className="cb-search-history__chips">
        {chips.map((keyword) => (
          <li key={keyword}>
            <button type="button" className="cb-search-history__chip" onClick={() => onPick(keyword)}>
              {keyword}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
