// The home page's top bar (docs/behaviour/2-screens.md (Home)): the language switcher — every language in a row on a
// wide element, a collapsible list on a narrow one; none inside a host app, where the header's
// back icon takes its place and the app chooses the language — and the menu with the citizen's
// account (who is logged in, and Log out; or Log in with One Account), the privacy clause and About.
import { Suspense, lazy, useId, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useLang } from '../../components/use-lang.ts';
import { LANGUAGES, type Lang } from '../../common/languages.ts';
import { t } from '../../i18n/translate.ts';
import { useHost } from '../../platform/host-context.ts';
import { useBookingStoreApi } from '../../store/stores-context.tsx';
import { useProfile } from '../account/profile.ts';
import { GlobeIcon, MenuIcon } from './browse-icons.tsx';

// The About dialog is rare: its code (and the dialog's) comes when the menu first opens it.
const AboutDialog = lazy(() => import('../../components/about-dialog.tsx').then((module) => ({ default: module.AboutDialog })));
// Logging in or out: the login's code comes when the menu opens (or is about to: pointer or focus on its button).
const loadAccountItem = () => import('./home-account-item.tsx');
const HomeAccountItem = lazy(loadAccountItem);

export function HomeTopBar({ inApp }: { inApp: boolean }) {
  const lang = useLang();
  const { adoptLanguage } = useHost();
  const store = useBookingStoreApi();
  const choose = (language: Lang) => adoptLanguage?.(language);
  // The menu's About is the dialog; the About page stays hidden behind the search icon (docs/behaviour/2-screens.md (Routes)).
  const [aboutOpen, setAboutOpen] = useState(false);
  const citizen = useProfile();
  const name = citizen.oneAccount ? citizen.userInfo?.name : null;
  const languages = (
    <>
      {LANGUAGES.map((language) => (
        <li key={language}>
          <button
            type="button"
            className="cb-home__language"
            lang={language.replace('_', '-')}
            aria-current={language === lang ? 'true' : undefined}
            onClick={() => choose(language)}
          >
            {t(lang, `languageNames.${language}`)}
          </button>
        </li>
      ))}
    </>
  );
  return (
    <div className="cb-home__top">
      {!inApp && (
        <nav className="cb-home__languages" aria-label={t(lang, 'common.language')}>
          <ul className="cb-home__languages-row">{languages}</ul>
          <Disclosure
            className="cb-home__languages-menu"
            label={t(lang, 'pages.menu.language')}
            icon={<GlobeIcon />}
            text={t(lang, `languageNames.${lang}`)}
          >
            {(close) => <ul onClick={close}>{languages}</ul>}
          </Disclosure>
        </nav>
      )}
      <Disclosure className="cb-home__menu" label={t(lang, 'pages.menu.open')} icon={<MenuIcon />} onIntent={() => void loadAccountItem().catch(() => undefined)}>
        {(close) => (
          <ul onClick={close}>
            {name && (
              <li>
                <p className="cb-home__menu-who">{t(lang, 'pages.menu.loggedInAs', { name })}</p>
              </li>
            )}
            <li>
              <Suspense fallback={null}>
                <HomeAccountItem loggedIn={Boolean(citizen.token)} />
              </Suspense>
            </li>
            <li>
              <button type="button" className="cb-home__menu-item" onClick={() => store.getState().navigate('/PrivacyClausePage')}>
                {t(lang, 'pages.menu.privacy')}
              </button>
            </li>
            <li>
              <button type="button" className="cb-home__menu-item" onClick={() => setAboutOpen(true)}>
                {t(lang, 'pages.menu.about')}
              </button>
            </li>
          </ul>
        )}
      </Disclosure>
      {aboutOpen && (
        <Suspense fallback={null}>
          <AboutDialog open onClose={() => setAboutOpen(false)} />
        </Suspense>
      )}
    </div>
  );
}

interface DisclosureProps {
  className: string;
  /** The button's accessible name. */
  label: string;
  icon: ReactNode;
  /** Shown beside the icon. */
  text?: string;
  /** The pointer or the focus comes to the button: what the list needs may start loading. */
  onIntent?(): void;
  children(close: () => void): ReactNode;
}

/** A button that shows and hides the list under it (WAI-ARIA disclosure); Escape closes it and returns focus. */
function Disclosure({ className, label, icon, text, onIntent, children }: DisclosureProps) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const close = () => setOpen(false);
  function escape(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key !== 'Escape' || !open) return;
    event.stopPropagation();
    setOpen(false);
    event.currentTarget.querySelector<HTMLButtonElement>('button')?.focus();
  }
  return (
    <div className={className} onKeyDown={escape}>
      <button
        type="button"
        className="cb-home__top-button"
        aria-expanded={open ? 'true' : 'false'}
        aria-controls={id}
        aria-label={text ? undefined : label}
        onClick={() => setOpen(!open)}
        onPointerEnter={onIntent}
        onFocus={onIntent}
      >
        {icon}
        {text && (
          <>
            <span className="cb-visually-hidden">{label}: </span>
            <span>{text}</span>
          </>
        )}
      </button>
      <div id={id} className="cb-home__popup" hidden={!open}>
        {open && children(close)}
      </div>
    </div>
  );
}
