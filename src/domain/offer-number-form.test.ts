import { describe, expect, it } from 'vitest';
import { t } from '../i18n/translate.ts';
import { checkOfferNumberForm, type OfferNumberContext, type OfferNumberForm } from './offer-number-form.ts';

const good: OfferNumberForm = { reminder: { checked: false, count: null }, identifyNo: '12345678', mobArea: '853', mobNum: '66123456', agree: true };
const anonymous: OfferNumberContext = { figures: { minCntToAlert: 1, maxCntToAlert: 5, waitCount: 8 }, identityRequired: true, loggedIn: false };

/** "field: English message" per error, in the order the form reports them. */
const errors = (form: OfferNumberForm, context: OfferNumberContext) =>
  checkOfferNumberForm(form, context).map((e) => `${e.field}: ${t('en_us', e.message.key, e.message.params)}`);

describe('docs/behaviour/5-validation.md (Queue page): identity number when required, mobile, agree, reminder — field errors in page order', () => {
  it.each([
    ['everything filled in → no error', good, anonymous, []],
    ['identity number empty and required → identifyNo first', { ...good, identifyNo: '' }, anonymous, ['identifyNo: Please enter the identity document number']],
    ['identity number empty, not required → no error', { ...good, identifyNo: '' }, { ...anonymous, identityRequired: false }, []],
    ['identity number of 10 characters → errorIdLength', { ...good, identifyNo: '1234567890' }, anonymous, ['identifyNo: The identity document number must be 8 or 18 characters long']],
    ['mobile empty → notSupportNullMobil', { ...good, mobNum: '' }, anonymous, ['mobile: Please enter the mobile number']],
    ['mobile with letters → inputOnlyNumber', { ...good, mobNum: '6612abcd' }, anonymous, ['mobile: Only digits are allowed']],
    ['mobile too short → errorMobileLength', { ...good, mobNum: '661' }, anonymous, ['mobile: The mobile number length is incorrect']],
    ['mainland number not starting with 1 → the mainland rule', { ...good, mobArea: '86', mobNum: '23800138000' }, anonymous, ['mobile: Mainland China numbers start with 1']],
    ['agreement unticked, not logged in → checkAgree', { ...good, agree: false }, anonymous, ['agree: Please read and agree to the privacy clause']],
    ['agreement unticked, logged in (no agreement shown) → no error', { ...good, agree: false }, { ...anonymous, loggedIn: true }, []],
    ['reminder ticked without a count → inputAlertNum', { ...good, reminder: { checked: true, count: null } }, anonymous, ['cntToAlert: Please choose how many people ahead to be reminded']],
    ['reminder count past the options → the range', { ...good, reminder: { checked: true, count: 6 } }, anonymous, ['cntToAlert: Choose between 1 and 5 people ahead']],
    ['everything wrong → every field, in page order: reminder, identity number, mobile, agreement',
      { reminder: { checked: true, count: null }, identifyNo: '', mobArea: '853', mobNum: '', agree: false }, anonymous,
      ['cntToAlert: Please choose how many people ahead to be reminded', 'identifyNo: Please enter the identity document number', 'mobile: Please enter the mobile number', 'agree: Please read and agree to the privacy clause']],
    ['one-account citizen (area cleared, prefilled) → no error', { ...good, mobArea: '', agree: false }, { ...anonymous, loggedIn: true }, []],
  ])('%s', (_name, form, context, shown) => {
    expect(errors(form, context)).toEqual(shown);
  });
});
