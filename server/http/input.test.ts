// The one validation module's rules (docs/behaviour/5-validation.md), each a table: what passes and comes back
// cleaned, and what is a 400/601 with which message. Identity, mobile and keyword rules are the
// client's src/domain functions; these tables pin how the server words their verdicts.
import { describe, expect, test } from 'vitest';
import { t, type MessageKey } from '../i18n/messages.ts';
import { checkedKeyword, date, id, identityNo, mobile, splitFullNumber, text, time, typedMobile } from './input.ts';
import { Refusal, wordRefusal } from '../refusal.ts';

/** The 400/601 a check throws, as the client would read it (en_us). */
function refusal(check: () => unknown): { status: number; code: number | undefined; message: string } {
  try {
    check();
  } catch (err) {
    if (err instanceof Refusal) return { status: err.status, code: err.code, message: wordRefusal(err, 'en_us') };
    throw err;
  }
  throw new Error('the check passed');
}

const invalid = (key: MessageKey, params?: Record<string, string>) => ({ status: 400, code: 601, message: t('en_us', key, params) });

describe('search keyword', () => {
  test.each([...'*;"\'#=-+@%^&()[]{}<>\\/|?!`.~'])('docs/behaviour/5-validation.md prohibited character %j → prohibitInput', (ch) => {
    expect(refusal(() => checkedKeyword(`abc${ch}def`))).toEqual(invalid('prohibitInput'));
  });

  test.each([
    ['身份證', '身份證'], ['passport', 'passport'], ['Renovação', 'Renovação'], ['BIR 2026', 'BIR 2026'], ['  spaced   words ', 'spaced words'],
    ['遥距服务', '遥距服务'], [2026, '2026'], ['全\u3000角', '全 角'],
  ])('docs/behaviour/5-validation.md letters, digits and Chinese characters: %j → searches %j', (raw, searched) => {
    expect(checkedKeyword(raw)).toBe(searched);
  });

  test.each([['$'], [','], ['，'], ['_'], ['\u0000'], ['😀'], ['\u0001']])('docs/behaviour/5-validation.md only letters and digits: %j → prohibitInput', (raw) => {
    expect(refusal(() => checkedKeyword(`x${raw}y`))).toEqual(invalid('prohibitInput'));
  });

  test.each([[''], ['   '], [null], [undefined], [{}], [[]]])('docs/behaviour/5-validation.md empty keyword %j → keywordEmpty', (raw) => {
    expect(refusal(() => checkedKeyword(raw))).toEqual(invalid('keywordEmpty'));
  });

  test('a keyword of more than 50 characters (as the box counts them) is refused', () => {
    expect(checkedKeyword('a'.repeat(50))).toBe('a'.repeat(50));
    // Characters outside the basic plane count once, as in the search box.
    expect(checkedKeyword('𠀀'.repeat(50))).toBe('𠀀'.repeat(50));
    expect(refusal(() => checkedKeyword('a'.repeat(51)))).toEqual(invalid('tooLong', { field: 'keyword' }));
  });
});

describe('identity number', () => {
  test.each([
    ['1234567 8', '12345678'], ['1234567(8)', '12345678'], ['ab345678', 'AB345678'], ['11010519491231002x', '11010519491231002X'],
  ])('docs/behaviour/5-validation.md %j is accepted as %j', (raw, kept) => {
    expect(identityNo(raw, true)).toBe(kept);
  });

  test.each([
    ['', true, 'notSupportNullId'], ['1234567', false, 'errorIdLength'], ['123456789', false, 'errorIdLength'], ['1234-678', false, 'errorIdLength'],
  ] as const)('docs/behaviour/5-validation.md %j (required: %s) → %s', (raw, required, key) => {
    expect(refusal(() => identityNo(raw, required))).toEqual(invalid(key));
  });

  test('not required and empty → no number', () => {
    expect(identityNo(undefined, false)).toBe('');
  });
});

