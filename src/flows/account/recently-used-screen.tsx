// Recently used (docs/behaviour/2-screens.md, docs/behaviour/3-entities.md (Recently used), docs/behaviour/4-states.md (Recently used pagination), docs/behaviour/7-api.md history/services):
// the services the citizen used, newest first, in pages of 5 from page 0, each appended under the
// last, with "load more" until a page comes back short and the no-more-data line says so. An entry
// no longer offered is greyed and says pages.recentlyUsed.disabled when tapped; the others open
// where their availability leads, as a favourite does. The route needs a login token.
import { useEffect, useRef, useState } from 'react';
import type { RecentlyUsed } from '../../common/api-contract.ts';
import type { ScreenProps } from '../../routing/route-definition.ts';
import { useScreenData } from '../../routing/screen-data.ts';
import { LoadState } from '../../components/load-state.tsx';
import { useLang } from '../../components/use-lang.ts';
import { favouriteTone } from '../../domain/favourite.ts';
import { EMPTY_RECENTLY_USED, appendRecentlyUsed, isRecentlyUsedValid, recentlyUsedQuery, recentlyUsedTap } from '../../domain/recently-used.ts';
import { remoteQuery } from '../../domain/remote-query.ts';
import { t } from '../../i18n/translate.ts';
import { useLoad } from '../../platform/use-load.ts';
import { useStyles } from '../../platform/use-styles.ts';
import { useUiStoreApi } from '../../store/stores-context.tsx';
import { ChevronRightIcon } from '../browse/browse-icons.tsx';
import { useOpen } from '../browse/use-drill-down.ts';
import { useRemoteQuery } from '../browse/use-remote-query.ts';
import { ServiceEntry } from './service-entry.tsx';
import buttonCss from '../../components/button.css?inline';
import listCss from '../browse/list.css?inline';
import css from './service-lists.css?inline';

export default function RecentlyUsedScreen({ route, routeState }: ScreenProps<'/RecentlyUsedPage'>) {
  useStyles(listCss);
  useStyles(buttonCss);
  useStyles(css);
  const lang = useLang();
  const { remote, euid } = useRemoteQuery();
  return (
    <section className="cb-browse cb-service-list" {...useScreenData(route, routeState)}>
      <div className="cb-browse__body" part="body">
        {/* The pages loaded so far are in one language and one flow: another starts again from page 0.
            (Not the euid: the token says whose list it is, and the profile that brings the euid may
            arrive later, when a tap asks for it.) */}
        <RecentlyUsedList key={`${lang} ${String(remote)}`} remote={remote} euid={euid} />
      </div>
    </section>
  );
}

function RecentlyUsedList({ remote, euid }: { remote: boolean; euid: string | null }) {
  const lang = useLang();
  const ui = useUiStoreApi();
  const open = useOpen();
  // The pages taken in so far; the page asked for next is `list.nextPage`.
  const [list, setList] = useState(EMPTY_RECENTLY_USED);
  const query = recentlyUsedQuery(list);
  const page = useLoad(
    (signal, api) => api.favourites.recentlyUsed({ ...query, ...remoteQuery(remote, euid) }, { signal }).then((items) => ({ page: query.page, items })),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the query is derived from list.nextPage; a change of flow starts a new list; the euid goes along when known
    [query.page],
  );
  // The answer to the page asked for, appended to those taken in before it.
  const answered = page.data?.page === list.nextPage ? page.data.items : null;
  const shown = answered ? appendRecentlyUsed(list, answered) : list;
  // The load-more button had the focus: when the no-more-data line takes its place, so does the focus.
  const end = useRef<HTMLParagraphElement>(null);
  const askedMore = useRef(false);
  useEffect(() => {
    if (!shown.noMoreData || !askedMore.current) return;
    askedMore.current = false;
    end.current?.focus();
  }, [shown.noMoreData]);

  function tap(entry: RecentlyUsed) {
    const outcome = recentlyUsedTap(entry);
    if (outcome.open) void open.serviceAt(entry);
    else ui.getState().showToast(t(lang, outcome.message));
  }

  function loadMore() {
    if (page.status === 'loading') return;
    askedMore.current = true;
    // After a failed page the same page is asked for again.
    if (!answered) page.refresh();
    else setList(shown);
  }

  // The first page: the spinner, the error view with its refresh, or no data at all.
  if (list.items.length === 0 && !answered) return <LoadState load={page}>{() => null}</LoadState>;
  if (shown.items.length === 0) return <LoadState load={page} isEmpty={() => true}>{() => null}</LoadState>;

  return (
    <>
      <ul className="cb-browse__list">
        {shown.items.map((entry, index) => {
          const valid = isRecentlyUsedValid(entry);
          return (
            <li key={`${String(entry.id)} ${index}`} className={`cb-entry cb-entry--${favouriteTone(entry.type)}${valid ? '' : ' cb-entry--invalid'}`}>
              <button type="button" className="cb-row cb-entry__open" aria-disabled={valid ? undefined : 'true'} onClick={() => tap(entry)}>
                <ServiceEntry entry={entry} />
                {valid && <ChevronRightIcon className="cb-row__chevron" />}
              </button>
            </li>
          );
        })}
      </ul>
      <div className="cb-service-list__more">
        {shown.noMoreData ? (
          <p ref={end} tabIndex={-1} className="cb-service-list__end">{t(lang, 'messages.noMoreData')}</p>
        ) : (
          <button type="button" className="cb-button cb-button--secondary" aria-disabled={page.status === 'loading' ? 'true' : undefined} onClick={loadMore}>
            {t(lang, 'messages.loadMore')}
          </button>
        )}
      </div>
    </>
  );
}
