// @vitest-environment node
// Dates per language (docs/behaviour/9-constants.md formats, weekday names, Sunday first) with an explicit locale per
// call: dayjs' global locale must stay untouched whichever language was formatted last.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import {
  ADMIN_UTC_OFFSET_MINUTES,
  adminInstant,
  adminToday,
  daysInMonth,
  formatDate,
  isoDate,
  parseDmy,
  parseDmyHm,
  shiftDate,
  weekdayNames,
  weekdayOf,
  type DateStyle,
} from './dates.ts';
import type { Lang } from '../common/languages.ts';

// Saturday 21 November 2026, 14:30 local time.
const SATURDAY = new Date(2026, 10, 21, 14, 30);

const EXPECTED: Record<Lang, Record<DateStyle, string>> = {
  zh_hant: {
    dmy: '21/11/2026',
    dmyHm: '21/11/2026 14:30',
    time: '14:30',
    iso: '2026-11-21',
    monthYear: '11/2026',
    monthTitle: '2026年11月',
    weekday: '星期六',
    dateWithWeekday: '21/11/2026（星期六）',
    full: '2026年11月21日 星期六',
  },
  zh_hans: {
    dmy: '21/11/2026',
    dmyHm: '21/11/2026 14:30',
    time: '14:30',
    iso: '2026-11-21',
    monthYear: '11/2026',
    monthTitle: '2026年11月',
    weekday: '星期六',
    dateWithWeekday: '21/11/2026（星期六）',
    full: '2026年11月21日 星期六',
  },
  pt_pt: {
    dmy: '21/11/2026',
    dmyHm: '21/11/2026 14:30',
    time: '14:30',
    iso: '2026-11-21',
    monthYear: '11/2026',
    monthTitle: 'novembro de 2026',
    weekday: 'sábado',
    dateWithWeekday: '21/11/2026 (sábado)',
    full: 'sábado, 21 de novembro de 2026',
  },
  en_us: {
    dmy: '21/11/2026',
    dmyHm: '21/11/2026 14:30',
    time: '14:30',
    iso: '2026-11-21',
    monthYear: '11/2026',
    monthTitle: 'November 2026',
    weekday: 'Saturday',
    dateWithWeekday: '21/11/2026 (Saturday)',
    full: 'Saturday, 21 November 2026',
  },
};

describe('formatDate(lang, date, style)', () => {
  for (const [lang, styles] of Object.entries(EXPECTED) as [Lang, Record<DateStyle, string>][]) {
    for (const [style, expected] of Object.entries(styles) as [DateStyle, string][]) {
      it(`${lang} ${style} of Saturday 21 Nov 2026 14:30 → "${expected}"`, () => {
        expect(formatDate(lang, SATURDAY, style)).toBe(expected);
      });
    }
  }

  it('a wire date DD/MM/YYYY is read as day/month/year, not month/day', () => {
    expect(formatDate('en_us', '02/03/2026', 'full')).toBe('Monday, 2 March 2026');
    expect(formatDate('zh_hant', '02/03/2026', 'iso')).toBe('2026-03-02');
  });

  it('an ISO date string and epoch milliseconds are accepted too', () => {
    expect(formatDate('pt_pt', '2026-11-21', 'dmy')).toBe('21/11/2026');
    expect(formatDate('en_us', SATURDAY.getTime(), 'dmyHm')).toBe('21/11/2026 14:30');
  });

  it('an instant is written at the administration’s UTC+8 when asked, whatever the browser’s zone', () => {
    const instant = '2026-11-21T17:30:00Z'; // 01:30 on the 22nd in Macau
    expect(formatDate('en_us', instant, 'dmyHm', { utcOffsetMinutes: ADMIN_UTC_OFFSET_MINUTES })).toBe('22/11/2026 01:30');
    expect(formatDate('zh_hant', instant, 'full', { utcOffsetMinutes: ADMIN_UTC_OFFSET_MINUTES })).toBe('2026年11月22日 星期日');
  });

  it('a wire date is a calendar date and is never shifted by an offset', () => {
    expect(formatDate('en_us', '21/11/2026', 'dmy', { utcOffsetMinutes: -600 })).toBe('21/11/2026');
  });

  it('an invalid date gives an empty string rather than "Invalid Date"', () => {
    expect(formatDate('en_us', '31/02/2026', 'dmy')).toBe('');
    expect(formatDate('en_us', 'not a date', 'full')).toBe('');
  });
});

