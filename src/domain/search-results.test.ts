import { describe, expect, it } from 'vitest';
import type { Department, SearchResult, Service } from '../common/api-contract.ts';
import { t } from '../i18n/translate.ts';
import { historyChips, rememberKeyword, serviceCodeStep, showSearchHistory, withinDepartment } from './search-results.ts';

const service = (name: string, suspended = false): Service => ({
  id: name, name, suspended, showServiceDetail: false, openReservationParameter: false, reservationRecommend: false,
});
const department: Department = { id: 1, code: 'DSI', name: 'Identification', suspended: false, showHome: true };
const none: SearchResult = { departments: [], services: [] };

describe('docs/behaviour/4-states.md search history shows only when results are empty and the citizen is logged in', () => {
  it.each([
    ['logged in, nothing searched yet → history', null, true, true],
    ['logged in, a search with no result → history', none, true, true],
    ['logged in, services found → no history', { departments: [], services: [service('Renewal')] }, true, false],
    ['logged in, a department found → no history', { departments: [department], services: [] }, true, false],
    ['not logged in, nothing searched → no history', null, false, false],
    ['not logged in, no result → no history', none, false, false],
  ])('%s', (_name, result, loggedIn, shown) => {
    expect(showSearchHistory(result, loggedIn)).toBe(shown);
  });
});

describe('docs/behaviour/2-screens.md, docs/behaviour/9-constants.md history chips: up to 10, most recent first, no repeats', () => {
  const twelve = Array.from({ length: 12 }, (_, i) => `k${i + 1}`);
  it.each([
    ['12 keywords → the 10 most recent', twelve, twelve.slice(0, 10)],
    ['a repeated keyword → shown once, where it is most recent', ['護照', '駕照', '護照'], ['護照', '駕照']],
    ['blank keywords → not chips', ['', '  ', 'BIR'], ['BIR']],
    ['surrounding spaces → trimmed, then compared', [' BIR', 'BIR '], ['BIR']],
    ['no history → no chips', [], []],
  ])('%s', (_name, keywords, chips) => {
    expect(historyChips(keywords)).toEqual(chips);
  });

  it.each([
    ['a new keyword → first', ['a', 'b'], 'c', ['c', 'a', 'b']],
    ['a keyword searched again → moves to the front, not repeated', ['a', 'b', 'c'], 'c', ['c', 'a', 'b']],
    ['with 10 chips already → the oldest drops off', twelve.slice(0, 10), 'new', ['new', ...twelve.slice(0, 9)]],
  ])('after a search: %s', (_name, keywords, keyword, chips) => {
    expect(rememberKeyword(keywords, keyword)).toEqual(chips);
  });
});

describe('docs/behaviour/2-screens.md search opened with a service code: exactly one service opens it at once', () => {
  it.each([
    ['one service → opened at once', [service('Renewal')], 'open Renewal'],
    ['one suspended service → blocked with its message', [service('Renewal', true)], 'blocked: The service is temporarily suspended'],
    ['two services → listed as results', [service('Renewal'), service('First issue')], 'list Renewal, First issue'],
    ['no service → noSearchData', [], 'empty: No matching results'],
  ])('%s', (_name, services, shown) => {
    const step = serviceCodeStep(services);
    const line =
      step.kind === 'open' ? `open ${step.item.name}`
      : step.kind === 'list' ? `list ${step.items.map((s) => s.name).join(', ')}`
      : `${step.kind}: ${t('en_us', step.messageKey)}`;
    expect(line).toBe(shown);
  });
});

describe('<service-search department-id> searches its own department only', () => {
  const inDepartment = (name: string, departmentId: number, departmentCode: string): Service => ({ ...service(name), departmentId, departmentCode });
  const transport: Department = { id: 107, code: 'DSAT', name: 'Transport Bureau', suspended: false, showHome: true };
  const found: SearchResult = {
    departments: [department, transport],
    services: [inDepartment('Renewal', 1, 'DSI'), inDepartment('Driving licence', 107, 'DSAT')],
  };
  const shown = (result: SearchResult) => [...result.departments.map((d) => d.name), ...result.services.map((s) => s.name)].join(', ');
  it.each([
    ['no department-id → everything found', undefined, 'Identification, Transport Bureau, Renewal, Driving licence'],
    ['department-id="107" → that department and its services', '107', 'Transport Bureau, Driving licence'],
    ['department-id="dsat" (its code, any case) → the same', 'dsat', 'Transport Bureau, Driving licence'],
    ['department-id of a department with nothing found → nothing', '999', ''],
  ])('%s', (_name, departmentId, expected) => {
    expect(shown(withinDepartment(found, departmentId))).toBe(expected);
  });
  it('services that name their department only by its name (docs/behaviour/3-entities.md Service departmentNames, as the contract gives them): matched by the name of the department-id, looked up in the departments', () => {
    const byName: SearchResult = {
      departments: [],
      services: [{ ...service('Renewal'), departmentNames: ['Identification'] }, { ...service('Driving licence'), departmentNames: ['Transport Bureau'] }],
    };
    expect(shown(withinDepartment(byName, 'DSAT', [department, transport]))).toBe('Driving licence');
    expect(shown(withinDepartment(byName, '1', [department, transport]))).toBe('Renewal');
    expect(shown(withinDepartment(byName, 'DSAT'))).toBe('');
  });
});
