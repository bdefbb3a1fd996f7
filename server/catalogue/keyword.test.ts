// SPEC.md §5 search input: the prohibited characters, only Chinese characters, digits and
// letters (and spaces between words), and keywordEmpty for an empty keyword.
import { expect, test } from 'vitest';
import { checkKeyword } from './keyword.ts';

test.each([...'*;"\'#=-+@%^&()[]{}<>\\/|?!`.~'])('§5 prohibited character %j → prohibitInput', (ch) => {
  expect(checkKeyword(`abc${ch}def`)).toEqual({ ok: false, reason: 'prohibitInput' });
});

test.each([
  ['身份證', '身份證'], ['passport', 'passport'], ['Renovação', 'Renovação'], ['BIR 2026', 'BIR 2026'], ['  spaced   words ', 'spaced words'],
  ['遥距服务', '遥距服务'], [2026, '2026'],
])('§5 letters, digits and Chinese characters: %j → searches %j', (raw, keyword) => {
  expect(checkKeyword(raw)).toEqual({ ok: true, keyword });
});

test.each([['$'], [','], ['，'], ['_'], ['\u0000'], ['😀'], ['a\tb\nc'.replace(/\s/g, '\u0001')]])('§5 only letters and digits: %j → prohibitInput', (raw) => {
  expect(checkKeyword(`x${raw}y`)).toEqual({ ok: false, reason: 'prohibitInput' });
});

test.each([[''], ['   '], [null], [undefined], [{}], [[]]])('§5 empty keyword %j → keywordEmpty', (raw) => {
  expect(checkKeyword(raw)).toEqual({ ok: false, reason: 'keywordEmpty' });
});

test('a keyword over 50 characters is refused', () => {
  expect(checkKeyword('a'.repeat(50))).toEqual({ ok: true, keyword: 'a'.repeat(50) });
  expect(checkKeyword('a'.repeat(51))).toEqual({ ok: false, reason: 'tooLong' });
});
