// SPEC.md §2 Search and §4 "Other states": when the search history shows and which chips it has,
// what an empty search says, and the service-code shortcut (exactly one service opens at once).
import type { SearchResult, Service } from '../api/types.ts';
import { servicesStep, type DrillStep } from './drill-down.ts';

/** §9: search history chips shown. */
export const SEARCH_HISTORY_SHOWN = 10;

export function isEmptyResult(result: SearchResult | null | undefined): boolean {
  return !result || (result.departments.length === 0 && result.services.length === 0);
}

/** §4: the history shows only when the results are empty (or none yet) and the citizen is logged in. */
export function showSearchHistory(result: SearchResult | null | undefined, loggedIn: boolean): boolean {
  return loggedIn && isEmptyResult(result);
}

/** The chips, most recent first as the server lists them: no blank or repeated keyword, at most 10. */
export function historyChips(keywords: readonly string[]): string[] {
  const chips: string[] = [];
  for (const raw of keywords) {
    const keyword = raw.trim();
    if (keyword !== '' && !chips.includes(keyword)) chips.push(keyword);
    if (chips.length === SEARCH_HISTORY_SHOWN) break;
  }
  return chips;
}

/** The chips after a search for `keyword`: it moves to the front. */
export function rememberKeyword(keywords: readonly string[], keyword: string): string[] {
  return historyChips([keyword, ...keywords]);
}

/**
 * Search opened with a service code: exactly one service opens at once (chosen as in the
 * drill-down, so a suspended one still blocks); several are listed; none says noSearchData.
 */
export function serviceCodeStep(services: readonly Service[]): DrillStep<Service> {
  if (services.length === 0) return { kind: 'empty', messageKey: 'messages.noSearchData' };
  return servicesStep(services);
}
