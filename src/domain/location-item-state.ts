// What a location item shows and what choosing it answers (docs/behaviour/2-screens.md (Location item) "location list item with
// map link, 'suspended' overlay and 'no remote' overlay"; docs/behaviour/4-states.md (Drill-down); docs/behaviour/5-validation.md notMapInfo).
// A remote counter with rcServiceLogin serves only citizens logged in with one-account: the
// reference server refuses anyone else there (locationNoRemote), so the item says so first.
import type { Location } from '../common/api-contract.ts';
import type { MessageKey } from '../i18n/translate.ts';
import { hasMapCoordinates } from './map-page-url.ts';

export interface LocationAccess {
  /** The remote-counter variant of the app (entered from /remoteCounterHome). */
  remoteFlow: boolean;
  /** Logged in with one-account (an SMS token does not count). */
  oneAccount: boolean;
}

export type LocationFields = Pick<Location, 'suspended' | 'remoteCounter' | 'rcServiceLogin' | 'latitude' | 'longitude'>;

interface LocationRefusal {
  key: MessageKey;
  /** Logging in with one-account would lift the refusal. */
  needsLogin: boolean;
}

export interface LocationItemState {
  /** The overlay's label, or null when the item is not covered. */
  overlay: 'components.locationItem.suspended' | 'components.locationItem.noRemote' | null;
  /** What choosing the location answers, or null when it can be chosen. */
  refusal: LocationRefusal | null;
  /** The "remote counter" flag. */
  remoteCounterFlag: boolean;
  /** The "one-account login required" flag. */
  loginFlag: boolean;
  /** Both coordinates are there; without them the map dialog says notMapInfo (docs/behaviour/5-validation.md). */
  mapAvailable: boolean;
}

/** The location's remote counter serves only citizens logged in with one-account. */
function needsOneAccount(location: Pick<Location, 'remoteCounter' | 'rcServiceLogin'>): boolean {
  return location.remoteCounter && location.rcServiceLogin;
}

/**
 * Suspended first (nobody can be served there); then the one-account requirement: in the remote
 * flow the item is covered by the "no remote" overlay, elsewhere it carries the login flag and
 * choosing it asks for a login.
 */
export function locationItemState(location: LocationFields, access: LocationAccess): LocationItemState {
  const loginFlag = needsOneAccount(location);
  const locked = loginFlag && !access.oneAccount;
  let overlay: LocationItemState['overlay'] = null;
  let refusal: LocationRefusal | null = null;
  if (location.suspended) {
    overlay = 'components.locationItem.suspended';
    refusal = { key: 'messages.locationSuspended', needsLogin: false };
  } else if (locked && access.remoteFlow) {
    overlay = 'components.locationItem.noRemote';
    refusal = { key: 'messages.locationNoRemote', needsLogin: true };
  } else if (locked) {
    refusal = { key: 'messages.notLoggedIn', needsLogin: true };
  }
  return {
    overlay,
    refusal,
    remoteCounterFlag: location.remoteCounter,
    loginFlag,
    mapAvailable: hasMapCoordinates(location),
  };
}
