// The app-entry route (SPEC.md §2 "/app"): where a host app opens the page, handing over what to
// show in the hash's own query, as a hash-routed page receives it —
// `page.html#/app?serviceId=3002&locationId=201&language=en` (or departmentId, serviceCode,
// memoJump, a one-account code). The hand-over is carried out as a link's start-up is
// (domain/startup-params.ts, startup.ts), in place of this entry: the citizen lands where it
// leads, or on the element's start when it names nothing, and back never returns here.
import { useEffect } from 'react';
import { Spinner } from '../components/spinner.tsx';
import { appEntryParams, startupPlan } from '../domain/startup-params.ts';
import { t } from '../i18n/translate.ts';
import { useHost } from '../platform/host-context.ts';
import { useApi, useBookingStoreApi, useUiStoreApi } from '../store/stores-context.tsx';
import { useElementRoutes } from './element-routes.ts';
import type { ScreenProps } from './routes.ts';
import { readShownMemoJump, runStartup } from './startup.ts';
import { startupDeps } from './use-startup.ts';

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
    void runStartup(plan, startupDeps({ store, ui, api, lang: plan.language, routes })).then((problem) => {
      if (!live) return;
      if (problem) {
        const message = t(plan.language, problem.messageKey);
        ui.getState().showToast(message);
        emit('cb-error', { code: problem.code, messageKey: problem.messageKey, message, route });
      }
      // Nothing led anywhere (an alert, a failed load): the element's start, in this entry's place.
      if (store.getState().route === route) store.getState().navigate(start, {}, { replace: true });
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
