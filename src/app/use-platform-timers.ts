// The page-level timers of <booking-app> (SPEC.md §4, §9): the version check every 300 s (update
// dialog; confirm reloads, or closes the page in a host app) and the 24 h session timeout (alert
// with Done, then the page closes). Both stop when the element leaves the page. The version
// file's code (version-file.ts) loads when the first look is due, five minutes in, not with
// the first screen.
import { useEffect } from 'react';
import { closePage } from '../platform/close-page.ts';
import { useHost } from '../platform/host-context.ts';
import { startSessionTimeout } from '../platform/session-timeout.ts';
import { runningBuildId, startVersionCheck } from '../platform/version-check.ts';
import { useUiStoreApi } from '../store/stores-context.tsx';

export function usePlatformTimers(): void {
  const { host, settings } = useHost();
  const ui = useUiStoreApi();
  const apiBase = settings.apiBase;

  useEffect(() => {
    const versionFile = () => import('../platform/version-file.ts');
    const buildId = runningBuildId();
    const stopVersionCheck = startVersionCheck({
      buildId,
      // Offline, the file's code may not load: no update this time, the next look tries again.
      check: () => versionFile().then((file) => file.checkVersion({ url: file.uniqueJsonUrl(apiBase), buildId }), () => false),
      onUpdate: () => {
        void ui.getState().openDialog({ kind: 'update' }).then(async (confirmed) => {
          if (confirmed) (await versionFile()).applyUpdate(host);
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
