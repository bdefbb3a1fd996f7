// docs/behaviour/5-validation.md (Search input) and docs/behaviour/9-constants.md: what the search box keeps of what is typed, when the keyword
// may be searched, and the type-ahead's timing. The reference server applies the same rule and
// refuses a keyword that breaks it, so the box cleans it first rather than earn a 400.

/** docs/behaviour/5-validation.md: stripped from the box, with messages.prohibitInput shown. */
export const PROHIBITED_CHARACTERS = '*;"\'#=-+@%^&()[]{}<>\\/|?!`.~';
/** docs/behaviour/9-constants.md: how long messages.prohibitInput shows. */
export const PROHIBIT_INPUT_MS = 2_000;
/** docs/behaviour/9-constants.md: the type-ahead waits for typing to pause this long. */
export const TYPE_AHEAD_DEBOUNCE_MS = 500;
/** The reference server's longest keyword; the box keeps no more. */
export const SEARCH_KEYWORD_MAX_LENGTH = 50;

/**
 * Kept: letters of any script (Chinese characters are letters, and so are Portuguese accented
 * ones), digits, combining marks and spaces. Spaces stay so that "bilhete de identidade" is not
 * glued into one word; the server allows them too.
 */
const NOT_KEPT = /[^\p{L}\p{N}\p{M} ]/gu;

export interface CleanedSearchInput {
  /** What the box shows now. */
  text: string;
  /** Something typed was removed: show messages.prohibitInput for PROHIBIT_INPUT_MS. */
  prohibitInput: boolean;
}

/**
 * The box's text after a keystroke or a paste. Every removed character raises the notice, not
 * only the listed ones: a "$" or an emoji vanishing without a word would look like a fault.
 * Trailing spaces stay while typing (the next word follows); searchKeyword trims.
 */
export function cleanSearchInput(raw: string): CleanedSearchInput {
  const spaced = raw.replace(/\s/g, ' ');
  const kept = spaced.replace(NOT_KEPT, '');
  const text = Array.from(kept).slice(0, SEARCH_KEYWORD_MAX_LENGTH).join('');
  return { text, prohibitInput: kept.length !== spaced.length };
}

/** The refusal is a key of the client's dictionary (src/i18n), held to it where the client shows it. */
export type KeywordCheck = { ok: true; keyword: string } | { ok: false; messageKey: 'messages.keywordEmpty' };

/** The keyword to search for when the citizen presses Enter or Search: empty → keywordEmpty. */
export function searchKeyword(text: string): KeywordCheck {
  const keyword = cleanSearchInput(text).text.trim().replace(/ {2,}/g, ' ');
  if (keyword === '') return { ok: false, messageKey: 'messages.keywordEmpty' };
  return { ok: true, keyword };
}

/** The type-ahead's query, or null when the box is cleared: recommendations are then hidden. */
export function typeAheadKeyword(text: string): string | null {
  const check = searchKeyword(text);
  return check.ok ? check.keyword : null;
}
