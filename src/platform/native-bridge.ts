// Inside a host app's web view, the element's events also go to the app (docs/element-contract.md), as versioned JSON so an app built against v1 keeps working when messages grow.
// Exactly one bridge receives each message: iOS WKWebView, then an Android JavaScript
// interface, then React Native's web view.

const BRIDGE_VERSION = 1;

interface BridgeWindow {
  webkit?: { messageHandlers?: { civicBooking?: { postMessage(message: unknown): void } } };
  CivicBookingBridge?: { postMessage(message: string): void };
  ReactNativeWebView?: { postMessage(message: string): void };
}

type Poster = (json: string) => void;

function findPoster(win: BridgeWindow): Poster | null {
  const ios = win.webkit?.messageHandlers?.civicBooking;
  if (ios && typeof ios.postMessage === 'function') return (json) => ios.postMessage(json);
  const android = win.CivicBookingBridge;
  if (android && typeof android.postMessage === 'function') return (json) => android.postMessage(json);
  const reactNative = win.ReactNativeWebView;
  if (reactNative && typeof reactNative.postMessage === 'function') return (json) => reactNative.postMessage(json);
  return null;
}

/** True when the page runs inside a host app that gave us a bridge. */
export function hasNativeBridge(win: unknown = globalThis): boolean {
  return findPoster(win as BridgeWindow) !== null;
}

/** Sends `{"v":1,"type":…,"detail":…}` to the bridge that is present; returns whether one was. */
export function forwardToNativeBridge(type: string, detail: unknown, win: unknown = globalThis): boolean {
  const post = findPoster(win as BridgeWindow);
  if (!post) return false;
  try {
    post(JSON.stringify({ v: BRIDGE_VERSION, type, detail }));
  } catch {
    // A host app's bridge that throws must not break the widget; the DOM event still fired.
  }
  return true;
}
