import { describe, expect, it } from 'vitest';
import { t } from '../i18n/translate.ts';
import { checkReminder, NO_REMINDER, reminderAfter, reminderOptions, type ReminderChoice, type ReminderEvent, type ReminderFigures } from './reminder.ts';

const figures = (minCntToAlert: number | undefined, maxCntToAlert: number | undefined, waitCount: number): ReminderFigures => ({ minCntToAlert, maxCntToAlert, waitCount });

describe('docs/behaviour/4-states.md reminder options: minCntToAlert up to the smaller of maxCntToAlert and waitCount', () => {
  it.each([
    ['min 1, max 5, 10 waiting → 1 to 5 (max is smaller)', figures(1, 5, 10), [1, 2, 3, 4, 5]],
    ['min 2, max 10, 4 waiting → 2 to 4 (waiting count is smaller)', figures(2, 10, 4), [2, 3, 4]],
    ['min 3, max 3, 8 waiting → just 3 (min = max)', figures(3, 3, 8), [3]],
    ['min 3, max 10, 3 waiting → just 3', figures(3, 10, 3), [3]],
    ['min 3, max 10, 2 waiting → none (fewer waiting than min)', figures(3, 10, 2), []],
    ['min 0 → none (min must be above 0)', figures(0, 5, 10), []],
    ['min above max → none', figures(6, 5, 10), []],
    ['nobody waiting → none', figures(1, 5, 0), []],
    ['min and max not sent → none', figures(undefined, undefined, 10), []],
    ['no figures yet → none', null, []],
  ])('%s', (_name, info, options) => {
    expect(reminderOptions(info)).toEqual(options);
  });
});

describe('docs/behaviour/4-states.md reminder box: closing or cancelling the picker unchecks and clears; unchecking clears', () => {
  const chosen: ReminderChoice = { checked: true, count: 3, pickerOpen: false };
  const rows: Array<[string, ReminderChoice, ReminderEvent, ReminderChoice]> = [
    ['checking the box → checked, no count yet, the picker opens', NO_REMINDER, { type: 'check' }, { checked: true, count: null, pickerOpen: true }],
    ['choosing 3 in the picker → checked with 3, the picker closes', { checked: true, count: null, pickerOpen: true }, { type: 'choose', count: 3 }, chosen],
    ['closing or cancelling the picker → unchecked and cleared', { checked: true, count: null, pickerOpen: true }, { type: 'dismiss' }, NO_REMINDER],
    ['unchecking the box → cleared', chosen, { type: 'uncheck' }, NO_REMINDER],
  ];
  it.each(rows)('%s', (_name, before, event, after) => {
    expect(reminderAfter(before, event)).toEqual(after);
  });
});

describe('docs/behaviour/5-validation.md reminder count at Submit: required (inputAlertNum) and within the options', () => {
  // Boundaries: the brief's validation says "more than min, less than max, smaller than the waiting count", its picker offers
  // min up to min(max, waitCount) with both ends; the check accepts exactly what is offered.
  const info = figures(2, 6, 10);
  it.each([
    ['no reminder asked for → passes', { checked: false, count: null }, info, null],
    ['box ticked but no count → inputAlertNum', { checked: true, count: null }, info, 'Please choose how many people ahead to be reminded'],
    ['count = min (2), offered by the picker → passes', { checked: true, count: 2 }, info, null],
    ['count = max (6), offered by the picker → passes', { checked: true, count: 6 }, info, null],
    ['count below min → the range', { checked: true, count: 1 }, info, 'Choose between 2 and 6 people ahead'],
    ['count above max → the range', { checked: true, count: 7 }, info, 'Choose between 2 and 6 people ahead'],
    ['count = waiting count (4 waiting) → passes, the picker offered it', { checked: true, count: 4 }, figures(2, 6, 4), null],
    ['the queue shrank below the count (5 chosen, 3 waiting now) → the new range', { checked: true, count: 5 }, figures(2, 6, 3), 'Choose between 2 and 3 people ahead'],
    ['the queue emptied since the count was chosen → reminder unavailable', { checked: true, count: 2 }, figures(2, 6, 0), 'An advance reminder is not available at the moment'],
  ])('%s', (_name, choice, info, english) => {
    const problem = checkReminder(choice, info);
    expect(problem && t('en_us', problem.key, problem.params)).toBe(english);
  });
});
