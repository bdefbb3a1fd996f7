// The advance reminder of the take-ticket form (SPEC.md §4 "Reminder"): a box that opens a picker
// of people counts when ticked; choosing sets the count, closing or cancelling the picker unticks
// the box and clears the count, unticking clears it (domain/reminder.ts decides each step).
import { useId, type Ref } from 'react';
import { Dialog } from '../../components/dialog.tsx';
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
}

export function ReminderField({ choice, options, onChange, error, inputRef }: ReminderFieldProps) {
  const lang = useLang();
  const id = useId();
  const step = (event: ReminderEvent) => onChange(reminderAfter(choice, event));
  const describedBy = [`${id}-hint`, choice.count !== null ? `${id}-count` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <div className="cb-reminder">
      <div className="cb-reminder__row">
        <input
          id={`${id}-box`}
          ref={inputRef}
          type="checkbox"
          className="cb-reminder__box"
          checked={choice.checked}
          aria-haspopup="dialog"
          aria-invalid={error ? 'true' : undefined}
          aria-describedby={describedBy}
          onChange={(event) => step(event.currentTarget.checked ? { type: 'check' } : { type: 'uncheck' })}
        />
        <label className="cb-reminder__label" htmlFor={`${id}-box`}>
          {t(lang, 'pages.offerNum.reminder')}
        </label>
      </div>
      <p className="cb-reminder__hint" id={`${id}-hint`}>
        {t(lang, 'pages.offerNum.reminderHint')}
      </p>
      {choice.count !== null && (
        <p className="cb-reminder__chosen">
          <span id={`${id}-count`}>{tPlural(lang, 'pages.offerNum.reminderPeople', choice.count)}</span>
          <button type="button" className="cb-reminder__change" aria-haspopup="dialog" onClick={() => onChange({ ...choice, pickerOpen: true })}>
            {t(lang, 'pages.offerNum.reminderChange')}
          </button>
        </p>
      )}
      {error && (
        <p className="cb-reminder__error" id={`${id}-error`}>
          {error}
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
    </div>
  );
}
