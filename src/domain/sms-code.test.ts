import { describe, expect, test } from 'vitest';
import { t } from '../i18n/translate.ts';
import { smsCodeProblem } from './sms-code.ts';

describe('the SMS code is required: Next asks for a code only when none was typed', () => {
  test.each([
    ['nothing typed → "Please enter the verification code"', '', 'Please enter the verification code'],
    ['only spaces → "Please enter the verification code"', '   ', 'Please enter the verification code'],
    ['one digit → checked by the server', '1', null],
    ['five digits → checked by the server', '12345', null],
    ['six digits → checked by the server', '123456', null],
  ] as const)('%s', (_name, code, english) => {
    const key = smsCodeProblem(code);
    expect(key === null ? null : t('en_us', key)).toBe(english);
  });
});
