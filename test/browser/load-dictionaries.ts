// An element loads only its own language's dictionary before it renders (src/i18n/translate.ts);
// browser tests that call t() or read API error texts outside an element await this first, so
// all four are there (as test/unit-support/vitest-setup.ts does for Vitest). A function rather than a
// side-effect import: the fixtures' Vite build would drop an import it sees no use of.
import { LANGUAGES } from '../../src/common/languages.ts';
import { loadLanguage } from '../../src/i18n/translate.ts';

export async function loadAllLanguages(): Promise<void> {
  await Promise.all(LANGUAGES.map(loadLanguage));
}
