// A text held in every language (a name, an address, a notice, a parameter's label) travels
// from the module that owns it to the route as Texts, all four together; the route answers it
// in the request's language (inLanguage, in the answer's one shaping step). So no function below
// a route needs the request's language, and an answer stored for a replay (an idempotency key)
// is worded in the language of the request that replays it.
import { LANGUAGES, type Lang } from '../../src/common/languages.ts';

declare const textsBrand: unique symbol;

/** One text in each language; V is string, or string | null for an optional text. */
export type Texts<V extends string | null = string> = Readonly<Record<Lang, V>> & { readonly [textsBrand]?: true };

/** Plain values, with every Texts inside replaced by its text in one language. */
export type InLanguage<T> =
  T extends string | number | boolean | bigint | symbol | null | undefined ? T
  : T extends Texts<infer V> ? (Texts<V> extends T ? V : T)
  : T extends Date ? T
  : T extends readonly (infer U)[] ? InLanguage<U>[]
  : T extends object ? { [K in keyof T]: InLanguage<T[K]> }
  : T;

function isTexts(value: object): value is Texts<string | null> {
  const keys = Object.keys(value);
  return keys.length === LANGUAGES.length && LANGUAGES.every((l) => {
    const text = (value as Record<string, unknown>)[l];
    return typeof text === 'string' || text === null;
  });
}

/** The value with every Texts in it (at any depth) replaced by its text in lang. */
export function inLanguage<T>(value: T, lang: Lang): InLanguage<T> {
  return pick(value, lang) as InLanguage<T>;
}

function pick(value: unknown, lang: Lang): unknown {
  if (value === null || typeof value !== 'object' || value instanceof Date) return value;
  if (Array.isArray(value)) return value.map((v) => pick(v, lang));
  if (isTexts(value)) return value[lang];
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) out[k] = pick(v, lang);
  return out;
}

/**
 * The SQL that reads a translated column as Texts (a JSON object keyed by language): `column`
 * is the column's name without its language suffix (`s.name` for s.name_zh_hant, …), or a
 * function of the suffix for an expression. The suffixes are the four fixed codes, never
 * request text, so the interpolation is safe.
 */
export function sqlTexts(column: string | ((suffix: Lang) => string)): string {
  const of = typeof column === 'string' ? (suffix: Lang) => `${column}_${suffix}` : column;
  return `json_build_object(${LANGUAGES.map((suffix) => `'${suffix}', ${of(suffix)}`).join(', ')})`;
}
