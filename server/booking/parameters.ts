// Reservation parameters (docs/behaviour/3-entities.md, docs/behaviour/5-validation.md): parameterN of a request is the service's parameter
// at position N (the key booking/reservationParameters hands out). Every non-mobile parameter needs a value; identity numbers, phones,
// numbers, dates, birthdays, genders and options are checked by type.
import type { Queryable } from '../db/types.ts';
import { sqlTexts, type Texts } from '../i18n/texts.ts';
import { date, identityNo, mobile, text } from '../http/input.ts';
import { invalid } from '../refusal.ts';

export interface ParameterDef {
  id: number;
  position: number;
  parameterType: 'NAME' | 'IDNUMBER' | 'MOBILENUMBER' | 'DATE' | 'BIRTHDAY' | 'GENDER' | 'OPTION' | 'NUMBER';
  name: Texts;
  description: Texts;
  required: boolean;
  /** OPTION and GENDER choices: the value and its name in each language. */
  options: Array<{ value: string } & Partial<Texts>>;
}

export interface ParameterValue {
  parameterType: ParameterDef['parameterType'];
  name: Texts;
  value: string | { mobArea: string; mobNum: string };
}

/** The service's parameters in form order, named in every language. */
export async function loadParameters(db: Queryable, serviceId: number): Promise<ParameterDef[]> {
  return db.query<ParameterDef>(
    `SELECT id, position, parameter_type AS "parameterType", ${sqlTexts('name')} AS name, ${sqlTexts('description')} AS description,
            required, options
       FROM reservation_parameters WHERE service_id = $1 ORDER BY position`,
    [serviceId],
  );
}

/** A parameter's raw value: a string or number, or an object with value (or mobArea/mobNum). */
function rawValue(input: unknown): unknown {
  if (input && typeof input === 'object' && !Array.isArray(input) && 'value' in input) return (input as { value: unknown }).value;
  return input;
}

export function checkParameters(defs: ParameterDef[], body: Record<string, unknown>, today: string): ParameterValue[] {
  return defs.map((def) => {
    const field = `parameter${def.position}`;
    const input = body[field];
    if (def.parameterType === 'MOBILENUMBER') {
      const v = input && typeof input === 'object' && !Array.isArray(input) ? (input as Record<string, unknown>) : {};
      const num = v.mobNum ?? (typeof rawValue(input) === 'object' ? undefined : rawValue(input));
      if ((num === undefined || num === null || num === '') && !def.required) return { parameterType: def.parameterType, name: def.name, value: '' };
      return { parameterType: def.parameterType, name: def.name, value: mobile(v.mobArea, num) };
    }
    const raw = rawValue(input);
    let value = (text(raw, field, { max: 200 }) ?? '').trim();
    if (def.parameterType === 'NAME' || def.parameterType === 'IDNUMBER' || def.parameterType === 'NUMBER') value = value.replace(/\s+/g, '');
    if (value === '') {
      if (!def.required) return { parameterType: def.parameterType, name: def.name, value: '' };
      const select = def.parameterType === 'GENDER' || def.parameterType === 'OPTION' || def.parameterType === 'DATE' || def.parameterType === 'BIRTHDAY';
      throw invalid(select ? 'mustSelect' : 'mustInput', { field: def.name });
    }
    switch (def.parameterType) {
      case 'IDNUMBER':
        value = identityNo(value, true);
        break;
      case 'NUMBER':
        if (!/^\d+(\.\d+)?$/.test(value)) throw invalid('inputOnlyNumber');
        break;
      case 'DATE':
      case 'BIRTHDAY': {
        const iso = date(value, def.name)!;
        if (def.parameterType === 'BIRTHDAY' && iso > today) throw invalid('birthdayFuture');
        value = iso;
        break;
      }
      case 'GENDER':
        if (value !== 'M' && value !== 'F') throw invalid('mustSelect', { field: def.name });
        break;
      case 'OPTION': {
        const options = Array.isArray(def.options) ? def.options : [];
        if (options.length > 0 && !options.some((o) => String(o.value) === value)) throw invalid('mustSelect', { field: def.name });
        break;
      }
      case 'NAME':
        value = value.replace(/[,，]/g, '');
        if (value === '') throw invalid('mustInput', { field: def.name });
        break;
    }
    return { parameterType: def.parameterType, name: def.name, value };
  });
}
