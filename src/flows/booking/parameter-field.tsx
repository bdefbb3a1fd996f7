// One field of the parameter form, by its type (SPEC.md §3 "Parameter"): text for a name, an
// identity number or a number; the phone input for a mobile number; the browser's date picker for
// a date or a birthday (from 1900, a birthday not after today); a choice of two for a gender; a
// list for an option. A field prefilled from the profile is shown disabled.
import type { ParameterValue } from '../../common/api-contract.ts';
import { PhoneInput } from '../../components/phone-input.tsx';
import { useLang } from '../../components/use-lang.ts';
import { MIN_PARAMETER_DATE, type ParameterEntry } from '../../domain/parameter-form.ts';
import { DEFAULT_AREA } from '../../common/phone.ts';
import { isoDate } from '../../i18n/dates.ts';
import { t } from '../../i18n/translate.ts';

export interface ParameterFieldProps {
  id: string;
  index: number;
  entry: ParameterEntry;
  /** YYYY-MM-DD: a birthday's latest day. */
  today: string;
  /** Already translated. */
  error: string | null;
  onChange(value: ParameterValue | null): void;
}

const GENDERS = ['M', 'F'] as const;

export function ParameterField({ id, index, entry, today, error, onChange }: ParameterFieldProps) {
  const lang = useLang();
  const { parameter, value, locked } = entry;
  const type = parameter.parameterType;
  const label = parameter.name || t(lang, `pages.setParams.fieldTypes.${type}`);
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const described = [parameter.description ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  const text = typeof value === 'string' || typeof value === 'number' ? String(value) : '';
  const invalid = error ? 'true' : undefined;
  const hint = parameter.description ? <p className="cb-booking-form__hint" id={hintId}>{parameter.description}</p> : null;
  const message = error ? <p className="cb-booking-form__error" id={errorId}>{error}</p> : null;

  if (type === 'MOBILENUMBER') {
    const phone = typeof value === 'object' && value ? value : { mobArea: DEFAULT_AREA, mobNum: text };
    return (
      <div className="cb-booking-form__field" data-field={index}>
        <PhoneInput
          label={label}
          value={{ area: phone.mobArea, number: phone.mobNum }}
          readOnly={locked}
          error={error}
          onChange={(next) => onChange({ mobArea: next.area, mobNum: next.number })}
        />
        {hint}
      </div>
    );
  }

  if (type === 'GENDER' || (type === 'OPTION' && (parameter.options?.length ?? 0) > 0 && (parameter.options?.length ?? 0) <= 2)) {
    const options = type === 'GENDER'
      ? GENDERS.map((g) => ({ value: g, name: parameter.options?.find((o) => o.value === g)?.name || t(lang, `pages.setParams.genders.${g}`) }))
      : (parameter.options ?? []).map((o) => ({ value: String(o.value), name: o.name || String(o.value) }));
    return (
      <fieldset className="cb-booking-form__field" data-field={index} aria-describedby={described}>
        <legend className="cb-booking-form__label">{label}</legend>
        {hint}
        <div className="cb-booking-form__choices">
          {options.map((option) => (
            <label key={option.value}>
              <input type="radio" name={id} value={option.value} checked={text === option.value} disabled={locked} onChange={() => onChange(option.value)} />
              {option.name}
            </label>
          ))}
        </div>
        {message}
      </fieldset>
    );
  }

  let control;
  if (type === 'OPTION') {
    control = (
      <select id={id} className="cb-booking-form__input" value={text} disabled={locked} aria-invalid={invalid} aria-describedby={described} onChange={(event) => onChange(event.currentTarget.value || null)}>
        <option value="">{t(lang, 'pages.setParams.selectPlaceholder')}</option>
        {(parameter.options ?? []).map((o) => (
          <option key={o.value} value={String(o.value)}>{o.name || String(o.value)}</option>
        ))}
      </select>
    );
  } else if (type === 'DATE' || type === 'BIRTHDAY') {
    control = (
      <input
        id={id}
        type="date"
        className="cb-booking-form__input"
        value={isoDate(text) ?? ''}
        min={MIN_PARAMETER_DATE}
        max={type === 'BIRTHDAY' ? today : undefined}
        disabled={locked}
        aria-invalid={invalid}
        aria-describedby={described}
        onChange={(event) => onChange(event.currentTarget.value || null)}
      />
    );
  } else {
    control = (
      <input
        id={id}
        type="text"
        className="cb-booking-form__input"
        inputMode={type === 'NUMBER' ? 'decimal' : undefined}
        autoComplete="off"
        spellcheck={false}
        placeholder={t(lang, 'pages.setParams.inputPlaceholder')}
        value={text}
        disabled={locked}
        aria-invalid={invalid}
        aria-describedby={described}
        onInput={(event) => onChange(event.currentTarget.value)}
      />
    );
  }
  return (
    <div className="cb-booking-form__field" data-field={index}>
      <label className="cb-booking-form__label" htmlFor={id}>{label}</label>
      {control}
      {hint}
      {message}
    </div>
  );
}
