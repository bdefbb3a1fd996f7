// The accessible name of a calendar day (WAI-ARIA date picker grid): the full date in the
// element's language, then why it cannot be picked. A selectable day is its date alone; being
// picked is said by aria-selected, not by the name.
import { formatDate } from '../i18n/dates.ts';
import type { Lang } from '../common/languages.ts';
import { t } from '../i18n/translate.ts';
import type { DayState } from './calendar-days.ts';

export function dayAccessibleName(lang: Lang, iso: string, state: DayState): string {
  const date = formatDate(lang, iso, 'full');
  return state === 'selectable' ? date : t(lang, `pages.calendar.day.${state}`, { date });
}
