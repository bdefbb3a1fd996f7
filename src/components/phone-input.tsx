// Mobile number with its area code (docs/behaviour/5-validation.md): an area button (default 853) opening a country
// picker searched by name prefix (600 ms debounce, docs/behaviour/9-constants.md), and a digits-only number field, in one
// <Field>. A number pasted with +853 / 00853 in front is split into area and number.
import { useId, useState, type Ref } from 'react';
import { COUNTRIES, digitsOnly, isAreaPrefixInProgress, passesAreaRule, searchCountries, splitAreaAndNumber, stripWhitespace, type Country } from '../common/phone.ts';
import { t } from '../i18n/translate.ts';
import { useStyles } from '../platform/use-styles.ts';
import { countryName } from './country-name.ts';
import { Dialog } from './dialog.tsx';
import { Field } from './field.tsx';
import { ChevronDownIcon, SearchIcon } from './icons.tsx';
import { useDebounced } from './use-debounced.ts';
import { useLang } from './use-lang.ts';
import css from './phone-input.css?inline';

/** docs/behaviour/9-constants.md: country search debounce. */
const COUNTRY_SEARCH_DEBOUNCE_MS = 600;

export interface PhoneValue {
  /** Dial code without "+"; empty for a one-account user, whose area is cleared (docs/behaviour/6-roles.md). */
  area: string;
  /**
   * Digits only, except an international prefix still being typed ("+", "+85", "00"): that is
   * what the field shows, so a form checks it (inputOnlyNumber) rather than the number before it.
   */
  number: string;
}

export interface PhoneInputProps {
  value: PhoneValue;
  onChange(value: PhoneValue): void;
  /** One-account users see their number read-only (docs/behaviour/6-roles.md). */
  readOnly?: boolean;
  /** Already translated; defaults to "Mobile number". */
  label?: string;
  /** Already translated message of a failed check, shown under the field and tied to it. */
  error?: string | null;
  inputRef?: Ref<HTMLInputElement>;
  /** The field, for the form's model (use-field-errors.ts), which moves focus to its number. */
  fieldRef?: Ref<HTMLElement>;
  /** Already translated: a line under the field, read with it (e.g. that a code will be sent). */
  hint?: string;
}

export function PhoneInput({ value, onChange, readOnly = false, label, error, inputRef, fieldRef, hint }: PhoneInputProps) {
  useStyles(css);
  const lang = useLang();
  const [picking, setPicking] = useState(false);
  // The mainland rule is about a number: a prefix still being typed is not one yet.
  const mainlandProblem = !isAreaPrefixInProgress(value.number) && !passesAreaRule(value.area, value.number);
  const message = error ?? (mainlandProblem ? t(lang, 'components.phoneInput.mainlandStartsWithOne') : null);

  function type(raw: string) {
    const trimmed = raw.trim();
    // An international prefix being typed ("+8", "+85", "00") is kept as typed until it names an
    // area; it replaces the number that was there, which would otherwise be sent unseen.
    if (isAreaPrefixInProgress(trimmed)) {
      onChange({ area: value.area, number: stripWhitespace(trimmed) });
      return;
    }
    // A typed or pasted international number carries its own area (+853…, 00853…).
    if (/^(\+|00)/.test(trimmed)) {
      const split = splitAreaAndNumber(trimmed, value.area);
      onChange({ area: split.area, number: digitsOnly(split.number) });
      return;
    }
    onChange({ area: value.area, number: digitsOnly(raw) });
  }

  function pick(country: Country) {
    setPicking(false);
    onChange({ area: country.dial, number: value.number });
  }

  return (
    <Field
      className="cb-phone"
      part="phone-input"
      label={label ?? t(lang, 'components.phoneInput.label')}
      error={message}
      // The mainland rule speaks up as the number is typed.
      live
      hint={hint}
      fieldRef={fieldRef}
    >
      {(control) => (
        <>
          <div className={message ? 'cb-phone__row cb-phone__row--invalid' : 'cb-phone__row'}>
            {(!readOnly || value.area !== '') && (
              <button
                type="button"
                className="cb-phone__area"
                aria-haspopup="dialog"
                aria-label={t(lang, 'components.phoneInput.chooseArea', { dial: value.area })}
                disabled={readOnly}
                onClick={() => setPicking(true)}
              >
                <span>+{value.area}</span>
                {!readOnly && <ChevronDownIcon className="cb-phone__chevron" />}
              </button>
            )}
            <input
              id={control.id}
              className="cb-phone__number"
              type="tel"
              inputMode="numeric"
              autoComplete="tel-national"
              value={value.number}
              readOnly={readOnly}
              ref={inputRef}
              aria-invalid={control.invalid}
              aria-describedby={control.describedBy}
              onInput={(event) => type(event.currentTarget.value)}
            />
          </div>
          {picking && <CountryPicker current={value.area} onPick={pick} onClose={() => setPicking(false)} />}
        </>
      )}
    </Field>
  );
}

function CountryPicker({ current, onPick, onClose }: { current: string; onPick(country: Country): void; onClose(): void }) {
  const lang = useLang();
  const searchId = useId();
  const [query, setQuery] = useState('');
  const settled = useDebounced(query, COUNTRY_SEARCH_DEBOUNCE_MS);
  const found = searchCountries(settled, (region) => countryName(lang, region), COUNTRIES);
  return (
    <Dialog open onClose={onClose} title={t(lang, 'components.phoneInput.area')}>
      <div className="cb-phone__search">
        <SearchIcon className="cb-phone__search-icon" />
        <label className="cb-visually-hidden" htmlFor={searchId}>
          {t(lang, 'components.phoneInput.searchCountry')}
        </label>
        <input
          id={searchId}
          type="search"
          className="cb-phone__search-input"
          placeholder={t(lang, 'components.phoneInput.searchCountry')}
          value={query}
          data-autofocus
          onInput={(event) => setQuery(event.currentTarget.value)}
        />
      </div>
      {found.length === 0 ? (
        <p className="cb-phone__nothing" role="status">{t(lang, 'components.phoneInput.noCountry')}</p>
      ) : (
        <ul className="cb-phone__countries">
          {found.map((country) => (
            <li key={country.region}>
              <button
                type="button"
                className="cb-phone__country"
                aria-current={country.dial === current ? 'true' : undefined}
                onClick={() => onPick(country)}
              >
                <span>{countryName(lang, country.region)}</span>
                <span className="cb-phone__dial">+{country.dial}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </Dialog>
  );
}
