// The reservation parameter form (docs/behaviour/2-screens.md (Reservation parameter form), docs/behaviour/5-validation.md (Parameters)):
// what is prefilled and locked from the one-account profile, how typed values are cleaned, the
// check of each field before the server's, and when the check runs by itself.
// Empty fields: a typed field says mustInput ("Required to fill in"), a picked one (date,
// birthday, gender, option) mustSelect ("Required to select"), as the server words them; the
// form's toast is pleaseFillInfo while any field is empty.
import type { ParameterType, ParameterValue, ReservationParameter } from '../common/api-contract.ts';
import { isoDate } from '../i18n/dates.ts';
import { wireDate } from '../common/wire-dates.ts';
import type { MessageKey } from '../i18n/translate.ts';
import type { RoutePath } from './route-guard.ts';
import { checkMobile, stripWhitespace } from '../common/phone.ts';
import type { FilledParameter } from './reservation-payload.ts';
import type { FieldError, IdentityCheck } from './reserve-form-check.ts';

/** docs/behaviour/9-constants.md minimum date: date and birthday pickers start here, and typed dates before it are refused. */
export const MIN_PARAMETER_DATE = '1900-01-01';

const PICKED: ReadonlySet<ParameterType> = new Set(['DATE', 'BIRTHDAY', 'GENDER', 'OPTION']);

export interface ParameterEntry {
  parameter: ReservationParameter;
  value: ParameterValue | null;
  /** Prefilled from the profile: shown disabled, not checked here (the citizen cannot change it). */
  locked: boolean;
}

/** What the one-account profile tells about the citizen. */
export interface KnownCitizen {
  name?: string | null;
  identifyNo?: string | null;
  /** DD/MM/YYYY or YYYY-MM-DD. */
  birthday?: string | null;
}

const known = (value: string | null | undefined): value is string => typeof value === 'string' && value.trim() !== '';

/**
 * The form's entries: name and identity number from the profile, prefilled and disabled; a known
 * birthday prefilled and locked; anything else starts from the value the server gave (or empty).
 */
export function prefillParameters(parameters: readonly ReservationParameter[], citizen: KnownCitizen | null | undefined): ParameterEntry[] {
  return parameters.map((parameter) => {
    const fromProfile =
      parameter.parameterType === 'NAME' ? citizen?.name
      : parameter.parameterType === 'IDNUMBER' ? citizen?.identifyNo
      : parameter.parameterType === 'BIRTHDAY' ? citizen?.birthday
      : null;
    if (known(fromProfile)) {
      const iso = parameter.parameterType === 'BIRTHDAY' ? isoDate(fromProfile) : null;
      return { parameter, value: iso ? wireDate(iso) : fromProfile, locked: true };
    }
    return { parameter, value: parameter.value ?? null, locked: false };
  });
}

/**
 * A typed value as it is sent: whitespace removed from name, identity number and number (and
 * from a mobile number); a date or birthday kept only when not empty, written DD/MM/YYYY.
 */
export function cleanParameterValue(type: ParameterType, value: ParameterValue | null | undefined): ParameterValue | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'object') return { mobArea: value.mobArea, mobNum: stripWhitespace(value.mobNum) };
  if (typeof value === 'number') return value;
  switch (type) {
    case 'NAME':
    case 'IDNUMBER':
    case 'NUMBER':
    case 'MOBILENUMBER':
      return stripWhitespace(value);
    case 'DATE':
    case 'BIRTHDAY': {
      const text = value.trim();
      if (text === '') return null;
      const iso = isoDate(text);
      return iso ? wireDate(iso) : text;
    }
    default:
      return value;
  }
}

/** The first problem of one field (value already cleaned), or null. `today` is YYYY-MM-DD. */
export function parameterError(parameter: ReservationParameter, value: ParameterValue | null, today: string, checkIdentity: IdentityCheck): MessageKey | null {
  const type = parameter.parameterType;
  if (type === 'MOBILENUMBER') {
    // Not required (docs/behaviour/5-validation.md: every *non-mobile* parameter needs a value) unless the service marks it
    // required, as the server then checks; checked when given.
    const phone = typeof value === 'object' && value ? value : { mobArea: '', mobNum: value === null ? '' : String(value) };
    if (phone.mobNum === '') return parameter.required === true ? 'messages.mustInput' : null;
    return checkMobile(phone.mobArea, phone.mobNum);
  }
  const text = value === null || typeof value === 'object' ? '' : String(value).trim();
  if (text === '') return PICKED.has(type) ? 'messages.mustSelect' : 'messages.mustInput';
  switch (type) {
    case 'IDNUMBER':
      return checkIdentity(text);
    case 'NUMBER':
      return /^\d+(\.\d+)?$/.test(text) ? null : 'pages.setParams.numberOnly';
    case 'DATE':
    case 'BIRTHDAY': {
      const iso = isoDate(text);
      if (!iso) return 'pages.setParams.invalidDate';
      if (iso < MIN_PARAMETER_DATE) return 'pages.setParams.dateTooEarly';
      if (type === 'BIRTHDAY' && iso > today) return 'pages.setParams.birthdayFuture';
      return null;
    }
    case 'GENDER':
      return text === 'M' || text === 'F' ? null : 'messages.mustSelect';
    case 'OPTION': {
      const options = parameter.options ?? [];
      return options.length === 0 || options.some((option) => String(option.value) === text) ? null : 'messages.mustSelect';
    }
    default:
      return null;
  }
}

/** Every unlocked field in error, by its index in the form, in the form's order. */
export function parameterFormErrors(entries: readonly ParameterEntry[], today: string, checkIdentity: IdentityCheck): Array<FieldError<number>> {
  return entries.flatMap((entry, index) => {
    if (entry.locked) return [];
    const key = parameterError(entry.parameter, cleanParameterValue(entry.parameter.parameterType, entry.value), today, checkIdentity);
    return key ? [{ field: index, key }] : [];
  });
}

/** The toast of a refused form: pleaseFillInfo while a field is empty, else the first field's message. */
export function parameterFormMessage(errors: ReadonlyArray<FieldError<number>>): MessageKey | null {
  if (errors.some((error) => error.key === 'messages.mustInput' || error.key === 'messages.mustSelect')) return 'messages.pleaseFillInfo';
  return errors[0]?.key ?? null;
}

/** The parameters as the check and the booking send them (typed values cleaned). */
export function filledParameters(entries: readonly ParameterEntry[]): FilledParameter[] {
  return entries.map(({ parameter, value, locked }) => ({
    ...parameter,
    value: locked ? value : cleanParameterValue(parameter.parameterType, value),
  }));
}

/**
 * docs/behaviour/2-screens.md: with a single NAME parameter and a one-account login, the check runs as soon as the value
 * changes (the name comes from the profile) and its page replaces this one.
 */
export function checksOnChange(parameters: readonly Pick<ReservationParameter, 'parameterType'>[], oneAccount: boolean): boolean {
  return oneAccount && parameters.length === 1 && parameters[0]?.parameterType === 'NAME';
}

/**
 * Where the parameter check sends the citizen (docs/behaviour/4-states.md (Booking) "checks parameters with the server, then goes to
 * reserve"): the page the answer names ("reserve", "/reserve"), when it is one of the booking
 * flow's; the reserve page otherwise.
 */
export function pageAfterParameterCheck(page: string | null | undefined): Extract<RoutePath, '/reserve' | '/setParams'> {
  const name = (page ?? '').trim().replace(/^\/+/, '');
  return name === 'setParams' ? '/setParams' : '/reserve';
}
