// The citizen's profile (GET profile-info), the one way every flow reads it: asked once per token
// for the whole page (however many elements and screens want it at once) and kept in the page's
// session in memory, after a login and whenever a token arrives without one (the `token`
// property, a reload). A one-account profile (§6) and an SMS token's (a mobile number and no
// more) are both kept; `isOneAccountProfile` tells them apart. Signing out forgets the asks.
// @chunk element-body: the home's menu, My tickets and the queue and booking flows read it (docs/build.md).
import { useEffect, useState } from 'react';
import type { Api } from '../../api/client.ts';
import { isOneAccountProfile, type Profile, type ProfileUserInfo } from '../../domain/profile-user-info.ts';
import { getSessionStore } from '../../store/session-store.ts';
import { useApi, useSession } from '../../store/stores-context.tsx';
import { useShallow } from '../../store/use-shallow.ts';

// On globalThis, as the session is: one ask per token even with the ESM and <script> builds both on the page.
const ASKS = Symbol.for('civic-booking.profile-asks');

function asks(): Map<string, Promise<Profile | null>> {
  const holder = globalThis as unknown as Record<symbol, Map<string, Promise<Profile | null>> | undefined>;
  return (holder[ASKS] ??= new Map());
}

/**
 * The profile of the page's token, asked for once (a failed ask may be made again); null when
 * there is no token or the ask failed (the API client has shown why). Resolves when it is known.
 */
export function askProfile(api: Api): Promise<Profile | null> {
  const { token, profile } = getSessionStore().getState();
  if (!token) return Promise.resolve(null);
  if (profile) return Promise.resolve(profile);
  const pending = asks();
  let asking = pending.get(token);
  if (!asking) {
    asking = api.account.profile().then(
      (answer) => {
        const session = getSessionStore().getState();
        // Signed out, or another citizen signed in, while it was on its way: not theirs.
        if (session.token !== token) return null;
        if (!session.profile) session.setProfile(answer);
        return answer;
      },
      () => {
        pending.delete(token);
        return null;
      },
    );
    pending.set(token, asking);
  }
  return asking;
}

/** Signing out: no answer asked for with the old token is kept or reused. */
export function forgetProfileAsks(): void {
  asks().clear();
}

export interface CitizenProfile {
  token: string | null;
  profile: Profile | null;
  userInfo: ProfileUserInfo | null;
  /** A one-account login with its profile (§6). */
  oneAccount: boolean;
  /** anonymous: no token; loading: its profile is on its way; failed: it could not be read. */
  status: 'anonymous' | 'loading' | 'ready' | 'failed';
}

/** The page's citizen, asking for the token's profile when there is none yet. */
export function useProfile(): CitizenProfile {
  const api = useApi();
  const [token, profile, userInfo] = useSession(useShallow((s) => [s.token, s.profile, s.userInfo] as const));
  const [failedFor, setFailedFor] = useState<string | null>(null);
  useEffect(() => {
    if (!token || profile) return undefined;
    let live = true;
    void askProfile(api).then((answer) => {
      if (live && !answer && getSessionStore().getState().token === token) setFailedFor(token);
    });
    return () => {
      live = false;
    };
  }, [api, token, profile]);
  if (!token) return { token: null, profile: null, userInfo: null, oneAccount: false, status: 'anonymous' };
  if (!profile) return { token, profile: null, userInfo: null, oneAccount: false, status: failedFor === token ? 'failed' : 'loading' };
  return { token, profile, userInfo, oneAccount: isOneAccountProfile(profile), status: 'ready' };
}
