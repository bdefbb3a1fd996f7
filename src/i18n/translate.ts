// One rosetta table for the four dictionaries. The language is an argument of every call:
// two widgets on one page may show two languages, so there is no "current language".
import rosetta from 'rosetta';
import { en_us } from './en_us.ts';
import type { Lang } from './languages.ts';
import { pt_pt } from './pt_pt.ts';
import { zh_hans } from './zh_hans.ts';
import { zh_hant, type Dict } from './zh_hant.ts';

type Leaves<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : Leaves<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

/** Every dot path to a string of the dictionaries, e.g. 'messages.serverBusy'. */
export type MessageKey = Leaves<Dict>;

/**
 * Keys of texts that depend on a count: an object with `one` and `other` leaves
 * (`pages.home.ticketCount.one`, `…other`), chosen by the language's plural rules.
 */
export type PluralKey = {
  [K in MessageKey]: K extends `${infer Base}.other` ? (`${Base}.one` extends MessageKey ? Base : never) : never;
}[MessageKey];

/** Values for `{{name}}` placeholders. */
export type MessageParams = Record<string, string | number>;

export const dictionaries: Record<Lang, Dict> = { zh_hant, zh_hans, pt_pt, en_us };

const table = rosetta<Dict>({ ...dictionaries });

/**
 * The text of `key` in `lang`, with `{{name}}` placeholders filled from `params`.
 * A key the language lacks (only possible with an untyped key) falls back to zh_hant, then to
 * the key itself, so a gap shows up as a readable key rather than an empty label.
 */
export function t(lang: Lang, key: MessageKey, params?: MessageParams): string {
  return table.t(key, params, lang) || table.t(key, params, 'zh_hant') || key;
}

/** BCP 47 tags for the plural rules of each language (pt-PT: only 1 is singular, 0 is plural). */
const PLURAL_LOCALES: Record<Lang, string> = { zh_hant: 'zh-Hant', zh_hans: 'zh-Hans', pt_pt: 'pt-PT', en_us: 'en-US' };
const pluralRules = new Map<Lang, Intl.PluralRules>();

/**
 * The text of a counted key for `count`, e.g. tPlural('en_us', 'pages.home.ticketCount', 1) →
 * "1 active ticket"; `{{count}}` is filled in, other params as for t(). Languages without a
 * singular form (Chinese) repeat the same text under both leaves.
 */
export function tPlural(lang: Lang, key: PluralKey, count: number, params: MessageParams = {}): string {
  let rules = pluralRules.get(lang);
  if (!rules) pluralRules.set(lang, (rules = new Intl.PluralRules(PLURAL_LOCALES[lang])));
  const form = rules.select(count) === 'one' ? 'one' : 'other';
  return t(lang, `${key}.${form}` as MessageKey, { ...params, count });
}

/**
 * Whether `value` names a text of the dictionaries: for keys that arrive as data (an error's
 * messageKey, a route's title key) before they are handed to t().
 */
export function isMessageKey(value: unknown): value is MessageKey {
  if (typeof value !== 'string' || value === '') return false;
  const text: unknown = table.t(value, undefined, 'zh_hant');
  return typeof text === 'string' && text !== '';
}
