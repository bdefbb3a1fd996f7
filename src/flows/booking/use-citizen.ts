// Who is booking, as the booking forms need it (SPEC.md §6): a citizen with a token may book; a
// one-account citizen has the identity number and mobile of the profile, prefilled and read-only,
// with the area cleared, and books without the SMS step. A token the page was handed without a
// profile (the `token` property, a reload) has its profile asked for once; only a one-account
// profile goes to the page's session, since an SMS token's citizen is known by a mobile alone.
import { useEffect } from 'react';
import type { Api } from '../../api/client.ts';
import type { Profile, ProfileUserInfo } from '../../domain/profile-user-info.ts';
import { getSessionStore } from '../../store/session-store.ts';
import { useApi, useSession } from '../../store/stores-context.tsx';
import { useShallow } from '../../store/use-shallow.ts';

export interface Citizen {
  token: string | null;
  /** A one-account login with its profile. */
  oneAccount: boolean;
  profile: Profile | null;
  userInfo: ProfileUserInfo | null;
}

/** Tokens whose profile was asked for already, with the asking (SMS tokens keep no profile, so they are asked once). */
const asked = new Map<string, Promise<void>>();

/**
 * Asks once for the profile of the page's token when there is none yet (a one-account profile goes
 * to the session); resolves when it is known. For a choice that depends on the login (the
 * drill-down at a remote counter) as well as for the hook below.
 */
export function askProfile(api: Api): Promise<void> {
  const { token, profile } = getSessionStore().getState();
  if (!token || profile) return Promise.resolve();
  let asking = asked.get(token);
  if (!asking) {
    asking = api.account.profile().then(
      (answer) => {
        const session = getSessionStore().getState();
        if (session.token === token && !session.profile && answer.kind !== 'sms') session.setProfile(answer);
      },
      () => void asked.delete(token),
    );
    asked.set(token, asking);
  }
  return asking;
}

export function useCitizen(): Citizen {
  const api = useApi();
  const [token, profile, userInfo] = useSession(useShallow((s) => [s.token, s.profile, s.userInfo] as const));

  useEffect(() => {
    void askProfile(api);
  }, [api, token, profile]);

  return { token, oneAccount: Boolean(token && profile), profile: token ? profile : null, userInfo: token ? userInfo : null };
}
