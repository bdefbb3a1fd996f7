// Runs one of the drill-down's actions for a screen (use-drill-down.ts): the reads it needs, with the
// remote-counter query and the choice's abort signal, and what the citizen and the host are told
// when it is refused. Loaded with the rules on the first choice, not with the screen.
import type { Api } from '../../api/client.ts';
import { showsRoute, type ElementRoutes } from '../../routing/shown-routes.ts';
import { isOneAccountProfile } from '../../domain/profile-user-info.ts';
import { loadTexts, t } from '../../i18n/translate.ts';
import type { HostValue } from '../../platform/host-context.ts';
import { tellFailure } from '../../platform/tell-failure.ts';
import type { BookingStore } from '../../store/booking-store.ts';
import { getSessionStore } from '../../store/session-store.ts';
import type { UiStore } from '../../store/ui-store.ts';
import { remoteQuery } from '../../domain/remote-query.ts';
import { askProfile } from '../account/profile.ts';
import { browseCalls } from './browse-calls.ts';
import * as actions from './drill-down-actions.ts';
import type { OpenDeps, OpenOutcome, OpenProblem } from './drill-down-actions.ts';

export interface OpenContext {
  store: BookingStore;
  api: Api;
  ui: UiStore;
  host: HostValue;
  routes: ElementRoutes;
  /** How long a refusal's toast shows; the UI store's default when absent. */
  toastMs?: number | undefined;
}

export type Action = 'openCategory' | 'openDepartment' | 'openServiceType' | 'openService' | 'openLocation' | 'openServiceAtLocation';

function tell(problem: OpenProblem, { store, ui, host, toastMs }: OpenContext): void {
  const lang = host.settings.language;
  const route = store.getState().route;
  // A failed call: what went wrong, as the API client says it.
  if (problem.cause !== undefined) {
    tellFailure({ ui, host, booking: store }, problem.cause, { toastMs });
    return;
  }
  const message = t(lang, problem.messageKey);
  ui.getState().showToast(message, toastMs);
  host.emit('cb-error', { code: problem.code, messageKey: problem.messageKey, message, route });
  if (problem.needsLogin) host.emit('cb-login-required', { returnTo: route });
}

async function openDeps({ store, api, ui, host, routes }: OpenContext, signal: AbortSignal): Promise<OpenDeps> {
  // A location may need a one-account login: the token's profile says whether the citizen has one.
  await askProfile(api, ui);
  const session = getSessionStore().getState();
  const euid = session.profile?.euid ?? session.userInfo?.euid ?? null;
  return {
    store,
    calls: browseCalls(api, remoteQuery(store.getState().flags.remoteCounter, euid), signal),
    oneAccount: isOneAccountProfile(session.profile),
    shows: (route) => showsRoute(routes, route),
    emit: (name, detail) => host.emit(name, detail),
    signal,
  };
}

/**
 * The drill-down's refusals are texts of the dictionary's rest (src/i18n/dictionary-parts.ts), as
 * are the screens it opens: asked for while the calls go out, waited for before a refusal is told.
 */
function restTexts({ host }: OpenContext): Promise<unknown> {
  return loadTexts(host.settings.language, 'rest').catch(() => undefined);
}

/** Opens with the element's spinner once the reads are slow; a refusal is told once the texts are in. */
async function opening(context: OpenContext, open: () => Promise<OpenOutcome>): Promise<OpenOutcome> {
  const texts = restTexts(context);
  const endSpinner = context.ui.getState().spinnerIfSlow();
  let outcome: OpenOutcome;
  try {
    outcome = await open();
  } finally {
    endSpinner();
  }
  if (outcome.kind === 'refused') {
    await texts;
    tell(outcome.problem, context);
  }
  return outcome;
}

export function runOpen(context: OpenContext, signal: AbortSignal, action: Action, args: readonly unknown[]): Promise<OpenOutcome> {
  const [choice, options] = args;
  const run = actions[action] as (choice: unknown, deps: OpenDeps, options: unknown) => Promise<OpenOutcome>;
  return opening(context, async () => run(choice, await openDeps(context, signal), options));
}

/**
 * A service at a location that another widget on the page chose (its `cb-service-selected`),
 * opened here as a step of its own, where its availability leads. The choice was told to the
 * host by the widget that made it, so it is not told again.
 */
export function runTakeOver(context: OpenContext, signal: AbortSignal, serviceId: string, locationId: string): Promise<OpenOutcome> {
  return opening(context, async () => actions.openServiceAtLocation({ serviceId, locationId }, { ...(await openDeps(context, signal)), emit: () => undefined }));
}
