import { describe, expect, test } from 'vitest';
import { t } from '../i18n/translate.ts';
import { sendCodeProblem, smsLoginErrors, smsLoginNextShown, type SmsLoginForm } from './sms-login.ts';

describe('docs/behaviour/5-validation.md my tickets: the SMS code is required before Next appears', () => {
  test.each([
    ['no code typed → no Next', '', false],
    ['only spaces → no Next', '  ', false],
    ['one digit typed → Next', '1', true],
    ['a full code → Next', '123456', true],
  ] as const)('%s', (_name, code, shown) => {
    expect(smsLoginNextShown(code)).toBe(shown);
  });
});

describe('docs/behaviour/5-validation.md my tickets: a code goes only to a number that passes the mobile rules', () => {
  test.each([
    ['853 66123456 → sent', '853', '66123456', null],
    ['an empty number → "Please enter the mobile number"', '853', '', 'Please enter the mobile number'],
    ['three digits → "The mobile number length is incorrect"', '853', '661', 'The mobile number length is incorrect'],
    ['a mainland number not starting with 1 → refused', '86', '23812345678', 'Mainland China numbers start with 1'],
    ['a mainland number starting with 1 → sent', '86', '13812345678', null],
  ] as const)('%s', (_name, area, number, english) => {
    const key = sendCodeProblem(area, number);
    expect(key === null ? null : t('en_us', key)).toBe(english);
  });
});

describe('docs/behaviour/2-screens.md (My tickets): Next checks the number and the code before asking the server', () => {
  const form = (over: Partial<SmsLoginForm>): SmsLoginForm => ({ area: '853', number: '66123456', code: '123456', ...over });
  const errors = (f: SmsLoginForm) => smsLoginErrors(f).map((e) => `${e.field}: ${t('en_us', e.key)}`);

  test.each([
    ['a valid number and six digits → checked with the server', form({}), []],
    ['five digits → checked with the server, which says whether they are right', form({ code: '12345' }), []],
    ['no code → the code is required', form({ code: '' }), ['code: Please enter the verification code']],
    ['no number and no code → the number first, then the code', form({ number: '', code: '' }), ['mobile: Please enter the mobile number', 'code: Please enter the verification code']],
    ['a number too short, code fine → the number only', form({ number: '12' }), ['mobile: The mobile number length is incorrect']],
  ] as const)('%s', (_name, f, expected) => {
    expect(errors(f)).toEqual(expected);
  });
});
