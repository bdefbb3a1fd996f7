// docs/behaviour/4-states.md (Reminder) and docs/behaviour/5-validation.md (Reminder count): the advance reminder of a queue ticket (an SMS
// when this many people are ahead). The spec gives two rules that disagree at the edges: the
// picker offers minCntToAlert up to min(maxCntToAlert, waitCount), both ends included, while its validation
// says "more than min, less than max, smaller than the waiting count". Since the picker is the
// only way to set the count, the check accepts exactly what the picker offers (ends included);
// the reference server too checks min ≤ count ≤ max. The check runs again at Submit because the
// waiting count moves while the page is open.
import type { QueueInfo } from '../common/api-contract.ts';
import type { KeyedText } from '../i18n/translate.ts';

export type ReminderFigures = Pick<QueueInfo, 'minCntToAlert' | 'maxCntToAlert' | 'waitCount'>;

/** The picker's options; none (and no reminder checkbox) unless 0 < min ≤ max and waitCount > 0. */
export function reminderOptions(figures: ReminderFigures | null | undefined): number[] {
  const min = figures?.minCntToAlert;
  const max = figures?.maxCntToAlert;
  const wait = figures?.waitCount;
  if (typeof min !== 'number' || typeof max !== 'number' || typeof wait !== 'number') return [];
  if (!(min > 0 && min <= max && wait > 0)) return [];
  const options: number[] = [];
  for (let n = Math.ceil(min); n <= Math.floor(Math.min(max, wait)); n++) options.push(n);
  return options;
}

export interface ReminderChoice {
  checked: boolean;
  count: number | null;
  pickerOpen: boolean;
}

export const NO_REMINDER: ReminderChoice = { checked: false, count: null, pickerOpen: false };

export type ReminderEvent = { type: 'check' } | { type: 'uncheck' } | { type: 'choose'; count: number } | { type: 'dismiss' };

/** docs/behaviour/4-states.md: checking opens the picker; closing or cancelling it unchecks and clears; unchecking clears. */
export function reminderAfter(_choice: ReminderChoice, event: ReminderEvent): ReminderChoice {
  switch (event.type) {
    case 'check':
      return { checked: true, count: null, pickerOpen: true };
    case 'choose':
      return { checked: true, count: event.count, pickerOpen: false };
    case 'uncheck':
    case 'dismiss':
      return NO_REMINDER;
  }
}

/** The problem with the reminder at Submit, or null (no reminder asked for is fine). */
export function checkReminder(choice: Pick<ReminderChoice, 'checked' | 'count'>, figures: ReminderFigures | null | undefined): KeyedText | null {
  if (!choice.checked) return null;
  const options = reminderOptions(figures);
  if (options.length === 0) return { key: 'messages.reminderUnavailable' };
  if (choice.count === null) return { key: 'messages.inputAlertNum' };
  if (!options.includes(choice.count)) return { key: 'messages.alertNumRange', params: { min: options[0]!, max: options[options.length - 1]! } };
  return null;
}
