// Language resolution from the link's `language` parameter or the `language` attribute (docs/behaviour/1-product.md).
import { describe, expect, it } from 'vitest';
import { DEFAULT_LANGUAGE, LANGUAGES, isLang, resolveLanguage, type Lang } from './languages.ts';

const CASES: [string | null | undefined, Lang][] = [
  // The inputs docs/behaviour/1-product.md names.
  ['zh-MO', 'zh_hant'],
  ['zh-Hant', 'zh_hant'],
  ['zh-hans', 'zh_hans'],
  ['pt', 'pt_pt'],
  ['en', 'en_us'],
  // Case variants.
  ['ZH-MO', 'zh_hant'],
  ['zh-mo', 'zh_hant'],
  ['zh-HANT', 'zh_hant'],
  ['zh-Hans', 'zh_hans'],
  ['ZH-HANS', 'zh_hans'],
  ['PT', 'pt_pt'],
  ['EN', 'en_us'],
  ['  en  ', 'en_us'],
  // The internal codes themselves, any case, either separator.
  ['zh_hant', 'zh_hant'],
  ['zh_hans', 'zh_hans'],
  ['pt_pt', 'pt_pt'],
  ['en_us', 'en_us'],
  ['EN_US', 'en_us'],
  ['pt-PT', 'pt_pt'],
  ['en-US', 'en_us'],
  // Regional and script suffixes a host's own i18n may pass.
  ['zh-Hans-CN', 'zh_hans'],
  ['zh-Hant-MO', 'zh_hant'],
  ['pt-BR', 'pt_pt'],
  ['en-GB', 'en_us'],
  // Anything else → traditional Chinese.
  ['', 'zh_hant'],
  [null, 'zh_hant'],
  [undefined, 'zh_hant'],
  ['fr', 'zh_hant'],
  ['zh', 'zh_hant'],
  ['zh-TW', 'zh_hant'],
  ['zh-HK', 'zh_hant'],
  ['english', 'zh_hant'],
  ['zh_hansx', 'zh_hant'],
  ['ptx', 'zh_hant'],
];

describe('resolveLanguage (docs/behaviour/1-product.md)', () => {
  it.each(CASES)('language=%j → %s', (input, expected) => {
    expect(resolveLanguage(input)).toBe(expected);
  });

  it('the default is traditional Chinese', () => {
    expect(DEFAULT_LANGUAGE).toBe('zh_hant');
  });

  it('the four internal codes, traditional Chinese first', () => {
    expect(LANGUAGES).toEqual(['zh_hant', 'zh_hans', 'pt_pt', 'en_us']);
  });
});

describe('isLang', () => {
  it.each([
    ['zh_hant', true],
    ['en_us', true],
    ['en', false],
    ['EN_US', false],
    [undefined, false],
    [3, false],
  ] as [unknown, boolean][])('%j → %s', (value, expected) => {
    expect(isLang(value)).toBe(expected);
  });
});
