import { describe, expect, it } from 'vitest';
import { checkMobile, isAreaPrefixInProgress, COUNTRIES, digitsOnly, isValidDialPrefix, passesAreaRule, searchCountries, splitAreaAndNumber, stripWhitespace } from './phone.ts';

describe('phone input keeps only digits (docs/behaviour/5-validation.md (Mobile) "Only digits are kept in the phone input")', () => {
  it.each([
    ['"6612 3456" → "66123456"', '6612 3456', '66123456'],
    ['"+853-6612" → "8536612"', '+853-6612', '8536612'],
    ['"abc" → ""', 'abc', ''],
    ['full-width digits are not ASCII digits → dropped', '６６１', ''],
  ])('%s', (_name, input, out) => {
    expect(digitsOnly(input)).toBe(out);
  });
});

describe('whitespace stripped from mobile (docs/behaviour/5-validation.md)', () => {
  it.each([
    ['spaces', ' 6612 3456 ', '66123456'],
    ['tab and newline', '6612\t34\n56', '66123456'],
    ['full-width space', '6612\u30003456', '66123456'],
  ])('%s', (_name, input, out) => {
    expect(stripWhitespace(input)).toBe(out);
  });
});

describe('default validity: prefix of a dial code passes, or starts with one (docs/behaviour/5-validation.md)', () => {
  it.each([
    ['"8" (prefix of 853) → valid', '8', true],
    ['"85" (prefix of 853/852) → valid', '85', true],
    ['"853" (a dial code) → valid', '853', true],
    ['"85366123456" (starts with 853) → valid', '85366123456', true],
    ['"8613800000000" (starts with 86) → valid', '8613800000000', true],
    ['"+853 6612" (formatting ignored) → valid', '+853 6612', true],
    ['"" (nothing typed yet) → valid', '', true],
    ['"999" (no dial code starts so, none is its prefix) → invalid', '999', false],
    ['"0" → invalid', '0', false],
  ])('%s', (_name, value, valid) => {
    expect(isValidDialPrefix(value)).toBe(valid);
  });
});

describe('mainland numbers start with 1 (docs/behaviour/5-validation.md)', () => {
  it.each([
    ['86 + 13800138000 → passes', '86', '13800138000', true],
    ['86 + 23800138000 → fails', '86', '23800138000', false],
    ['853 + 66123456 → passes (no rule for Macau)', '853', '66123456', true],
    ['852 + 91234567 → passes (no rule for Hong Kong)', '852', '91234567', true],
  ])('%s', (_name, area, number, ok) => {
    expect(passesAreaRule(area, number)).toBe(ok);
  });
});

describe('mobile check → message key (docs/behaviour/5-validation.md, docs/behaviour/8-errors.md)', () => {
  it.each([
    ['empty → notSupportNullMobil', '853', '', 'messages.notSupportNullMobil'],
    ['only spaces → notSupportNullMobil', '853', '   ', 'messages.notSupportNullMobil'],
    ['letters → inputOnlyNumber', '853', '66ab3456', 'messages.inputOnlyNumber'],
    ['"+853…" typed in the number → inputOnlyNumber', '853', '+85366123456', 'messages.inputOnlyNumber'],
    ['86 not starting with 1 → mainland rule', '86', '23800138000', 'components.phoneInput.mainlandStartsWithOne'],
    ['86 starting with 1 → passes', '86', '13800138000', null],
    ['853 with spaces → passes (whitespace stripped)', '853', '6612 3456', null],
    ['3 digits → errorMobileLength', '853', '661', 'messages.errorMobileLength'],
    ['4 digits (the shortest the server takes) → passes', '853', '6612', null],
    ['15 digits (the longest) → passes', '853', '661234566123456', null],
    ['16 digits → errorMobileLength', '853', '6612345661234567', 'messages.errorMobileLength'],
    ['86, too short and not starting with 1 → the length first', '86', '23', 'messages.errorMobileLength'],
  ])('%s', (_name, area, number, problem) => {
    expect(checkMobile(area, number)).toBe(problem);
  });
});

