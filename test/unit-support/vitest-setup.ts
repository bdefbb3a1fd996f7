// Vitest setup of the client project: screens call t() synchronously, and outside an element
// nothing has loaded a dictionary yet, so every test file starts with all four loaded.
import { LANGUAGES } from '../../src/common/languages.ts';
import { loadLanguage } from '../../src/i18n/translate.ts';

await Promise.all(LANGUAGES.map(loadLanguage));
