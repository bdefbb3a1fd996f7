// docs/behaviour/2-screens.md and docs/behaviour/5-validation.md (Privacy agreement): the take-ticket and reserve forms show a privacy agreement only to a
// citizen without a login token; it starts ticked, and must be ticked to go on (checkAgree).
import type { MessageKey } from '../i18n/translate.ts';

/** docs/behaviour/5-validation.md (Privacy agreement): "agree defaults to true". */
export const AGREE_DEFAULT = true;

/** The clause the agreement refers to (GET app/privacyClause/{id}): the administration has one. */
export const PRIVACY_CLAUSE_ID = 1;

export function agreementShown(loggedIn: boolean): boolean {
  return !loggedIn;
}

export function checkAgreement(agreed: boolean, loggedIn: boolean): Extract<MessageKey, 'messages.checkAgree'> | null {
  return agreementShown(loggedIn) && !agreed ? 'messages.checkAgree' : null;
}
