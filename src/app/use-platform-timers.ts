// The page-level timers of <booking-app> (SPEC.md §4, §9): the version check every 300 s (update
// dialog; confirm reloads, or closes the page in a host app) and the 24 h session timeout (alert
// with Done, then the page closes). Both stop when the element leaves the page. The version
// check's code loads after the first render: its first look is minutes away, and its weight
// is better spent on the first screen.
import { useEffect } from 'react';
import { closePage } from '../platform/close-page.ts';
import { useHost } from '../platform/host-context.ts';
import { startSessionTimeout } from '../platform/session-timeout.ts';
import { useUiStoreApi } from '../store/stores-context.tsx';

export function usePlatformTimers(): void {
  const { host, settings } = useHost();
  const ui = useUiStoreApi();
  const apiBase = settings.apiBase;

  useEffect(() => {
    let live = true;
    let stopVersionCheck = () => {};
    void import('../platform/version-check.ts').then(({ applyUpdate, runningBuildId, startVersionCheck, uniqueJsonUrl }) => {
      if (!live) return;
      stopVersionCheck = startVersionCheck({
        url: uniqueJsonUrl(apiBase),
        buildId: runningBuildId(),
        onUpdate: () => {
          void ui.getState().openDialog({ kind: 'update' }).then((confirmed) => {
            if (confirmed) applyUpdate(host);
          });
        },
      });
    }, () => undefined); // offline: no version check for this page, nothing else is held up
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
      live = false;
      stopVersionCheck();
      stopSessionTimeout();
    };
  }, [host, ui, apiBase]);
}
