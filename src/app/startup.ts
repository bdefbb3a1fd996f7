// Carries out a start-up plan (src/domain/startup-params.ts) for one element: the first route,
// the one-account code handed to the login flow, the memo-jump ticket loaded, the department or
// the service named by the link or the attributes opened; or, with an `error` in the link, only
// the alert. What could not be opened comes back as a StartProblem for the layout to tell.
import type { Department, JettonDetail } from '../api/types.ts';
import { HOME_ROUTE } from '../domain/route-guard.ts';
import type { StartupPlan } from '../domain/startup-params.ts';
import type { Lang } from '../i18n/languages.ts';
import { t } from '../i18n/translate.ts';
import type { BookingStore } from '../store/booking-store.ts';
import type { SessionStorageLike } from '../store/session-store.ts';
import type { UiStore } from '../store/ui-store.ts';
import type { OpenServiceDeps } from './open-service.ts';
import type { StartProblem } from './start-problem.ts';

/** The memo-jump ticket shown in this browser session (a ticket id: no personal data). */
export const MEMO_JUMP_STORAGE_KEY = 'civic-booking.memoJump';

export interface StartupDeps {
  store: BookingStore;
  ui: UiStore;
  lang: Lang;
  /** The ticket detail of a memo jump (api.tickets.detail). */
  loadTicket(ticketId: string): Promise<JettonDetail>;
  /** Every department, to find the linked one (api.catalogue.departments). */
  loadDepartments(): Promise<Department[]>;
  /** The loads behind `service-id` and `location-id` (api.catalogue, api.availability). */
  services: Omit<OpenServiceDeps, 'store'>;
  /** False when the route is already decided elsewhere (a reload in hash routing keeps its hash). */
  applyRoute?: boolean;
  storage?: SessionStorageLike | null;
}

export function readShownMemoJump(storage: SessionStorageLike | null = pageStorage()): string | null {
  try {
    return storage?.getItem(MEMO_JUMP_STORAGE_KEY) ?? null;
  } catch {
    return null;
  }
}

function pageStorage(): SessionStorageLike | null {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    return null;
  }
}

/**
 * Resolves when start-up is over (the alert answered, or every action done), with what could
 * not be opened, if anything.
 */
export async function runStartup(plan: StartupPlan, deps: StartupDeps): Promise<StartProblem | null> {
  const { store, ui, lang } = deps;
  if (plan.kind === 'stop') {
    await ui.getState().openDialog({ kind: 'alert', text: t(lang, 'app.startUpError', { error: plan.alert }), confirmKey: 'common.confirm' });
    return null;
  }
  if (plan.kind === 'unavailable') return { messageKey: plan.messageKey, code: null, retry: false };
  if (deps.applyRoute !== false) store.getState().navigate(plan.route, plan.routeState, { replace: true });
  if (plan.memoJump) {
    const storage = deps.storage === undefined ? pageStorage() : deps.storage;
    try {
      storage?.setItem(MEMO_JUMP_STORAGE_KEY, plan.memoJump);
    } catch {
      // Storage blocked: the ticket may show again on reload, nothing worse.
    }
  }
  let problem: StartProblem | null = null;
  for (const action of plan.actions) {
    switch (action.type) {
      case 'exchangeLoginCode':
        store.getState().setPendingLoginCode(action.code);
        break;
      case 'loadTicket':
        try {
          store.getState().setMy('jettonDetail', await deps.loadTicket(action.ticketId));
        } catch {
          // The API client has shown the failure; without the ticket there is no success page.
          if (store.getState().route === '/success') store.getState().navigate(HOME_ROUTE, {}, { replace: true });
        }
        break;
      case 'openDepartment':
        problem = await openDepartment(action.departmentId, deps);
        break;
      case 'openService':
        problem = await (await import('./open-service.ts')).openService(action.serviceId, { store, ...deps.services });
        break;
      case 'openServiceAtLocation':
        problem = await (await import('./open-service.ts')).openServiceAtLocation(action.serviceId, action.locationId, action.route, { store, ...deps.services });
        break;
    }
  }
  return problem;
}

async function openDepartment(departmentId: string, { store, loadDepartments }: StartupDeps): Promise<StartProblem | null> {
  let departments: Department[];
  try {
    departments = await loadDepartments();
  } catch {
    return { messageKey: 'messages.errorLoadData', code: null, retry: true };
  }
  const dep = departments.find((d) => String(d.id) === departmentId || d.code === departmentId);
  if (!dep) return { messageKey: 'messages.depNoValid', code: null, retry: false };
  if (dep.suspended) return { messageKey: 'messages.depSuspended', code: null, retry: false };
  store.getState().pickDepartment(dep);
  store.getState().navigate('/serOrLocationWithTabs', {}, { replace: true });
  return null;
}
