import { describe, expect, test } from 'vitest';
import type { ParameterType, ParameterValue, ReservationParameter } from '../common/api-contract.ts';
import { t } from '../i18n/translate.ts';
import {
  checksOnChange,
  cleanParameterValue,
  filledParameters,
  MIN_PARAMETER_DATE,
  pageAfterParameterCheck,
  parameterError,
  parameterFormErrors,
  parameterFormMessage,
  prefillParameters,
  type ParameterEntry,
} from './parameter-form.ts';
import type { IdentityCheck } from './reserve-form-check.ts';

const TODAY = '2026-11-30';
// docs/behaviour/5-validation.md's identity rule, as the form receives it.
const identity: IdentityCheck = (value) => (value === '' ? 'messages.notSupportNullId' : value.length === 8 || value.length === 18 ? null : 'messages.errorIdLength');

const param = (parameterType: ParameterType, extra: Partial<ReservationParameter> = {}): ReservationParameter => ({ parameterType, name: parameterType, ...extra });
const OPTION = param('OPTION', { options: [{ value: 'OFFICE' }, { value: 'OUTSIDE' }] });

/** The message in English, or 'ok'. */
function verdict(parameter: ReservationParameter, typed: ParameterValue | null): string {
  const key = parameterError(parameter, cleanParameterValue(parameter.parameterType, typed), TODAY, identity);
  return key ? t('en_us', key) : 'ok';
}

const checks: Array<[string, ReservationParameter, ParameterValue | null, string]> = [
  ['NAME empty → required to fill in', param('NAME'), '', 'Required to fill in'],
  ['NAME only spaces → required to fill in', param('NAME'), '   ', 'Required to fill in'],
  ['NAME given → ok', param('NAME'), '陳大文', 'ok'],
  ['IDNUMBER empty → required to fill in', param('IDNUMBER'), '', 'Required to fill in'],
  ['IDNUMBER of 7 characters → checked as an identity number', param('IDNUMBER'), '1234567', 'The identity document number must be 8 or 18 characters long'],
  ['IDNUMBER "1234 5678" → spaces removed, 8 characters, ok', param('IDNUMBER'), '1234 5678', 'ok'],
  ['NUMBER "12" → ok', param('NUMBER'), '12', 'ok'],
  ['NUMBER "1.5" → ok (numeric)', param('NUMBER'), '1.5', 'ok'],
  ['NUMBER "12a" → must be numeric', param('NUMBER'), '12a', 'Please enter a number'],
  ['NUMBER empty → required to fill in', param('NUMBER'), '', 'Required to fill in'],
  ['MOBILENUMBER empty → ok (the mobile parameter is not required)', param('MOBILENUMBER'), { mobArea: '853', mobNum: '' }, 'ok'],
  ['MOBILENUMBER empty but marked required by the service → required to fill in (as the server checks)', param('MOBILENUMBER', { required: true }), { mobArea: '853', mobNum: '' }, 'Required to fill in'],
  ['MOBILENUMBER given → checked as a phone', param('MOBILENUMBER'), { mobArea: '853', mobNum: '6612 3456' }, 'ok'],
  ['MOBILENUMBER with letters → only digits', param('MOBILENUMBER'), { mobArea: '853', mobNum: '66ab3456' }, 'Only digits are allowed'],
  ['MOBILENUMBER mainland not starting with 1 → refused', param('MOBILENUMBER'), { mobArea: '86', mobNum: '23800138000' }, 'Mainland China numbers start with 1'],
  ['DATE empty → required to select', param('DATE'), '', 'Required to select'],
  ['DATE 01/12/2026 → ok', param('DATE'), '01/12/2026', 'ok'],
  ['DATE 1 January 1900 → ok (the minimum date)', param('DATE'), '01/01/1900', 'ok'],
  ['DATE 31 December 1899 → before 1900, refused', param('DATE'), '31/12/1899', 'The date cannot be earlier than 1900'],
  ['DATE 31/02/2026 → not a date', param('DATE'), '31/02/2026', 'Please enter a valid date'],
  ['DATE in the future → ok (only a birthday cannot be)', param('DATE'), '01/12/2030', 'ok'],
  ['BIRTHDAY today → ok', param('BIRTHDAY'), '30/11/2026', 'ok'],
  ['BIRTHDAY tomorrow → cannot be in the future', param('BIRTHDAY'), '01/12/2026', 'The date of birth cannot be later than today'],
  ['BIRTHDAY in 1899 → before 1900, refused', param('BIRTHDAY'), '1899-06-01', 'The date cannot be earlier than 1900'],
  ['BIRTHDAY empty → required to select', param('BIRTHDAY'), null, 'Required to select'],
  ['GENDER M → ok', param('GENDER'), 'M', 'ok'],
  ['GENDER not chosen → required to select', param('GENDER'), '', 'Required to select'],
  ['GENDER X → required to select', param('GENDER'), 'X', 'Required to select'],
  ['OPTION one of its options → ok', OPTION, 'OUTSIDE', 'ok'],
  ['OPTION not one of its options → required to select', OPTION, 'ELSEWHERE', 'Required to select'],
  ['OPTION not chosen → required to select', OPTION, null, 'Required to select'],
];

