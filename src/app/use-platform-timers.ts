// Every element takes part in the page's timers (page-timers.ts: the version check and the 24 h
// session timeout) while it is on the page. Their code is a lazy chunk: the first of them is
// minutes away, so it need not come with the first screen.
import { useEffect } from 'react';
import { useHost } from '../platform/host-context.ts';
import { useUiStoreApi } from '../store/stores-context.tsx';

export function usePlatformTimers(): void {
  const { host, settings } = useHost();
  const ui = useUiStoreApi();
  const apiBase = settings.apiBase;

  useEffect(() => {
    let leave: (() => void) | undefined;
    let gone = false;
    // Offline, the chunk may not load: this element then runs without them.
    import('./page-timers.ts').then(
      ({ joinPageTimers }) => {
        if (!gone) leave = joinPageTimers({ host, ui, apiBase });
      },
      () => undefined,
    );
    return () => {
      gone = true;
      leave?.();
    };
  }, [host, ui, apiBase]);
}
