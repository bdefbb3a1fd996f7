import { describe, expect, test } from 'vitest';
import type { CheckIdCardFlags } from '../common/api-contract.ts';
import { t } from '../i18n/translate.ts';
import { identityRequiredForBooking, reserveFieldOf, reserveFormErrors, type IdentityCheck, type ReserveForm, type ReserveFormRules } from './reserve-form-check.ts';

// docs/behaviour/5-validation.md's identity rule, as the form receives it.
const identity: IdentityCheck = (value) => {
  const id = value.replace(/\s+/g, '');
  if (id === '') return 'messages.notSupportNullId';
  return id.length === 8 || id.length === 18 ? null : 'messages.errorIdLength';
};

const FILLED: ReserveForm = { bookDate: '01/12/2026', bookTime: '09:30', identifyNo: '12345678', mobArea: '853', mobNum: '66123456', agree: true };
const ANONYMOUS: ReserveFormRules = { identityRequired: true, agreementShown: true };

const rows: Array<[string, Partial<ReserveForm>, Partial<ReserveFormRules>, string[]]> = [
  ['everything filled → no error', {}, {}, []],
  ['no date → pleaseSelectDate on the date', { bookDate: null }, {}, ['bookingDate: Please select a booking date']],
  ['no time → pleaseFillInfo on the time', { bookTime: null }, {}, ['bookingTime: Please fill in all the information']],
  ['identity required and empty → notSupportNullId', { identifyNo: '' }, {}, ['identifyNo: Please enter the identity document number']],
  ['identity required, 7 characters → errorIdLength', { identifyNo: '1234567' }, {}, ['identifyNo: The identity document number must be 8 or 18 characters long']],
  ['identity not required and empty → no error', { identifyNo: '' }, { identityRequired: false }, []],
  ['mobile empty → notSupportNullMobil', { mobNum: '' }, {}, ['mobile: Please enter the mobile number']],
  ['mobile with letters → inputOnlyNumber', { mobNum: '6612a456' }, {}, ['mobile: Only digits are allowed']],
  ['mainland number not starting with 1 → refused', { mobArea: '86', mobNum: '23456789012' }, {}, ['mobile: Mainland China numbers start with 1']],
  ['one-account citizen (area cleared) → the number alone is checked', { mobArea: '' }, { agreementShown: false }, []],
  ['agreement shown and unticked → checkAgree', { agree: false }, {}, ['agree: Please read and agree to the privacy clause']],
  ['agreement not shown (logged in), unticked → no error', { agree: false }, { agreementShown: false }, []],
  ['an empty form → every error, in the form’s order (the first is focused)', { bookDate: null, bookTime: null, identifyNo: '', mobNum: '', agree: false }, {}, [
    'bookingDate: Please select a booking date',
    'bookingTime: Please fill in all the information',
    'identifyNo: Please enter the identity document number',
    'mobile: Please enter the mobile number',
    'agree: Please read and agree to the privacy clause',
  ]],
];

describe('docs/behaviour/5-validation.md (Reserve): date, time, identity when required, mobile, agree', () => {
  test.each(rows)('%s', (_name, form, rules, expected) => {
    const errors = reserveFormErrors({ ...FILLED, ...form }, { ...ANONYMOUS, ...rules }, identity);
    expect(errors.map((e) => `${e.field}: ${t('en_us', e.key)}`)).toEqual(expected);
  });
});

const TODAY = '2026-11-30';
const required: Array<[string, Partial<CheckIdCardFlags>, string | null, boolean, boolean]> = [
  ['reservation flag on → required on any day', { checkIdCardReservation: true }, '01/12/2026', false, true],
  ['no flag → not required', {}, '30/11/2026', true, false],
  ['timed-ticket flag, booking today with timed tickets on → required', { checkIdCardTime: true }, '30/11/2026', true, true],
  ['timed-ticket flag, booking another day → not required', { checkIdCardTime: true }, '01/12/2026', true, false],
  ['timed-ticket flag, today but timed tickets off → not required', { checkIdCardTime: true }, '30/11/2026', false, false],
  ['timed-ticket flag, no date picked yet → not required', { checkIdCardTime: true }, null, true, false],
  ['queue flag only → not required for a booking', { checkIdCardQueue: true }, '30/11/2026', true, false],
];

describe('docs/behaviour/5-validation.md identity number required by the reservation flag, or the timed-ticket flag when booking today', () => {
  test.each(required)('%s', (_name, flags, bookDate, timedOn, expected) => {
    expect(identityRequiredForBooking(flags, bookDate, TODAY, timedOn)).toBe(expected);
  });
});

describe('reserveFieldOf: the form field a server refusal names', () => {
  test.each([
    ['bookingDate', 'bookingDate'],
    ['bookingTime', 'bookingTime'],
    ['identifyNo', 'identifyNo'],
    ['mobNum', 'mobile'],
    ['mobArea', 'mobile'],
    ['serviceId', null],
    [undefined, null],
  ] as const)('%s → %s', (wire, field) => {
    expect(reserveFieldOf(wire)).toBe(field);
  });
});

