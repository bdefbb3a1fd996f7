// The page's timers (docs/behaviour/4-states.md, docs/behaviour/9-constants.md): the version check every 300 s (update dialog; confirm
// reloads, or closes the page in a host app) and the 24 h session timeout (alert with Done, then
// the page closes). One of each per page, however many widgets it holds, so the citizen meets
// one dialog, not one per widget: they run while any element is on the page, and their dialogs
// open in the element that came first (the next one takes over when it leaves). This code loads
// a while after the element has started (use-platform-timers.ts), and counts from that start; the
// version file's code (version-file.ts) loads when the first look is due, five minutes in.
import { closePage } from './close-page.ts';
import { SESSION_TIMEOUT_MS, startSessionTimeout } from './session-timeout.ts';
import { realTimers, type Timers } from './timers.ts';
import { runningBuildId, startVersionCheck, VERSION_CHECK_MS } from './version-check.ts';
import type { UiStore } from '../store/ui-store.ts';

export interface TimerHost {
  host: HTMLElement;
  ui: UiStore;
  apiBase: string;
  /** When the element started (Date.now()): the page's timers count from the first one's start. */
  startedAt?: number;
}

const members: TimerHost[] = [];
let stopTimers: (() => void) | null = null;

/** The element takes part in the page's timers; the returned function takes it out. */
export function joinPageTimers(member: TimerHost, timers: Timers = realTimers): () => void {
  members.push(member);
  if (members.length === 1) stopTimers = startTimers(timers, Math.max(0, Date.now() - (member.startedAt ?? Date.now())));
  return () => {
    const index = members.indexOf(member);
    if (index < 0) return;
    members.splice(index, 1);
    if (members.length > 0) return;
    stopTimers?.();
    stopTimers = null;
  };
}

function startTimers(timers: Timers, elapsedMs: number): () => void {
  const first = () => members[0];
  const versionFile = () => import('./version-file.ts');
  const buildId = runningBuildId();
  const stopVersionCheck = startVersionCheck({
    buildId,
    timers,
    firstLookInMs: VERSION_CHECK_MS - elapsedMs,
    // Offline, the file's code may not load: no update this time, the next look tries again.
    check: () =>
      versionFile().then((file) => {
        const member = first();
        return member ? file.checkVersion({ url: file.uniqueJsonUrl(member.apiBase), buildId }) : false;
      }, () => false),
    onUpdate: () => {
      const member = first();
      if (!member) return;
      void member.ui.getState().openDialog({ kind: 'update' }).then(async (confirmed) => {
        if (confirmed) (await versionFile()).applyUpdate(member.host);
      });
    },
  });
  const stopSessionTimeout = startSessionTimeout({
    timers,
    ms: Math.max(0, SESSION_TIMEOUT_MS - elapsedMs),
    alert: () =>
      first()?.ui.getState().openDialog({
        kind: 'alert',
        titleKey: 'components.sessionTimeout.title',
        messageKey: 'messages.timeoutAlert',
        confirmKey: 'components.sessionTimeout.done',
      }) ?? Promise.resolve(),
    close: () => {
      const member = first();
      if (member) closePage(member.host);
    },
  });
  return () => {
    stopVersionCheck();
    stopSessionTimeout();
  };
}
