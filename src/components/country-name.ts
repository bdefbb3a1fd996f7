// Names of the phone input's countries in the element's language. The three areas the service
// offers (docs/behaviour/3-entities.md: Macau, Hong Kong, mainland China) use the dictionary's wording, which a Macau
// public service chooses with care; the others come from the browser's Intl data.
import type { Lang } from '../common/languages.ts';
import { t } from '../i18n/translate.ts';
import { HTML_LANG } from '../platform/attribute-settings.ts';

const cache = new Map<Lang, Intl.DisplayNames | null>();

function displayNames(lang: Lang): Intl.DisplayNames | null {
  if (!cache.has(lang)) {
    try {
      cache.set(lang, new Intl.DisplayNames([HTML_LANG[lang]], { type: 'region' }));
    } catch {
      cache.set(lang, null);
    }
  }
  return cache.get(lang) ?? null;
}

export function countryName(lang: Lang, region: string): string {
  if (region === 'MO') return t(lang, 'components.phoneInput.areas.MO');
  if (region === 'HK') return t(lang, 'components.phoneInput.areas.HK');
  if (region === 'CN') return t(lang, 'components.phoneInput.areas.CN');
  return displayNames(lang)?.of(region) ?? region;
}
