// One rosetta table for the four dictionaries. The language is an argument of every call:
// two widgets on one page may show two languages, so there is no "current language".
// Each dictionary is a lazy chunk: an element loads only its own language (loadLanguage, before
// its root renders) and t() stays synchronous over what is loaded. Tests load all four
// (src/i18n/test-setup.ts); src/i18n/dictionaries.ts holds them all as data.
import rosetta from 'rosetta';
import { CONNECT_FAILED } from './bundled-texts.ts';
import type { Lang } from './languages.ts';
import type { Dict } from './zh_hant.ts';

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

/** A text named by key with its values: what a rule answers and a screen hands to t(). */
export interface KeyedText {
  key: MessageKey;
  params?: MessageParams;
}

const table = rosetta<Dict>();

// One chunk per language; the bundler names it after the file (chunks/en_us-….js).
const loaders: Record<Lang, () => Promise<Dict>> = {
  zh_hant: () => import('./zh_hant.ts').then((m) => m.zh_hant),
  zh_hans: () => import('./zh_hans.ts').then((m) => m.zh_hans),
  pt_pt: () => import('./pt_pt.ts').then((m) => m.pt_pt),
  en_us: () => import('./en_us.ts').then((m) => m.en_us),
};
const loaded = new Set<Lang>();
/** Texts that do not wait for a dictionary (bundled-texts.ts). */
const BUNDLED: Partial<Record<MessageKey, Record<Lang, string>>> = { 'messages.network.connectFailed': CONNECT_FAILED };
const loading = new Map<Lang, Promise<void>>();

/** Whether t() has the texts of `lang` now. */
export function hasLanguage(lang: Lang): boolean {
  return loaded.has(lang);
}

/**
 * Fetches the dictionary of `lang` once (concurrent calls share the request); resolves when t()
 * can use it. A failed load (offline) rejects and is tried again on the next call.
 */
export function loadLanguage(lang: Lang): Promise<void> {
  if (loaded.has(lang)) return Promise.resolve();
  let pending = loading.get(lang);
  if (!pending) {
    pending = loaders[lang]().then(
      (dict) => {
        table.set(lang, dict);
        loaded.add(lang);
        loading.delete(lang);
      },
      (error: unknown) => {
        loading.delete(lang);
        throw error;
      },
    );
    loading.set(lang, pending);
  }
  return pending;
}

/**
 * The text of `key` in `lang`, with `{{name}}` placeholders filled from `params`.
 * A key the language lacks (only possible with an untyped key) falls back to zh_hant when it is
 * loaded; with no dictionary loaded, a bundled text (the dictionary download failed) is used;
 * then the key itself, so a gap shows up as a readable key rather than an empty label.
 */
export function t(lang: Lang, key: MessageKey, params?: MessageParams): string {
  return table.t(key, params, lang) || table.t(key, params, 'zh_hant') || BUNDLED[key]?.[lang] || key;
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
  // Every dictionary has the same keys (Dict), so any loaded one answers.
  return [...loaded].some((lang) => {
    const text: unknown = table.t(value, undefined, lang);
    return typeof text === 'string' && text !== '';
  });
}
