// docs/behaviour/5-validation.md (Queue page): the take-ticket form's checks at Submit, as a list of field errors in
// the page's order, so the screen moves focus to the first field in error, keeps everything typed,
// and ties each message to its field (aria-describedby). A queue that does not pass has no Submit
// (queue-refusal.ts says why), so it is not a field error here.
import type { KeyedText } from '../i18n/translate.ts';
import { checkIdentityNumber } from '../common/identity-number.ts';
import { checkMobile } from '../common/phone.ts';
import { checkAgreement } from './privacy-agreement.ts';
import { checkReminder, type ReminderChoice, type ReminderFigures } from './reminder.ts';

/** The form's fields in page order (docs/behaviour/2-screens.md (Take ticket)). */
const OFFER_NUMBER_FIELDS = ['cntToAlert', 'identifyNo', 'mobile', 'agree'] as const;
export type OfferNumberField = (typeof OFFER_NUMBER_FIELDS)[number];

export interface OfferNumberForm {
  reminder: Pick<ReminderChoice, 'checked' | 'count'>;
  identifyNo: string;
  mobArea: string;
  mobNum: string;
  agree: boolean;
}

export interface OfferNumberContext {
  /** The live figures the reminder is checked against (the latest poll). */
  figures: ReminderFigures | null;
  /** checkIdCardQueue (identity-number.ts). */
  identityRequired: boolean;
  /** A login token exists: no agreement to tick. */
  loggedIn: boolean;
}

export interface FieldError {
  field: OfferNumberField;
  message: KeyedText;
}

/** Every field in error, in page order; empty when the form may be sent. */
export function checkOfferNumberForm(form: OfferNumberForm, context: OfferNumberContext): FieldError[] {
  const found: Record<OfferNumberField, KeyedText | null> = {
    cntToAlert: checkReminder(form.reminder, context.figures),
    identifyNo: context.identityRequired ? keyed(checkIdentityNumber(form.identifyNo, true)) : null,
    mobile: keyed(checkMobile(form.mobArea, form.mobNum)),
    agree: keyed(checkAgreement(form.agree, context.loggedIn)),
  };
  return OFFER_NUMBER_FIELDS.flatMap((field) => {
    const message = found[field];
    return message ? [{ field, message }] : [];
  });
}

function keyed(key: KeyedText['key'] | null): KeyedText | null {
  return key ? { key } : null;
}
