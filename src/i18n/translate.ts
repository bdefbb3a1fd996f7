// One rosetta table for the four dictionaries. The language is an argument of every call:
// two widgets on one page may show two languages, so there is no "current language".
// Each dictionary reaches the browser in two lazy chunks (src/i18n/dictionary-parts.ts): an
// element loads its language's first part before its root renders, the router the rest before
// a screen that needs it (loadTexts), and t() stays synchronous over what is loaded. Tests load
// all of it (loadLanguage, test/unit-support/vitest-setup.ts); src/i18n/dictionaries.ts holds it as data.
import rosetta from 'rosetta';
import { CONNECT_FAILED } from './bundled-texts.ts';
import type { TextsPart } from './dictionary-parts.ts';
import { LANGUAGES, type Lang } from '../common/languages.ts';
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

/** What a part module holds: some of the dictionary's branches, as nested objects. */
interface DictPart {
  [key: string]: string | DictPart;
}

// Two chunks per language, cut from the one file at build time (vite.config.ts, dictionaryParts).
const loaders: Record<Lang, Record<TextsPart, () => Promise<DictPart>>> = {
  zh_hant: { first: () => import('./zh_hant.ts?part=first').then((m) => m.zh_hant), rest: () => import('./zh_hant.ts?part=rest').then((m) => m.zh_hant) },
  zh_hans: { first: () => import('./zh_hans.ts?part=first').then((m) => m.zh_hans), rest: () => import('./zh_hans.ts?part=rest').then((m) => m.zh_hans) },
  pt_pt: { first: () => import('./pt_pt.ts?part=first').then((m) => m.pt_pt), rest: () => import('./pt_pt.ts?part=rest').then((m) => m.pt_pt) },
  en_us: { first: () => import('./en_us.ts?part=first').then((m) => m.en_us), rest: () => import('./en_us.ts?part=rest').then((m) => m.en_us) },
};
const loaded = new Set<`${Lang}:${TextsPart}`>();
/** Texts that do not wait for a dictionary (bundled-texts.ts). */
const BUNDLED: Partial<Record<MessageKey, Record<Lang, string>>> = { 'messages.network.connectFailed': CONNECT_FAILED };
const loading = new Map<`${Lang}:${TextsPart}`, Promise<void>>();

/** The parts share branches (`pages`): each is copied into the language's tree, branch by branch. */
function merge(into: DictPart, from: DictPart): DictPart {
  for (const [key, value] of Object.entries(from)) {
    const there = into[key];
    into[key] = typeof value === 'string' ? value : merge(typeof there === 'object' ? there : {}, value);
  }
  return into;
}

/** Whether t() has the texts of `part` in `lang` now. */
export function hasTexts(lang: Lang, part: TextsPart): boolean {
  return loaded.has(`${lang}:${part}`);
}

/**
 * Fetches one part of the dictionary of `lang` once (concurrent calls share the request); resolves
 * when t() can use it. A failed load (offline) rejects and is tried again on the next call.
 */
export function loadTexts(lang: Lang, part: TextsPart): Promise<void> {
  const id = `${lang}:${part}` as const;
  if (loaded.has(id)) return Promise.resolve();
  let pending = loading.get(id);
  if (!pending) {
    pending = loaders[lang][part]().then(
      (texts) => {
        table.set(lang, merge((table.table(lang) as DictPart | undefined) ?? {}, texts) as Dict);
        loaded.add(id);
        loading.delete(id);
      },
      (error: unknown) => {
        loading.delete(id);
        throw error;
      },
    );
    loading.set(id, pending);
  }
  return pending;
}

/** Both parts of the dictionary of `lang`: for tests and tools, which call t() with any key. */
export async function loadLanguage(lang: Lang): Promise<void> {
  await Promise.all([loadTexts(lang, 'first'), loadTexts(lang, 'rest')]);
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
  return LANGUAGES.some((lang) => {
    const text: unknown = table.t(value, undefined, lang);
    return typeof text === 'string' && text !== '';
  });
}
