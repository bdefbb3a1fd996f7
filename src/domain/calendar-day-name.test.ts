import { describe, expect, test } from 'vitest';
import type { Lang } from '../common/languages.ts';
import { dayAccessibleName } from './calendar-day-name.ts';
import type { DayState } from './calendar-days.ts';

const rows: Array<[string, Lang, DayState, string]> = [
  ['en_us, a full day', 'en_us', 'full', 'Tuesday, 1 December 2026, full'],
  ['en_us, a selectable day → the date alone', 'en_us', 'selectable', 'Tuesday, 1 December 2026'],
  ['en_us, a closed weekday', 'en_us', 'closed', 'Tuesday, 1 December 2026, closed'],
  ['en_us, a holiday', 'en_us', 'holiday', 'Tuesday, 1 December 2026, public holiday'],
  ['en_us, a past day', 'en_us', 'past', 'Tuesday, 1 December 2026, in the past'],
  ['en_us, outside the window', 'en_us', 'outOfRange', 'Tuesday, 1 December 2026, outside the booking period'],
  ['zh_hant, a full day', 'zh_hant', 'full', '2026年12月1日 星期二，已滿'],
  ['zh_hant, a selectable day', 'zh_hant', 'selectable', '2026年12月1日 星期二'],
  ['zh_hant, a closed weekday', 'zh_hant', 'closed', '2026年12月1日 星期二，非辦公日'],
  ['zh_hant, a holiday', 'zh_hant', 'holiday', '2026年12月1日 星期二，公眾假期'],
  ['zh_hans, a full day', 'zh_hans', 'full', '2026年12月1日 星期二，已满'],
  ['pt_pt, a full day', 'pt_pt', 'full', 'terça-feira, 1 de dezembro de 2026, esgotado'],
  ['pt_pt, a holiday', 'pt_pt', 'holiday', 'terça-feira, 1 de dezembro de 2026, feriado'],
  ['pt_pt, a selectable day', 'pt_pt', 'selectable', 'terça-feira, 1 de dezembro de 2026'],
];

describe('a calendar day’s accessible name: the full date in the element’s language with its state', () => {
  test.each(rows)('%s', (_name, lang, state, expected) => {
    expect(dayAccessibleName(lang, '2026-12-01', state)).toBe(expected);
  });
});
