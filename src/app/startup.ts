// Carries out a start-up plan (src/domain/startup-params.ts) for one element: the first route,
// the memo-jump ticket loaded, the department or the service named by the link or the attributes
// opened (as the drill-down opens a choice, src/flows/browse/open.ts); or, with an `error` in the
// link, only the alert. What could not be opened comes back as a StartProblem for the layout to
// tell. A login the link brings is finished before (use-startup.ts).
import type { JettonDetail } from '../api/types.ts';
import type { OpenDeps, OpenOutcome } from '../flows/browse/open.ts';
import { HOME_ROUTE } from '../domain/route-guard.ts';
import type { StartupPlan } from '../domain/startup-params.ts';
import type { Lang } from '../i18n/languages.ts';
import { t } from '../i18n/translate.ts';
import type { BookingStore } from '../store/booking-store.ts';
import type { SessionStorageLike } from '../store/session-store.ts';
import type { UiStore } from '../store/ui-store.ts';
import type { StartProblem } from './start-problem.ts';

/** The memo-jump ticket shown in this browser session (a ticket id: no personal data). */
export const MEMO_JUMP_STORAGE_KEY = 'civic-booking.memoJump';

export interface StartupDeps {
  store: BookingStore;
  ui: UiStore;
  lang: Lang;
  /** The ticket detail of a memo jump (api.tickets.detail). */
  loadTicket(ticketId: string): Promise<JettonDetail>;
  /** The drill-down's reads and what it needs to know, to open a department or a service named by id. */
  browse: Omit<OpenDeps, 'store'>;
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
      case 'loadTicket':
        try {
          store.getState().setMy('jettonDetail', await deps.loadTicket(action.ticketId));
        } catch {
          // The API client has shown the failure; without the ticket there is no success page.
          if (store.getState().route === '/success') store.getState().navigate(HOME_ROUTE, {}, { replace: true });
        }
        break;
      case 'openDepartment':
        problem = problemOf(await (await opener()).openDepartmentById(action.departmentId, { store, ...deps.browse }));
        break;
      case 'openService':
        problem = problemOf(await (await opener()).openServiceById(action.serviceId, { store, ...deps.browse }));
        break;
      case 'openServiceAtLocation':
        problem = problemOf(await (await opener()).openServiceAtLocationById(action.serviceId, action.locationId, action.route, { store, ...deps.browse }));
        break;
    }
  }
  return problem;
}

// A lazy chunk: only an element given a department or a service to start at loads the drill-down.
const opener = () => import('../flows/browse/open.ts');

function problemOf(outcome: OpenOutcome): StartProblem | null {
  if (outcome.kind !== 'refused') return null;
  const { messageKey, code, retry } = outcome.problem;
  return { messageKey, code, retry };
}
