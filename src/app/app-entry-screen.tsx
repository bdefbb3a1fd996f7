// The app-entry route (docs/behaviour/2-screens.md (App entry)): where a host app opens the page, handing over what to
// show in the hash's own query, as a hash-routed page receives it —
// `page.html#/app?serviceId=3002&locationId=201&language=en` (or departmentId, serviceCode,
// memoJump, a one-account code). On the page's first load the element's start-up carries it out
// (use-startup.ts), so the citizen lands where it leads without passing here; this screen is for
// an entry reached later (the host app setting the hash of a page already open). The hand-over
// runs as a link's start-up does (domain/startup-params.ts, startup.ts), in place of this entry
// (the drill-down's opening replaces the entry it starts from), so back never returns here.
import { useEffect } from 'react';
import { Spinner } from '../components/spinner.tsx';
import { appEntryParams } from '../domain/startup-link.ts';
import { startupPlan } from '../domain/startup-params.ts';
import { t } from '../i18n/translate.ts';
import { useHost } from '../platform/host-context.ts';
import { useApi, useBookingStoreApi, useUiStoreApi } from '../store/stores-context.tsx';
import { useElementRoutes } from '../routing/shown-routes.ts';
import type { ScreenProps } from '../routing/route-definition.ts';
import { readShownMemoJump, runStartup, startupDeps } from './startup.ts';

export default function AppEntryScreen({ route }: ScreenProps<'/app'>) {
  const store = useBookingStoreApi();
  const ui = useUiStoreApi();
  const api = useApi();
  const { settings, emit, adoptLanguage } = useHost();
  const { routes, start } = useElementRoutes();

  useEffect(() => {
    // Only a hash carries the entry's query; in memory routing the entry names nothing.
    const params = (settings.routing === 'hash' ? appEntryParams(globalThis.location?.hash ?? '') : null) ?? new URLSearchParams();
    const plan = startupPlan(params, { language: settings.language }, { shownMemoJump: readShownMemoJump(), startRoute: start });
    if ((params.get('language') ?? params.get('lang')) && plan.language !== settings.language) adoptLanguage?.(plan.language);
    let live = true;
    // The spinner stays until the hand-over has led somewhere: no start route flashes by first.
    void runStartup(plan, startupDeps({ store, ui, api, lang: plan.language, routes, applyRoute: false })).then((problem) => {
      if (!live) return;
      if (problem) {
        const message = t(plan.language, problem.messageKey);
        ui.getState().showToast(message);
        emit('cb-error', { code: problem.code, messageKey: problem.messageKey, message, route });
      }
      // The plan's own route (a memo link's ticket, search with a code, home), in this entry's
      // place; the element's start after an alert.
      if (store.getState().route !== route) return;
      if (plan.kind === 'start') store.getState().navigate(plan.route, plan.routeState, { replace: true });
      else store.getState().navigate(start, {}, { replace: true });
    });
    return () => {
      live = false;
    };
    // The entry is carried out once, as it opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per opening
  }, []);

  return (
    <section className="cb-app-entry" data-route={route}>
      <div className="cb-app-entry__body" part="body">
        <Spinner />
      </div>
    </section>
  );
}
