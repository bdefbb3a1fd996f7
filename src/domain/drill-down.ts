// docs/behaviour/4-states.md (Drill-down) and "Service-type item": categories (if any) else departments, then
// service types, services and locations, each step answering one of four things. A single item
// is skipped automatically (it is chosen as if tapped, so a suspended one still blocks); a
// suspended department, service or location blocks with its message. Where the availability
// sum sends the citizen after the location is decided elsewhere.
// @texts rest-first: its refusals are message keys, told by the drill-down's runner and by start-up once the rest is in.
import type { Category, Department, Location, Service, ServiceType } from '../common/api-contract.ts';
import type { MessageKey } from '../i18n/translate.ts';
import { locationItemState, type LocationAccess } from './location-item-state.ts';

export type DrillStep<T> =
  /** Nothing to choose: the empty view with this message. */
  | { kind: 'empty'; messageKey: MessageKey }
  /** Several: the list is shown for the citizen to choose. */
  | { kind: 'list'; items: readonly T[] }
  /** Chosen (by the citizen, or skipped to as the only one): go on with it. */
  | { kind: 'open'; item: T }
  /** Chosen but refused: stay, and show this message. */
  | { kind: 'blocked'; item: T; messageKey: MessageKey; needsLogin: boolean };

/** An item of the category page: a category, or "other category" (departments outside any). */
export type CategoryEntry = { kind: 'category'; category: Category } | { kind: 'other' };

function oneOrMany<T>(items: readonly T[], emptyKey: MessageKey, choose: (item: T) => DrillStep<T>): DrillStep<T> {
  if (items.length === 0) return { kind: 'empty', messageKey: emptyKey };
  if (items.length === 1) return choose(items[0]!);
  return { kind: 'list', items };
}

const open = <T>(item: T): DrillStep<T> => ({ kind: 'open', item });

/**
 * The category page: each category, plus "other category" when departments outside any category
 * exist; with no categories that one entry is skipped to, so the citizen lands on the departments.
 */
export function drillDownEntry(categories: readonly Category[], otherDepartments: readonly Department[]): DrillStep<CategoryEntry> {
  const entries: CategoryEntry[] = categories.map((category) => ({ kind: 'category', category }));
  if (otherDepartments.length > 0) entries.push({ kind: 'other' });
  return oneOrMany(entries, 'messages.noData', open);
}

export function chooseDepartment(department: Department): DrillStep<Department> {
  if (department.suspended) return { kind: 'blocked', item: department, messageKey: 'messages.depSuspended', needsLogin: false };
  return open(department);
}

/** A category's departments (or the other departments): one goes straight on. */
export function departmentsStep(departments: readonly Department[]): DrillStep<Department> {
  return oneOrMany(departments, 'messages.departmentEmpty', chooseDepartment);
}

/** A department's service types (or those offered at a location): a single one opens itself. */
export function serviceTypesStep(serviceTypes: readonly ServiceType[], { atLocation = false } = {}): DrillStep<ServiceType> {
  return oneOrMany(serviceTypes, atLocation ? 'messages.serviceTypeEmptyByLocation' : 'messages.serviceEmpty', open);
}

export function chooseService(service: Service): DrillStep<Service> {
  if (service.suspended) return { kind: 'blocked', item: service, messageKey: 'messages.serviceSuspended', needsLogin: false };
  return open(service);
}

/**
 * What a service-type item's fetch brought back (docs/behaviour/4-states.md (Service-type item)): exactly one service is
 * selected directly; several expand the list.
 */
export function servicesStep(services: readonly Service[], { atLocation = false } = {}): DrillStep<Service> {
  return oneOrMany(services, atLocation ? 'messages.serviceEmptyByLocation' : 'messages.serviceEmpty', chooseService);
}

/** A location chosen in the list or skipped to: refused when suspended or needing a one-account login. */
export function chooseLocation(location: Location, access: LocationAccess): DrillStep<Location> {
  const { refusal } = locationItemState(location, access);
  if (refusal) return { kind: 'blocked', item: location, messageKey: refusal.key, needsLogin: refusal.needsLogin };
  return open(location);
}

/** The locations offering the chosen service: a single one is chosen at once. */
export function locationsStep(locations: readonly Location[], access: LocationAccess): DrillStep<Location> {
  return oneOrMany(locations, 'messages.locationEmpty', (location) => chooseLocation(location, access));
}
