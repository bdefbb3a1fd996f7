// Who is taking the ticket (docs/behaviour/6-roles.md): an anonymous citizen (agreement, SMS step), a one-account
// citizen (identity and mobile prefilled and read-only, no SMS step), or someone whose token only
// proves a mobile number by SMS (no agreement to tick, but the SMS step all the same). The
// profile behind a token comes from the page's one profile reader (src/flows/account/profile.ts).
import type { ProfileUserInfo } from '../../domain/profile-user-info.ts';
import { useProfile } from '../account/profile.ts';

export type Citizen =
  | { kind: 'anonymous' }
  /** A token whose profile is on its way. */
  | { kind: 'loading' }
  | { kind: 'oneAccount'; userInfo: ProfileUserInfo }
  | { kind: 'smsLogin' };

export function useCitizen(): Citizen {
  const citizen = useProfile();
  switch (citizen.status) {
    case 'anonymous':
      return { kind: 'anonymous' };
    case 'loading':
      return { kind: 'loading' };
    // A token whose profile could not be read proves nothing the form can use.
    case 'failed':
      return { kind: 'smsLogin' };
    case 'ready':
      return citizen.oneAccount && citizen.userInfo ? { kind: 'oneAccount', userInfo: citizen.userInfo } : { kind: 'smsLogin' };
  }
}
