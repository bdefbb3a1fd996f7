// The home menu's Log in with One Account or Log out (docs/behaviour/4-states.md (Login)): a lazy chunk of its own,
// asked for as the menu opens, so the login's code (account-actions.tsx and the tab's login
// record) stays off the home's first screen.
import { useLang } from '../../components/use-lang.ts';
import { t } from '../../i18n/translate.ts';
import { useOneAccountLogin } from '../account/account-actions.tsx';

export default function HomeAccountItem({ loggedIn }: { loggedIn: boolean }) {
  const lang = useLang();
  const account = useOneAccountLogin();
  return loggedIn ? (
    <button type="button" className="cb-home__menu-item" onClick={() => void account.logout()}>
      {t(lang, 'pages.menu.logout')}
    </button>
  ) : (
    <button type="button" className="cb-home__menu-item" onClick={() => account.start()}>
      {t(lang, 'pages.menu.login')}
    </button>
  );
}
