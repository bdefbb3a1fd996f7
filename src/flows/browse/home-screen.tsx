// Home (docs/behaviour/2-screens.md (Home)): the background, the language switcher and the menu, the search bar, the
// department count, the tiles (each department shown on home, the remote counter, take a ticket
// or book, my tickets with its count, recently used and my favourites), the download-app banner
// and the footer.
// Arriving here starts a new visit: saved navigation and the remote-counter flag are cleared.
// @chunk home-screen: <booking-app>'s first screen, with the browse pieces it shows (docs/build.md).
import { useLayoutEffect, useState } from 'react';
import type { ScreenProps } from '../../routing/route-definition.ts';
import { useScreenData } from '../../routing/screen-data.ts';
import { LoadState } from '../../components/load-state.tsx';
import { SearchBar } from '../search/search-bar.tsx';
import { CloseIcon } from '../../components/icons.tsx';
import { useLang } from '../../components/use-lang.ts';
import { APP_STORE_URLS, downloadStores } from '../../domain/app-download.ts';
import { isProduction } from '../../domain/environment-ribbon.ts';
import { CONTACT_PHONE, homeDepartments, showCountBadge, showDepartmentCount, showRemoteCounterTile } from '../../domain/home-tiles.ts';
import { t, tPlural } from '../../i18n/translate.ts';
import { useHost } from '../../platform/host-context.ts';
import { useLoad } from '../../platform/use-load.ts';
import { useStyles } from '../../platform/use-styles.ts';
import { useBookingStoreApi, useSession } from '../../store/stores-context.tsx';
import { CalendarIcon, HistoryIcon, RemoteIcon, StarIcon, TicketIcon } from './browse-icons.tsx';
import { remoteQuery } from '../../domain/remote-query.ts';
import { DepartmentTile } from './department-tile.tsx';
import { HomeTopBar } from './home-top-bar.tsx';
import { Tile } from './tile.tsx';
import { useOpen } from './use-drill-down.ts';
import tilesCss from './tiles.css?inline';
import css from './home-screen.css?inline';

