// Closing "the page" (docs/behaviour/4-states.md (Session timeout), docs/behaviour/6-roles.md (Inside a host app) "In the app web view, home back closes the
// page", docs/behaviour/7-api.md update in a host app): the widget cannot know what the page is, so it tells the host
// with `cb-close` (which also reaches the native bridge); only on a plain page without a bridge,
// and when no listener called preventDefault() (the page that embeds the widget may hide it or
// navigate instead), does it try window.close() itself (a no-op unless script opened the window).
import { emit } from './events.ts';
import { hasNativeBridge } from './native-bridge.ts';

export type CloseOutcome = 'bridge' | 'prevented' | 'window';

export function closePage(host: EventTarget, win: Pick<Window, 'close'> = window): CloseOutcome {
  const event = emit(host, 'cb-close', {});
  if (hasNativeBridge(win)) return 'bridge';
  if (event.defaultPrevented) return 'prevented';
  win.close();
  return 'window';
}
