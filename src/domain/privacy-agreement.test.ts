import { describe, expect, it } from 'vitest';
import { t } from '../i18n/translate.ts';
import { AGREE_DEFAULT, agreementShown, checkAgreement } from './privacy-agreement.ts';

describe('docs/behaviour/2-screens.md, docs/behaviour/5-validation.md (Privacy agreement): only without a login, ticked by default, must be ticked (checkAgree)', () => {
  it('the box starts ticked', () => expect(AGREE_DEFAULT).toBe(true));

  it.each([
    ['not logged in → the agreement is shown', false, true],
    ['logged in → no agreement', true, false],
  ])('%s', (_name, loggedIn, shown) => {
    expect(agreementShown(loggedIn)).toBe(shown);
  });

  it.each([
    ['not logged in, ticked → passes', true, false, null],
    ['not logged in, unticked → "Please read and agree to the privacy clause"', false, false, 'Please read and agree to the privacy clause'],
    ['logged in, nothing to tick → passes', false, true, null],
  ])('%s', (_name, agreed, loggedIn, english) => {
    const problem = checkAgreement(agreed, loggedIn);
    expect(problem && t('en_us', problem)).toBe(english);
  });
});
