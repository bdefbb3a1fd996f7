// SPEC.md §2 and §5 "Privacy": the take-ticket and reserve forms show a privacy agreement only to a
// citizen without a login token; it starts ticked, and must be ticked to go on (checkAgree).
import type { MessageKey } from '../i18n/translate.ts';

/** §5: "agree defaults to true". */
export const AGREE_DEFAULT = true;

export function agreementShown(loggedIn: boolean): boolean {
  return !loggedIn;
}

export function checkAgreement(agreed: boolean, loggedIn: boolean): Extract<MessageKey, 'messages.checkAgree'> | null {
  return agreementShown(loggedIn) && !agreed ? 'messages.checkAgree' : null;
}

/** The privacy clause the app shows (app/privacyClause/{id}): the administration publishes one. */
export const PRIVACY_CLAUSE_ID = 1;
