// Favourites (docs/behaviour/2-screens.md (My favourites), docs/behaviour/3-entities.md (Favourite), docs/behaviour/5-validation.md): the add payload and the fields it
// needs (mobile number, service id, location id, type), and the colour of an item by its type:
// queue items in the default colour, reservations in blue. A timed ticket is booked through the
// reservation flow, so it is kept as a reservation favourite (as the server does).
import type { FavouriteAdd, FavouriteCheck, TicketType } from '../common/api-contract.ts';
import type { MessageKey } from '../i18n/translate.ts';
import { digitsOnly } from '../common/phone.ts';

type FavouriteKind = 'QUEUE' | 'RESERCATION';
export type FavouriteField = 'mobNum' | 'serviceId' | 'locationId' | 'type';

function favouriteKind(type: TicketType | string | null | undefined): FavouriteKind | null {
  const value = (type ?? '').toUpperCase();
  if (value === 'QUEUE') return 'QUEUE';
  if (value === 'RESERCATION' || value === 'PERIOD') return 'RESERCATION';
  return null;
}

export interface FavouriteSource {
  mobNum?: string | null;
  mobArea?: string | null;
  serviceId?: number | string | null;
  locationId?: number | string | null;
  /** The ticket's type, or the favourite's. */
  type?: TicketType | string | null;
}

const given = (value: number | string | null | undefined): value is number | string => value !== null && value !== undefined && String(value).trim() !== '';

export function favouriteAddPayload(source: FavouriteSource): { ok: true; payload: FavouriteAdd } | { ok: false; missing: FavouriteField[] } {
  const mobNum = digitsOnly(source.mobNum ?? '');
  const serviceId = given(source.serviceId) ? source.serviceId : null;
  const locationId = given(source.locationId) ? source.locationId : null;
  const type = favouriteKind(source.type);
  if (!mobNum || serviceId === null || locationId === null || !type) {
    const missing: FavouriteField[] = [];
    if (!mobNum) missing.push('mobNum');
    if (serviceId === null) missing.push('serviceId');
    if (locationId === null) missing.push('locationId');
    if (!type) missing.push('type');
    return { ok: false, missing };
  }
  return { ok: true, payload: { mobNum, serviceId, locationId, type, ...(source.mobArea ? { mobArea: source.mobArea } : {}) } };
}

/** Queue items keep the default colour; reservations are blue. */
export function favouriteTone(type: string | null | undefined): 'default' | 'blue' {
  return favouriteKind(type) === 'RESERCATION' ? 'blue' : 'default';
}

/**
 * The type in words beside the colour (colour is never the only signal): queue or booking; null
 * for a type the list does not know.
 */
export function favouriteTypeKey(type: string | null | undefined): MessageKey | null {
  const kind = favouriteKind(type);
  if (kind === 'QUEUE') return 'pages.favourites.typeQueue';
  if (kind === 'RESERCATION') return 'pages.favourites.typeReservation';
  return null;
}

type FavouriteId = number | string;

/** The favourite a check answer names (favourite/checkService): its id, or null when the pair is none. */
export function favouriteIdOf(check: Pick<FavouriteCheck, 'favourite' | 'id' | 'favourites'> | null | undefined): FavouriteId | null {
  if (!check?.favourite) return null;
  return check.id ?? check.favourites[0]?.id ?? null;
}

/** How a favourite button's call ended; a failed add is silent (docs/behaviour/8-errors.md), a failed remove was toasted. */
export type FavouriteOutcome = { added: { id: FavouriteId } } | { removed: true } | { failed: true };

/** The favourite's id after the call: the new one when added, none when removed, unchanged on failure. */
export function favouriteIdAfter(current: FavouriteId | null, outcome: FavouriteOutcome): FavouriteId | null {
  if ('added' in outcome) return outcome.added.id ?? current;
  if ('removed' in outcome) return null;
  return current;
}
