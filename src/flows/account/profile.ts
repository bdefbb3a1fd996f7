// The citizen's profile (GET profile-info), the one way every flow reads it: asked once per token
// for the whole page (however many elements and screens want it at once) and kept in the page's
// session in memory, after a login and whenever a token arrives without one (the `token`
// property, a reload). A one-account profile (docs/behaviour/6-roles.md) and an SMS token's (a mobile number and no
// more) are both kept; `isOneAccountProfile` tells them apart. Signing out forgets the asks.
// @chunk element-body: the home's menu, My tickets and the queue and booking flows read it (docs/build.md).
import { useEffect, useState } from 'react';
import type { Api } from '../../api/client.ts';
import { isOneAccountProfile, type Profile, type ProfileUserInfo } from '../../domain/profile-user-info.ts';
import { getSessionStore } from '../../store/session-store.ts';
import { useApi, useSession, useUiStoreApi } from '../../store/stores-context.tsx';
import type { UiStore } from '../../store/ui-store.ts';
import { useShallow } from '../../store/use-shallow.ts';

/** How long the element's spinner waits on a slow profile at most (the profile wait, 1 s). */
export const PROFILE_WAIT_MS = 1000;

// On globalThis, as the session is: one ask per token even with the ESM and <script> builds both on the page.
const ASKS = Symbol.for('civic-booking.profile-asks');

function asks(): Map<string, Promise<Profile | null>> {
  const holder = globalThis as unknown as Record<symbol, Map<string, Promise<Profile | null>> | undefined>;
  return (holder[ASKS] ??= new Map());
}

/**
 * The profile of the page's token, asked for once (a failed ask may be made again); null when
 * there is no token or the ask failed. Resolves when it is known. The asking element (`ui`) shows
 * its spinner while it is slow, for PROFILE_WAIT_MS at most.
 */
export function askProfile(api: Api, ui: UiStore): Promise<Profile | null> {
  const { token, profile } = getSessionStore().getState();
  if (!token) return Promise.resolve(null);
  if (profile) return Promise.resolve(profile);
  const pending = asks();
  let asking = pending.get(token);
  if (!asking) {
    const endSpinner = ui.getState().spinnerIfSlow(PROFILE_WAIT_MS);
    asking = api.account.profile().finally(endSpinner).then(
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
  /** A one-account login with its profile (docs/behaviour/6-roles.md). */
  oneAccount: boolean;
  /** anonymous: no token; loading: its profile is on its way; failed: it could not be read. */
  status: 'anonymous' | 'loading' | 'ready' | 'failed';
}

/** The page's citizen, asking for the token's profile when there is none yet. */
export function useProfile(): CitizenProfile {
  const api = useApi();
  const ui = useUiStoreApi();
  const [token, profile, userInfo] = useSession(useShallow((s) => [s.token, s.profile, s.userInfo] as const));
  const [failedFor, setFailedFor] = useState<string | null>(null);
  useEffect(() => {
    if (!token || profile) return undefined;
    let live = true;
    void askProfile(api, ui).then((answer) => {
      if (live && !answer && getSessionStore().getState().token === token) setFailedFor(token);
    });
    return () => {
      live = false;
    };
  }, [api, ui, token, profile]);
  if (!token) return { token: null, profile: null, userInfo: null, oneAccount: false, status: 'anonymous' };
  if (!profile) return { token, profile: null, userInfo: null, oneAccount: false, status: failedFor === token ? 'failed' : 'loading' };
  return { token, profile, userInfo, oneAccount: isOneAccountProfile(profile), status: 'ready' };
}
