// The SMS code of the verification steps (taking a ticket, booking, My tickets' login): one rule
// for a code that is missing, the product's "the code is required": Next asks for one only when
// none was typed. Whether a code is right (its digits, its age) is the server's to say
// (docs/behaviour/5-validation.md, SMS code).
import type { MessageKey } from '../i18n/translate.ts';

/** Why Next cannot go on with this code, or null when there is one to check. */
export function smsCodeProblem(code: string): MessageKey | null {
  return code.trim() === '' ? 'components.codeInput.required' : null;
}
