// docs/behaviour/2-screens.md (Search) and docs/behaviour/4-states.md (Other states): when the search history shows and which chips it has,
// what an empty search says, and the service-code shortcut (exactly one service opens at once).
import type { Department, SearchResult, Service } from '../common/api-contract.ts';
import { servicesStep, type DrillStep } from './drill-down.ts';

/** docs/behaviour/9-constants.md: search history chips shown. */
const SEARCH_HISTORY_SHOWN = 10;

export function isEmptyResult(result: SearchResult | null | undefined): boolean {
  return !result || (result.departments.length === 0 && result.services.length === 0);
}

/** docs/behaviour/4-states.md: the history shows only when the results are empty (or none yet) and the citizen is logged in. */
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

/** A department named by its id or its code (the `department-id` attribute takes either). */
function names(department: string, id: unknown, code: unknown): boolean {
  return String(id) === department || (typeof code === 'string' && code.toUpperCase() === department.toUpperCase());
}

/**
 * <service-search department-id> on a department's own page searches that department only: its
 * own entry and its services; without a department, everything found. A service names its
 * department in `departmentNames` (docs/behaviour/3-entities.md); the department's name comes from
 * `departments` (GET booking/departments), where the id or code is looked up. A service that also
 * carries its department's id or code (the reference server's) is matched by that as well.
 */
export function withinDepartment(result: SearchResult, department: string | null | undefined, departments: readonly Department[] = []): SearchResult {
  const wanted = (department ?? '').trim();
  if (wanted === '') return result;
  const named = [...departments, ...result.departments].find((d) => names(wanted, d.id, d.code));
  const inDepartment = (s: Service) =>
    names(wanted, s.departmentId, s.departmentCode) || (named !== undefined && (s.departmentNames ?? []).includes(named.name));
  return {
    departments: result.departments.filter((d: Department) => names(wanted, d.id, d.code)),
    services: result.services.filter(inDepartment),
  };
}
