// The only module that imports dayjs. Every format takes the language and sets the locale on
// that one dayjs value (`dayjs(x).locale(code)`): dayjs' global locale is never changed, so two
// widgets on one page in two languages never see each other's month or weekday names.
import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import utc from 'dayjs/plugin/utc';
import 'dayjs/locale/zh-tw';
import 'dayjs/locale/zh-cn';
import 'dayjs/locale/pt';
import 'dayjs/locale/en';
import type { Lang } from '../common/languages.ts';
import { WIRE_DATE_FORMAT } from '../common/wire-dates.ts';

dayjs.extend(customParseFormat);
dayjs.extend(utc);

/** The administration's offset from UTC in minutes (UTC+8, docs/behaviour/3-entities.md (Wire conventions)). */
export const ADMIN_UTC_OFFSET_MINUTES = 480;
/** The same zone by its IANA name (no daylight saving: the offset above all year). */
export const ADMIN_TIME_ZONE = 'Asia/Macau';

/** dayjs locale per language: Macau writes traditional Chinese dates like Taiwan's locale does. */
const DAYJS_LOCALES: Record<Lang, string> = {
  zh_hant: 'zh-tw',
  zh_hans: 'zh-cn',
  pt_pt: 'pt',
  en_us: 'en',
};

/** A Date, epoch milliseconds, an ISO string (YYYY-MM-DD…) or a wire date DD/MM/YYYY. */
export type DateInput = Date | number | string;

export type DateStyle =
  | 'dmy' // 21/11/2026 (docs/behaviour/9-constants.md)
  | 'dmyHm' // 21/11/2026 14:30
  | 'time' // 14:30
  | 'iso' // 2026-11-21
  | 'monthYear' // 11/2026
  | 'monthTitle' // 2026年11月 · novembro de 2026 · November 2026
  | 'weekday' // 星期六 · sábado · Saturday
  | 'dateWithWeekday' // 21/11/2026（星期六） · 21/11/2026 (sábado)
  | 'full'; // 2026年11月21日 星期六 · sábado, 21 de novembro de 2026 — accessible names

const WIRE_DATE = /^\d{2}\/\d{2}\/\d{4}$/;

const LOCALISED: Record<Lang, Record<'monthTitle' | 'dateWithWeekday' | 'full', string>> = {
  zh_hant: { monthTitle: 'YYYY年M月', dateWithWeekday: 'DD/MM/YYYY（dddd）', full: 'YYYY年M月D日 dddd' },
  zh_hans: { monthTitle: 'YYYY年M月', dateWithWeekday: 'DD/MM/YYYY（dddd）', full: 'YYYY年M月D日 dddd' },
  pt_pt: { monthTitle: 'MMMM [de] YYYY', dateWithWeekday: 'DD/MM/YYYY (dddd)', full: 'dddd, D [de] MMMM [de] YYYY' },
  en_us: { monthTitle: 'MMMM YYYY', dateWithWeekday: 'DD/MM/YYYY (dddd)', full: 'dddd, D MMMM YYYY' },
};

const FIXED: Record<Exclude<DateStyle, keyof (typeof LOCALISED)['en_us']>, string> = {
  dmy: 'DD/MM/YYYY',
  dmyHm: 'DD/MM/YYYY HH:mm',
  time: 'HH:mm',
  iso: 'YYYY-MM-DD',
  monthYear: 'MM/YYYY',
  weekday: 'dddd',
};

function toDayjs(input: DateInput): dayjs.Dayjs {
  if (typeof input === 'string' && WIRE_DATE.test(input)) return dayjs(input, WIRE_DATE_FORMAT, true);
  return dayjs(input);
}

export interface FormatOptions {
  /**
   * Write an instant as the wall-clock time at this UTC offset (minutes) rather than the
   * browser's: `ADMIN_UTC_OFFSET_MINUTES` shows a ticket's time as the office sees it.
   * Wire dates (DD/MM/YYYY) are calendar dates and are never shifted.
   */
  utcOffsetMinutes?: number;
}

/** `date` written in `style` for `lang`; an invalid date gives an empty string, not "Invalid Date". */
export function formatDate(lang: Lang, date: DateInput, style: DateStyle, options: FormatOptions = {}): string {
  let value = toDayjs(date);
  if (options.utcOffsetMinutes !== undefined && !(typeof date === 'string' && WIRE_DATE.test(date))) {
    value = value.utcOffset(options.utcOffsetMinutes);
  }
  if (!value.isValid()) return '';
  const pattern = style in FIXED ? FIXED[style as keyof typeof FIXED] : LOCALISED[lang][style as keyof (typeof LOCALISED)['en_us']];
  return value.locale(DAYJS_LOCALES[lang]).format(pattern);
}

/** The seven weekday names, Sunday first (docs/behaviour/9-constants.md: the week starts on Sunday). */
export function weekdayNames(lang: Lang, width: 'long' | 'short' = 'long'): string[] {
  const sunday = dayjs('2026-11-22'); // a Sunday
  const pattern = width === 'long' ? 'dddd' : 'ddd';
  return Array.from({ length: 7 }, (_, i) => sunday.add(i, 'day').locale(DAYJS_LOCALES[lang]).format(pattern));
}

/** Parses a wire date DD/MM/YYYY strictly (31/02/2026 is rejected); null when it is not one. */
export function parseDmy(text: string): Date | null {
  const value = dayjs(text.trim(), WIRE_DATE_FORMAT, true);
  return value.isValid() ? value.toDate() : null;
}

/** Parses DD/MM/YYYY HH:mm strictly; null when it is not one. */
export function parseDmyHm(text: string): Date | null {
  const value = dayjs(text.trim(), `${WIRE_DATE_FORMAT} HH:mm`, true);
  return value.isValid() ? value.toDate() : null;
}

// Calendar arithmetic on plain dates (YYYY-MM-DD strings). Worked in UTC so that a browser's
// daylight-saving change never turns "one day later" into 23 or 25 hours and back a day.

/** A calendar date as YYYY-MM-DD (ISO) from a wire date DD/MM/YYYY or an ISO date; null when neither. */
export function isoDate(input: string | null | undefined): string | null {
  const text = (input ?? '').trim();
  const value = WIRE_DATE.test(text) ? dayjs.utc(text, WIRE_DATE_FORMAT, true) : dayjs.utc(text, 'YYYY-MM-DD', true);
  return text && value.isValid() ? value.format('YYYY-MM-DD') : null;
}

/**
 * `iso` moved by `amount` days, months or years. A month or year move onto a day the target
 * month lacks lands on its last day (31 January + 1 month → 28 February).
 */
export function shiftDate(iso: string, amount: number, unit: 'day' | 'month' | 'year'): string {
  return dayjs.utc(iso).add(amount, unit).format('YYYY-MM-DD');
}

/** 0 = Sunday … 6 = Saturday. */
export function weekdayOf(iso: string): number {
  return dayjs.utc(iso).day();
}

export function daysInMonth(month: string): number {
  return dayjs.utc(`${month}-01`).daysInMonth();
}

/** Today's date at the administration (UTC+8), whatever the browser's time zone. */
export function adminToday(now: Date | number): string {
  return dayjs(now).utcOffset(ADMIN_UTC_OFFSET_MINUTES).format('YYYY-MM-DD');
}

/** The instant of a wall-clock date and time (HH:mm) at the administration (UTC+8). */
export function adminInstant(iso: string, time: string): Date {
  return dayjs.utc(`${iso} ${time}`, 'YYYY-MM-DD HH:mm', true).subtract(ADMIN_UTC_OFFSET_MINUTES, 'minute').toDate();
}
