// A one-account login that the page's link brings back, as an element's start-up takes it
// (src/app/startup.ts) before it plans the start: finished by the login flow, a lazy chunk
// (one-account-login.ts) that only a link bringing a login back loads.
import type { LinkLogin } from '../../domain/startup-params.ts';
import { loginAbandonedInLink } from './login-record.ts';
import type { FinishDeps, TakenLogin } from './one-account-login.ts';

// The login flow: a lazy chunk, loaded only when the link brings a login back.
const loginFlow = () => import('./one-account-login.ts');

/** The link says the citizen left the provider without logging in: the login this tab started is dropped. */
export function dropAbandonedLogin(search: string): void {
  if (loginAbandonedInLink(search)) void loginFlow().then((flow) => flow.abandonLogin(), () => undefined);
}

/** The login finished, or not taken when that failed, with the link and the language it carried back. */
export function takeLinkLogin(login: LinkLogin, deps: FinishDeps): Promise<TakenLogin> {
  return loginFlow()
    .then((flow) => flow.finishLinkLogin(login, deps))
    .catch((): TakenLogin => ({ link: new URLSearchParams(), language: null, returnTo: null, loggedIn: false, taken: false }));
}
