import { describe, expect, it } from 'vitest';
import { t } from '../i18n/translate.ts';
import {
  cleanSearchInput,
  PROHIBIT_INPUT_MS,
  PROHIBITED_CHARACTERS,
  SEARCH_KEYWORD_MAX_LENGTH,
  searchKeyword,
  TYPE_AHEAD_DEBOUNCE_MS,
  typeAheadKeyword,
} from './search-input.ts';

describe('docs/behaviour/5-validation.md (Search input): prohibited characters are stripped and prohibitInput shows', () => {
  it.each([...PROHIBITED_CHARACTERS].map((c) => [`"身份${c}證" → "身份證", notice`, `身份${c}證`]))('%s', (_name, typed) => {
    expect(cleanSearchInput(typed)).toEqual({ text: '身份證', prohibitInput: true });
  });

  it('the list is the one of docs/behaviour/5-validation.md: * ; " \' # = - + @ % ^ & ( ) [ ] { } < > \\ / | ? ! ` . ~', () => {
    expect([...PROHIBITED_CHARACTERS].sort()).toEqual(['*', ';', '"', "'", '#', '=', '-', '+', '@', '%', '^', '&', '(', ')', '[', ']', '{', '}', '<', '>', '\\', '/', '|', '?', '!', '`', '.', '~'].sort());
  });

  it('messages.prohibitInput shows for 2 s (docs/behaviour/9-constants.md)', () => {
    expect(PROHIBIT_INPUT_MS).toBe(2000);
    expect(t('en_us', 'messages.prohibitInput')).toBe('Special characters are not allowed');
  });
});

describe('docs/behaviour/5-validation.md (Search input): only Chinese characters, digits and letters are kept', () => {
  it.each([
    ['Chinese characters → kept, no notice', '出入境事務廳', '出入境事務廳', false],
    ['letters and digits → kept, no notice', 'BIR 2024', 'BIR 2024', false],
    ['Portuguese accented letters are letters → kept', 'Serviço de Identificação', 'Serviço de Identificação', false],
    ['a space while typing → kept, the next word follows', 'bilhete ', 'bilhete ', false],
    ['a tab or a full-width space → a plain space', '身份\u3000證\tA', '身份 證 A', false],
    ['other symbols ($, comma, emoji) → stripped, notice', 'a$b,c😀', 'abc', true],
    ['full-width punctuation (＊, ？) → stripped, notice', '身份＊證？', '身份證', true],
    ['a pasted SQL-like text → letters only', "x' OR 1=1 --", 'x OR 11 ', true],
    ['nothing removed → no notice', 'passport', 'passport', false],
  ])('%s', (_name, typed, text, prohibitInput) => {
    expect(cleanSearchInput(typed)).toEqual({ text, prohibitInput });
  });

  it(`the box keeps at most ${SEARCH_KEYWORD_MAX_LENGTH} characters (the server's bound)`, () => {
    expect(Array.from(cleanSearchInput('證'.repeat(80)).text)).toHaveLength(50);
  });
});

describe('docs/behaviour/5-validation.md an empty keyword shows keywordEmpty ("Please enter the enquiry content")', () => {
  it.each([
    ['"" → keywordEmpty', '', null],
    ['only spaces → keywordEmpty', '   ', null],
    ['only prohibited characters → keywordEmpty', '***', null],
    ['"  passport  " → "passport" (trimmed)', '  passport  ', 'passport'],
    ['"bilhete   de identidade" → inner spaces collapsed', 'bilhete   de identidade', 'bilhete de identidade'],
  ])('%s', (_name, text, keyword) => {
    const check = searchKeyword(text);
    if (keyword === null) expect(check.ok ? check.keyword : t('en_us', check.messageKey)).toBe('Please enter the enquiry content');
    else expect(check).toEqual({ ok: true, keyword });
  });
});

describe('docs/behaviour/2-screens.md, docs/behaviour/9-constants.md type-ahead: debounced 500 ms; clearing the text hides the recommendations', () => {
  it('debounce is 500 ms', () => expect(TYPE_AHEAD_DEBOUNCE_MS).toBe(500));
  it.each([
    ['"護照" → recommendations for "護照"', '護照', '護照'],
    ['cleared → no recommendations', '', null],
    ['only spaces → no recommendations', '  ', null],
  ])('%s', (_name, text, query) => {
    expect(typeAheadKeyword(text)).toBe(query);
  });
});