describe('docs/behaviour/5-validation.md (Parameters): every non-mobile parameter needs a value; identity, phone and number checks; dates from 1900; no birthday in the future', () => {
  test.each(checks)('%s', (_name, parameter, typed, expected) => {
    expect(verdict(parameter, typed)).toBe(expected);
  });

  test('the minimum date is 1900-01-01 (docs/behaviour/9-constants.md)', () => {
    expect(MIN_PARAMETER_DATE).toBe('1900-01-01');
  });
});

const cleaning: Array<[string, ParameterType, ParameterValue | null, ParameterValue | null]> = [
  ['NAME "CHAN TAI MAN " → whitespace removed', 'NAME', 'CHAN TAI MAN ', 'CHANTAIMAN'],
  ['IDNUMBER " 1234 5678" → whitespace removed', 'IDNUMBER', ' 1234 5678', '12345678'],
  ['NUMBER "1 2" → whitespace removed', 'NUMBER', '1 2', '12'],
  ['MOBILENUMBER "6612 3456" → whitespace removed from the number', 'MOBILENUMBER', { mobArea: '853', mobNum: '6612 3456' }, { mobArea: '853', mobNum: '66123456' }],
  ['DATE empty → not kept', 'DATE', '', null],
  ['BIRTHDAY blank → not kept', 'BIRTHDAY', '  ', null],
  ['DATE 2026-12-01 → kept, written DD/MM/YYYY', 'DATE', '2026-12-01', '01/12/2026'],
  ['DATE 01/12/2026 → kept as is', 'DATE', '01/12/2026', '01/12/2026'],
  ['OPTION value → kept as chosen', 'OPTION', 'OFFICE', 'OFFICE'],
  ['nothing → nothing', 'NAME', null, null],
];

describe('docs/behaviour/5-validation.md whitespace removed from text, name and ID values; date and birthday kept only if not empty', () => {
  test.each(cleaning)('%s', (_name, type, typed, expected) => {
    expect(cleanParameterValue(type, typed)).toEqual(expected);
  });
});

const NAME = param('NAME');
const ID = param('IDNUMBER');
const BIRTHDAY = param('BIRTHDAY');
const GENDER = param('GENDER', { value: 'F' });
const shown = (entries: ParameterEntry[]) => entries.map((e) => `${e.parameter.parameterType}=${e.value ?? ''}${e.locked ? ' (locked)' : ''}`);