describe('mobile', () => {
  test.each([
    [undefined, '6612 3456', { mobArea: '853', mobNum: '66123456' }],
    ['+852', '91234567', { mobArea: '852', mobNum: '91234567' }],
    ['0086', '13812345678', { mobArea: '86', mobNum: '13812345678' }],
    [351, '912345678', { mobArea: '351', mobNum: '912345678' }],
  ])('docs/behaviour/5-validation.md area %j, number %j → %j', (area, num, phone) => {
    expect(mobile(area, num)).toEqual(phone);
  });

  test.each([
    ['853', '', 'notSupportNullMobil'], ['853', '66-123', 'inputOnlyNumber'], ['853', '123', 'errorMobileLength'],
    ['853', '1234567890123456', 'errorMobileLength'], ['86', '23456789012', 'mainlandStartsWithOne'], ['8x', '66123456', 'inputOnlyNumber'],
  ] as const)('docs/behaviour/5-validation.md area %j, number %j → %s', (area, num, key) => {
    expect(refusal(() => mobile(area, num))).toEqual(invalid(key));
  });

  test.each([
    ['85366123456', { mobArea: '853', mobNum: '66123456' }], ['+85291234567', { mobArea: '852', mobNum: '91234567' }],
    ['008613812345678', { mobArea: '86', mobNum: '13812345678' }], ['66123456', { mobArea: '853', mobNum: '66123456' }],
  ])('a full number %j is split into %j', (full, phone) => {
    expect(splitFullNumber(full)).toEqual(phone);
  });

  test('a full number that is empty or not digits is refused', () => {
    expect(refusal(() => splitFullNumber(' '))).toEqual(invalid('notSupportNullMobil'));
    expect(refusal(() => splitFullNumber('abc'))).toEqual(invalid('inputOnlyNumber'));
  });

  test.each([
    ['853', '+853 6612 3456', { mobArea: '853', mobNum: '66123456' }], ['853', '85366123456', { mobArea: '853', mobNum: '66123456' }],
    ['+852', '91234567', { mobArea: '852', mobNum: '91234567' }], [undefined, '0086 13812345678', { mobArea: '86', mobNum: '13812345678' }],
  ])('the SMS step: area %j, typed %j → %j', (area, typed, phone) => {
    expect(typedMobile(area, typed)).toEqual(phone);
  });
});

describe('ids, text, dates and times', () => {
  test.each([[1, 1], ['42', 42], [' 7 ', 7]])('id %j → %i', (raw, value) => {
    expect(id(raw, 'serviceId')).toBe(value);
  });

  test.each([[0], ['0'], [-1], [1.5], ['1e3'], ['x'], [''], [null], ['1234567890'], [{}]])('id %j → invalidId', (raw) => {
    expect(refusal(() => id(raw, 'serviceId'))).toEqual(invalid('invalidId', { field: 'serviceId' }));
  });

  test.each([
    [{ a: 1 }, 'invalidValue'], ['a\u0000b', 'invalidValue'], ['x'.repeat(11), 'tooLong'],
  ] as const)('text %j → %s', (raw, key) => {
    expect(refusal(() => text(raw, 'name', { max: 10 }))).toEqual(invalid(key, { field: 'name' }));
  });

  test('required text that is absent → mustInput', () => {
    expect(refusal(() => text('', 'deviceId', { required: true }))).toEqual(invalid('mustInput', { field: 'deviceId' }));
  });

  test.each([['24/11/2026', '2026-11-24'], ['2026-11-24', '2026-11-24'], ['1/2/2027', '2027-02-01']])('date %j → %j', (raw, iso) => {
    expect(date(raw, 'bookingDate')).toBe(iso);
  });

  test.each([['30/02/2026'], ['2026-13-01'], ['01/01/1899'], ['tomorrow']])('date %j → invalidDate', (raw) => {
    expect(refusal(() => date(raw, 'bookingDate'))).toEqual(invalid('invalidDate', { field: 'bookingDate' }));
  });

  test('an absent date is undefined, or the given message when it is required', () => {
    expect(date('', 'bookingDate')).toBeUndefined();
    expect(refusal(() => date(null, 'bookingDate', 'pleaseSelectDate'))).toEqual(invalid('pleaseSelectDate'));
  });

  test('times: H:mm or HH:mm; absent → the given message; anything else → invalidValue', () => {
    expect(time('9:30', 'bookingTime', 'pleaseFillInfo')).toBe('09:30');
    expect(refusal(() => time('', 'bookingTime', 'pleaseFillInfo'))).toEqual(invalid('pleaseFillInfo'));
    expect(refusal(() => time('25:00', 'bookingTime', 'pleaseFillInfo'))).toEqual(invalid('invalidValue', { field: 'bookingTime' }));
  });
});
