import { describe, expect, it } from 'vitest';
import type { CheckIdCardFlags } from './api-contract.ts';
import { t } from '../i18n/translate.ts';
import { checkIdentityNumber, identityNumberRequired, normalizeIdentityNumber, type IdentityFlow } from './identity-number.ts';

const only = (flag: keyof CheckIdCardFlags): CheckIdCardFlags => ({
  checkIdCardReservation: false, checkIdCardTime: false, checkIdCardQueue: false, [flag]: true,
});
const queue: IdentityFlow = { kind: 'queue' };
const laterBooking: IdentityFlow = { kind: 'reservation', bookingToday: false, timedTicketsOn: true };
const todayTimed: IdentityFlow = { kind: 'reservation', bookingToday: true, timedTicketsOn: true };
const todayNoTimed: IdentityFlow = { kind: 'reservation', bookingToday: true, timedTicketsOn: false };

describe('docs/behaviour/5-validation.md identity number required by the reservation, timed-ticket or queue flag', () => {
  it.each([
    ['queue, queue flag on → required', only('checkIdCardQueue'), queue, true],
    ['queue, only the reservation flag on → not required', only('checkIdCardReservation'), queue, false],
    ['booking a later day, reservation flag on → required', only('checkIdCardReservation'), laterBooking, true],
    ['booking a later day, only the timed-ticket flag on → not required', only('checkIdCardTime'), laterBooking, false],
    ['booking today with timed tickets on, timed-ticket flag on → required', only('checkIdCardTime'), todayTimed, true],
    ['booking today with timed tickets on, only the reservation flag on → not required (a timed ticket)', only('checkIdCardReservation'), todayTimed, false],
    ['booking today with timed tickets off, reservation flag on → required', only('checkIdCardReservation'), todayNoTimed, true],
    ['booking today with timed tickets off, only the timed-ticket flag on → not required', only('checkIdCardTime'), todayNoTimed, false],
    ['flags missing (each defaults to false) → not required', null, queue, false],
    ['flags partly missing → the missing one is false', { checkIdCardReservation: true }, queue, false],
  ])('%s', (_name, flags, flow, required) => {
    expect(identityNumberRequired(flags, flow)).toBe(required);
  });
});

describe('docs/behaviour/5-validation.md (Identity number): not empty (notSupportNullId), exactly 8 or 18 long (errorIdLength)', () => {
  it.each([
    ['required, empty → "Please enter the identity document number"', '', true, 'Please enter the identity document number'],
    ['required, only spaces → notSupportNullId', '   ', true, 'Please enter the identity document number'],
    ['not required, empty → passes', '', false, null],
    ['8 characters → passes', '12345678', true, null],
    ['a Macau card as printed, "1234567(8)" → the brackets are not counted, passes', '1234567(8)', true, null],
    ['18 characters (mainland resident ID ending in X) → passes', '11010519491231002X', true, null],
    ['7 characters → errorIdLength', '1234567', true, 'The identity document number must be 8 or 18 characters long'],
    ['9 characters → errorIdLength', '123456789', true, 'The identity document number must be 8 or 18 characters long'],
    ['17 characters → errorIdLength', '11010519491231002', true, 'The identity document number must be 8 or 18 characters long'],
    ['spaces inside are not counted → "1234 5678" passes', '1234 5678', true, null],
    ['not required but typed with a wrong length → still errorIdLength', '12345', false, 'The identity document number must be 8 or 18 characters long'],
    ['8 characters with a symbol the server refuses → errorIdLength', '1234567*', true, 'The identity document number must be 8 or 18 characters long'],
  ])('%s', (_name, value, required, english) => {
    const problem = checkIdentityNumber(value, required);
    expect(problem && t('en_us', problem)).toBe(english);
  });

  it.each([
    ['sent without spaces, upper-cased: " 11010519491231002x " → "11010519491231002X"', ' 11010519491231002x ', '11010519491231002X'],
    ['sent without the check digit\'s brackets: "1234567(8)" → "12345678"', '1234567(8)', '12345678'],
  ])('%s', (_name, typed, sent) => {
    expect(normalizeIdentityNumber(typed)).toBe(sent);
  });
});
