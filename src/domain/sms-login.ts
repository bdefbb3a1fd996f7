// docs/behaviour/2-screens.md (My tickets) and docs/behaviour/5-validation.md: a citizen without a login proves a mobile number by SMS code to
// see their tickets. Next appears only once a code is typed; a code is sent only to a number that
// passes the mobile rules; Next checks the number and the code (the one rule of sms-code.ts)
// before asking the server.
import type { MessageKey } from '../i18n/translate.ts';
import { checkMobile } from '../common/phone.ts';
import { smsCodeProblem } from './sms-code.ts';

export interface SmsLoginForm {
  area: string;
  number: string;
  code: string;
}

export type SmsLoginField = 'mobile' | 'code';

export interface SmsLoginError {
  field: SmsLoginField;
  key: MessageKey;
}

/** docs/behaviour/5-validation.md (SMS code): "the SMS code is required before Next appears on my tickets". */
export function smsLoginNextShown(code: string): boolean {
  return smsCodeProblem(code) === null;
}

/** Why no code may be sent to this number yet (docs/behaviour/5-validation.md (Mobile)), or null. */
export function sendCodeProblem(area: string, number: string): MessageKey | null {
  return checkMobile(area, number);
}

/** Every field in error at Next, in page order; empty when the code may be checked. */
export function smsLoginErrors(form: SmsLoginForm): SmsLoginError[] {
  const errors: SmsLoginError[] = [];
  const mobile = checkMobile(form.area, form.number);
  if (mobile) errors.push({ field: 'mobile', key: mobile });
  const code = smsCodeProblem(form.code);
  if (code) errors.push({ field: 'code', key: code });
  return errors;
}
