// Search input rules of SPEC.md §5 on the server: the prohibited characters, and only
// Chinese characters, letters, digits and spaces; an empty keyword is keywordEmpty.
export const PROHIBITED = /[*;"'#=\-+@%^&()[\]{}<>\\/|?!`.~]/;
const ALLOWED = /^[\p{L}\p{N}\p{M} \u3000]+$/u;
export const MAX_KEYWORD = 50;

export type KeywordVerdict = { ok: true; keyword: string } | { ok: false; reason: 'keywordEmpty' | 'prohibitInput' | 'tooLong' };

export function checkKeyword(raw: unknown): KeywordVerdict {
  if (typeof raw !== 'string' && typeof raw !== 'number') return { ok: false, reason: 'keywordEmpty' };
  const keyword = String(raw).trim().replace(/\s+/g, ' ');
  if (keyword === '') return { ok: false, reason: 'keywordEmpty' };
  if (keyword.length > MAX_KEYWORD) return { ok: false, reason: 'tooLong' };
  if (PROHIBITED.test(keyword) || !ALLOWED.test(keyword)) return { ok: false, reason: 'prohibitInput' };
  return { ok: true, keyword };
}
