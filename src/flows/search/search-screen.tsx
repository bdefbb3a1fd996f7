// The search page (docs/behaviour/2-screens.md (Search)): the search box with its type-ahead and cancel (the
// desktop box has a Search button too; the remote-counter box says it searches remote services),
// the history of a logged-in citizen while nothing is found, and the departments and services a
// keyword finds. Entered with serviceCode it looks that code up: exactly one service opens at
// once. Entered with searchString it searches that keyword straight away.
// @chunk search-start: <service-search>'s first screen, with what it imports (docs/build.md).
import { useEffect, useState } from 'react';
import type { Api } from '../../api/client.ts';
import type { SearchResult } from '../../common/api-contract.ts';
import type { ScreenProps } from '../../routing/route-definition.ts';
import { LoadState } from '../../components/load-state.tsx';
import { useLang } from '../../components/use-lang.ts';
import { searchKeyword } from '../../common/search-input.ts';
import { isEmptyResult, serviceCodeStep, showSearchHistory, withinDepartment } from '../../domain/search-results.ts';
import { t, tPlural } from '../../i18n/translate.ts';
import { useHost } from '../../platform/host-context.ts';
import { useLoad } from '../../platform/use-load.ts';
import { useStyles } from '../../platform/use-styles.ts';
import { useBookingStore, useBookingStoreApi, useSession } from '../../store/stores-context.tsx';
import { useOpen } from '../browse/use-drill-down.ts';
import { SearchField } from './search-field.tsx';
import { SearchHistory } from './search-history.tsx';
import { SearchResultsList } from './search-results-list.tsx';
import css from './search-screen.css?inline';

/** What is being looked up: a keyword the citizen searched (a new object each time, so the same keyword searches again), or a service code. */
type Lookup = { kind: 'keyword'; keyword: string } | { kind: 'code'; code: string };

function firstLookup(state: ScreenProps<'/search'>['routeState']): Lookup | null {
  if (state.serviceCode) return { kind: 'code', code: state.serviceCode };
  const check = searchKeyword(state.searchString ?? '');
  return check.ok ? { kind: 'keyword', keyword: check.keyword } : null;
}

interface LookupContext {
  euid: string | null;
  loggedIn: boolean;
  remoteCounter: boolean;
}

async function lookUp(api: Api, lookup: Lookup, { euid, loggedIn, remoteCounter }: LookupContext, signal: AbortSignal): Promise<SearchResult> {
  if (lookup.kind === 'code') return { departments: [], services: await api.search.byServiceCode(lookup.code, remoteCounter, { signal }) };
  // The history records what a logged-in citizen searched (docs/behaviour/3-entities.md (Search): record).
  return api.search.search({ euid, keyword: lookup.keyword, record: loggedIn, remoteCounter }, { signal });
}

export default function SearchScreen({ routeState }: ScreenProps<'/search'>) {
  useStyles(css);
  const lang = useLang();
  const { settings } = useHost();
  const store = useBookingStoreApi();
  const open = useOpen();
  const remoteCounter = useBookingStore((s) => s.flags.remoteCounter);
  const canGoBack = useBookingStore((s) => s.history.length > 0);
  const loggedIn = useSession((s) => Boolean(s.token));
  const euid = useSession((s) => s.profile?.euid ?? null);
  const [text, setText] = useState(() => routeState.searchString ?? '');
  const [lookup, setLookup] = useState<Lookup | null>(() => firstLookup(routeState));

  const { departmentId } = settings;
  const results = useLoad(
    (signal, api) =>
      lookup
        ? Promise.all([
            lookUp(api, lookup, { euid, loggedIn, remoteCounter }, signal),
            // The department's name, which its services carry (departmentNames).
            departmentId ? api.catalogue.departments({}, { signal }) : [],
          ]).then(([found, departments]) => withinDepartment(found, departmentId, departments))
        : null,
    [lookup, euid, loggedIn, remoteCounter, departmentId],
  );
  // Nothing looked up yet counts as nothing found; while a lookup runs the history waits.
  const found = lookup === null ? null : results.status === 'ready' ? results.data : undefined;
  const historyShown = found !== undefined && showSearchHistory(found, loggedIn);

  // docs/behaviour/2-screens.md: a service code that finds exactly one service opens it at once (a suspended one says why).
  useEffect(() => {
    if (lookup?.kind !== 'code' || results.status !== 'ready' || !results.data) return;
    const step = serviceCodeStep(results.data.services);
    if (step.kind === 'open' || step.kind === 'blocked') void open.service(step.item, { replace: true });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a new answer decides, once: not a new opener or lookup object
  }, [results.data]);

  function search(keyword: string) {
    setLookup({ kind: 'keyword', keyword });
  }

  function clearText(next: string) {
    setText(next);
    // An emptied box goes back to where the citizen started: the history, no results.
    if (next === '') setLookup(null);
  }

  const count = found ? found.departments.length + found.services.length : 0;
  return (
    <section className="cb-search" part="body" data-route="/search" data-service-code={lookup?.kind === 'code' ? lookup.code : undefined}>
      <div className="cb-search__bar" role="search">
        <SearchField
          text={text}
          onText={clearText}
          onSearch={search}
          remoteCounter={remoteCounter}
          placeholder={t(lang, remoteCounter ? 'components.searchBar.remotePlaceholder' : 'pages.search.placeholder')}
          autoFocus={routeState.comeFromHomePage === true}
          searchButton={settings.platform === 'PCWeb'}
          trailing={
            canGoBack && (
              <button type="button" className="cb-search-field__action" onClick={() => store.getState().back()}>
                {t(lang, 'components.searchBar.cancel')}
              </button>
            )
          }
        />
      </div>
      <p className="cb-visually-hidden" role="status">
        {found ? (count > 0 ? tPlural(lang, 'pages.search.resultCount', count) : t(lang, 'messages.noSearchData')) : ''}
      </p>
      {lookup && (
        <LoadState load={results} isEmpty={isEmptyResult} emptyKey="messages.noSearchData">
          {(result) => <SearchResultsList result={result} onDepartment={(department) => void open.department(department)} onService={(service) => void open.service(service)} />}
        </LoadState>
      )}
      {historyShown && (
        <SearchHistory
          onPick={(keyword) => {
            setText(keyword);
            search(keyword);
          }}
        />
      )}
    </section>
  );
}