describe('SMS step splits area and number (docs/behaviour/5-validation.md (Mobile) "+853, +86 and +852 prefixes are split")', () => {
  it.each([
    ['"+853 6612 3456" → 853 / 66123456', '+853 6612 3456', '853', '853', '66123456'],
    ['"+85291234567" with 853 selected → 852 / 91234567', '+85291234567', '853', '852', '91234567'],
    ['"+8613800138000" → 86 / 13800138000', '+8613800138000', '853', '86', '13800138000'],
    ['"0085366123456" → 853 / 66123456', '0085366123456', '853', '853', '66123456'],
    ['"008613800138000" → 86 / 13800138000', '008613800138000', '852', '86', '13800138000'],
    ['"85366123456" with 853 selected → 853 / 66123456', '85366123456', '853', '853', '66123456'],
    ['"8613800138000" with 86 selected → 86 / 13800138000', '8613800138000', '86', '86', '13800138000'],
    ['"66123456" with 853 selected → unchanged', '66123456', '853', '853', '66123456'],
    ['"853123" (too short to hold a code) → unchanged', '853123', '853', '853', '853123'],
    ['"+44 7700 900123" (other country) → keeps selected area, digits only', '+44 7700 900123', '853', '853', '447700900123'],
    ['whitespace stripped', ' 6612  3456 ', '853', '853', '66123456'],
    ['"+85" (a prefix still being typed) → unchanged, for the mobile check to refuse', '+85', '853', '853', '+85'],
    ['"00" → unchanged', '00', '86', '86', '00'],
  ])('%s', (_name, input, selected, area, number) => {
    expect(splitAreaAndNumber(input, selected)).toEqual({ area, number });
  });
});

describe('country search matches the name prefix (docs/behaviour/5-validation.md (Mobile) "Country search is matched on name prefix")', () => {
  const names: Record<string, string> = { MO: 'Macao', HK: 'Hong Kong', CN: 'China', PT: 'Portugal', TW: 'Taiwan' };
  const nameOf = (region: string) => names[region] ?? region;
  const sample = COUNTRIES.filter((c) => c.region in names);
  it.each([
    ['"ma" → Macao', 'ma', ['MO']],
    ['"MA" (case-insensitive) → Macao', 'MA', ['MO']],
    ['"a" matches no name start (Taiwan contains "a" but does not start with it)', 'a', []],
    ['"po" → Portugal', 'po', ['PT']],
    ['"+85" → dial codes 853 and 852', '+85', ['MO', 'HK']],
    ['"" → every country', '', ['MO', 'HK', 'CN', 'TW', 'PT']],
  ])('%s', (_name, query, regions) => {
    expect(searchCountries(query, nameOf, sample).map((c) => c.region)).toEqual(regions);
  });

  it('the three offered areas come first, 853 the default (docs/behaviour/3-entities.md)', () => {
    expect(COUNTRIES.slice(0, 3).map((c) => c.dial)).toEqual(['853', '852', '86']);
  });
});

describe('typing an international prefix (docs/behaviour/5-validation.md (Mobile) "+853, +86 and +852 prefixes are split")', () => {
  it.each([
    ['"+" → still typing', '+', true],
    ['"+8" → still typing', '+8', true],
    ['"+85" → still typing (853 or 852)', '+85', true],
    ['"00" → still typing', '00', true],
    ['"008" → still typing', '008', true],
    ['"+853" → complete, split now', '+853', false],
    ['"+86" → complete, split now', '+86', false],
    ['"+4" → no offered area starts so', '+4', false],
    ['"+8536" → complete with a digit after', '+8536', false],
    ['"66" → a plain number', '66', false],
    ['"" → nothing typed', '', false],
  ])('%s', (_name, input, inProgress) => {
    expect(isAreaPrefixInProgress(input)).toBe(inProgress);
  });
});
