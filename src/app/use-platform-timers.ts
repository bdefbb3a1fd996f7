// The page-level timers of <booking-app> (SPEC.md §4, §9): the version check every 300 s (update
// dialog; confirm reloads, or closes the page in a host app) and the 24 h session timeout (alert
// with Done, then the page closes). Both stop when the element leaves the page.
import { useEffect } from 'react';
import { closePage } from '../platform/close-page.ts';
import { useHost } from '../platform/host-context.ts';
import { startSessionTimeout } from '../platform/session-timeout.ts';
import { applyUpdate, runningBuildId, startVersionCheck, uniqueJsonUrl } from '../platform/version-check.ts';
import { useUiStoreApi } from '../store/stores-context.tsx';

export function usePlatformTimers(): void {
  const { host, settings } = useHost();
  const ui = useUiStoreApi();
  const apiBase = settings.apiBase;

  useEffect(() => {
    const stopVersionCheck = startVersionCheck({
      url: uniqueJsonUrl(apiBase),
      buildId: runningBuildId(),
      onUpdate: () => {
        void ui.getState().openDialog({ kind: 'update' }).then((confirmed) => {
          if (confirmed) applyUpdate(host);
        });
      },
    });
    const stopSessionTimeout = startSessionTimeout({
      alert: () =>
        ui.getState().openDialog({
          kind: 'alert',
          titleKey: 'components.sessionTimeout.title',
          messageKey: 'messages.timeoutAlert',
          confirmKey: 'components.sessionTimeout.done',
        }),
      close: () => void closePage(host),
    });
    return () => {
      stopVersionCheck();
      stopSessionTimeout();
    };
  }, [host, ui, apiBase]);
}