export default function HomeScreen({ route, routeState }: ScreenProps<'/home'>) {
  useStyles(tilesCss);
  useStyles(css);
  const lang = useLang();
  const { settings } = useHost();
  const store = useBookingStoreApi();
  const open = useOpen();
  const token = useSession((s) => s.token);
  const euid = useSession((s) => s.profile?.euid ?? null);
  const ribbonEnv = useSession((s) => s.profile?.ribbonEnv);
  const production = isProduction(ribbonEnv);
  const inApp = settings.platform === 'android' || settings.platform === 'ios';

  // Before the first load: the calls below already go out without the remote-counter flag.
  useLayoutEffect(() => store.getState().clearNavigation(), [store]);

  const tiles = useLoad((signal, api) => api.catalogue.departments(remoteQuery(false, euid), { signal }), [euid]);
  // The gray test only decides the remote-counter tile: the departments do not wait for it, and
  // the tile waits for its answer (a failure hides nothing).
  const grayTest = useLoad(
    (signal, api) => api.catalogue.showGrayTestFunc(euid, { signal }).then((answer) => answer.showGrayTestFunc, () => null),
    [euid],
    { background: true },
  );
  const counts = useLoad((signal, api) => (production ? api.catalogue.count(remoteQuery(false, euid), { signal }) : null), [production, euid], { background: true });
  const tickets = useLoad((signal, api) => (token ? api.tickets.count(remoteQuery(false, euid), { signal }) : null), [token, euid], { background: true });
  const ticketCount = tickets.data?.count;
  const stores = inApp ? [] : downloadStores(settings.platform, globalThis.navigator?.userAgent ?? '');
  const [bannerShown, setBannerShown] = useState(true);
  const navigate = store.getState().navigate;
  // What comes below the departments waits for their list, whose height only its answer knows:
  // shown before it, the banner and the footer would be pushed down the screen as it arrives.
  const departmentsShown = tiles.status === 'ready' || tiles.status === 'error';

  return (
    <section className="cb-home" {...useScreenData(route, routeState)}>
      <div className="cb-home__hero">
        <HomeBackground />
        <HomeTopBar inApp={inApp} />
        <div className="cb-home__search">
          <SearchBar />
        </div>
        {/* The line keeps its room while the counts load, so the tiles under it do not move when they come. */}
        {production && (
          <p className="cb-home__count">
            {showDepartmentCount(ribbonEnv, counts.data) && counts.data ? (
              t(lang, 'pages.home.departmentCount', { departments: counts.data.depSize, services: counts.data.serSize })
            ) : (
              <span aria-hidden="true">{'\u00a0'}</span>
            )}
          </p>
        )}
      </div>

      <div className="cb-home__body" part="body">
        <ul className="cb-grid cb-home__actions">
          <li>
            <Tile
              icon={<CalendarIcon />}
              label={t(lang, production ? 'pages.home.takeTicketOrBook' : 'pages.home.takeTicketOrBookSubVersion')}
              primary
              onChoose={() => navigate('/category')}
            />
          </li>
          <li>
            <Tile
              icon={<TicketIcon />}
              label={t(lang, 'pages.home.myTickets')}
              badge={showCountBadge(ticketCount) ? { text: String(ticketCount), label: tPlural(lang, 'pages.home.ticketCount', ticketCount ?? 0) } : undefined}
              onChoose={() => navigate('/myBooking')}
            />
          </li>
          {token && (
            <li>
              <Tile icon={<HistoryIcon />} label={t(lang, 'pages.home.recentlyUsed')} onChoose={() => navigate('/RecentlyUsedPage')} />
            </li>
          )}
          {token && (
            <li>
              <Tile icon={<StarIcon />} label={t(lang, 'pages.home.favourites')} onChoose={() => navigate('/MyFavoritePage')} />
            </li>
          )}
          {tiles.data && grayTest.status === 'ready' && showRemoteCounterTile(tiles.data, grayTest.data) && (
            <li>
              <Tile icon={<RemoteIcon />} label={t(lang, 'pages.home.remoteCounter')} onChoose={() => navigate('/remoteCounterHome')} />
            </li>
          )}
        </ul>

        <h2 className="cb-home__heading">{t(lang, 'pages.home.departments')}</h2>
        <LoadState load={tiles} isEmpty={(data) => homeDepartments(data).length === 0} emptyKey="messages.departmentEmpty">
          {(data) => (
            <ul className="cb-grid" data-tiles="departments">
              {homeDepartments(data).map((department) => (
                <li key={String(department.id)}>
                  <DepartmentTile department={department} onChoose={() => void open.department(department)} />
                </li>
              ))}
            </ul>
          )}
        </LoadState>

        {departmentsShown && stores.length > 0 && bannerShown && (
          <aside className="cb-home__banner" aria-label={t(lang, 'pages.home.downloadApp')}>
            <p className="cb-home__banner-text">{t(lang, 'pages.home.downloadApp')}</p>
            <div className="cb-home__banner-links">
              {stores.map((store) => (
                <a key={store} className="cb-home__store" href={APP_STORE_URLS[store]} target="_blank" rel="noopener noreferrer">
                  {t(lang, store === 'ios' ? 'pages.home.downloadIos' : 'pages.home.downloadAndroid')}
                </a>
              ))}
            </div>
            <button type="button" className="cb-home__banner-close" aria-label={t(lang, 'pages.home.closeBanner')} onClick={() => setBannerShown(false)}>
              <CloseIcon />
            </button>
          </aside>
        )}
      </div>

      {departmentsShown && (
        <footer className="cb-home__footer">
          <p>
            <a href={`tel:+853${CONTACT_PHONE.replace(/\D/g, '')}`}>{t(lang, 'pages.home.footerContact', { phone: CONTACT_PHONE })}</a>
          </p>
          <p>{t(lang, 'pages.home.footerCopyright', { year: new Date().getFullYear() })}</p>
        </footer>
      )}
    </section>
  );
}

/** The background: the city's skyline over the primary colour (decorative; drawn inline, no image request). */
function HomeBackground() {
  return (
    <svg className="cb-home__background" viewBox="0 0 400 120" preserveAspectRatio="xMidYMax slice" aria-hidden="true" focusable="false">
      <path
        className="cb-home__skyline"
        d="M0 120v-18h30V92h20v10h24V80h12l6-14 6 14h12v22h26V88h18v-8h14v8h16v14h22V74h6V60h4v14h6v28h28V90h22v12h18V84h30v18h24V94h18v8h38v18z"
      />
    </svg>
  );
}