describe('weekdayNames(lang) — the week starts on Sunday (docs/behaviour/9-constants.md)', () => {
  it.each([
    ['zh_hant', ['星期日', '星期一', '星期二', '星期三', '星期四', '星期五', '星期六']],
    ['zh_hans', ['星期日', '星期一', '星期二', '星期三', '星期四', '星期五', '星期六']],
    ['pt_pt', ['domingo', 'segunda-feira', 'terça-feira', 'quarta-feira', 'quinta-feira', 'sexta-feira', 'sábado']],
    ['en_us', ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday']],
  ] as [Lang, string[]][])('%s long names', (lang, names) => {
    expect(weekdayNames(lang)).toEqual(names);
  });

  it('short names are seven, Sunday first', () => {
    expect(weekdayNames('en_us', 'short')).toEqual(['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat']);
    expect(weekdayNames('zh_hant', 'short')).toHaveLength(7);
  });
});

describe('parsing wire dates', () => {
  it('parseDmy reads DD/MM/YYYY', () => {
    const date = parseDmy('21/11/2026');
    expect(date && [date.getFullYear(), date.getMonth(), date.getDate()]).toEqual([2026, 10, 21]);
  });

  it.each(['31/02/2026', '2026-11-21', '21/11/26', '', '1/1/2026'])('parseDmy rejects %j', (text) => {
    expect(parseDmy(text)).toBeNull();
  });

  it('parseDmyHm reads DD/MM/YYYY HH:mm and rejects a missing time', () => {
    expect(parseDmyHm('21/11/2026 09:30')?.getHours()).toBe(9);
    expect(parseDmyHm('21/11/2026')).toBeNull();
  });
});

describe('dayjs global locale', () => {
  it('stays English after formatting in every language', () => {
    const before = dayjs.locale();
    for (const lang of ['zh_hant', 'zh_hans', 'pt_pt'] as Lang[]) formatDate(lang, SATURDAY, 'full');
    expect(dayjs.locale()).toBe(before);
    expect(dayjs(SATURDAY).format('dddd')).toBe('Saturday');
  });

  it('two languages interleaved keep their own names', () => {
    const names = ['pt_pt', 'zh_hant', 'pt_pt', 'en_us'].map((lang) => formatDate(lang as Lang, SATURDAY, 'weekday'));
    expect(names).toEqual(['sábado', '星期六', 'sábado', 'Saturday']);
  });
});

describe('only src/i18n/dates.ts imports dayjs (STYLE: one module imports dayjs)', () => {
  function sourceFiles(dir: string): string[] {
    return readdirSync(dir).flatMap((name) => {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) return sourceFiles(path);
      return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
    });
  }

  it('no other source file in src/ or elements/ imports dayjs', () => {
    const root = join(__dirname, '..', '..');
    const offenders = ['src', 'elements']
      .flatMap((dir) => sourceFiles(join(root, dir)))
      .filter((file) => !file.endsWith(join('src', 'i18n', 'dates.ts')))
      .filter((file) => /from\s+['"]dayjs|import\s+['"]dayjs|require\(['"]dayjs/.test(readFileSync(file, 'utf8')))
      .map((file) => relative(root, file));
    expect(offenders).toEqual([]);
  });
});

describe('calendar arithmetic on plain dates', () => {
  it.each([
    ['a wire date DD/MM/YYYY', '01/12/2026', '2026-12-01'],
    ['an ISO date', '2026-12-01', '2026-12-01'],
    ['surrounding spaces', ' 01/12/2026 ', '2026-12-01'],
    ['31 February', '31/02/2026', null],
    ['month and day swapped (12/31)', '12/31/2026', null],
    ['an ISO timestamp', '2026-12-01T00:00:00Z', null],
    ['empty', '', null],
    ['null', null, null],
  ])('isoDate of %s', (_name, input, expected) => {
    expect(isoDate(input)).toBe(expected);
  });

  it.each([
    ['+1 day across a month end', '2026-11-30', 1, 'day', '2026-12-01'],
    ['-1 day across a year start', '2027-01-01', -1, 'day', '2026-12-31'],
    ['+7 days across a European DST change', '2026-10-22', 7, 'day', '2026-10-29'],
    ['+1 month onto a shorter month → its last day', '2026-01-31', 1, 'month', '2026-02-28'],
    ['+1 year from 29 February → 28 February', '2028-02-29', 1, 'year', '2029-02-28'],
  ] as const)('shiftDate: %s', (_name, iso, amount, unit, expected) => {
    expect(shiftDate(iso, amount, unit)).toBe(expected);
  });

  it('weekdayOf is 0 for Sunday and 6 for Saturday', () => {
    expect(weekdayOf('2026-11-22')).toBe(0);
    expect(weekdayOf('2026-11-21')).toBe(6);
  });

  it('daysInMonth knows leap years', () => {
    expect([daysInMonth('2028-02'), daysInMonth('2026-02'), daysInMonth('2026-12')]).toEqual([29, 28, 31]);
  });

  it('adminToday is the date in Macau (UTC+8), not the browser’s', () => {
    expect(adminToday(Date.parse('2026-11-30T16:30:00Z'))).toBe('2026-12-01');
    expect(adminToday(Date.parse('2026-11-30T15:59:00Z'))).toBe('2026-11-30');
  });

  it('adminInstant reads a date and time as Macau wall-clock time', () => {
    expect(adminInstant('2026-12-01', '09:30').toISOString()).toBe('2026-12-01T01:30:00.000Z');
    expect(adminInstant('2026-12-01', '07:00').toISOString()).toBe('2026-11-30T23:00:00.000Z');
  });
});
