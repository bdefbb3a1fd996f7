// The one-account login on My tickets (docs/behaviour/2-screens.md, docs/behaviour/4-states.md (Login)): "Log in with One Account" above the
// SMS form for a citizen without a login; once logged in, who it is (a one-account citizen's name)
// and "Log out" above the tickets, with "Log out everywhere" beside it. The login and logout buttons
// are the account flow's (src/flows/account/).
import { useLang } from '../../components/use-lang.ts';
import { t } from '../../i18n/translate.ts';
import { LoginButton, LogoutButton } from '../account/account-actions.tsx';
import { useProfile } from '../account/profile.ts';
import { LogoutEverywhereButton } from './logout-everywhere-button.tsx';

export function MyTicketsAccount({ loggedIn }: { loggedIn: boolean }) {
  const lang = useLang();
  const citizen = useProfile();
  const name = citizen.oneAccount ? citizen.userInfo?.name : null;
  if (!loggedIn) {
    return (
      <div className="cb-tickets__account">
        <LoginButton className="cb-tickets__one-account" />
      </div>
    );
  }
  return (
    <div className="cb-tickets__account cb-tickets__account--in">
      {name && <p className="cb-tickets__who">{t(lang, 'pages.menu.loggedInAs', { name })}</p>}
      <LogoutButton className="cb-tickets__logout" />
      <LogoutEverywhereButton className="cb-tickets__logout-everywhere" />
    </div>
  );
}
