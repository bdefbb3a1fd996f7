// Mobile number rules of docs/behaviour/5-validation.md: the dial-code table the phone input offers, the "prefix of a
// dial code" validity, the mainland rule, and how a typed number with +853 / 00853 / 853 in front
// is split into area and number. Pure: the phone input and the SMS steps share them.

/** Region (ISO 3166 code, named through Intl.DisplayNames) and its dial code. */
export interface Country {
  region: string;
  dial: string;
}

/** docs/behaviour/3-entities.md (Enumerations) "mobile areas": the three offered first, 853 the default. */
export const DEFAULT_AREA = '853';
const MAIN_AREAS = ['853', '852', '86'] as const;

/** The offered three first, then others a citizen of the region commonly holds a number from. */
export const COUNTRIES: readonly Country[] = [
  { region: 'MO', dial: '853' },
  { region: 'HK', dial: '852' },
  { region: 'CN', dial: '86' },
  { region: 'TW', dial: '886' },
  { region: 'PT', dial: '351' },
  { region: 'BR', dial: '55' },
  { region: 'US', dial: '1' },
  { region: 'CA', dial: '1' },
  { region: 'GB', dial: '44' },
  { region: 'AU', dial: '61' },
  { region: 'NZ', dial: '64' },
  { region: 'JP', dial: '81' },
  { region: 'KR', dial: '82' },
  { region: 'SG', dial: '65' },
  { region: 'MY', dial: '60' },
  { region: 'TH', dial: '66' },
  { region: 'PH', dial: '63' },
  { region: 'ID', dial: '62' },
  { region: 'VN', dial: '84' },
  { region: 'IN', dial: '91' },
  { region: 'FR', dial: '33' },
  { region: 'DE', dial: '49' },
  { region: 'ES', dial: '34' },
  { region: 'IT', dial: '39' },
  { region: 'MZ', dial: '258' },
  { region: 'AO', dial: '244' },
  { region: 'CV', dial: '238' },
  { region: 'TL', dial: '670' },
];

const DIAL_CODES = [...new Set(COUNTRIES.map((c) => c.dial))];

/** Only digits are kept in the phone input (docs/behaviour/5-validation.md). */
export function digitsOnly(value: string): string {
  return value.replace(/\D+/g, '');
}

/** Whitespace (including full-width spaces) is stripped from a mobile number (docs/behaviour/5-validation.md). */
export function stripWhitespace(value: string): string {
  return value.replace(/\s+/g, '');
}

/**
 * Default validity of the number typed with its dial code (docs/behaviour/5-validation.md): it passes while it is a
 * prefix of some dial code (still being typed) or starts with one.
 */
export function isValidDialPrefix(value: string, dialCodes: readonly string[] = DIAL_CODES): boolean {
  const digits = digitsOnly(value);
  return dialCodes.some((code) => code.startsWith(digits) || digits.startsWith(code));
}

/** Mainland China numbers must start with 1 (docs/behaviour/5-validation.md); other areas have no such rule. */
export function passesAreaRule(area: string, number: string): boolean {
  if (area !== '86') return true;
  return number === '' || number.startsWith('1');
}

/**
 * The brief asks only for a length above zero (errorMobileLength) and leaves the bounds unsaid; these
 * are the reference server's, so a number it would refuse is caught before the SMS step.
 */
const MOBILE_MIN_LENGTH = 4;
const MOBILE_MAX_LENGTH = 15;

/** Message keys of docs/behaviour/8-errors.md for a mobile number that fails docs/behaviour/5-validation.md, or null when it passes. */
export type MobileProblem =
  | 'messages.notSupportNullMobil'
  | 'messages.inputOnlyNumber'
  | 'messages.errorMobileLength'
  | 'components.phoneInput.mainlandStartsWithOne';

export function checkMobile(area: string, number: string): MobileProblem | null {
  const value = stripWhitespace(number);
  if (value === '') return 'messages.notSupportNullMobil';
  if (!/^\d+$/.test(value)) return 'messages.inputOnlyNumber';
  if (value.length < MOBILE_MIN_LENGTH || value.length > MOBILE_MAX_LENGTH) return 'messages.errorMobileLength';
  if (!passesAreaRule(area, value)) return 'components.phoneInput.mainlandStartsWithOne';
  return null;
}

/** The shortest local number of the three main areas; a bare area code is stripped only before one. */
const LOCAL_MIN_LENGTH = 8;

/**
 * Splits a typed number into area and number (docs/behaviour/5-validation.md): "+853 6612 3456", "00853 66123456"
 * and, when the selected area is 853, "85366123456" all give { area: '853', number: '66123456' }.
 * +853, +86 and +852 (and their 00 forms) override the selected area; anything else keeps it.
 */
export function splitAreaAndNumber(input: string, selectedArea: string = DEFAULT_AREA): { area: string; number: string } {
  const value = stripWhitespace(input).replace(/[-()]/g, '');
  // "+85" names no area yet: kept as typed for the check to refuse, not read as the number 85.
  if (isAreaPrefixInProgress(value)) return { area: selectedArea, number: value };
  const international = /^(?:\+|00)(\d+)$/.exec(value);
  if (international) {
    const digits = international[1] ?? '';
    // Longest code first so that +8613… is not read as +861….
    const area = [...MAIN_AREAS].sort((a, b) => b.length - a.length).find((code) => digits.startsWith(code));
    if (area) return { area, number: digits.slice(area.length) };
    return { area: selectedArea, number: digits };
  }
  if (value.startsWith(selectedArea) && value.length - selectedArea.length >= LOCAL_MIN_LENGTH) {
    return { area: selectedArea, number: value.slice(selectedArea.length) };
  }
  return { area: selectedArea, number: value };
}

/**
 * True while an international prefix is still being typed and may yet become +853, +852 or +86
 * ("+", "+8", "+85", "00", "008"): the input keeps the text instead of reading it as a number.
 */
export function isAreaPrefixInProgress(input: string): boolean {
  const match = /^(?:\+|00)(\d*)$/.exec(stripWhitespace(input));
  if (!match) return false;
  const digits = match[1] ?? '';
  return MAIN_AREAS.some((code) => code.startsWith(digits) && code !== digits);
}

/** Countries whose localised name (or dial code) starts with the query (docs/behaviour/5-validation.md: name prefix). */
export function searchCountries(query: string, nameOf: (region: string) => string, countries: readonly Country[] = COUNTRIES): Country[] {
  const q = query.trim().toLocaleLowerCase();
  if (q === '') return [...countries];
  const dial = q.replace(/^\+/, '');
  return countries.filter((c) => nameOf(c.region).toLocaleLowerCase().startsWith(q) || (/^\d+$/.test(dial) && c.dial.startsWith(dial)));
}
