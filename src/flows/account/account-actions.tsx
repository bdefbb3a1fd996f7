// Logging in and out, as any screen offers it (docs/behaviour/4-states.md (Login), docs/behaviour/6-roles.md): `useOneAccountLogin()` for
// a screen's own controls, `LoginButton` and `LogoutButton` ready-made. A login starts by telling
// the host (`cb-login-required`, cancelable): a host that runs the login itself prevents it and
// hands the token in; otherwise the widget leaves for its `login-url` (the login flow's code, a
// lazy chunk, comes only then). Logging out revokes the token on the server and leaves no trace;
// the page is signed out whatever the server answers (an expired token gets 401), so a failure is
// not told.
// @texts rest-first: a login says it is leaving once the rest is in.
import { useMemo, useRef } from 'react';
import type { Api } from '../../api/client.ts';
import buttonCss from '../../components/button.css?inline';
import { useLang } from '../../components/use-lang.ts';
import { loadTexts, t } from '../../i18n/translate.ts';
import { useHost } from '../../platform/host-context.ts';
import { useAction } from '../../platform/use-action.ts';
import { useStyles } from '../../platform/use-styles.ts';
import { getSessionStore } from '../../store/session-store.ts';
import { useBookingStoreApi, useUiStoreApi } from '../../store/stores-context.tsx';
import { forgetLogin } from './login-record.ts';
import { forgetProfileAsks } from './profile.ts';

export interface OneAccountLogin {
  /**
   * Starts a one-account login that comes back to `returnTo` (the element's current route by
   * default): fires `cb-login-required`; unless a listener prevents it, and when the element has a
   * login-url, leaves for the provider.
   */
  start(returnTo?: string): void;
  /** POST logout (the token answers 401 from then on); the page's session, profile and login record go. */
  logout(): Promise<void>;
}

/**
 * Signs the page out: the session (token, profile) and every trace of a login (the tab's login
 * record, the code exchanged last, the profile asks) go at once; the server is told with the
 * token that was signed in. Every element on the page sees the session end.
 */
async function logOutOfPage(api: Api): Promise<void> {
  const token = forgetSession();
  if (token) await api.account.logout({ token });
}

/** The page's side of a logout: the session and every trace of the login go; answers the token that was signed in. */
export function forgetSession(): string | null {
  const session = getSessionStore().getState();
  const token = session.token;
  session.signOut();
  forgetProfileAsks();
  forgetLogin(undefined, true);
  return token;
}

export function useOneAccountLogin(): OneAccountLogin {
  const host = useHost();
  const ui = useUiStoreApi();
  const store = useBookingStoreApi();
  const { run: logOut } = useAction({ failure: 'ignored', run: ({ api }) => logOutOfPage(api) });
  // Handlers read the element's settings as they are when used (a language switched since).
  const latest = useRef(host);
  latest.current = host;
  return useMemo<OneAccountLogin>(
    () => ({
      start(returnTo = store.getState().route) {
        const { emit, settings } = latest.current;
        const event = emit('cb-login-required', { returnTo });
        const { loginUrl, language } = settings;
        if (event.defaultPrevented || !loginUrl) return;
        // The login's texts are in the rest of the dictionary (src/i18n/dictionary-parts.ts): in
        // (or given up on) before it says it is leaving, with the login's own code.
        const texts = loadTexts(language, 'rest').catch(() => undefined);
        const failed = () => void texts.then(() => ui.getState().showToast(t(language, 'app.loginFailed')));
        void Promise.all([import('./one-account-login.ts'), texts])
          .then(([flow]) => {
            ui.getState().showToast(t(language, 'app.redirectingToLogin'));
            return flow.startLogin({ loginUrl, returnTo, language });
          })
          .then((left) => left || failed(), failed);
      },
      logout: () => logOut().then(() => undefined),
    }),
    [logOut, ui, store],
  );
}

export interface AccountButtonProps {
  /** Extra classes (the screen's own layout); the house button style is always there. */
  className?: string;
}

/** "Log in with One Account": starts a login from the current route. */
export function LoginButton({ className }: AccountButtonProps) {
  useStyles(buttonCss);
  const lang = useLang();
  const login = useOneAccountLogin();
  return (
    <button type="button" className={className ? `cb-button ${className}` : 'cb-button'} onClick={() => login.start()}>
      {t(lang, 'pages.menu.login')}
    </button>
  );
}

/** "Log out": signs the page out. */
export function LogoutButton({ className }: AccountButtonProps) {
  useStyles(buttonCss);
  const lang = useLang();
  const login = useOneAccountLogin();
  return (
    <button type="button" className={className ? `cb-button cb-button--secondary ${className}` : 'cb-button cb-button--secondary'} onClick={() => void login.logout()}>
      {t(lang, 'pages.menu.logout')}
    </button>
  );
}
