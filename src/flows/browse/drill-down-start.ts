// The drill-down as start-up runs it (src/app/startup.ts): the department, the service or the
// service at a location that a link or an element's attributes name, opened as the citizen's
// choice would be (drill-down-actions.ts), with the reads of the element's API client.
import { isApiError } from '../../api/api-error.ts';
import type { Api } from '../../api/client.ts';
import { isOneAccountProfile } from '../../domain/profile-user-info.ts';
import { remoteQuery } from '../../domain/remote-query.ts';
import type { RoutePath } from '../../domain/route-guard.ts';
import type { StartupAction } from '../../domain/startup-params.ts';
import type { BookingStore } from '../../store/booking-store.ts';
import { getSessionStore } from '../../store/session-store.ts';
import type { UiStore } from '../../store/ui-store.ts';
import { browseCalls } from './browse-calls.ts';
import type { OpenDeps, OpenOutcome, OpenProblem } from './drill-down-actions.ts';

/** What start-up opens through the drill-down. */
export type StartupOpening = Exclude<StartupAction, { type: 'loadTicket' }>;

/** Why it could not be opened, as the element tells it. */
export type StartupRefusal = Pick<OpenProblem, 'messageKey' | 'code' | 'retry'>;

export interface DrillDownAtStartInput {
  store: BookingStore;
  api: Api;
  /** The routes the element shows (every route when absent). */
  routes?: readonly RoutePath[] | undefined;
}

/** The drill-down's reads and what it needs to know, to open a department or a service named by id. */
export function drillDownAtStart({ store, api, routes }: DrillDownAtStartInput): Omit<OpenDeps, 'store'> {
  const session = getSessionStore().getState();
  return {
    calls: browseCalls(api, remoteQuery(store.getState().flags.remoteCounter, session.profile?.euid)),
    oneAccount: isOneAccountProfile(session.profile),
    shows: (route) => !routes || routes.includes(route),
    // The integrator named the service and the location: nothing was chosen to tell about.
    emit: () => undefined,
  };
}

// A lazy chunk: only an element given a department or a service to start at loads the drill-down.
const opener = () => import('./drill-down-actions.ts');

/** Opens what start-up names; what refused it, if anything. */
export async function openAtStart(opening: StartupOpening, deps: OpenDeps, ui: UiStore): Promise<StartupRefusal | null> {
  switch (opening.type) {
    case 'openDepartment':
      return refusalOf(await (await opener()).openDepartmentById(opening.departmentId, deps), ui);
    case 'openService':
      return refusalOf(await (await opener()).openServiceById(opening.serviceId, deps), ui);
    case 'openServiceAtLocation':
      return refusalOf(await (await opener()).openServiceAtLocationById(opening.serviceId, opening.locationId, opening.route, deps), ui);
  }
}

/** What refused it; a read that failed is also said in a toast, as the API client words it. */
function refusalOf(outcome: OpenOutcome, ui: UiStore): StartupRefusal | null {
  if (outcome.kind !== 'refused') return null;
  const { messageKey, code, retry, cause } = outcome.problem;
  if (isApiError(cause)) ui.getState().showToast(cause.text);
  return { messageKey, code, retry };
}
