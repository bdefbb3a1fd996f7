// Who is taking the ticket (SPEC.md §6): an anonymous citizen (agreement, SMS step), a one-account
// citizen (identity and mobile prefilled and read-only, no SMS step), or someone whose token only
// proves a mobile number by SMS (no agreement to tick, but the SMS step all the same). The
// profile behind a token is loaded once per page and kept in the page's session.
import { isOneAccountProfile, type ProfileUserInfo } from '../../domain/profile-user-info.ts';
import { useLoad } from '../../platform/use-load.ts';
import { getSessionStore } from '../../store/session-store.ts';
import { useSession } from '../../store/stores-context.tsx';

export type Citizen =
  | { kind: 'anonymous' }
  /** A token whose profile is on its way. */
  | { kind: 'loading' }
  | { kind: 'oneAccount'; userInfo: ProfileUserInfo }
  | { kind: 'smsLogin' };

export function useCitizen(): Citizen {
  const token = useSession((s) => s.token);
  const profile = useSession((s) => s.profile);
  const userInfo = useSession((s) => s.userInfo);
  const wanted = Boolean(token) && profile === null;
  const load = useLoad(
    (signal, api) =>
      token && wanted
        ? api.account.profile({ signal }).then((answer) => {
            getSessionStore().getState().setProfile(answer);
            return answer;
          })
        : null,
    // A new token is a new citizen: its profile is read anew.
    [token, wanted],
  );
  if (!token) return { kind: 'anonymous' };
  if (profile && userInfo && isOneAccountProfile(profile)) return { kind: 'oneAccount', userInfo };
  if (profile) return { kind: 'smsLogin' };
  // A token whose profile could not be read proves nothing the form can use.
  return load.status === 'error' ? { kind: 'smsLogin' } : { kind: 'loading' };
}
