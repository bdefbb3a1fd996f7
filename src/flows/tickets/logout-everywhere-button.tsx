// "Log out everywhere" on My tickets (docs/abuse-resistance.md "Idempotency and retention"): once
// the citizen confirms, POST logoutEverywhere makes every token issued to them until now answer
// 401, on every device (a phone left logged in somewhere, a shared computer); then this page is
// signed out as by Log out. A failure (a backend without the call among them) is told, and the
// page stays logged in, so the citizen knows the other devices were not signed out.
import buttonCss from '../../components/button.css?inline';
import { useLang } from '../../components/use-lang.ts';
import { t } from '../../i18n/translate.ts';
import { useAction } from '../../platform/use-action.ts';
import { useStyles } from '../../platform/use-styles.ts';
import { getSessionStore } from '../../store/session-store.ts';
import { forgetSession } from '../account/account-actions.tsx';

export function LogoutEverywhereButton({ className }: { className: string }) {
  useStyles(buttonCss);
  const lang = useLang();
  const action = useAction({
    confirm: { kind: 'confirm', messageKey: 'pages.myBooking.logoutEverywhereConfirm', confirmKey: 'pages.myBooking.logoutEverywhere' },
    run: async ({ api }) => {
      const token = getSessionStore().getState().token;
      if (token) await api.account.logoutEverywhere({ token });
    },
    // The server refuses the token already: only the page's side is left.
    onSuccess: () => void forgetSession(),
  });
  return (
    <button
      type="button"
      className={`cb-button cb-button--secondary ${className}`}
      aria-disabled={action.busy ? 'true' : undefined}
      aria-busy={action.busy ? 'true' : undefined}
      onClick={() => void action.run()}
    >
      {t(lang, 'pages.myBooking.logoutEverywhere')}
    </button>
  );
}