const prefills: Array<[string, Parameters<typeof prefillParameters>[1], string[]]> = [
  ['profile with name, identity number and birthday → all three prefilled and locked', { name: '陳大文', identifyNo: '12345678', birthday: '12/04/1985' }, [
    'NAME=陳大文 (locked)', 'IDNUMBER=12345678 (locked)', 'BIRTHDAY=12/04/1985 (locked)', 'GENDER=F',
  ]],
  ['a birthday given as YYYY-MM-DD → prefilled as DD/MM/YYYY', { birthday: '1985-04-12' }, ['NAME=', 'IDNUMBER=', 'BIRTHDAY=12/04/1985 (locked)', 'GENDER=F']],
  ['profile without a birthday → birthday left to the citizen', { name: '陳大文', identifyNo: '12345678', birthday: null }, [
    'NAME=陳大文 (locked)', 'IDNUMBER=12345678 (locked)', 'BIRTHDAY=', 'GENDER=F',
  ]],
  ['an empty name in the profile → not locked', { name: '  ', identifyNo: '12345678' }, ['NAME=', 'IDNUMBER=12345678 (locked)', 'BIRTHDAY=', 'GENDER=F']],
  ['anonymous citizen (no profile) → nothing locked; the server’s value kept', null, ['NAME=', 'IDNUMBER=', 'BIRTHDAY=', 'GENDER=F']],
];

describe('docs/behaviour/2-screens.md parameter form: name and ID prefilled and disabled when the profile has them; a known birthday prefilled and locked', () => {
  test.each(prefills)('%s', (_name, citizen, expected) => {
    expect(shown(prefillParameters([NAME, ID, BIRTHDAY, GENDER], citizen))).toEqual(expected);
  });
});

describe('the whole form', () => {
  test('errors in the form’s order by field index; locked fields are not checked; the toast says pleaseFillInfo while a field is empty', () => {
    const entries = prefillParameters([NAME, ID, BIRTHDAY, param('NUMBER', { value: 'x' })], { name: '陳大文', identifyNo: '1234567' });
    const errors = parameterFormErrors(entries, TODAY, identity);
    expect(errors.map((e) => `${e.field}: ${t('en_us', e.key)}`)).toEqual(['2: Required to select', '3: Please enter a number']);
    expect(parameterFormMessage(errors)).toBe('messages.pleaseFillInfo');
  });

  test('no field empty → the toast is the first field’s message', () => {
    const errors = parameterFormErrors(prefillParameters([param('NUMBER', { value: 'x' })], null), TODAY, identity);
    expect(parameterFormMessage(errors)).toBe('pages.setParams.numberOnly');
    expect(parameterFormMessage([])).toBeNull();
  });

  test('what is sent: typed values cleaned, locked ones as the profile gave them', () => {
    const entries = prefillParameters([NAME, ID], { name: 'CHAN TAI MAN' });
    entries[1]!.value = ' 1234 5678 ';
    expect(filledParameters(entries).map((p) => p.value)).toEqual(['CHAN TAI MAN', '12345678']);
  });
});

const onChange: Array<[string, ParameterType[], boolean, boolean]> = [
  ['a single NAME parameter, one-account login → the check runs on change', ['NAME'], true, true],
  ['a single NAME parameter, not logged in → Next', ['NAME'], false, false],
  ['NAME and another parameter, one-account login → Next', ['NAME', 'GENDER'], true, false],
  ['a single IDNUMBER parameter, one-account login → Next', ['IDNUMBER'], true, false],
  ['no parameter → Next', [], true, false],
];

describe('docs/behaviour/2-screens.md with a single NAME parameter and a one-account login, the check runs on change', () => {
  test.each(onChange)('%s', (_name, types, oneAccount, expected) => {
    expect(checksOnChange(types.map((parameterType) => ({ parameterType })), oneAccount)).toBe(expected);
  });
});

const pages: Array<[string, string | null | undefined, string]> = [
  ['the server names "reserve" → /reserve', 'reserve', '/reserve'],
  ['the server names "/reserve" → /reserve', '/reserve', '/reserve'],
  ['the server names "setParams" (check again) → /setParams', 'setParams', '/setParams'],
  ['no page named → /reserve', undefined, '/reserve'],
  ['a page outside the booking flow → /reserve, never somewhere unrelated', 'home', '/reserve'],
];

describe('docs/behaviour/4-states.md the parameters page checks the parameters with the server, then goes to the page it names', () => {
  test.each(pages)('%s', (_name, page, expected) => {
    expect(pageAfterParameterCheck(page)).toBe(expected);
  });
});
