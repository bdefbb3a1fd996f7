import { describe, expect, it } from 'vitest';
import type { Category, Department, Location, Service, ServiceType } from '../common/api-contract.ts';
import { t } from '../i18n/translate.ts';
import {
  chooseDepartment,
  chooseLocation,
  chooseService,
  departmentsStep,
  drillDownEntry,
  locationsStep,
  serviceTypesStep,
  servicesStep,
  type CategoryEntry,
  type DrillStep,
} from './drill-down.ts';
import type { LocationAccess } from './location-item-state.ts';

const category = (name: string): Category => ({ id: name, name });
const department = (name: string, suspended = false): Department => ({ id: name, code: name, name, suspended, showHome: true });
const serviceType = (name: string): ServiceType => ({ id: name, name });
const service = (name: string, suspended = false): Service => ({
  id: name, name, suspended, showServiceDetail: false, openReservationParameter: false, reservationRecommend: false,
});
const location = (name: string, more: Partial<Location> = {}): Location => ({
  id: name, name, suspended: false, remoteCounter: false, rcServiceLogin: false, ...more,
});
const named = (item: unknown): string => {
  const entry = item as CategoryEntry | { name: string };
  if ('kind' in entry) return entry.kind === 'other' ? 'other category' : entry.category.name;
  return entry.name;
};

/** One readable line per outcome: "open X", "list A, B", "empty: …", "blocked X: … (login)". */
function outcome<T>(step: DrillStep<T>): string {
  switch (step.kind) {
    case 'empty':
      return `empty: ${t('en_us', step.messageKey)}`;
    case 'list':
      return `list ${step.items.map(named).join(', ')}`;
    case 'open':
      return `open ${named(step.item)}`;
    case 'blocked':
      return `blocked ${named(step.item)}: ${t('en_us', step.messageKey)}${step.needsLogin ? ' (login)' : ''}`;
  }
}

describe('docs/behaviour/4-states.md drill-down entry: categories (if any) else departments', () => {
  it.each([
    ['two categories, no other departments → the category list', [category('Civil'), category('Transport')], [], 'list Civil, Transport'],
    ['categories and departments outside any → the list ends with "other category"', [category('Civil')], [department('Post')], 'list Civil, other category'],
    ['one category, nothing else → skipped to that category', [category('Civil')], [], 'open Civil'],
    ['no categories, departments outside any → skipped to the departments', [], [department('Post'), department('Tax')], 'open other category'],
    ['no categories and no other departments → empty-data notice', [], [], 'empty: No data'],
  ])('%s', (_name, categories, others, shown) => {
    expect(outcome(drillDownEntry(categories, others))).toBe(shown);
  });
});

describe('docs/behaviour/2-screens.md, docs/behaviour/4-states.md a category\'s departments: one goes straight on, several show the list', () => {
  it.each([
    ['several departments → the list (a suspended one listed with its badge)', [department('Post'), department('Tax', true)], 'list Post, Tax'],
    ['one department → straight to it', [department('Post')], 'open Post'],
    ['one suspended department → blocked with depSuspended', [department('Tax', true)], 'blocked Tax: The department is temporarily closed'],
    ['no department → departmentEmpty', [], 'empty: No department in this category'],
  ])('%s', (_name, departments, shown) => {
    expect(outcome(departmentsStep(departments))).toBe(shown);
  });

  it.each([
    ['choosing an open department → open', department('Post'), 'open Post'],
    ['choosing a suspended department → blocked with depSuspended', department('Tax', true), 'blocked Tax: The department is temporarily closed'],
  ])('%s', (_name, dep, shown) => {
    expect(outcome(chooseDepartment(dep))).toBe(shown);
  });
});

describe('docs/behaviour/2-screens.md department page: a single service type opens automatically', () => {
  it.each([
    ['several service types → the list', [serviceType('Permits'), serviceType('Licences')], {}, 'list Permits, Licences'],
    ['one service type → opened', [serviceType('Permits')], {}, 'open Permits'],
    ['no service type → serviceEmpty', [], {}, 'empty: No service available for booking'],
    ['no service type at a location → serviceTypeEmptyByLocation', [], { atLocation: true }, 'empty: No service type available at this location'],
  ])('%s', (_name, types, options, shown) => {
    expect(outcome(serviceTypesStep(types, options))).toBe(shown);
  });
});

describe('docs/behaviour/4-states.md (Service-type item): exactly one service fetched is selected directly', () => {
  it.each([
    ['the fetch returns one service → selected', [service('Renewal')], {}, 'open Renewal'],
    ['the fetch returns one suspended service → blocked with its message', [service('Renewal', true)], {}, 'blocked Renewal: The service is temporarily suspended'],
    ['the fetch returns several → the list expands', [service('Renewal'), service('First issue')], {}, 'list Renewal, First issue'],
    ['the fetch returns none → serviceEmpty', [], {}, 'empty: No service available for booking'],
    ['none at a location → serviceEmptyByLocation', [], { atLocation: true }, 'empty: No service available at this location'],
  ])('%s', (_name, services, options, shown) => {
    expect(outcome(servicesStep(services, options))).toBe(shown);
  });

  it.each([
    ['choosing an open service (hot services, search) → open', service('Renewal'), 'open Renewal'],
    ['choosing a suspended service → blocked with serviceSuspended', service('Renewal', true), 'blocked Renewal: The service is temporarily suspended'],
  ])('%s', (_name, svc, shown) => {
    expect(outcome(chooseService(svc))).toBe(shown);
  });
});

describe('docs/behaviour/4-states.md a service\'s locations: a single location is skipped to, unless it blocks', () => {
  const web: LocationAccess = { remoteFlow: false, oneAccount: false };
  const remote: LocationAccess = { remoteFlow: true, oneAccount: false };
  const remoteOneAccount: LocationAccess = { remoteFlow: true, oneAccount: true };
  const loginCounter = { remoteCounter: true, rcServiceLogin: true };
  it.each([
    ['several locations → the list', [location('Praia Grande'), location('Taipa')], web, 'list Praia Grande, Taipa'],
    ['one location → chosen at once', [location('Taipa')], web, 'open Taipa'],
    ['one suspended location → blocked with locationSuspended', [location('Taipa', { suspended: true })], web, 'blocked Taipa: The service location is suspended'],
    ['one remote-counter location needing login, citizen not logged in → blocked, asks for a login', [location('Video', loginCounter)], web,
      'blocked Video: Please log in with One Account first (login)'],
    ['the same in the remote flow → blocked with locationNoRemote', [location('Video', loginCounter)], remote,
      'blocked Video: The remote counter service has been disabled (login)'],
    ['the same for a one-account citizen → chosen', [location('Video', loginCounter)], remoteOneAccount, 'open Video'],
    ['one remote counter without a login requirement → chosen', [location('Video', { remoteCounter: true })], remote, 'open Video'],
    ['no location → locationEmpty', [], web, 'empty: No location available'],
  ])('%s', (_name, locations, access, shown) => {
    expect(outcome(locationsStep(locations, access))).toBe(shown);
  });

  it('choosing a suspended location in the list → blocked with locationSuspended', () => {
    expect(outcome(chooseLocation(location('Taipa', { suspended: true }), web))).toBe('blocked Taipa: The service location is suspended');
  });
});
