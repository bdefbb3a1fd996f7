// Language codes and their resolution from a link or an attribute (docs/behaviour/1-product.md).
export const LANGUAGES = ['zh_hant', 'zh_hans', 'pt_pt', 'en_us'] as const;
export type Lang = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Lang = 'zh_hant';

/**
 * zh-MO and zh-Hant → zh_hant, zh-hans → zh_hans, pt → pt_pt, en → en_us, anything else → zh_hant.
 * Case and separator (- or _) do not matter, and a region or script suffix is tolerated
 * (zh-Hans-CN, pt-PT, en-GB), since hosts pass whatever their own i18n uses. The `lang` alias of
 * the link parameter is the caller's business (src/domain/startup-params.ts).
 */
export function resolveLanguage(input: string | null | undefined): Lang {
  const value = (input ?? '').trim().toLowerCase().replace(/-/g, '_');
  if ((LANGUAGES as readonly string[]).includes(value)) return value as Lang;
  if (value === 'zh_hans' || value.startsWith('zh_hans_') || value === 'zh_cn' || value === 'zh_sg') return 'zh_hans';
  if (value === 'pt' || value.startsWith('pt_')) return 'pt_pt';
  if (value === 'en' || value.startsWith('en_')) return 'en_us';
  return DEFAULT_LANGUAGE;
}

/** Type guard for values that are already one of the internal codes. */
export function isLang(value: unknown): value is Lang {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}
