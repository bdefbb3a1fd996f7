// The search history of a logged-in citizen (SPEC.md §2 Search, §4 "Other states", §9): up to 10
// keyword chips, most recent first; the bin opens the delete-all and done controls, delete-all
// asks first and clears the server's record.
import { useEffect, useId, useRef, useState } from 'react';
import { useLang } from '../../components/use-lang.ts';
import { historyChips } from '../../domain/search-results.ts';
import { t } from '../../i18n/translate.ts';
import { useLoad } from '../../platform/use-load.ts';
import { useApi, useSession, useUiStoreApi } from '../../store/stores-context.tsx';

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
  const api = useApi();
  const ui = useUiStoreApi();
  const euid = useSession((s) => s.profile?.euid ?? null);
  const headingId = useId();
  const history = useLoad((signal, client) => client.search.history(euid, { signal }), [euid]);
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
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

  async function deleteAll() {
    if (deleting) return;
    const sure = await ui.getState().openDialog({ kind: 'confirm', messageKey: 'pages.search.deleteAllConfirm', confirmKey: 'pages.search.deleteAll' });
    if (!sure) return;
    setDeleting(true);
    try {
      await api.search.clearHistory(euid);
      setEditing(false);
      history.refresh();
    } catch {
      // The API client has told the citizen; the chips stay as they are.
    } finally {
      setDeleting(false);
    }
  }

  return (
    <section className="cb-search-history" aria-labelledby={headingId}>
      <div className="cb-search-history__head">
        <h2 className="cb-search__heading" id={headingId}>
          {t(lang, 'pages.search.history')}
        </h2>
        {editing ? (
          <div className="cb-search-history__controls">
            <button type="button" className="cb-search-history__control cb-search-history__control--danger" aria-disabled={deleting ? 'true' : undefined} onClick={() => void deleteAll()}>
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
