// The entry of the <script> build (civic-booking.iife.js): every element, as elements/index.ts.
// An IIFE cannot split chunks, so it carries all four dictionaries anyway; providing them here,
// as the script runs, lets each element's first render show its texts, instead of a blank box
// until a promise and an effect after the next paint bring the dictionary in.
import { en_us } from './i18n/en_us.ts';
import { pt_pt } from './i18n/pt_pt.ts';
import { provideLanguage } from './i18n/translate.ts';
import { zh_hans } from './i18n/zh_hans.ts';
import { zh_hant } from './i18n/zh_hant.ts';

provideLanguage('zh_hant', zh_hant);
provideLanguage('zh_hans', zh_hans);
provideLanguage('pt_pt', pt_pt);
provideLanguage('en_us', en_us);

export * from '../elements/index.ts';
