// The advance reminder of the take-ticket form (docs/behaviour/4-states.md (Reminder)): a box that opens a picker
// of people counts when ticked; choosing sets the count, closing or cancelling the picker unticks
// the box and clears the count, unticking clears it (domain/reminder.ts decides each step).
import { useId, type Ref } from 'react';
import { Dialog } from '../../components/dialog.tsx';
import { BoxField } from '../../components/box-field.tsx';
import { useLang } from '../../components/use-lang.ts';
import { reminderAfter, type ReminderChoice, type ReminderEvent } from '../../domain/reminder.ts';
import { t, tPlural } from '../../i18n/translate.ts';

export interface ReminderFieldProps {
  choice: ReminderChoice;
  options: readonly number[];
  onChange(choice: ReminderChoice): void;
  /** Already translated message of a failed check. */
  error?: string | null;
  inputRef?: Ref<HTMLInputElement>;
  /** The field, for the form's model (use-field-errors.ts). */
  fieldRef?: Ref<HTMLElement>;
}

export function ReminderField({ choice, options, onChange, error, inputRef, fieldRef }: ReminderFieldProps) {
  const lang = useLang();
  const id = useId();
  const step = (event: ReminderEvent) => onChange(reminderAfter(choice, event));
  return (
    <BoxField
      className="cb-reminder"
      checked={choice.checked}
      onChange={(checked) => step(checked ? { type: 'check' } : { type: 'uncheck' })}
      label={t(lang, 'pages.offerNum.reminder')}
      opensDialog
      hint={t(lang, 'pages.offerNum.reminderHint')}
      error={error}
      describedBy={choice.count !== null ? `${id}-count` : undefined}
      inputRef={inputRef}
      fieldRef={fieldRef}
    >
      {choice.count !== null && (
        <p className="cb-reminder__chosen">
          <span id={`${id}-count`}>{tPlural(lang, 'pages.offerNum.reminderPeople', choice.count)}</span>
          <button type="button" className="cb-reminder__change" aria-haspopup="dialog" onClick={() => onChange({ ...choice, pickerOpen: true })}>
            {t(lang, 'pages.offerNum.reminderChange')}
          </button>
        </p>
      )}
      <Dialog open={choice.pickerOpen} onClose={() => step({ type: 'dismiss' })} title={t(lang, 'components.reminderPicker.title')}>
        <ul className="cb-reminder__options">
          {options.map((count) => (
            <li key={count}>
              <button
                type="button"
                className="cb-reminder__option"
                aria-current={count === choice.count ? 'true' : undefined}
                {...(count === (choice.count ?? options[0]) ? { 'data-autofocus': true } : {})}
                onClick={() => step({ type: 'choose', count })}
              >
                {tPlural(lang, 'components.reminderPicker.option', count)}
              </button>
            </li>
          ))}
        </ul>
      </Dialog>
    </BoxField>
  );
}
