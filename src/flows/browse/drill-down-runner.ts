// Runs one of the drill-down's actions for a screen (use-drill-down.ts): the reads it needs, with the
// remote-counter query and the choice's abort signal, and what the citizen and the host are told
// when it is refused. Loaded with the rules on the first choice, not with the screen.
import { isApiError } from '../../api/api-error.ts';
import type { Api } from '../../api/client.ts';
import { showsRoute, type ElementRoutes } from '../../routing/shown-routes.ts';
import { isOneAccountProfile } from '../../domain/profile-user-info.ts';
import { loadTexts, t } from '../../i18n/translate.ts';
import type { HostValue } from '../../platform/host-context.ts';
import { loadFailure } from '../../platform/use-load.ts';
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
  // A failed call has been told by the API client already (its toast says what went wrong).
  if (isApiError(problem.cause)) {
    host.emit('cb-error', loadFailure(problem.cause, lang, route));
    return;
  }
  const message = t(lang, problem.messageKey);
  ui.getState().showToast(message, toastMs);
  host.emit('cb-error', { code: problem.code, messageKey: problem.messageKey, message, route });
  if (problem.needsLogin) host.emit('cb-login-required', { returnTo: route });
}

async function openDeps({ store, api, host, routes }: OpenContext, signal: AbortSignal): Promise<OpenDeps> {
  // A location may need a one-account login: the token's profile says whether the citizen has one.
  await askProfile(api);
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

export async function runOpen(context: OpenContext, signal: AbortSignal, action: Action, args: readonly unknown[]): Promise<OpenOutcome> {
  const texts = restTexts(context);
  const deps = await openDeps(context, signal);
  const [choice, options] = args;
  const run = actions[action] as (choice: unknown, deps: OpenDeps, options: unknown) => Promise<OpenOutcome>;
  const outcome = await run(choice, deps, options);
  if (outcome.kind === 'refused') {
    await texts;
    tell(outcome.problem, context);
  }
  return outcome;
}

/**
 * A service at a location that another widget on the page chose (its `cb-service-selected`),
 * opened here as a step of its own, where its availability leads. The choice was told to the
 * host by the widget that made it, so it is not told again.
 */
export async function runTakeOver(context: OpenContext, signal: AbortSignal, serviceId: string, locationId: string): Promise<OpenOutcome> {
  const texts = restTexts(context);
  const deps: OpenDeps = { ...(await openDeps(context, signal)), emit: () => undefined };
  const outcome = await actions.openServiceAtLocation({ serviceId, locationId }, deps);
  if (outcome.kind === 'refused') {
    await texts;
    tell(outcome.problem, context);
  }
  return outcome;
}
