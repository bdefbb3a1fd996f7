// The four dictionaries at once, as data, for tests and tools. The bundle never imports this
// file: an element loads only its own language through loadLanguage() (translate.ts).
import { en_us } from './en_us.ts';
import type { Lang } from '../common/languages.ts';
import { pt_pt } from './pt_pt.ts';
import { zh_hans } from './zh_hans.ts';
import { zh_hant, type Dict } from './zh_hant.ts';

export const dictionaries: Record<Lang, Dict> = { zh_hant, zh_hans, pt_pt, en_us };
