// Every element takes part in the page's timers (page-timers.ts: the version check and the 24 h
// session timeout) while it is on the page. Their code is a lazy chunk that loads a while after
// the element has started (PAGE_TIMERS_DELAY_MS), not with the first screen: the first of them is
// minutes away, and they count from the element's start.
import { useEffect } from 'react';
import { useHost } from './host-context.ts';
import { useUiStoreApi } from '../store/stores-context.tsx';
import { PAGE_TIMERS_DELAY_MS } from './page-timers-delay.ts';

export function usePlatformTimers(): void {
  const { host, settings } = useHost();
  const ui = useUiStoreApi();
  const apiBase = settings.apiBase;

  useEffect(() => {
    const startedAt = Date.now();
    let leave: (() => void) | undefined;
    let gone = false;
    const join = () =>
      // Offline, the chunk may not load: this element then runs without them.
      import('./page-timers.ts').then(
        ({ joinPageTimers }) => {
          if (!gone) leave = joinPageTimers({ host, ui, apiBase, startedAt });
        },
        () => undefined,
      );
    const later = setTimeout(join, PAGE_TIMERS_DELAY_MS);
    return () => {
      gone = true;
      clearTimeout(later);
      leave?.();
    };
  }, [host, ui, apiBase]);
}
