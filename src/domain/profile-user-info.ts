// The citizen's user info as the booking forms use it, derived from a one-account profile
// (docs/behaviour/3-entities.md (Profile): document types '15' and '14' are preferred, else the first is used;
// docs/behaviour/6-roles.md: a logged-in user's identity number and mobile are prefilled and the mobile area cleared).

export interface IdentityDoc { identityType: string; identityNo: string; nameCn?: string | null }

export interface Profile {
  euid: string;
  mobile?: string | null;
  identityNo?: string | null;
  identifyNo?: string | null;
  birthday?: string | null;
  nameCn?: string | null;
  name?: string | null;
  identityDocs?: IdentityDoc[] | null;
  /** The reference server tells a one-account login ('oneAccount') from an SMS-verified number ('sms'). */
  kind?: string | null;
  /** The environment the server runs in; anything but production shows the ribbon (docs/behaviour/6-roles.md). */
  ribbonEnv?: string | null;
}

export interface ProfileUserInfo { euid: string; identifyNo: string; mobNum: string; mobArea: string; name: string }

const PREFERRED_DOCUMENT_TYPES = ['15', '14'] as const;

/** Type '15' first, then '14', else the first document; null when there is none. */
export function pickIdentityDocument(docs: readonly IdentityDoc[] | null | undefined): IdentityDoc | null {
  const list = docs ?? [];
  for (const type of PREFERRED_DOCUMENT_TYPES) {
    const found = list.find((doc) => String(doc.identityType) === type);
    if (found) return found;
  }
  return list[0] ?? null;
}

export function userInfoFromProfile(profile: Profile): ProfileUserInfo {
  const doc = pickIdentityDocument(profile.identityDocs);
  return {
    euid: profile.euid,
    identifyNo: doc?.identityNo ?? profile.identifyNo ?? profile.identityNo ?? '',
    mobNum: (profile.mobile ?? '').replace(/\D/g, ''),
    mobArea: '',
    name: doc?.nameCn ?? profile.nameCn ?? profile.name ?? '',
  };
}

/**
 * docs/behaviour/6-roles.md: a one-account login (prefilled read-only identity and mobile, no SMS step), as opposed to
 * a token bought with an SMS code, which proves a mobile number and nothing else. A profile
 * without a kind comes from the one-account provider, the only source of profiles in the spec.
 */
export function isOneAccountProfile(profile: Pick<Profile, 'kind'> | null | undefined): boolean {
  if (!profile) return false;
  return profile.kind == null || profile.kind === 'oneAccount';
}
