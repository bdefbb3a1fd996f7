// The reserve form's check on "agree and continue" (docs/behaviour/5-validation.md (Reserve)): date, time, identity
// number when required, mobile, and the privacy agreement when it is shown. Every field in error
// is reported in the form's order, so the form marks them all and focuses the first.
// The identity-number rule is handed in (the queue page shares it); the mobile rule is phone.ts's.
import type { CheckIdCardFlags } from '../common/api-contract.ts';
import { isoDate } from '../i18n/dates.ts';
import type { MessageKey } from '../i18n/translate.ts';
import { checkMobile } from '../common/phone.ts';

export type ReserveField = 'bookingDate' | 'bookingTime' | 'identifyNo' | 'mobile' | 'agree';

export interface FieldError<Field extends string | number = ReserveField> {
  field: Field;
  key: MessageKey;
}

export interface ReserveForm {
  /** DD/MM/YYYY and HH:mm; null until picked. */
  bookDate: string | null;
  bookTime: string | null;
  identifyNo: string;
  mobArea: string;
  mobNum: string;
  /** Defaults to true (docs/behaviour/5-validation.md). */
  agree: boolean;
}

export interface ReserveFormRules {
  identityRequired: boolean;
  /** The privacy clause with its checkbox shows only when there is no token. */
  agreementShown: boolean;
}

/** The identity-number rule of docs/behaviour/5-validation.md: a message key, or null when the number passes. */
export type IdentityCheck = (identifyNo: string) => MessageKey | null;

/**
 * Whether the reserve form asks for an identity number (docs/behaviour/5-validation.md): the service's reservation
 * flag, or its timed-ticket flag when the day picked is today and timed tickets are on.
 */
export function identityRequiredForBooking(
  flags: Partial<CheckIdCardFlags>,
  bookDate: string | null,
  today: string,
  timedTicketsOn: boolean,
): boolean {
  if (flags.checkIdCardReservation) return true;
  return Boolean(flags.checkIdCardTime) && timedTicketsOn && isoDate(bookDate) === today;
}

export function reserveFormErrors(form: ReserveForm, rules: ReserveFormRules, checkIdentity: IdentityCheck): FieldError[] {
  const errors: FieldError[] = [];
  if (!form.bookDate) errors.push({ field: 'bookingDate', key: 'messages.pleaseSelectDate' });
  if (!form.bookTime) errors.push({ field: 'bookingTime', key: 'messages.pleaseFillInfo' });
  if (rules.identityRequired) {
    const key = checkIdentity(form.identifyNo);
    if (key) errors.push({ field: 'identifyNo', key });
  }
  const mobile = checkMobile(form.mobArea, form.mobNum);
  if (mobile) errors.push({ field: 'mobile', key: mobile });
  if (rules.agreementShown && !form.agree) errors.push({ field: 'agree', key: 'messages.checkAgree' });
  return errors;
}

/**
 * The form's field a server refusal names (its `field`, the reservation payload's wire name), or
 * null when it names none of the form's: a booking past the citizen's share names bookingDate
 * (docs/abuse-resistance.md, Fair share).
 */
export function reserveFieldOf(wireField: string | undefined): ReserveField | null {
  switch (wireField) {
    case 'bookingDate':
    case 'bookingTime':
    case 'identifyNo':
      return wireField;
    case 'mobNum':
    case 'mobArea':
      return 'mobile';
    default:
      return null;
  }
}
