// Language codes and their resolution from a link or an attribute (SPEC.md §1).
export const LANGUAGES = ['zh_hant', 'zh_hans', 'pt_pt', 'en_us'] as const;
export type Lang = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Lang = 'zh_hant';

/** zh-MO and zh-Hant → zh_hant, zh-hans → zh_hans, pt → pt_pt, en → en_us, anything else → zh_hant. */
export function resolveLanguage(input: string | null | undefined): Lang {
  const value = (input ?? '').trim().toLowerCase().replace('-', '_');
  if ((LANGUAGES as readonly string[]).includes(value)) return value as Lang;
  if (value === 'zh_hans' || value === 'zh_cn' || value === 'zh_sg') return 'zh_hans';
  if (value === 'pt' || value.startsWith('pt_')) return 'pt_pt';
  if (value === 'en' || value.startsWith('en_')) return 'en_us';
  return DEFAULT_LANGUAGE;
}
