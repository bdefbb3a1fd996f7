// One field of the parameter form, by its type (docs/behaviour/3-entities.md (Reservation parameter)): text for a name, an
// identity number or a number; the phone input for a mobile number; the browser's date picker for
// a date or a birthday (from 1900, a birthday not after today); a choice of two for a gender; a
// list for an option. A field prefilled from the profile is shown disabled. Each is one <Field>,
// its description read before its message.
import type { Ref } from 'react';
import type { ParameterValue } from '../../common/api-contract.ts';
import { Field } from '../../components/field.tsx';
import { PhoneInput } from '../../components/phone-input.tsx';
import { useLang } from '../../components/use-lang.ts';
import { MIN_PARAMETER_DATE, type ParameterEntry } from '../../domain/parameter-form.ts';
import { DEFAULT_AREA } from '../../common/phone.ts';
import { isoDate } from '../../i18n/dates.ts';
import { t } from '../../i18n/translate.ts';

export interface ParameterFieldProps {
  id: string;
  entry: ParameterEntry;
  /** YYYY-MM-DD: a birthday's latest day. */
  today: string;
  /** Already translated. */
  error: string | null;
  /** The field, for the form's model (use-field-errors.ts). */
  fieldRef: Ref<HTMLElement>;
  onChange(value: ParameterValue | null): void;
}

const GENDERS = ['M', 'F'] as const;

export function ParameterField({ id, entry, today, error, fieldRef, onChange }: ParameterFieldProps) {
  const lang = useLang();
  const { parameter, value, locked } = entry;
  const type = parameter.parameterType;
  const label = parameter.name || t(lang, `pages.setParams.fieldTypes.${type}`);
  const descriptionId = `${id}-description`;
  const described = parameter.description ? descriptionId : undefined;
  const text = typeof value === 'string' || typeof value === 'number' ? String(value) : '';
  const description = parameter.description ? <p className="cb-field__hint" id={descriptionId}>{parameter.description}</p> : null;

  if (type === 'MOBILENUMBER') {
    const phone = typeof value === 'object' && value ? value : { mobArea: DEFAULT_AREA, mobNum: text };
    return (
      <PhoneInput
        label={label}
        value={{ area: phone.mobArea, number: phone.mobNum }}
        readOnly={locked}
        error={error}
        fieldRef={fieldRef}
        {...(parameter.description ? { hint: parameter.description } : {})}
        onChange={(next) => onChange({ mobArea: next.area, mobNum: next.number })}
      />
    );
  }

  if (type === 'GENDER' || (type === 'OPTION' && (parameter.options?.length ?? 0) > 0 && (parameter.options?.length ?? 0) <= 2)) {
    const options = type === 'GENDER'
      ? GENDERS.map((g) => ({ value: g, name: parameter.options?.find((o) => o.value === g)?.name || t(lang, `pages.setParams.genders.${g}`) }))
      : (parameter.options ?? []).map((o) => ({ value: String(o.value), name: o.name || String(o.value) }));
    return (
      <Field group label={label} error={error} describedBy={described} fieldRef={fieldRef}>
        {(control) => (
          <>
            {description}
            <div className="cb-booking-form__choices">
              {options.map((option) => (
                <label key={option.value}>
                  <input
                    type="radio"
                    name={id}
                    value={option.value}
                    checked={text === option.value}
                    disabled={locked}
                    aria-invalid={control.invalid}
                    aria-describedby={control.describedBy}
                    onChange={() => onChange(option.value)}
                  />
                  {option.name}
                </label>
              ))}
            </div>
          </>
        )}
      </Field>
    );
  }

  return (
    <Field label={label} error={error} describedBy={described} fieldRef={fieldRef}>
      {(control) => {
        let input;
        if (type === 'OPTION') {
          input = (
            <select
              id={control.id}
              className="cb-booking-form__input"
              value={text}
              disabled={locked}
              aria-invalid={control.invalid}
              aria-describedby={control.describedBy}
              onChange={(event) => onChange(event.currentTarget.value || null)}
            >
              <option value="">{t(lang, 'pages.setParams.selectPlaceholder')}</option>
              {(parameter.options ?? []).map((o) => (
                <option key={o.value} value={String(o.value)}>{o.name || String(o.value)}</option>
              ))}
            </select>
          );
        } else if (type === 'DATE' || type === 'BIRTHDAY') {
          input = (
            <input
              id={control.id}
              type="date"
              className="cb-booking-form__input"
              value={isoDate(text) ?? ''}
              min={MIN_PARAMETER_DATE}
              max={type === 'BIRTHDAY' ? today : undefined}
              disabled={locked}
              aria-invalid={control.invalid}
              aria-describedby={control.describedBy}
              onChange={(event) => onChange(event.currentTarget.value || null)}
            />
          );
        } else {
          input = (
            <input
              id={control.id}
              type="text"
              className="cb-booking-form__input"
              inputMode={type === 'NUMBER' ? 'decimal' : undefined}
              autoComplete="off"
              spellcheck={false}
              placeholder={t(lang, 'pages.setParams.inputPlaceholder')}
              value={text}
              disabled={locked}
              aria-invalid={control.invalid}
              aria-describedby={control.describedBy}
              onInput={(event) => onChange(event.currentTarget.value)}
            />
          );
        }
        return (
          <>
            {input}
            {description}
          </>
        );
      }}
    </Field>
  );
}
