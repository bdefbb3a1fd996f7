// docs/behaviour/5-validation.md (Identity number): when the field is required, and its check. Which flag applies
// follows the ticket the citizen is about to get, as the reference server decides it: a queue
// ticket reads checkIdCardQueue; a booking for today while timed tickets are on is a timed
// ticket (checkIdCardTime); any other booking reads checkIdCardReservation.
import type { CheckIdCardFlags } from './api-contract.ts';

/** docs/behaviour/9-constants.md: identity number length. */
const IDENTITY_NUMBER_LENGTHS: readonly number[] = [8, 18];

export type IdentityFlow =
  | { kind: 'queue' }
  | { kind: 'reservation'; bookingToday: boolean; timedTicketsOn: boolean };

/** Each flag defaults to false (docs/behaviour/3-entities.md). */
export function identityNumberRequired(flags: Partial<CheckIdCardFlags> | null | undefined, flow: IdentityFlow): boolean {
  if (flow.kind === 'queue') return flags?.checkIdCardQueue === true;
  if (flow.bookingToday && flow.timedTicketsOn) return flags?.checkIdCardTime === true;
  return flags?.checkIdCardReservation === true;
}

/**
 * As checked and sent: whitespace removed, letters upper-cased (the server stores it so), and the
 * brackets around a Macau card's check digit dropped, since "1234567(8)" is how the card prints
 * the 8 characters the rule counts.
 */
export function normalizeIdentityNumber(value: string | null | undefined): string {
  return (value ?? '').replace(/[\s()]+/g, '').toUpperCase();
}

/** Keys of the client's dictionary (src/i18n), which the client's type check holds to it where it shows them. */
export type IdentityProblem = 'messages.notSupportNullId' | 'messages.errorIdLength';

/**
 * Empty → notSupportNullId when required; otherwise exactly 8 or 18 characters (errorIdLength).
 * Letters and digits only: the server refuses anything else with errorIdLength too.
 */
export function checkIdentityNumber(value: string | null | undefined, required: boolean): IdentityProblem | null {
  const id = normalizeIdentityNumber(value);
  if (id === '') return required ? 'messages.notSupportNullId' : null;
  if (!IDENTITY_NUMBER_LENGTHS.includes(id.length) || !/^[A-Z0-9]+$/.test(id)) return 'messages.errorIdLength';
  return null;
}
